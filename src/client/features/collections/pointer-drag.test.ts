import { describe, expect, it } from 'vitest';
import { nearestBox } from './pointer-drag.ts';

const column = [
  { left: 0, top: 0, right: 300, bottom: 200 },
  { left: 0, top: 220, right: 300, bottom: 420 },
  { left: 0, top: 440, right: 300, bottom: 640 },
];

describe('nearestBox', () => {
  it('picks the box holding the point', () => {
    expect(nearestBox(column, 150, 100)).toBe(0);
    expect(nearestBox(column, 10, 300)).toBe(1);
    expect(nearestBox(column, 299, 639)).toBe(2);
  });

  it('picks the closest box from a gap or from outside the list', () => {
    expect(nearestBox(column, 150, 205)).toBe(0);
    expect(nearestBox(column, 150, 216)).toBe(1);
    expect(nearestBox(column, 150, -500)).toBe(0);
    expect(nearestBox(column, 900, 2000)).toBe(2);
  });
});
