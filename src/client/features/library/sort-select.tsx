/**
 * The library's order. Relevance is offered, and is the default, only while
 * searching; without a search the default is Newest. The default is kept
 * out of the URL ('').
 */
import { Select } from '@mantine/core';
import {
  effectiveLibrarySort,
  isLibrarySort,
  LIBRARY_SORT_LABELS,
  LIBRARY_SORTS,
  type LibrarySort,
} from '../../../shared/library-limits.ts';

interface Props {
  isSearching: boolean;
  sort: LibrarySort | '';
  onChange: (sort: LibrarySort | '') => void;
}

export function SortSelect({ isSearching, sort, onChange }: Props) {
  const fallback = effectiveLibrarySort(undefined, isSearching);
  const choices = LIBRARY_SORTS.filter((choice) => isSearching || choice !== 'relevance');
  const shown = effectiveLibrarySort(sort || undefined, isSearching);
  return (
    <Select
      aria-label="Sort prompts"
      data={choices.map((choice) => ({ value: choice, label: LIBRARY_SORT_LABELS[choice] }))}
      value={shown}
      onChange={(value) => {
        if (value && isLibrarySort(value)) onChange(value === fallback ? '' : value);
      }}
      allowDeselect={false}
      w={140}
      comboboxProps={{ zIndex: 300 }}
    />
  );
}
