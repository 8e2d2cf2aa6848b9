/**
 * A client that trickles its request body holds a connection and a parser
 * for as long as it likes: REQUEST_TIMEOUT_MS caps the whole request, but a
 * handful of clients sending a byte every few seconds could still keep the
 * server busy for a minute each. Once the grace has passed, a body whose
 * average rate since its request began is under the minimum is answered 408
 * and its connection closed.
 *
 * The rate is read from the socket's byte count, not from the body stream,
 * so the check holds for every door and parser (JSON, tRPC, multipart)
 * without touching what they read. Time the server itself is not reading
 * (a paused or not yet consumed body: its own backpressure) is not counted
 * against the client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from './error-reply.ts';
import { closeAfterAnswer } from './close-after-answer.ts';

export interface BodyPaceOptions {
  /** 0 turns the check off. */
  minBytesPerSecond: number;
  graceMs: number;
}

export const SLOW_BODY_MESSAGE = 'The request body arrived too slowly';
const CHECK_EVERY_MS = 500;

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  if (headers['transfer-encoding'] !== undefined) return true;
  return Number(headers['content-length'] ?? 0) > 0;
}

/** Answers 408 with Connection: close, then drops the connection once the answer is out. */
function cutOff(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  request.log.info({ ip: request.ip }, 'request body too slow, cut off');
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  closeAfterAnswer(request, reply);
  void sendError(
    reply.header('connection', 'close'),
    new AppError('REQUEST_TIMEOUT', SLOW_BODY_MESSAGE),
  );
}

function watchBody(request: FastifyRequest, reply: FastifyReply, options: BodyPaceOptions): void {
  const socket = request.raw.socket;
  const startBytes = socket.bytesRead;
  let judgedMs = 0;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) return stop();
    // Only time the server spends reading counts: a body it holds back is not the client's fault.
    if (request.raw.readableFlowing !== true) return;
    judgedMs += CHECK_EVERY_MS;
    if (judgedMs < options.graceMs) return;
    const bytesPerSecond = ((socket.bytesRead - startBytes) * 1000) / judgedMs;
    if (bytesPerSecond >= options.minBytesPerSecond) return;
    stop();
    cutOff(request, reply);
  }, CHECK_EVERY_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  reply.raw.once('close', stop);
}

export function registerBodyPace(app: FastifyInstance, options: BodyPaceOptions): void {
  if (options.minBytesPerSecond === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (hasBody(request) && !request.raw.complete) watchBody(request, reply, options);
  });
}
