/**
 * Drops a connection a moment after its answer went out. Closing at once
 * can let the client's network stack discard an answer it has not read yet
 * (a client still sending a body reads nothing until it is done): the
 * moment gives the answer time to arrive.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const LINGER_MS = 1000;

export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const linger = () => {
    const timer = setTimeout(() => request.raw.destroy(), LINGER_MS);
    timer.unref();
    request.raw.once('close', () => clearTimeout(timer));
  };
  if (reply.raw.writableFinished) linger();
  else reply.raw.once('finish', linger);
}
