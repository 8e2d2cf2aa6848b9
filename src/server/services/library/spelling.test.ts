import { describe, expect, it } from 'vitest';
import { closestWord, editDistance, maxEdits, nearVariants } from './spelling.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('email', 'email')).toBe(0);
    expect(editDistance('emial', 'email')).toBe(1);
    expect(editDistance('promt', 'prompt')).toBe(1);
    expect(editDistance('prommpt', 'prompt')).toBe(1);
    expect(editDistance('recipie', 'recipe')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts letters beyond ASCII as one character each', () => {
    expect(editDistance('cafe', 'café')).toBe(1);
    expect(editDistance('прривет', 'привет')).toBe(1);
  });
});

describe('closestWord', () => {
  it('allows one edit below six letters and two from six on', () => {
    expect(maxEdits('email')).toBe(1);
    expect(maxEdits('itinerary')).toBe(2);
    expect(closestWord('emial', ['emit', 'email'])).toBe('email');
    expect(closestWord('eeeee', ['email'])).toBeNull();
    expect(closestWord('itinerery', ['itinerary'])).toBe('itinerary');
  });

  it('prefers a word of the typed length among equally close ones (a swap over a drop)', () => {
    expect(closestWord('ttile', ['tile', 'title'])).toBe('title');
    expect(closestWord('barnd', ['band', 'brand'])).toBe('brand');
  });

  it('keeps the given order among equals', () => {
    expect(closestWord('cat', ['car', 'cut'])).toBe('car');
  });
});

describe('nearVariants', () => {
  it('drops each letter once and swaps each pair of neighbours, never returning the word', () => {
    const variants = nearVariants('trhee');
    expect(variants).toContain('three');
    expect(variants).toContain('thee');
    expect(variants).not.toContain('trhee');
    expect(nearVariants('ab').sort()).toEqual(['a', 'b', 'ba']);
  });
});
