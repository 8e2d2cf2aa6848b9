/**
 * Manage Prompts' filters: status (the review queue unless the admin picks
 * another), category, model and words of the title (applied 500 ms after
 * typing stops, as in the library).
 */
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedSearch } from '../../hooks/use-debounced-search.ts';
import { MAX_ADMIN_SEARCH_LENGTH } from '../../../shared/admin-limits.ts';
import { categoryFilterChoices } from '../../../shared/categories.ts';
import { isModelName, MODEL_NAMES } from '../../../shared/models.ts';
import {
  isStatusFilter,
  type PromptFilterChange,
  type PromptFilters,
  type StatusFilter,
} from './use-prompt-filters.ts';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'disabled', label: 'Disabled' },
];

interface Props {
  filters: PromptFilters;
  onChange: (changes: PromptFilterChange) => void;
}

export function PromptFilterBar({ filters, onChange }: Props) {
  const search = useDebouncedSearch(filters.search, (value) => onChange({ search: value }));
  const categories = categoryFilterChoices(filters.category);

  return (
    <Grid gap="sm" role="search" aria-label="Filter prompts">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => value && isStatusFilter(value) && onChange({ status: value })}
          allowDeselect={false}
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Category"
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
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label="Model"
          placeholder="All models"
          data={[...MODEL_NAMES]}
          value={filters.model || null}
          onChange={(value) => onChange({ model: value && isModelName(value) ? value : '' })}
          clearable
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          type="search"
          label="Search titles"
          placeholder="Words of the title..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          maxLength={MAX_ADMIN_SEARCH_LENGTH}
        />
      </Grid.Col>
    </Grid>
  );
}
