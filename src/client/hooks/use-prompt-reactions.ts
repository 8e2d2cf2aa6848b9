/**
 * Liking and saving a prompt, shared by every place a prompt appears (cards,
 * the details dialog, the prompt page). A click changes every cached copy of
 * the prompt at once (library pages, trending, the prompt itself, the
 * profile's lists), then the server's answer replaces the count; a refusal
 * puts the copies back and says why (PRODUCT_SPEC section 4 "Library").
 *
 * The call names the wanted state (liked: true), never "toggle", and each
 * prompt's likes (and saves) are sent one after another (a mutation scope):
 * the server sees the clicks in the order they were made, and only the
 * answer to the last one is shown, so a double click ends where it looks.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import type { MyPrompts, PromptPage, PromptView } from '../../shared/prompt-views.ts';
import { useTRPC } from '../lib/trpc.ts';
import { serverProblem } from '../lib/server-problem.ts';
import { useCurrentUser } from './use-current-user.ts';

type Trpc = ReturnType<typeof useTRPC>;
type PromptPatch = (prompt: PromptView) => PromptView;

export interface PromptReactions {
  /** False for a visitor: a click should invite them to sign in. */
  signedIn: boolean;
  /** True until we know whether someone is signed in. */
  checking: boolean;
  liked: boolean;
  saved: boolean;
  likes: number;
  setLiked: (liked: boolean) => void;
  setSaved: (saved: boolean) => void;
  /** What went wrong with the last click, in words for the person; null when nothing did. */
  problem: string | null;
}

/** Applies a change to every cached copy of one prompt; copies of other prompts stay as they are. */
function patchCachedPrompt(queryClient: QueryClient, trpc: Trpc, id: string, patch: PromptPatch) {
  const update = (prompt: PromptView) => (prompt._id === id ? patch(prompt) : prompt);
  queryClient.setQueriesData<PromptPage>(
    trpc.library.list.queryFilter(),
    (page) => page && { ...page, prompts: page.prompts.map(update) },
  );
  queryClient.setQueriesData<PromptView[]>(trpc.library.trending.queryFilter(), (list) =>
    list?.map(update),
  );
  queryClient.setQueriesData<PromptView>(
    trpc.library.byId.queryFilter({ id }),
    (prompt) => prompt && update(prompt),
  );
  queryClient.setQueriesData<MyPrompts>(
    trpc.account.myPrompts.queryFilter(),
    (lists) =>
      lists && {
        savedPrompts: lists.savedPrompts.map(update),
        createdPrompts: lists.createdPrompts.map(update),
      },
  );
}

/** Sets the liked flag, moving each copy's count by one when the flag changes. */
function likedPatch(liked: boolean): PromptPatch {
  return (prompt) =>
    (prompt.liked ?? false) === liked
      ? prompt
      : { ...prompt, liked, upvotes: Math.max(0, prompt.upvotes + (liked ? 1 : -1)) };
}

/**
 * A prompt's likes (or saves) run one after another in their scope, so when
 * another one is still pending it was clicked later: its answer is the one
 * to show, and this one's answer or failure is already out of date.
 */
function isLastInScope(queryClient: QueryClient, scope: string): boolean {
  return (
    queryClient.isMutating({ predicate: (mutation) => mutation.options.scope?.id === scope }) <= 1
  );
}

function reasonOf(error: unknown): string {
  const code =
    error instanceof TRPCClientError ? (error.data as { code?: unknown } | null)?.code : null;
  if (code === 'NOT_FOUND') return 'This prompt is no longer available.';
  if (code === 'UNAUTHORIZED') return 'Your session has ended: sign in again.';
  return serverProblem(error).message ?? 'Check your connection and try again.';
}

const FAILURES = {
  like: ['Your like could not be removed.', 'Your like could not be saved.'],
  save: [
    'This prompt could not be removed from your saved prompts.',
    'This prompt could not be saved.',
  ],
} as const;

function failureMessage(kind: keyof typeof FAILURES, wanted: boolean, error: unknown): string {
  return `${FAILURES[kind][wanted ? 1 : 0]} ${reasonOf(error)}`;
}

function useLikeMutation(id: string, onProblem: (problem: string | null) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const scope = `prompt-like:${id}`;
  return useMutation(
    trpc.prompts.like.mutationOptions({
      scope: { id: scope },
      onMutate: ({ liked = true }) => {
        onProblem(null);
        patchCachedPrompt(queryClient, trpc, id, likedPatch(liked));
        return { before: !liked };
      },
      onSuccess: (answer) => {
        if (!isLastInScope(queryClient, scope)) return; // a later click will answer
        patchCachedPrompt(queryClient, trpc, id, (prompt) => ({
          ...prompt,
          liked: answer.liked,
          upvotes: answer.upvotes,
        }));
      },
      onError: (error, { liked = true }, context) => {
        if (!isLastInScope(queryClient, scope)) return;
        if (context) patchCachedPrompt(queryClient, trpc, id, likedPatch(context.before));
        onProblem(failureMessage('like', liked, error));
      },
    }),
  );
}

function useSaveMutation(id: string, onProblem: (problem: string | null) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const scope = `prompt-save:${id}`;
  const setSaved = (saved: boolean) =>
    patchCachedPrompt(queryClient, trpc, id, (prompt) =>
      (prompt.saved ?? false) === saved ? prompt : { ...prompt, saved },
    );
  return useMutation(
    trpc.prompts.save.mutationOptions({
      scope: { id: scope },
      onMutate: ({ saved = true }) => {
        onProblem(null);
        setSaved(saved);
        return { before: !saved };
      },
      onSuccess: (answer) => {
        if (!isLastInScope(queryClient, scope)) return;
        setSaved(answer.saved);
        // The Saved tab lists saved prompts newest first: drop an unsaved one
        // at once, and fetch the list again so a new one joins it.
        if (!answer.saved) {
          queryClient.setQueryData(
            trpc.account.myPrompts.queryKey(),
            (lists) =>
              lists && {
                ...lists,
                savedPrompts: lists.savedPrompts.filter((prompt) => prompt._id !== id),
              },
          );
        }
        void queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter());
      },
      onError: (error, { saved = true }, context) => {
        if (!isLastInScope(queryClient, scope)) return;
        if (context) setSaved(context.before);
        onProblem(failureMessage('save', saved, error));
      },
    }),
  );
}

export function usePromptReactions(prompt: PromptView): PromptReactions {
  const { user, isLoading } = useCurrentUser();
  const [problem, setProblem] = useState<string | null>(null);
  const like = useLikeMutation(prompt._id, setProblem);
  const save = useSaveMutation(prompt._id, setProblem);
  return {
    signedIn: user !== null,
    checking: isLoading,
    liked: prompt.liked ?? false,
    saved: prompt.saved ?? false,
    likes: prompt.upvotes,
    setLiked: (liked) => like.mutate({ id: prompt._id, liked }),
    setSaved: (saved) => save.mutate({ id: prompt._id, saved }),
    problem,
  };
}
