/**
 * Categories: chosen ones as pills (each with a remove button reachable by
 * keyboard), and a searchable list of the presets. Typing a name that does
 * not exist offers "Add ..." while fewer than 5 are chosen; picking a sixth
 * says "Maximum 5 categories allowed". Enter never sends the whole form.
 */
import {
  CheckIcon,
  Combobox,
  Group,
  Pill,
  PillsInput,
  ScrollArea,
  useCombobox,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { MAX_CATEGORIES_PER_PROMPT, MAX_CATEGORY_LENGTH } from '../../../shared/categories.ts';
import { MAX_CATEGORIES_MESSAGE } from '../../../shared/prompt-limits.ts';
import { categoryToAdd, matchingCategories, toggleCategory } from './category-choices.ts';

export const CATEGORY_INPUT_ID = 'prompt-categories';

/** Marks the "Add ..." option's value; categories are trimmed, so none starts with a space. */
const ADD_PREFIX = ' add ';

interface Props {
  value: string[];
  onChange: (categories: string[]) => void;
  error?: string;
}

/**
 * A press on the box around the field (its padding, a pill) would blur the
 * field, which closes the list and clears what was typed; keep the field
 * focused instead, as a press inside a text box does.
 */
function keepFocusInField(event: MouseEvent<HTMLDivElement>) {
  const field = document.getElementById(CATEGORY_INPUT_ID);
  if (!field || event.target === field) return;
  event.preventDefault();
  field.focus();
}

export function CategoryPicker({ value, onChange, error }: Props) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const [search, setSearch] = useState('');
  const [limitProblem, setLimitProblem] = useState<string | null>(null);
  const toAdd = categoryToAdd(search, value);
  const matches = matchingCategories(search, value);

  // While typing, Enter picks the best match; with nothing typed it picks nothing.
  useEffect(() => {
    if (search.trim()) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
    // The store is a new object each render; the search is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const change = (categories: string[], problem: string | null = null) => {
    setLimitProblem(problem);
    if (categories !== value) onChange(categories);
  };

  const pick = (option: string) => {
    const category = option.startsWith(ADD_PREFIX) ? option.slice(ADD_PREFIX.length) : option;
    const { categories, problem } = toggleCategory(value, category);
    change(categories, problem);
    if (!problem) setSearch('');
  };

  const remove = (category: string) => {
    change(value.filter((item) => item !== category));
    // The pill and its button are gone: keep focus in the picker.
    document.getElementById(CATEGORY_INPUT_ID)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Combobox handles Enter on a highlighted option; otherwise add what was typed.
      event.preventDefault();
      if (combobox.getSelectedOptionIndex() < 0 && toAdd) pick(`${ADD_PREFIX}${toAdd}`);
    }
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      remove(value[value.length - 1] ?? '');
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={CATEGORY_INPUT_ID}
          label="Categories"
          description={`Up to ${MAX_CATEGORIES_PER_PROMPT}: pick from the list, or type your own and press Enter. ${value.length} of ${MAX_CATEGORIES_PER_PROMPT} chosen.`}
          required
          error={limitProblem ?? error}
          onClick={() => combobox.openDropdown()}
          onMouseDown={keepFocusInField}
        >
          <Pill.Group>
            {value.map((category) => (
              <Pill
                key={category}
                withRemoveButton
                onRemove={() => remove(category)}
                removeButtonProps={{
                  'aria-label': `Remove category ${category}`,
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {category}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                value={search}
                placeholder={value.length === 0 ? 'Search or add a category' : 'Add more...'}
                maxLength={MAX_CATEGORY_LENGTH}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch('');
                }}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setLimitProblem(null);
                  combobox.openDropdown();
                }}
                onKeyDown={onKeyDown}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options labelledBy={`${CATEGORY_INPUT_ID}-label`}>
          <ScrollArea.Autosize mah={260} type="scroll">
            {toAdd && (
              <Combobox.Option value={`${ADD_PREFIX}${toAdd}`}>
                <Group gap={6} wrap="nowrap">
                  <IconPlus size={14} aria-hidden />
                  <span>Add &ldquo;{toAdd}&rdquo;</span>
                </Group>
              </Combobox.Option>
            )}
            {matches.map((category) => {
              const chosen = value.includes(category);
              return (
                <Combobox.Option
                  value={category}
                  key={category}
                  active={chosen}
                  aria-selected={chosen}
                >
                  <Group gap={6} wrap="nowrap">
                    {chosen ? <CheckIcon size={12} aria-hidden /> : <span style={{ width: 12 }} />}
                    <span>{category}</span>
                  </Group>
                </Combobox.Option>
              );
            })}
            {!toAdd && matches.length === 0 && (
              <Combobox.Empty>
                {value.length >= MAX_CATEGORIES_PER_PROMPT
                  ? MAX_CATEGORIES_MESSAGE
                  : 'No category matches'}
              </Combobox.Empty>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
