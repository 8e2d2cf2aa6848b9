/**
 * The edit's form state: starts from the stored prompt, keeps its files
 * (listed by fileUrl) and may add or remove some. Files uploaded here and
 * not yet saved make the browser confirm leaving. Discard Changes returns
 * to the stored prompt. An optional change note goes with the new version.
 */
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { ChangeNoteField } from './change-note-field.tsx';
import { draftFromPrompt, type PromptDraft } from './prompt-draft.ts';
import { type FormWording, PromptForm } from './prompt-form.tsx';
import { type SavedOutcome, SavedDialog, outcomeOf } from './saved-dialog.tsx';
import { useUpdatePrompt } from './submit-api.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

const WORDING: FormWording = {
  submit: 'Save Changes',
  saving: 'Saving...',
  reset: 'Discard Changes',
  failure: 'Failed to save changes',
};

function hasNewFiles(draft: PromptDraft, stored: PromptView): boolean {
  const storedUrls = new Set(stored.attachments.map((file) => file.fileUrl));
  return draft.attachments.some((file) => !storedUrls.has(file.fileUrl));
}

interface Props {
  prompt: PromptView;
  isOwner: boolean;
}

export function EditPromptForm({ prompt, isOwner }: Props) {
  const [draft, setDraft] = useState<PromptDraft>(() => draftFromPrompt(prompt));
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState<SavedOutcome | null>(null);
  const [changeNote, setChangeNote] = useState('');
  // A new key starts the form's own parts afresh too (half-typed variable, step, search).
  const [formKey, setFormKey] = useState(0);
  const update = useUpdatePrompt();
  useLeaveGuard(saved === null && (uploading || hasNewFiles(draft, prompt)));

  return (
    <>
      <PromptForm
        key={formKey}
        initialVisibility={prompt.visibility}
        draft={draft}
        update={setDraft}
        isSaving={update.isPending}
        saveError={update.error}
        onSave={(submission) =>
          update.mutate(
            {
              ...submission,
              id: prompt._id,
              ...(changeNote.trim() ? { changeNote: changeNote.trim() } : {}),
            },
            {
              onSuccess: (result) =>
                setSaved({ promptId: result.prompt._id, outcome: outcomeOf(result) }),
            },
          )
        }
        onReset={() => {
          setDraft(draftFromPrompt(prompt));
          setChangeNote('');
          setFormKey((key) => key + 1);
          update.reset();
        }}
        onUploadingChange={setUploading}
        wording={WORDING}
        beforeActions={
          <>
            <ChangeNoteField value={changeNote} onChange={setChangeNote} />
            {isOwner && (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
                {prompt.status === 'approved'
                  ? 'Your changes will wait for review; the approved version stays live until a moderator approves them.'
                  : 'Saving sends this prompt back to review.'}
              </Alert>
            )}
          </>
        }
      />
      <SavedDialog saved={saved} />
    </>
  );
}
