/**
 * Manage Users' filters live in the URL (?search=&role=&status=&page=&limit=)
 * so a reload or the back button keeps them. Changing a filter or the page
 * size goes back to page 1; the search text is debounced by the caller.
 */
import { useSearchParams } from 'wouter';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../../../shared/admin-limits.ts';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  USER_ROLES,
  type UserRole,
} from '../../../shared/prompt-fields.ts';

export interface UserFilters {
  search: string;
  role: UserRole | '';
  status: SubscriptionStatus | '';
  page: number;
  limit: number;
}

export type UserFilterChange = Partial<Pick<UserFilters, 'search' | 'role' | 'status' | 'limit'>>;

function readPositiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | '' {
  return values.find((value) => value === raw) ?? '';
}

export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const limit = readPositiveInt(params.get('limit'), DEFAULT_ADMIN_PAGE_SIZE);
  const filters: UserFilters = {
    search: params.get('search') ?? '',
    role: oneOf(USER_ROLES, params.get('role')),
    status: oneOf(SUBSCRIPTION_STATUSES, params.get('status')),
    page: readPositiveInt(params.get('page'), 1),
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_ADMIN_PAGE_SIZE,
  };

  const write = (changes: Record<string, string | number>, replace: boolean) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'limit' && value === DEFAULT_ADMIN_PAGE_SIZE);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );
  };

  return {
    filters,
    /**
     * Any filter or page-size change starts again from page 1. Typing a
     * search replaces the history entry, so Back skips the half-typed words.
     */
    setFilters: (changes: UserFilterChange) => write({ ...changes, page: 1 }, 'search' in changes),
    setPage: (page: number) => write({ page }, false),
    clearFilters: () => write({ search: '', role: '', status: '', page: 1 }, false),
  };
}
