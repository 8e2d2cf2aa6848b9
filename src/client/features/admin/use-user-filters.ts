/**
 * Manage Users' filters live in the URL (?search=&role=&status=&page=&limit=)
 * so a reload or the back button keeps them. Changing a filter or the page
 * size goes back to page 1; the search text is debounced by the caller.
 */
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../../../shared/admin-limits.ts';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  USER_ROLES,
  type UserRole,
} from '../../../shared/prompt-fields.ts';
import { readPageSize, readPositiveInt, useFilterParams } from '../../lib/url-filters.ts';

export interface UserFilters {
  search: string;
  role: UserRole | '';
  status: SubscriptionStatus | '';
  page: number;
  limit: number;
}

export type UserFilterChange = Partial<Pick<UserFilters, 'search' | 'role' | 'status' | 'limit'>>;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | '' {
  return values.find((value) => value === raw) ?? '';
}

const DEFAULTS = { limit: DEFAULT_ADMIN_PAGE_SIZE };

export function useUserFilters() {
  const { params, write } = useFilterParams(DEFAULTS);
  const filters: UserFilters = {
    search: params.get('search') ?? '',
    role: oneOf(USER_ROLES, params.get('role')),
    status: oneOf(SUBSCRIPTION_STATUSES, params.get('status')),
    page: readPositiveInt(params.get('page'), 1),
    limit: readPageSize(params.get('limit'), ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE),
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
