/**
 * What each step of a run sends, decided before any provider call: the
 * variables are filled in with the shared function (so the client cannot
 * send text the rules did not see), the whole filled text is bounded, and
 * each step's messages are built here.
 *
 * A dependent chain feeds each step the previous step's output as the
 * conversation a chat model expects: the previous step's prompt, its
 * answer, then this step's prompt. An independent chain sends each step
 * on its own, with the same variables.
 */
import type { ModelMessage, UserContent } from 'ai';
import type { TextRunInput } from '../../../shared/generation-inputs.ts';
import { MAX_FILLED_INPUT_LENGTH } from '../../../shared/generation-limits.ts';
import { fillVariables } from '../../../shared/variables.ts';
import { AppError } from '../../errors.ts';
import type { ReferenceImage } from './reference-image.ts';

export interface PlannedStep {
  title: string;
  system: string;
  prompt: string;
}

export interface PreviousTurn {
  prompt: string;
  output: string;
}

export function planSteps(input: TextRunInput): PlannedStep[] {
  const fill = (text: string) => fillVariables(text, input.variables);
  const steps: PlannedStep[] = [
    { title: '', system: fill(input.systemPrompt), prompt: fill(input.prompt) },
    ...input.chainedPrompts.map((step) => ({
      title: step.title,
      system: fill(step.systemPrompt),
      prompt: fill(step.prompt),
    })),
  ];
  const length = steps.reduce((sum, step) => sum + step.system.length + step.prompt.length, 0);
  if (length > MAX_FILLED_INPUT_LENGTH) {
    throw new AppError(
      'BAD_REQUEST',
      `With its variables filled in, this run is ${length.toLocaleString('en-US')} characters long; the limit is ${MAX_FILLED_INPUT_LENGTH.toLocaleString('en-US')}.`,
      { fields: { prompt: `is too long once variables are filled in (${length} characters)` } },
    );
  }
  return steps;
}

function userContent(prompt: string, image: ReferenceImage | null): UserContent {
  if (!image) return prompt;
  return [
    { type: 'text', text: prompt },
    { type: 'image', image: image.data, mediaType: image.mediaType },
  ];
}

export function messagesFor(
  step: PlannedStep,
  previous: PreviousTurn | null,
  image: ReferenceImage | null,
): ModelMessage[] {
  const earlier: ModelMessage[] = previous
    ? [
        { role: 'user', content: previous.prompt },
        { role: 'assistant', content: previous.output },
      ]
    : [];
  return [...earlier, { role: 'user', content: userContent(step.prompt, image) }];
}
