import { describe, expect, it } from 'vitest';
import { keyTarget } from './use-drag-order.ts';

describe('keyTarget', () => {
  it('moves one place with the arrows, to the ends with Home and End', () => {
    expect(keyTarget('ArrowUp', 2, 5)).toBe(1);
    expect(keyTarget('ArrowLeft', 2, 5)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(keyTarget('ArrowRight', 2, 5)).toBe(3);
    expect(keyTarget('Home', 2, 5)).toBe(0);
    expect(keyTarget('End', 2, 5)).toBe(4);
  });

  it('stays within the list and ignores other keys', () => {
    expect(keyTarget('ArrowUp', 0, 5)).toBe(0);
    expect(keyTarget('ArrowDown', 4, 5)).toBe(4);
    expect(keyTarget('Enter', 2, 5)).toBeNull();
    expect(keyTarget(' ', 2, 5)).toBeNull();
  });
});
