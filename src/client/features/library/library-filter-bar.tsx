/** Search (applied 500 ms after typing stops), category and model filters. */
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedSearch } from '../../hooks/use-debounced-search.ts';
import { categoryFilterChoices } from '../../../shared/categories.ts';
import { isModelName, MODEL_NAMES } from '../../../shared/models.ts';
import type { LibraryFilters } from './use-library-filters.ts';

interface Props {
  filters: LibraryFilters;
  onChange: (changes: Partial<Pick<LibraryFilters, 'search' | 'category' | 'model'>>) => void;
}

export function LibraryFilterBar({ filters, onChange }: Props) {
  const search = useDebouncedSearch(filters.search, (value) => onChange({ search: value }));

  const categories = categoryFilterChoices(filters.category);

  return (
    <Grid gap="sm" role="search" aria-label="Filter prompts">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          type="search"
          aria-label="Search prompts"
          placeholder="Search prompts..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
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
