/**
 * The profile (PRODUCT_SPEC section 2 "Profile"): back, who they are and
 * their counts, Settings and Logout, then the Saved Prompts (default) and
 * My Prompts tabs. The open tab lives in the URL (?tab=created) so a reload
 * or the back button returns to it.
 */
import { Badge, Button, Center, Container, Loader, Stack, Tabs } from '@mantine/core';
import {
  IconArrowLeft,
  IconBookmark,
  IconBookmarkOff,
  IconFilePlus,
  IconFolder,
  IconGitPullRequest,
  IconPencilPlus,
} from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useMyPrompts } from './profile-api.ts';
import { ProfileChangeRequests } from './profile-change-requests.tsx';
import { ProfileCollections } from './profile-collections.tsx';
import { ProfilePromptList } from './profile-prompt-list.tsx';
import { ProfileLoadError, PromptCardSkeletons } from './profile-states.tsx';
import { ProfileSummary } from './profile-summary.tsx';

type Tab = 'saved' | 'created' | 'collections' | 'changes';
const OTHER_TABS: readonly string[] = ['created', 'collections', 'changes'];

function useBack() {
  const [, navigate] = useLocation();
  // Someone who opened /profile directly has no page of ours to go back to.
  return () => (window.history.length > 1 ? window.history.back() : navigate('/library'));
}

function TabCount({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Badge size="sm" variant="light" circle={value < 10}>
      {value}
    </Badge>
  );
}

export default function ProfilePage() {
  const { user } = useCurrentUser();
  const lists = useMyPrompts();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab =
    asked === 'created' || asked === 'collections' || asked === 'changes' ? asked : 'saved';
  const goBack = useBack();

  const setTab = (next: string | null) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        if (next !== null && OTHER_TABS.includes(next)) search.set('tab', next);
        else search.delete('tab');
        return search;
      },
      { replace: true },
    );

  if (!user) {
    return (
      <Center mih="60vh" role="status" aria-label="Loading profile">
        <Loader />
      </Center>
    );
  }

  if (lists.isError && !lists.data) {
    return (
      <Container size="xl" py="xl">
        <ProfileLoadError
          error={lists.error}
          onRetry={() => void lists.refetch()}
          retrying={lists.isFetching}
        />
      </Container>
    );
  }

  const data = lists.data;
  const counts = data && {
    saved: data.savedPrompts.length,
    created: data.createdPrompts.length,
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={16} />}
            onClick={goBack}
            px="xs"
          >
            Back
          </Button>
        </div>
        <ProfileSummary user={user} counts={counts} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab
              px={{ base: 'xs', xs: 'md' }}
              value="saved"
              leftSection={<IconBookmark size={16} />}
              rightSection={<TabCount value={counts?.saved} />}
            >
              Saved Prompts
            </Tabs.Tab>
            <Tabs.Tab
              px={{ base: 'xs', xs: 'md' }}
              value="created"
              leftSection={<IconPencilPlus size={16} />}
              rightSection={<TabCount value={counts?.created} />}
            >
              My Prompts
            </Tabs.Tab>
            <Tabs.Tab
              px={{ base: 'xs', xs: 'md' }}
              value="collections"
              leftSection={<IconFolder size={16} />}
            >
              Collections
            </Tabs.Tab>
            <Tabs.Tab
              px={{ base: 'xs', xs: 'md' }}
              value="changes"
              leftSection={<IconGitPullRequest size={16} />}
            >
              Change requests
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="saved">
            {data ? (
              <ProfilePromptList
                prompts={data.savedPrompts}
                empty={{
                  icon: IconBookmarkOff,
                  title: 'No saved prompts',
                  text: 'Prompts you save from the library show up here, ready to try again.',
                  action: { label: 'Browse Prompts', href: '/library' },
                }}
              />
            ) : (
              <PromptCardSkeletons />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="created">
            {data ? (
              <ProfilePromptList
                prompts={data.createdPrompts}
                editable
                empty={{
                  icon: IconFilePlus,
                  title: 'No created prompts',
                  text: 'Share a prompt with the community. Each submission is reviewed before it is published.',
                  action: { label: 'Create Prompt', href: '/submit-prompt' },
                }}
              />
            ) : (
              <PromptCardSkeletons />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="collections">
            <ProfileCollections userId={user._id} />
          </Tabs.Panel>
          <Tabs.Panel value="changes">
            <ProfileChangeRequests />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
