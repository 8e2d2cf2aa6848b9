/**
 * Chaining (PRODUCT_SPEC section 4 "Submit form"): a switch, the steps, a
 * form for the next step, and how the chain runs. Adding a step turns
 * chaining on; removing the last turns it off; turning it off runs the
 * prompt independently (prompt-draft.ts holds those rules).
 */
import { Alert, Stack, Switch } from '@mantine/core';
import { ChainStepForm } from './chain-step-form.tsx';
import { ChainStepList } from './chain-step-list.tsx';
import { ExecutionTypePicker } from './execution-type-picker.tsx';
import { FormSection } from './form-section.tsx';
import {
  addChainStep,
  type DraftUpdate,
  type PromptDraft,
  removeChainStep,
  setChained,
} from './prompt-draft.ts';

export const CHAIN_SWITCH_ID = 'prompt-chained';

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  error?: string;
  onEdit: () => void;
}

export function ChainSection({ draft, update, error, onEdit }: Props) {
  const change = (step: (current: PromptDraft) => PromptDraft) => {
    update(step);
    onEdit();
  };
  const steps = draft.chainedPrompts;

  return (
    <FormSection
      title="Chain"
      description="Follow this prompt with more prompts that run in sequence."
    >
      <Switch
        id={CHAIN_SWITCH_ID}
        label="Chain prompts"
        checked={draft.isChained}
        onChange={(event) => {
          const isChained = event.currentTarget.checked;
          change((current) => setChained(current, isChained));
        }}
      />
      {draft.isChained && (
        <ExecutionTypePicker
          value={draft.executionType}
          onChange={(executionType) => change((current) => ({ ...current, executionType }))}
        />
      )}
      {steps.length > 0 && (
        <Stack gap="xs">
          {!draft.isChained && (
            <Alert color="gray" variant="light">
              Chaining is off, so these steps are not part of the prompt. Turn it on to keep them.
            </Alert>
          )}
          <ChainStepList
            steps={steps}
            muted={!draft.isChained}
            onRemove={(index) => {
              change((current) => removeChainStep(current, index));
              // The removed step's button is gone: keep focus in the section.
              document.getElementById(CHAIN_SWITCH_ID)?.focus();
            }}
          />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <ChainStepForm
        stepNumber={steps.length + 1}
        onAdd={(step) => change((current) => addChainStep(current, step))}
      />
    </FormSection>
  );
}
