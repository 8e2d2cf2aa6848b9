/**
 * The library's filters live in the URL (?search=&category=&model=&page=&limit=)
 * so a search can be shared and survives a reload. Changing the category,
 * model or page size goes back to page 1 at once; the search text is
 * debounced by the caller before it lands here.
 */
import { useSearchParams } from 'wouter';
import { isModelName, type ModelName } from '../../../shared/models.ts';
import { DEFAULT_LIBRARY_PAGE_SIZE, LIBRARY_PAGE_SIZES } from '../../../shared/library-limits.ts';

export interface LibraryFilters {
  search: string;
  category: string;
  model: ModelName | '';
  page: number;
  limit: number;
  /** The prompt whose details are open, if any. */
  promptId: string;
}

type FilterChange = Partial<Omit<LibraryFilters, 'page' | 'promptId'>>;

function readPositiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const model = params.get('model') ?? '';
  const limit = readPositiveInt(params.get('limit'), DEFAULT_LIBRARY_PAGE_SIZE);

  const filters: LibraryFilters = {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    model: isModelName(model) ? model : '',
    page: readPositiveInt(params.get('page'), 1),
    limit: (LIBRARY_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_LIBRARY_PAGE_SIZE,
    promptId: params.get('prompt') ?? '',
  };

  const write = (changes: Record<string, string | number>, replace: boolean) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'limit' && value === DEFAULT_LIBRARY_PAGE_SIZE);
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
    /** Any filter change starts again from page 1. */
    setFilters: (changes: FilterChange) => write({ ...changes, page: 1 }, true),
    setPage: (page: number) => write({ page }, false),
    openPrompt: (id: string) => write({ prompt: id }, false),
    closePrompt: () => write({ prompt: '' }, true),
    clearFilters: () => write({ search: '', category: '', model: '', page: 1 }, false),
  };
}
