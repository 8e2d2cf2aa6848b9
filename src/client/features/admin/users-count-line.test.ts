import { describe, expect, it } from 'vitest';
import { usersCountLine } from './users-count-line.ts';

const page = (totalUsers: number, totalPages: number, currentPage = 1) => ({
  totalUsers,
  totalPages,
  currentPage,
  hasNextPage: currentPage < totalPages,
  hasPrevPage: currentPage > 1,
});

describe('usersCountLine', () => {
  it('counts what is shown against the total, with the page', () => {
    expect(usersCountLine(20, page(45, 3), false)).toBe('Showing 20 of 45 users (Page 1 of 3)');
    expect(usersCountLine(1, page(1, 1), true)).toBe('Showing 1 of 1 user (Page 1 of 1)');
  });

  it('says so plainly when nothing matches or the page is past the end', () => {
    expect(usersCountLine(0, page(0, 0), true)).toBe('No users match these filters');
    expect(usersCountLine(0, page(0, 0), false)).toBe('No users yet');
    expect(usersCountLine(0, page(45, 3, 9), false)).toBe(
      'Page 9 is past the end (the last page is 3)',
    );
  });
});
