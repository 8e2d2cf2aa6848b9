/**
 * The library as MCP prompts (decision 038): every prompt the caller may
 * see is one prompt named "<slug>-<id>" whose arguments are its variables,
 * listed newest first, 100 a page behind a cursor. prompts/get fills the
 * variables in (the prompt's defaults for any left out) and answers one
 * user message per step: MCP prompts have no system role, so a step's
 * system prompt opens its message, and a chain's later steps follow as
 * further messages, each headed with its place in the chain.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  type GetPromptResult,
  ListPromptsRequestSchema,
  McpError,
  type Prompt,
} from '@modelcontextprotocol/sdk/types.js';
import { storedRunInput } from '../../shared/generation-inputs.ts';
import type { PromptView } from '../../shared/prompt-views.ts';
import { toAppError } from '../errors.ts';
import {
  declaredVariables,
  fillPrompt,
  type FilledStep,
} from '../services/library/filled-prompt.ts';
import { listPromptCatalog } from '../services/library/prompt-catalog.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { McpCaller } from './mcp-caller.ts';
import { mcpPromptName, promptIdOfName } from './mcp-prompt-names.ts';

const variableValues = storedRunInput.shape.variables;

function describePrompt(prompt: PromptView): string {
  const parts = [prompt.category, `for ${prompt.model}`];
  if (prompt.isChained) parts.push(`a chain of ${prompt.chainedPrompts.length + 1} steps`);
  if (prompt.status !== 'approved') parts.push(prompt.status);
  return parts.filter(Boolean).join(' · ');
}

function toMcpPrompt(prompt: PromptView): Prompt {
  return {
    name: mcpPromptName(prompt),
    title: prompt.title,
    description: describePrompt(prompt),
    arguments: declaredVariables(prompt).map((variable) => ({
      name: variable.name,
      description: variable.defaultValue
        ? `Default: ${variable.defaultValue}`
        : 'No default (empty when left out)',
      required: false,
    })),
  };
}

function stepText(step: FilledStep, index: number, count: number, dependent: boolean): string {
  const heading =
    count > 1
      ? `Step ${index + 1} of ${count}: ${step.title}${dependent && index > 0 ? ' (builds on the answer to the previous step)' : ''}\n\n`
      : '';
  return `${heading}${step.system ? `${step.system}\n\n` : ''}${step.user}`;
}

/** A service's refusal as the JSON-RPC error MCP expects of prompts/get and prompts/list. */
function protocolError(error: unknown, caller: McpCaller): McpError {
  const appError = toAppError(error);
  if (appError.code === 'NOT_FOUND' || appError.code === 'BAD_REQUEST')
    return new McpError(ErrorCode.InvalidParams, appError.message, { code: appError.code });
  if (appError.code === 'INTERNAL')
    caller.log.error({ err: error, requestId: caller.requestId }, 'an MCP prompt request failed');
  return new McpError(ErrorCode.InternalError, appError.message, {
    code: appError.code,
    requestId: caller.requestId,
  });
}

function parseValues(raw: Record<string, string> | undefined): Record<string, string> {
  const parsed = variableValues.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')} ` : '';
  throw new McpError(ErrorCode.InvalidParams, `Invalid arguments: ${where}${issue?.message ?? ''}`);
}

export function registerPromptHandlers(server: Server, deps: ServiceDeps, caller: McpCaller): void {
  server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    try {
      const page = await listPromptCatalog(deps, caller.actor, request.params?.cursor);
      return {
        prompts: page.prompts.map(toMcpPrompt),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    } catch (error) {
      throw protocolError(error, caller);
    }
  });
  server.setRequestHandler(GetPromptRequestSchema, async (request): Promise<GetPromptResult> => {
    const id = promptIdOfName(request.params.name);
    if (!id) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}`);
    const values = parseValues(request.params.arguments);
    try {
      const { prompt, steps } = await fillPrompt(deps, caller.actor, id, values);
      const dependent = prompt.executionType === 'dependent';
      return {
        description: `${prompt.title}: ${describePrompt(prompt)}`,
        messages: steps.map((step, index) => ({
          role: 'user' as const,
          content: { type: 'text' as const, text: stepText(step, index, steps.length, dependent) },
        })),
      };
    } catch (error) {
      throw protocolError(error, caller);
    }
  });
}
