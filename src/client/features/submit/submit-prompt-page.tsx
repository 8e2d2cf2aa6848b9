/**
 * Submit Prompt (/submit-prompt, PRODUCT_SPEC sections 2 and 4): the form,
 * uploaded files kept across a reload, and the success dialog. Success and
 * Clear Form both return the form to its defaults and forget saved uploads.
 * Above it, what the plan allows this month; with nothing left, only that.
 */
import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { VerifyAddressNotice } from '../../components/user/verify-address-notice.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { emptyDraft, type PromptDraft } from './prompt-draft.ts';
import { type FormWording, PromptForm } from './prompt-form.tsx';
import { TITLE_INPUT_ID } from './prompt-text-section.tsx';
import { isQuotaUsedUp, SubmissionQuotaNotice } from './submission-quota-notice.tsx';
import { useCreatePrompt, useSubmissionQuota } from './submit-api.ts';
import { type SavedPromptInfo, SubmittedDialog } from './submitted-dialog.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { restoreUploads, useSavedUploads } from './use-saved-uploads.ts';

const WORDING: FormWording = {
  submit: 'Submit Prompt',
  saving: 'Submitting...',
  reset: 'Clear Form',
  failure: 'Failed to submit prompt',
};

function RestoredNotice({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert color="blue" variant="light" icon={<IconRestore size={18} />} mb="lg">
          {message}
        </Alert>
      )}
    </div>
  );
}

function SubmitPromptForm({ userId }: { userId: string }) {
  const [initialFiles] = useState(() => restoreUploads(userId));
  const [draft, setDraft] = useState<PromptDraft>(() => emptyDraft(initialFiles));
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState<SavedPromptInfo | null>(null);
  // A new key starts the form's own parts afresh too (half-typed variable, step, search).
  const [formKey, setFormKey] = useState(0);
  const create = useCreatePrompt();
  const quota = useSubmissionQuota().data;
  const restoredMessage = useSavedUploads(userId, draft.attachments, initialFiles.length);
  useLeaveGuard(draft.attachments.length > 0 || uploading);

  const startOver = () => {
    setDraft(emptyDraft());
    setFormKey((key) => key + 1);
  };

  const clear = () => {
    startOver();
    create.reset();
  };

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById(TITLE_INPUT_ID)?.focus({ preventScroll: true });
  };

  // Nothing left: say so before anyone types a form that could not be sent.
  // (After a success the dialog stays over the page until it is closed.)
  const usedUp = isQuotaUsedUp(quota) && saved === null;

  return (
    <Stack gap="lg">
      <VerifyAddressNotice />
      <SubmissionQuotaNotice quota={quota} />
      {!usedUp && (
        <div>
          <RestoredNotice message={restoredMessage} />
          <PromptForm
            key={formKey}
            draft={draft}
            update={setDraft}
            isSaving={create.isPending}
            saveError={create.error}
            onSave={(submission) =>
              create.mutate(submission, {
                onSuccess: (prompt) => {
                  startOver();
                  setSaved({ id: prompt._id, isPrivate: prompt.status === 'private' });
                },
              })
            }
            onReset={clear}
            onUploadingChange={setUploading}
            wording={WORDING}
          />
        </div>
      )}
      <SubmittedDialog
        saved={saved}
        // Not offered once this month's submissions are used up.
        onSubmitAnother={isQuotaUsedUp(quota) ? null : () => setSaved(null)}
        onClosed={backToTop}
      />
    </Stack>
  );
}

export default function SubmitPromptPage() {
  const { user } = useCurrentUser();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Submit a Prompt</Title>
          <Text c="dimmed">
            Share a prompt with the community. Every submission is reviewed before it appears in the
            library.
          </Text>
        </Stack>
        {user ? (
          // Another account starts from its own saved uploads.
          <SubmitPromptForm key={user._id} userId={user._id} />
        ) : (
          <Center mih="40vh" role="status" aria-label="Loading the form">
            <Loader />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
