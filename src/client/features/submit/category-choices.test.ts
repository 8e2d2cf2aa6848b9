import { describe, expect, it } from 'vitest';
import {
  categoryToAdd,
  existingCategory,
  matchingCategories,
  toggleCategory,
} from './category-choices.ts';

const five = ['Social Media', 'Art', 'Business', 'Writing', 'Marketing'];

describe('the add option', () => {
  it('offers a new category, trimmed', () => {
    expect(categoryToAdd('  Urban Gardening  ', ['Social Media'])).toBe('Urban Gardening');
  });

  it('does not offer one that exists, in any case', () => {
    expect(categoryToAdd('social media', [])).toBeNull();
    expect(categoryToAdd('Gardening', ['gardening'])).toBeNull();
    expect(existingCategory('ART', [])).toBe('Art');
  });

  it('does not offer one past the limit, nor a blank or too long one', () => {
    expect(categoryToAdd('Urban Gardening', five)).toBeNull();
    expect(categoryToAdd('   ', [])).toBeNull();
    expect(categoryToAdd('x'.repeat(41), [])).toBeNull();
  });
});

describe('toggleCategory', () => {
  it('adds up to 5, then says why not', () => {
    expect(toggleCategory(['Art'], 'Music')).toEqual({
      categories: ['Art', 'Music'],
      problem: null,
    });
    expect(toggleCategory(five, 'Music')).toEqual({
      categories: five,
      problem: 'Maximum 5 categories allowed',
    });
  });

  it('removes a chosen one, even at the limit', () => {
    expect(toggleCategory(five, 'Art').categories).toEqual([
      'Social Media',
      'Business',
      'Writing',
      'Marketing',
    ]);
  });
});

describe('matchingCategories', () => {
  it('lists chosen custom categories first, then presets, that contain the search', () => {
    expect(matchingCategories('garden', ['Urban Gardening', 'Art'])).toEqual(['Urban Gardening']);
    const all = matchingCategories('', []);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(matchingCategories('DES', [])).toEqual(['Design', 'Logo Design', 'Character Design']);
  });
});
