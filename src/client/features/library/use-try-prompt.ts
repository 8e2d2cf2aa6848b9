/**
 * "Try This": count a use, then open the playground with the prompt in
 * navigation state (the shape the playground reads, PRODUCT_SPEC section 2).
 * A failed count is logged only; the person still gets to the playground.
 */
import { useLocation } from 'wouter';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useRecordUsage } from './library-api.ts';

export interface PlaygroundEntryState {
  initialPrompt: string;
  initialVariables: Record<string, string>;
  prompt: PromptView;
  model: string;
  systemPrompt: string;
  isImagePrompt: boolean;
  imageUrl: string | null;
}

export function playgroundStateFor(prompt: PromptView): PlaygroundEntryState {
  const image = prompt.attachments.find((file) => file.fileType.startsWith('image/'));
  return {
    initialPrompt: prompt.description,
    initialVariables: Object.fromEntries(prompt.variables.map((v) => [v.name, v.defaultValue])),
    prompt,
    model: prompt.model,
    systemPrompt: prompt.systemprompt,
    isImagePrompt: prompt.isImagePrompt,
    imageUrl: image?.fileUrl ?? null,
  };
}

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
