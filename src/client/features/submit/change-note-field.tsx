/** The edit's optional change note (decision 043): one line, with a counter, kept with the new version. */
import { TextInput } from '@mantine/core';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function ChangeNoteField({ value, onChange }: Props) {
  return (
    <TextInput
      label="Change note"
      description={`Optional: what changed and why, shown in the prompt's history (${value.length}/${MAX_CHANGE_NOTE_LENGTH} characters)`}
      placeholder="e.g. Clearer instructions for the summary"
      value={value}
      maxLength={MAX_CHANGE_NOTE_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
