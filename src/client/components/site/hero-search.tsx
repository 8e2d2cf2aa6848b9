/**
 * The search field in a static page's hero (Help Center, Documentation):
 * labelled above, filtering as you type, with a button that clears it.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface HeroSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (next: string) => void;
}

export function HeroSearch({ label, placeholder, value, onChange }: HeroSearchProps) {
  return (
    <TextInput
      type="search"
      size="md"
      radius="md"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={18} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null
      }
      styles={{ label: { marginBottom: 6 } }}
    />
  );
}
