/**
 * A proposal made from the prompt as the page shows it (decision 050): the
 * form changes the texts; everything else is sent as it is live. Also the
 * two sides of the preview's diff, computed here as the server will.
 */
import type { ProposedChanges } from '../../../shared/change-request-inputs.ts';
import { DEFAULT_MODEL, isModelName } from '../../../shared/models.ts';
import { diffVersionContents } from '../../../shared/prompt-version-diff.ts';
import type { FieldChange, VersionContentView } from '../../../shared/prompt-version-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';

export interface ProposalTexts {
  title: string;
  description: string;
  systemprompt: string;
}

export function textsOf(prompt: PromptView): ProposalTexts {
  return {
    title: prompt.title,
    description: prompt.description,
    systemprompt: prompt.systemprompt,
  };
}

function contentOf(prompt: PromptView): VersionContentView {
  return {
    title: prompt.title,
    description: prompt.description,
    systemprompt: prompt.systemprompt,
    tools: prompt.tools,
    categories: prompt.categories,
    model: prompt.model,
    settings: prompt.settings,
    variables: prompt.variables,
    isImagePrompt: prompt.isImagePrompt,
    isChained: prompt.isChained,
    chainedPrompts: prompt.chainedPrompts,
    executionType: prompt.executionType,
    attachments: prompt.attachments,
  };
}

/**
 * What the proposal changes, trimmed as the server trims it. `from` is a
 * fork offering its content back (decision 053): its other fields go too,
 * while the files stay the target's (a proposal cannot add files).
 */
export function proposalDiff(
  prompt: PromptView,
  texts: ProposalTexts,
  from: PromptView = prompt,
): FieldChange[] {
  return diffVersionContents(contentOf(prompt), {
    ...contentOf(from),
    attachments: prompt.attachments,
    title: texts.title.trim(),
    description: texts.description.trim(),
    systemprompt: texts.systemprompt.trim(),
  });
}

export function proposedChanges(
  prompt: PromptView,
  texts: ProposalTexts,
  from: PromptView = prompt,
): ProposedChanges {
  return {
    ...texts,
    tools: from.tools,
    categories: from.categories,
    model: isModelName(from.model) ? from.model : DEFAULT_MODEL,
    settings: from.settings,
    variables: from.variables,
    isImagePrompt: from.isImagePrompt,
    isChained: from.isChained,
    chainedPrompts: from.chainedPrompts,
    executionType: from.executionType,
    attachments: prompt.attachments.map((file) => ({ fileUrl: file.fileUrl })),
  };
}
