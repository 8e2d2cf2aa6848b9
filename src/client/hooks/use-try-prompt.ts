/**
 * "Try This Prompt", shared by the home page and the library: count a use,
 * then open the playground with the prompt in navigation state (the shape
 * the playground reads, PRODUCT_SPEC section 2 "Playground"). A failed
 * count is logged only (spec section 8); the person still gets to the
 * playground. Built-in samples are not stored prompts, so they open the
 * playground without counting anything.
 */
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PromptVariable } from '../../shared/prompt-fields.ts';
import type { PromptView } from '../../shared/prompt-views.ts';
import { useTRPC } from '../lib/trpc.ts';

export interface PlaygroundEntryState {
  initialPrompt: string;
  initialVariables: Record<string, string>;
  /** The stored prompt the entry came from; null for a built-in sample. */
  prompt: PromptView | null;
  model: string;
  systemPrompt: string;
  isImagePrompt: boolean;
  imageUrl: string | null;
}

/** What the playground needs of a prompt that is not stored (a built-in sample). */
export interface PlaygroundText {
  text: string;
  model: string;
  variables: PromptVariable[];
  isImagePrompt: boolean;
  systemPrompt?: string;
}

function variableDefaults(variables: PromptVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((variable) => [variable.name, variable.defaultValue]));
}

export function playgroundStateFor(prompt: PromptView): PlaygroundEntryState {
  const image = prompt.attachments.find((file) => file.fileType.startsWith('image/'));
  return {
    initialPrompt: prompt.description,
    initialVariables: variableDefaults(prompt.variables),
    prompt,
    model: prompt.model,
    systemPrompt: prompt.systemprompt,
    isImagePrompt: prompt.isImagePrompt,
    imageUrl: image?.fileUrl ?? null,
  };
}

export function playgroundStateForText(entry: PlaygroundText): PlaygroundEntryState {
  return {
    initialPrompt: entry.text,
    initialVariables: variableDefaults(entry.variables),
    prompt: null,
    model: entry.model,
    systemPrompt: entry.systemPrompt ?? '',
    isImagePrompt: entry.isImagePrompt,
    imageUrl: null,
  };
}

function useRecordUsage() {
  const trpc = useTRPC();
  return useMutation(trpc.library.recordUsage.mutationOptions());
}

/** Opens the playground with a stored prompt, counting one use of it. */
export function useTryPrompt() {
  const [, navigate] = useLocation();
  const recordUsage = useRecordUsage();
  return (prompt: PromptView) => {
    recordUsage.mutate(
      { id: prompt._id },
      { onError: (error) => console.warn('Could not record a use of the prompt', error) },
    );
    navigate('/playground', { state: playgroundStateFor(prompt) });
  };
}

/** Opens the playground with text that is not a stored prompt (nothing to count). */
export function useTryText() {
  const [, navigate] = useLocation();
  return (entry: PlaygroundText) => {
    navigate('/playground', { state: playgroundStateForText(entry) });
  };
}
