/**
 * The Fastify instance's own settings: logging, request ids, body and URL
 * limits, and the timeouts that cut off clients too slow to send a request.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { MAX_TRPC_URL_LENGTH } from '../../shared/api-limits.ts';
import type { Env } from '../env.ts';
import { AppError, INTERNAL_MESSAGE } from '../errors.ts';
import { loggerOptions } from '../logging.ts';
import { sendError } from './error-reply.ts';

/** false: no logs (tests); a stream: JSON lines there (tests that read them). */
export type LogTarget = boolean | DestinationStream;

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

function logging(env: Env, target: LogTarget | undefined): FastifyServerOptions {
  if (target === false) return { logger: false };
  const options = loggerOptions(env.LOG_LEVEL);
  const instance = target === undefined || target === true ? pino(options) : pino(options, target);
  return { loggerInstance: instance };
}

export function serverOptions(env: Env, logTarget?: LogTarget): FastifyHttpOptions<Server> {
  return {
    ...logging(env, logTarget),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Room for a tRPC batch path (procedure names joined by commas) as long
    // as the client link may make the whole URL.
    routerOptions: { maxParamLength: MAX_TRPC_URL_LENGTH },
    // A client that trickles its headers or body is cut off (408 or closed),
    // and idle keep-alive sockets do not pile up.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 5_000,
    // A request accepted just before a graceful stop closed the socket is
    // served, not refused: a proxy will not send a refused POST elsewhere
    // (http/drain.ts refuses the retryable ones earlier, while draining).
    return503OnClosing: false,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      // How often Node looks for connections past those limits.
      connectionsCheckingInterval: Math.min(1_000, env.HEADERS_TIMEOUT_MS),
    },
    requestIdHeader: false,
    // A proxy's id (nginx's $request_id) ties its log to ours; without a
    // trusted proxy a client could choose ids that collide with others'.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return env.TRUST_PROXY && typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    // The router's own rejections (an undecodable URL, a path segment longer
    // than any id) answer in the API's error format, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const appError =
        error.code === 'FST_ERR_BAD_URL'
          ? new AppError('BAD_REQUEST', 'The URL is not valid')
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? new AppError('NOT_FOUND', 'Not found')
            : new AppError('INTERNAL', INTERNAL_MESSAGE);
      void sendError(reply, appError);
    },
  };
}
