/**
 * The line above the users table: "Showing 20 of 45 users (Page 1 of 3)"
 * while there is something to show, and plain words when nothing matches or
 * the page asked for is past the last one.
 */
import type { UserPagination } from '../../../shared/admin-views.ts';

export function usersCountLine(
  shown: number,
  { totalUsers, totalPages, currentPage }: UserPagination,
  hasFilters: boolean,
): string {
  if (totalUsers === 0) return hasFilters ? 'No users match these filters' : 'No users yet';
  if (currentPage > totalPages) {
    return `Page ${currentPage} is past the end (the last page is ${totalPages})`;
  }
  const noun = totalUsers === 1 ? 'user' : 'users';
  return `Showing ${shown} of ${totalUsers} ${noun} (Page ${currentPage} of ${totalPages})`;
}
