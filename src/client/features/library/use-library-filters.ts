/**
 * The library's filters live in the URL
 * (?search=&category=&model=&collection=&sort=&literal=&page=&limit=) so a search can be
 * shared and survives a reload. Changing the category, model, order or page
 * size goes back to page 1 at once; the search text is debounced by the
 * caller before it lands here. A new search also drops `literal` (searching
 * exactly what was typed, refusing a suggested spelling), which belongs to
 * the search it was chosen for.
 */
import { isModelName, type ModelName } from '../../../shared/models.ts';
import {
  DEFAULT_LIBRARY_PAGE_SIZE,
  isLibrarySort,
  LIBRARY_PAGE_SIZES,
  type LibrarySort,
} from '../../../shared/library-limits.ts';
import { readPageSize, readPositiveInt, useFilterParams } from '../../lib/url-filters.ts';

export interface LibraryFilters {
  search: string;
  category: string;
  model: ModelName | '';
  /** A collection's id: only its prompts (opened from the collection's page). */
  collection: string;
  /** '' is the default order: relevance for a search, newest otherwise. */
  sort: LibrarySort | '';
  /** Search exactly what was typed (no suggested spelling). */
  literal: boolean;
  page: number;
  limit: number;
  /** The prompt whose details are open, if any. */
  promptId: string;
}

type FilterChange = Partial<Omit<LibraryFilters, 'page' | 'promptId' | 'literal'>>;

const DEFAULTS = { limit: DEFAULT_LIBRARY_PAGE_SIZE };

export function useLibraryFilters() {
  const { params, write } = useFilterParams(DEFAULTS);
  const model = params.get('model') ?? '';
  const sort = params.get('sort') ?? '';

  const filters: LibraryFilters = {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    model: isModelName(model) ? model : '',
    collection: params.get('collection') ?? '',
    sort: isLibrarySort(sort) ? sort : '',
    literal: params.get('literal') === 'true',
    page: readPositiveInt(params.get('page'), 1),
    limit: readPageSize(params.get('limit'), LIBRARY_PAGE_SIZES, DEFAULT_LIBRARY_PAGE_SIZE),
    promptId: params.get('prompt') ?? '',
  };

  return {
    filters,
    /** Any filter change starts again from page 1; a new search may be respelled again. */
    setFilters: (changes: FilterChange) =>
      write({ ...changes, ...('search' in changes && { literal: false }), page: 1 }, true),
    /** Search exactly what was typed, refusing the suggested spelling (a new history entry). */
    searchLiterally: () => write({ literal: true, page: 1 }, false),
    setPage: (page: number) => write({ page }, false),
    openPrompt: (id: string) => write({ prompt: id }, false),
    closePrompt: () => write({ prompt: '' }, true),
    clearFilters: () =>
      write(
        { search: '', category: '', model: '', collection: '', sort: '', literal: false, page: 1 },
        false,
      ),
  };
}
