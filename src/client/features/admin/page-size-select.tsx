/** "Rows per page" beside an admin list's pager; a change goes back to page 1 (the caller's job). */
import { Select } from '@mantine/core';
import { ADMIN_PAGE_SIZES } from '../../../shared/admin-limits.ts';

export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (size: number) => void;
}) {
  return (
    <Select
      label="Rows per page"
      size="xs"
      w={110}
      allowDeselect={false}
      data={ADMIN_PAGE_SIZES.map(String)}
      value={String(value)}
      onChange={(next) => next && onChange(Number(next))}
    />
  );
}
