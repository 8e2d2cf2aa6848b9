/**
 * A stored prompt's version in the playground (issue 28 item 3): its
 * content becomes the workspace's entry, as Try This makes one of the live
 * prompt; and, to compare two versions on one model, the other version
 * becomes a second draft that takes the values the person typed.
 */
import type { VersionContentView } from '../../../shared/prompt-version-views.ts';
import { readEntryState, type PlaygroundEntry } from './entry-state.ts';
import {
  draftFromEntry,
  type PlaygroundDraft,
  stepTitles,
  variableNames,
} from './playground-draft.ts';

/** The entry Try This would make of a prompt with this content. */
export function entryFromVersion(content: VersionContentView): PlaygroundEntry | null {
  const image = content.attachments.find((file) => file.fileType.startsWith('image/'));
  return readEntryState({
    initialPrompt: content.description,
    initialVariables: Object.fromEntries(
      content.variables.map((variable) => [variable.name, variable.defaultValue]),
    ),
    prompt: content,
    model: content.model,
    systemPrompt: content.systemprompt,
    isImagePrompt: content.isImagePrompt,
    imageUrl: image?.fileUrl ?? null,
  });
}

/**
 * The other version, ready to run beside the person's draft on the same
 * model: its own texts, chain and settings, with the values typed in the
 * panel over its own defaults. Its chain runs only when the draft's does.
 */
export function otherVersionDraft(
  draft: PlaygroundDraft,
  content: VersionContentView,
): PlaygroundDraft | null {
  const entry = entryFromVersion(content);
  if (!entry) return null;
  const other = draftFromEntry(entry);
  const chainOn = draft.chain === null || draft.chain.enabled;
  return {
    ...other,
    model: draft.model,
    variables: { ...other.variables, ...nonBlank(draft.variables) },
    chain: other.chain && { ...other.chain, enabled: chainOn },
  };
}

function nonBlank(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** Every variable either draft uses, each once, the person's draft first. */
export function namesOfBoth(draft: PlaygroundDraft, other: PlaygroundDraft | null): string[] {
  return [...new Set([...variableNames(draft), ...(other ? variableNames(other) : [])])];
}

/** Why the two versions cannot run side by side, or null. */
export function pairProblem(
  draft: PlaygroundDraft,
  other: PlaygroundDraft | null,
  otherNumber: number,
): string | null {
  if (!other) return `v${otherNumber} has no prompt text to run.`;
  if (other.isImagePrompt !== draft.isImagePrompt) {
    return `v${otherNumber} is ${other.isImagePrompt ? 'an image' : 'a text'} prompt and this one is not: they cannot run on one model.`;
  }
  return null;
}

/** The calls a run of both makes (for the allowance): each version's steps. */
export function callsOfBoth(draft: PlaygroundDraft, other: PlaygroundDraft | null): number {
  return stepTitles(draft).length + (other ? stepTitles(other).length : 0);
}
