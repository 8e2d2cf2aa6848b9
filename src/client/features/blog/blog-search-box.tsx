/** The blog's search field: filters as you type (the posts are all in the page). */
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function BlogSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <TextInput
      type="search"
      size="lg"
      radius="xl"
      w="100%"
      maw={560}
      aria-label="Search articles"
      placeholder="Search by title, summary or tag"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
