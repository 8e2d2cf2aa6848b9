/**
 * The MCP door at /mcp (decision 038): Streamable HTTP without sessions.
 * Each POST gets a fresh server and transport for its caller; GET (a
 * server-initiated stream) and DELETE (ending a session) have nothing to
 * offer without sessions and answer 405, as the transport's rules allow.
 *
 * Admission: a POST takes one database slot for its whole answer (answered
 * as one JSON body), except a call of the run tool, which waits on a model
 * provider as the REST run does: it takes no slot and answers as an event
 * stream, so its progress notifications reach the client as they happen.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { AppError, httpStatusOf, toAppError } from '../errors.ts';
import { isAllowedOrigin } from '../http/cors.ts';
import { publicOrigin } from '../http/request-origin.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { type McpCaller, resolveMcpActor } from './mcp-caller.ts';
import { createMcpServer } from './mcp-server.ts';

export const MCP_PATH = '/mcp';
const RUN_TOOL = 'run_prompt';

function isRunCall(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  return method === 'tools/call' && params?.name === RUN_TOOL;
}

function callsRunTool(body: unknown): boolean {
  return Array.isArray(body) ? body.some(isRunCall) : isRunCall(body);
}

function stopSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(`http://${request.hostname}${request.url}`, { method: 'POST', headers });
}

async function answer(
  deps: ServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  streamed: boolean,
): Promise<Response> {
  const caller: McpCaller = {
    actor: await resolveMcpActor(deps.db, request.headers.authorization),
    address: request.ip,
    requestId: request.id,
    log: request.log,
    stop: stopSignal(reply),
  };
  const server = createMcpServer(deps, caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !streamed,
  });
  await server.connect(transport);
  reply.raw.once('close', () => {
    server
      .close()
      .catch((error: unknown) => request.log.warn({ err: error }, 'an MCP server did not close'));
  });
  return transport.handleRequest(webRequest(request), { parsedBody: request.body });
}

async function send(reply: FastifyReply, response: Response, streamed: boolean) {
  void reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  if (!response.body) return reply.send();
  if (!streamed) return reply.send(await response.text());
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/** A refusal before any MCP message is read (a bad key, a disabled account), as JSON-RPC. */
function refuse(reply: FastifyReply, error: unknown) {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL') reply.log.error({ err: error }, 'the MCP door failed');
  if (appError.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(appError.retryAfterSeconds));
  return reply.code(httpStatusOf(appError.code)).send({
    jsonrpc: '2.0',
    error: {
      code: -32000,
      message: appError.message,
      data: { code: appError.code, requestId: reply.request.id },
    },
    id: null,
  });
}

function noSessions(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(405)
    .header('allow', 'POST')
    .send({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'This MCP server keeps no sessions: send POST requests' },
      id: null,
    });
}

const FOREIGN_ORIGIN = new AppError(
  'FORBIDDEN',
  'Pages of this origin may not call the MCP server (see CORS_ORIGINS)',
);

export function registerMcpRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  options: { env: Env; corsOrigins: Set<string> },
): void {
  app.post(
    MCP_PATH,
    // Compressing would hold a streamed run's events back until a block fills.
    { config: { tier: 'public', admission: 'steps' }, compress: false },
    async (request, reply) => {
      const ownOrigin = publicOrigin(options.env, request);
      if (!isAllowedOrigin(request, ownOrigin, options.corsOrigins))
        return refuse(reply, FOREIGN_ORIGIN);
      const streamed = callsRunTool(request.body);
      try {
        const work = () => answer(deps, request, reply, streamed);
        const response = streamed ? await work() : await request.slots.during(work);
        return await send(reply, response, streamed);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
  app.get(MCP_PATH, { config: { tier: 'public' } }, noSessions);
  app.delete(MCP_PATH, { config: { tier: 'public' } }, noSessions);
}
