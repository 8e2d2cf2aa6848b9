/** Search (applied 500 ms after typing stops), category and model filters. */
import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PRESET_CATEGORIES } from '../../../shared/categories.ts';
import { isModelName, MODEL_NAMES } from '../../../shared/models.ts';
import type { LibraryFilters } from './use-library-filters.ts';

export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  filters: LibraryFilters;
  onChange: (changes: Partial<Pick<LibraryFilters, 'search' | 'category' | 'model'>>) => void;
}

export function LibraryFilterBar({ filters, onChange }: Props) {
  const [searchText, setSearchText] = useState(filters.search);
  const [appliedSearch, setAppliedSearch] = useState(filters.search);
  const applySearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  // Follow the URL when it changes from elsewhere (back button, "Clear filters").
  if (filters.search !== appliedSearch) {
    setAppliedSearch(filters.search);
    setSearchText(filters.search);
  }

  // A category from a shared link may be a custom one: keep it selectable.
  const categories =
    filters.category && !(PRESET_CATEGORIES as readonly string[]).includes(filters.category)
      ? [filters.category, ...PRESET_CATEGORIES]
      : [...PRESET_CATEGORIES];

  return (
    <Grid gap="sm" role="search" aria-label="Filter prompts">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          type="search"
          aria-label="Search prompts"
          placeholder="Search prompts..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          maxLength={200}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <Select
          aria-label="Category"
          placeholder="All categories"
          data={categories}
          value={filters.category || null}
          onChange={(value) => onChange({ category: value ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No such category"
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <Select
          aria-label="Model"
          placeholder="All models"
          data={[...MODEL_NAMES]}
          value={filters.model || null}
          onChange={(value) => onChange({ model: value && isModelName(value) ? value : '' })}
          clearable
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
    </Grid>
  );
}
