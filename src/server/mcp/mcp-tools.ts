/**
 * The MCP server's tools (decision 038), each a few lines onto one
 * service: parse (the SDK checks the shared schema), resolve the actor
 * (callTool, with the tool's tier and key scope), call, shape.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { storedRunInput } from '../../shared/generation-inputs.ts';
import { listPromptsInput, promptIdInput } from '../../shared/prompt-inputs.ts';
import type { PromptView } from '../../shared/prompt-views.ts';
import { getPrompt, listLibraryPrompts } from '../services/library/library.ts';
import { listMyPrompts } from '../services/library/user-prompts.ts';
import { setPromptLike, setPromptSave } from '../services/prompts/prompt-reactions.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { McpCaller } from './mcp-caller.ts';
import { mcpPromptName } from './mcp-prompt-names.ts';
import { runWithProgress } from './mcp-run.ts';
import { callTool, signedIn, toolResult } from './mcp-tool-call.ts';

const EXCERPT_LENGTH = 200;

const runInput = storedRunInput.pick({
  promptId: true,
  version: true,
  variables: true,
  model: true,
  settings: true,
});

/** A prompt in a list: enough to choose it, with the name prompts/get takes. */
function summary(prompt: PromptView) {
  return {
    id: prompt._id,
    mcpPrompt: mcpPromptName(prompt),
    title: prompt.title,
    excerpt: prompt.description.slice(0, EXCERPT_LENGTH),
    category: prompt.category,
    model: prompt.model,
    variables: prompt.variables.map((variable) => variable.name),
    isChained: prompt.isChained,
    status: prompt.status,
    upvotes: prompt.upvotes,
    usageCount: prompt.usageCount,
    author: prompt.createdBy?.name ?? null,
    ...(prompt.liked === undefined ? {} : { liked: prompt.liked, saved: prompt.saved }),
  };
}

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

export function registerTools(server: McpServer, deps: ServiceDeps, caller: McpCaller): void {
  const read = { tier: 'public', keyScope: 'read' } as const;
  const write = { tier: 'user', keyScope: 'write' } as const;

  server.registerTool(
    'search_prompts',
    {
      title: 'Search the prompt library',
      description:
        'Approved prompts matching a search (the site’s matching: words, prefixes, near spellings), filtered by category or model, a page at a time.',
      inputSchema: listPromptsInput.omit({ collection: true }),
      annotations: readOnly,
    },
    (input) =>
      callTool(deps, caller, read, async (actor) => {
        const page = await listLibraryPrompts(deps, actor, input);
        return toolResult({ ...page, prompts: page.prompts.map(summary) });
      }),
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a prompt',
      description: 'One prompt in full: its texts, variables with defaults, chain and counts.',
      inputSchema: promptIdInput,
      annotations: readOnly,
    },
    ({ id }) =>
      callTool(deps, caller, read, async (actor) =>
        toolResult({ prompt: await getPrompt(deps, actor, id) }),
      ),
  );

  server.registerTool(
    'my_prompts',
    {
      title: 'My prompts',
      description: 'The prompts you saved and the ones you submitted (any status). Needs a key.',
      inputSchema: z.object({}),
      annotations: readOnly,
    },
    () =>
      callTool(deps, caller, { tier: 'user', keyScope: 'read' }, async (actor) => {
        const mine = await listMyPrompts(deps, signedIn(actor));
        return toolResult({
          savedPrompts: mine.savedPrompts.map(summary),
          createdPrompts: mine.createdPrompts.map(summary),
        });
      }),
  );

  server.registerTool(
    'like_prompt',
    {
      title: 'Like or unlike a prompt',
      description: 'Toggles your like, as the site’s heart does. Needs a key with "write".',
      inputSchema: promptIdInput,
      annotations: { idempotentHint: false, openWorldHint: false },
    },
    ({ id }) =>
      callTool(deps, caller, write, async (actor) =>
        toolResult(await setPromptLike(deps, signedIn(actor), id)),
      ),
  );

  server.registerTool(
    'save_prompt',
    {
      title: 'Save or unsave a prompt',
      description: 'Toggles the prompt in your saved list. Needs a key with "write".',
      inputSchema: promptIdInput,
      annotations: { idempotentHint: false, openWorldHint: false },
    },
    ({ id }) =>
      callTool(deps, caller, write, async (actor) =>
        toolResult(await setPromptSave(deps, signedIn(actor), id)),
      ),
  );

  server.registerTool(
    'run_prompt',
    {
      title: 'Run a prompt on a model',
      description:
        'Runs a stored prompt (and its chain) with your variables on its model or another, with the prompt’s model settings (settings overrides them for this run), within your plan’s generations. version runs one of its earlier versions (as its history lists them) instead of the live one. Reports progress when asked. Needs a key with "generate".',
      inputSchema: runInput,
      annotations: { openWorldHint: true },
    },
    (input, extra) =>
      callTool(deps, caller, { tier: 'user', keyScope: 'generate' }, (actor) =>
        runWithProgress(deps, caller, signedIn(actor), input, extra),
      ),
  );
}
