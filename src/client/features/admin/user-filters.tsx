/** Manage Users' filters: a name-or-email search (applied 500 ms after typing stops), role and status. */
import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedSearch } from '../../hooks/use-debounced-search.ts';
import { MAX_ADMIN_SEARCH_LENGTH } from '../../../shared/admin-limits.ts';
import { SUBSCRIPTION_STATUSES, USER_ROLES } from '../../../shared/prompt-fields.ts';
import type { UserFilterChange, UserFilters } from './use-user-filters.ts';
import { ROLE_LABELS, STATUS_LABELS } from './user-labels.ts';

/** Select cannot hold an empty value as an option, so "All" has its own. */
const ALL = 'all';

const ROLE_OPTIONS = [
  { value: ALL, label: 'All roles' },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

function fromOption<Value extends string>(values: readonly Value[], option: string | null) {
  return values.find((value) => value === option) ?? '';
}

interface Props {
  filters: UserFilters;
  onChange: (changes: UserFilterChange) => void;
}

export function UserFilterBar({ filters, onChange }: Props) {
  const search = useDebouncedSearch(filters.search, (value) => onChange({ search: value }));

  return (
    <Grid gap="sm" role="search" aria-label="Filter users">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          type="search"
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          maxLength={MAX_ADMIN_SEARCH_LENGTH}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={filters.role || ALL}
          onChange={(value) => onChange({ role: fromOption(USER_ROLES, value) })}
          allowDeselect={false}
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status || ALL}
          onChange={(value) => onChange({ status: fromOption(SUBSCRIPTION_STATUSES, value) })}
          allowDeselect={false}
          comboboxProps={{ zIndex: 300 }}
        />
      </Grid.Col>
    </Grid>
  );
}
