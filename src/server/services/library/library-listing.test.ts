import { describe, expect, it } from 'vitest';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import { libraryListingKey } from './library-listing.ts';

const base: ListPromptsInput = { page: 1, limit: 12, literal: false };

describe('libraryListingKey', () => {
  it('treats different spellings of the same words as one listing', () => {
    expect(libraryListingKey({ ...base, search: 'Cold  EMAIL!' })).toBe(
      libraryListingKey({ ...base, search: 'cold email' }),
    );
  });

  it('tells no search apart from a search with nothing searchable in it', () => {
    expect(libraryListingKey({ ...base, search: '%%%' })).not.toBe(libraryListingKey(base));
  });

  it('tells every filter, page and page size apart', () => {
    const keys = [
      libraryListingKey(base),
      libraryListingKey({ ...base, category: 'Marketing' }),
      libraryListingKey({ ...base, model: 'Claude' }),
      libraryListingKey({ ...base, page: 2 }),
      libraryListingKey({ ...base, limit: 24 }),
      libraryListingKey({ ...base, search: 'email' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
