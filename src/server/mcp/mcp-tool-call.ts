/**
 * What every MCP tool call goes through, declared per tool as REST routes
 * declare theirs (decision 038): its tier (anyone, or a signed-in member),
 * the scope an API key needs, the month's API calls (a call made with a
 * key counts, as on REST, and is given back when it ends in a 401, 429 or
 * server error), and one way of telling failures: a tool result marked
 * isError, with the AppError's words and its code under _meta.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type Actor, type MaybeActor } from '../auth/actor.ts';
import type { ApiKeyScope } from '../../shared/api-key-limits.ts';
import { keyMayCall, keyScopeRefusal } from '../auth/api-key-scopes.ts';
import { AppError, httpStatusOf, toAppError } from '../errors.ts';
import {
  type CountedCall,
  countApiCall,
  givesCallBack,
  refundApiCall,
} from '../services/api-keys/api-call-meter.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { McpCaller } from './mcp-caller.ts';

export const MCP_ERROR_META = 'prompthub/error';

export const KEY_NEEDED_MESSAGE =
  'This tool needs an API key: create one in Settings and send it as "Authorization: Bearer ph_..."';

export interface ToolAccess {
  tier: 'public' | 'user';
  keyScope: ApiKeyScope;
}

function admit(actor: MaybeActor, access: ToolAccess): MaybeActor {
  if (actor?.apiKey && !keyMayCall(actor.apiKey.scopes, access.keyScope))
    throw keyScopeRefusal(access.keyScope);
  if (access.tier === 'user' && !actor) throw new AppError('UNAUTHORIZED', KEY_NEEDED_MESSAGE);
  return actor;
}

export function toolError(error: unknown, caller: McpCaller): CallToolResult {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL')
    caller.log.error({ err: error, requestId: caller.requestId }, 'an MCP tool failed');
  const text =
    appError.code === 'INTERNAL'
      ? `${appError.message} (request ${caller.requestId})`
      : appError.message;
  return {
    isError: true,
    content: [{ type: 'text', text }],
    _meta: {
      [MCP_ERROR_META]: {
        code: appError.code,
        status: httpStatusOf(appError.code),
        ...(appError.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: appError.retryAfterSeconds }),
      },
    },
  };
}

/** A tool's answer: its data as JSON text for the model, and as structured content. */
export function toolResult(data: Record<string, unknown>): CallToolResult {
  // Through JSON once, so dates are the ISO strings the text shows.
  const structured = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  return {
    content: [{ type: 'text', text: JSON.stringify(structured, null, 2) }],
    structuredContent: structured,
  };
}

export function signedIn(actor: MaybeActor): Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', KEY_NEEDED_MESSAGE);
  return actor;
}

export async function callTool(
  deps: ServiceDeps,
  caller: McpCaller,
  access: ToolAccess,
  work: (actor: MaybeActor) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  let counted: CountedCall | null = null;
  try {
    const actor = admit(caller.actor, access);
    if (actor?.apiKey) counted = await countApiCall(deps.db, actor.userId);
    return await work(actor);
  } catch (error) {
    const result = toolError(error, caller);
    const status = httpStatusOf(toAppError(error).code);
    if (counted && givesCallBack(status)) await giveBack(deps, caller, counted);
    return result;
  }
}

async function giveBack(deps: ServiceDeps, caller: McpCaller, call: CountedCall): Promise<void> {
  try {
    await refundApiCall(deps.db, call);
  } catch (error) {
    caller.log.warn({ err: error }, 'an API call could not be given back');
  }
}
