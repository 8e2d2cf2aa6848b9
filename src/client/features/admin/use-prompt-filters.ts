/**
 * Manage Prompts' filters live in the URL (?status=&category=&model=&search=
 * &page=&limit=) so a reload or the back button keeps them. With no status
 * in the URL the screen shows the review queue (pending, oldest first), the
 * list an admin works through; "all" is a real choice of its own. Any
 * filter or page-size change goes back to page 1 at once; the search text
 * is debounced by the caller before it lands here.
 */
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../../../shared/admin-limits.ts';
import { isModelName, type ModelName } from '../../../shared/models.ts';
import { PROMPT_STATUSES, type PromptStatus } from '../../../shared/prompt-fields.ts';
import { readPageSize, readPositiveInt, useFilterParams } from '../../lib/url-filters.ts';

export type StatusFilter = PromptStatus | 'all';

export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';

export interface PromptFilters {
  status: StatusFilter;
  category: string;
  model: ModelName | '';
  search: string;
  page: number;
  limit: number;
}

export type PromptFilterChange = Partial<Omit<PromptFilters, 'page'>>;

export function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || (PROMPT_STATUSES as readonly string[]).includes(value);
}

/** Values the URL leaves out because they are what the screen starts with. */
const DEFAULTS = { status: DEFAULT_STATUS_FILTER, limit: DEFAULT_ADMIN_PAGE_SIZE };

export function usePromptFilters() {
  const { params, write } = useFilterParams(DEFAULTS);
  const status = params.get('status') ?? '';
  const model = params.get('model') ?? '';

  const filters: PromptFilters = {
    status: isStatusFilter(status) ? status : DEFAULT_STATUS_FILTER,
    category: params.get('category') ?? '',
    model: isModelName(model) ? model : '',
    search: params.get('search') ?? '',
    page: readPositiveInt(params.get('page'), 1),
    limit: readPageSize(params.get('limit'), ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE),
  };

  return {
    filters,
    /** Any filter change starts again from page 1. */
    setFilters: (changes: PromptFilterChange) => write({ ...changes, page: 1 }, true),
    setPage: (page: number) => write({ page }, false),
  };
}
