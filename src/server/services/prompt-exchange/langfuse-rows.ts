/**
 * Rows of a Langfuse prompt export: a JSON list of prompt versions
 * (`name`, `version`, `type` text or chat, `prompt`, `config`, `tags`,
 * `commitMessage`). The versions of one name become one prompt whose
 * history they are, the highest number live. A text prompt's text is the
 * user prompt; a chat prompt's system messages become the system prompt and
 * its user message the user prompt (other turns are kept in the text, with
 * a warning). Their `{{variable}}` is ours as written; a name our variables
 * cannot hold (a space, a dash) is rewritten with underscores.
 */
import type { ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import { MAX_CATEGORIES_PER_PROMPT } from '../../../shared/categories.ts';
import {
  type CandidateFields,
  error,
  type ImportCandidate,
  IMPORTED_CATEGORY,
  mapModel,
  warning,
} from './import-candidate.ts';
import type { ExchangeSettings } from './exchange-format.ts';

type Item = Record<string, unknown>;

function isRecord(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed JSON document looks like Langfuse's: a list of objects with a name and a prompt. */
export function looksLikeLangfuse(document: unknown): document is unknown[] {
  return (
    Array.isArray(document) &&
    document.length > 0 &&
    document.every((item) => isRecord(item) && typeof item.name === 'string' && 'prompt' in item)
  );
}

const LANGFUSE_VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** {{ name }} → {{name}}; names with other characters than letters, digits and _ get underscores. */
function mapVariables(text: string, problems: ImportProblem[]): string {
  const renamed = new Set<string>();
  const mapped = text.replace(LANGFUSE_VARIABLE, (_whole, name: string) => {
    const ours = name.replace(/\W+/g, '_');
    if (ours !== name) renamed.add(`"${name}" → "${ours}"`);
    return `{{${ours}}}`;
  });
  if (renamed.size > 0)
    problems.push(
      warning(`Variables renamed to our letters, digits and _: ${[...renamed].join(', ')}.`),
    );
  return mapped;
}

interface ChatTexts {
  system: string;
  user: string;
}

function chatTexts(messages: unknown[], problems: ImportProblem[]): ChatTexts {
  const system: string[] = [];
  const rest: { role: string; content: string }[] = [];
  let placeholders = 0;
  for (const message of messages) {
    if (!isRecord(message) || typeof message.content !== 'string') {
      if (isRecord(message) && message.type === 'placeholder') placeholders += 1;
      continue;
    }
    const role = typeof message.role === 'string' ? message.role : 'user';
    if (role === 'system') system.push(message.content);
    else rest.push({ role, content: message.content });
  }
  if (placeholders > 0)
    problems.push(warning(`${placeholders} message placeholder(s) left out: they have no text.`));
  if (rest.length > 1 || rest.some((message) => message.role !== 'user'))
    problems.push(
      warning(
        'Turns other than the system message and one user message are kept in the prompt text.',
      ),
    );
  const user =
    rest.length === 1 && rest[0]?.role === 'user'
      ? rest[0].content
      : rest.map((message) => `${message.role}:\n${message.content}`).join('\n\n');
  return { system: system.join('\n\n'), user };
}

function settingsOf(config: unknown): ExchangeSettings | undefined {
  if (!isRecord(config)) return undefined;
  const settings: ExchangeSettings = {};
  if (typeof config.temperature === 'number') settings.temperature = config.temperature;
  if (typeof config.top_p === 'number') settings.topP = config.top_p;
  const max = config.max_tokens ?? config.max_output_tokens;
  if (typeof max === 'number') settings.maxOutputTokens = max;
  return Object.keys(settings).length > 0 ? settings : undefined;
}

function fieldsOf(item: Item, problems: ImportProblem[]): CandidateFields {
  const texts: ChatTexts =
    typeof item.prompt === 'string'
      ? { system: '', user: item.prompt }
      : Array.isArray(item.prompt)
        ? chatTexts(item.prompt, problems)
        : { system: '', user: '' };
  if (typeof item.prompt !== 'string' && !Array.isArray(item.prompt))
    problems.push(error('must be text or a list of chat messages', 'prompt'));
  const tags = Array.isArray(item.tags)
    ? item.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  const config = isRecord(item.config) ? item.config : {};
  const { model, problem } = mapModel(config.model, 'Other');
  if (problem) problems.push(problem);
  return {
    title: item.name,
    description: mapVariables(texts.user, problems),
    systemprompt: mapVariables(texts.system, problems),
    categories: tags.length > 0 ? tags.slice(0, MAX_CATEGORIES_PER_PROMPT) : [IMPORTED_CATEGORY],
    model,
  };
}

function versionNumber(item: Item, fallback: number): number {
  return typeof item.version === 'number' && Number.isInteger(item.version) && item.version > 0
    ? item.version
    : fallback;
}

/** One candidate per prompt name, its versions in number order, in the order names first appear. */
export function langfuseCandidates(items: unknown[]): ImportCandidate[] {
  const byName = new Map<string, Item[]>();
  for (const item of items) {
    if (!isRecord(item) || typeof item.name !== 'string') continue;
    const list = byName.get(item.name) ?? [];
    list.push(item);
    byName.set(item.name, list);
  }
  return [...byName.entries()].map(([name, list], at) => {
    const versions = list
      .map((item, position) => ({ item, number: versionNumber(item, position + 1) }))
      .sort((a, b) => a.number - b.number);
    const problems: ImportProblem[] = [];
    const live = versions[versions.length - 1];
    const earlier = versions.slice(0, -1).map(({ item, number }) => ({
      number,
      changeNote: typeof item.commitMessage === 'string' ? item.commitMessage : '',
      // An earlier version's own warnings would only repeat the live one's.
      fields: fieldsOf(item, []),
    }));
    const liveItem = live?.item ?? {};
    const settings = settingsOf(liveItem.config);
    return {
      index: at + 1,
      title: name,
      fields: fieldsOf(liveItem, problems),
      ...(settings ? { settings } : {}),
      previousVersions: earlier,
      ...(live
        ? {
            liveNumber: live.number,
            liveNote: typeof liveItem.commitMessage === 'string' ? liveItem.commitMessage : '',
          }
        : {}),
      problems,
    };
  });
}
