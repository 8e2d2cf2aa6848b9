/**
 * The prompt form shared by Submit and Edit: its sections, the red error
 * text above it, and the actions. The page owns the draft and the save
 * call; the form checks what it can first, so a missing title is said at
 * once and nothing is sent.
 */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PromptSubmissionDraft } from '../../../shared/prompt-submission-input.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { CATEGORY_INPUT_ID } from './category-picker.tsx';
import { CHAIN_SWITCH_ID, ChainSection } from './chain-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { FileUploader } from './file-uploader.tsx';
import {
  draftProblems,
  firstSettingProblem,
  FORM_SECTIONS,
  type FormSection,
  hasProblems,
} from './form-problems.ts';
import { ModelSettingsSection, settingInputId } from './model-settings-section.tsx';
import { type DraftUpdate, type PromptDraft, submissionOf } from './prompt-draft.ts';
import { DESCRIPTION_INPUT_ID, PromptTextSection, TITLE_INPUT_ID } from './prompt-text-section.tsx';
import { useSectionErrors } from './use-section-errors.ts';
import { VariablesEditor } from './variables-editor.tsx';
import { VisibilityChoice } from './visibility-choice.tsx';
import type { PromptVisibility } from '../../../shared/prompt-fields.ts';

/** Where focus goes when the form's own check finds a problem in a section. */
const FOCUS_TARGETS: Partial<Record<FormSection, string>> = {
  title: TITLE_INPUT_ID,
  description: DESCRIPTION_INPUT_ID,
  categories: CATEGORY_INPUT_ID,
  chain: CHAIN_SWITCH_ID,
};

export interface FormWording {
  submit: string;
  /** The submit button's text while saving ("Submitting..."). */
  saving: string;
  reset: string;
  /** The red text when the server gave no words of its own. */
  failure: string;
}

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  isSaving: boolean;
  saveError: unknown;
  onSave: (submission: PromptSubmissionDraft) => void;
  onReset: () => void;
  onUploadingChange: (uploading: boolean) => void;
  wording: FormWording;
  /** Shown just above the actions (the edit's note about review). */
  beforeActions?: ReactNode;
  /** Where the Visibility choice starts: public for a new prompt, the prompt's own on Edit. */
  initialVisibility?: PromptVisibility;
}

/** Focuses the element once it is on screen (a section opening mounts it), for up to a second. */
function focusWhenShown(id: string, framesLeft = 60): void {
  const element = document.getElementById(id);
  if (element?.checkVisibility()) {
    element.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenShown(id, framesLeft - 1));
}

function failureText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  const problem = serverProblem(error);
  if (problem.message) return problem.message;
  return Object.keys(problem.fields).length > 0
    ? `${fallback}. Check the highlighted fields and try again.`
    : fallback;
}

export function PromptForm(props: Props) {
  const { draft, update, isSaving, saveError, onSave, wording } = props;
  const [uploading, setUploading] = useState(false);
  const [visibility, setVisibility] = useState<PromptVisibility>(
    props.initialVisibility ?? 'public',
  );
  const { errors, markEdited, startAttempt } = useSectionErrors(saveError);
  const alertRef = useRef<HTMLDivElement>(null);
  const problemText = failureText(saveError, wording.failure);
  // Past the plan's monthly submissions, the way on is a bigger plan.
  const isQuota = saveError ? serverProblem(saveError).code === 'TOO_MANY_REQUESTS' : false;

  // A refusal is said above the form: bring it into view.
  useEffect(() => {
    if (saveError) alertRef.current?.scrollIntoView({ block: 'center' });
  }, [saveError]);

  const setUploadingState = (busy: boolean) => {
    setUploading(busy);
    props.onUploadingChange(busy);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || uploading) return;
    const findings = draftProblems(draft);
    startAttempt(findings);
    if (hasProblems(findings)) {
      const first = FORM_SECTIONS.find((section) => findings[section]);
      const setting = first === 'settings' ? firstSettingProblem(draft) : null;
      if (setting) {
        // The section may be closed: it opens with this attempt's message, the field a moment later.
        focusWhenShown(settingInputId(setting.name));
        return;
      }
      const target = first && FOCUS_TARGETS[first];
      if (target) document.getElementById(target)?.focus();
      return;
    }
    onSave({ ...submissionOf(draft), visibility });
  };

  const reset = () => {
    startAttempt({});
    props.onReset();
  };

  return (
    <div>
      <div ref={alertRef}>
        {problemText && (
          <Alert color="red" role="alert" icon={<IconAlertCircle size={18} />} mb="lg">
            {problemText}
            {isQuota && (
              <Anchor component={Link} href="/settings" display="block" mt={6} fw={600}>
                See the plans in Settings
              </Anchor>
            )}
          </Alert>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PromptTextSection draft={draft} update={update} errors={errors} onEdit={markEdited} />
          <DetailsSection draft={draft} update={update} errors={errors} onEdit={markEdited} />
          <ModelSettingsSection
            draft={draft}
            update={update}
            error={errors.settings}
            onEdit={() => markEdited('settings')}
          />
          <VariablesEditor
            draft={draft}
            update={update}
            error={errors.variables}
            onEdit={() => markEdited('variables')}
          />
          <ChainSection
            draft={draft}
            update={update}
            error={errors.chain}
            onEdit={() => markEdited('chain')}
          />
          <FileUploader
            files={draft.attachments}
            onFilesChange={(change) => {
              update((current) => ({ ...current, attachments: change(current.attachments) }));
              markEdited('attachments');
            }}
            onBusyChange={setUploadingState}
            error={errors.attachments}
          />
          <VisibilityChoice value={visibility} onChange={setVisibility} />
          {props.beforeActions}
          <Group justify="flex-end" gap="sm">
            {uploading && (
              <Text size="sm" c="dimmed" mr="auto">
                Wait for the uploads to finish.
              </Text>
            )}
            <Button
              type="button"
              variant="default"
              onClick={reset}
              disabled={isSaving || uploading}
            >
              {wording.reset}
            </Button>
            <Button
              type="submit"
              disabled={isSaving || uploading}
              leftSection={<IconSend size={16} />}
            >
              {isSaving ? wording.saving : wording.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}
