/**
 * A prompt's own page (/prompts/:id, linked from the profile's cards and the
 * library's dialog): everything the dialog shows, with Try This, Copy
 * Prompt, like, save and a link to share. Its owner and the admins also see
 * a prompt the library does not show, with its review status and the
 * moderator's reason, and can edit it. The History below the prompt lists
 * its versions and compares any two (decision 043), and opens any of them in
 * the playground; a saved prompt says when a newer version went live since
 * the member last looked. Anyone else gets the not-found page,
 * exactly as for a prompt that does not exist.
 */
import { Button, Container, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { promptPageHead } from '../../../shared/page-heads.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { NotFoundNotice } from '../../components/layout/not-found-notice.tsx';
import { PromptDetailSections } from '../../components/prompt/prompt-detail-sections.tsx';
import { PromptBadges, PromptByline } from '../../components/prompt/prompt-facts.tsx';
import { PromptSettings } from '../../components/prompt/prompt-settings.tsx';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ForkLineage } from './fork-lineage.tsx';
import { PromptPageActions } from './prompt-page-actions.tsx';
import { isMissingPrompt, usePromptPage } from './prompt-page-api.ts';
import { PromptPageLoadError, PromptPageSkeleton } from './prompt-page-states.tsx';
import classes from './prompt-page.module.css';
import { PromptStatusNotice } from './prompt-status-notice.tsx';
import { VersionHistory } from './version-history.tsx';
import { SeenVersionNotice } from './seen-version-notice.tsx';
import { VersionNotice } from './version-notice.tsx';

function PromptHeader({ prompt, canEdit }: { prompt: PromptView; canEdit: boolean }) {
  const { user } = useCurrentUser();
  const isOwner = user !== null && prompt.createdBy?._id === user._id;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {prompt.status !== 'approved' && <PromptStatusBadge status={prompt.status} />}
        <PromptBadges prompt={prompt} />
      </Group>
      <PromptSettings settings={prompt.settings} />
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {prompt.title}
      </Title>
      <PromptByline prompt={prompt} />
      <ForkLineage prompt={prompt} />
      <PromptStatusNotice prompt={prompt} isOwner={isOwner} />
      <SeenVersionNotice prompt={prompt} />
      {canEdit && <VersionNotice prompt={prompt} isOwner={isOwner} />}
    </Stack>
  );
}

function LoadedPrompt({ prompt }: { prompt: PromptView }) {
  const { user, isAdmin } = useCurrentUser();
  const canEdit = isAdmin || (user !== null && prompt.createdBy?._id === user._id);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group>
          <Button
            component={Link}
            href="/library"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            px="xs"
          >
            Prompt Library
          </Button>
        </Group>
        <PromptHeader prompt={prompt} canEdit={canEdit} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <PromptDetailSections prompt={prompt} headingOrder={2} />
              <VersionHistory prompt={prompt} canEdit={canEdit} isAdmin={isAdmin} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <div className={classes.actions}>
              <PromptPageActions prompt={prompt} canEdit={canEdit} />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export default function PromptPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = usePromptPage(id);
  // Until the prompt arrives, the title the server wrote into the page stays.
  usePageTitle(query.data ? promptPageHead(query.data) : null);

  if (query.data) return <LoadedPrompt prompt={query.data} />;
  if (query.isError) {
    return isMissingPrompt(query.error) ? (
      <NotFoundNotice />
    ) : (
      <PromptPageLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PromptPageSkeleton />;
}
