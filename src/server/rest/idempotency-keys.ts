/**
 * `Idempotency-Key` on the REST routes that create something (issue 26,
 * decision 042). A route opts in with `config.idempotency`:
 *   - 'replay': a retry with the same key and body gets the first answer
 *     again, status, body and Location, marked `Idempotent-Replayed: true`;
 *   - 'secret': the first answer shows a secret once (an API key, a webhook's
 *     signing secret), which is never stored: a retry after a success gets
 *     409 with the Location of what was made; error answers replay as usual.
 * The claim is made once the body is parsed and the caller known (a
 * preHandler after the API-call meter, so a replay made with a key is a
 * counted call, like a 304), and completed in onSend, before the answer
 * leaves. Keys belong to the member: their sessions and API keys share them.
 * Every opted-in route is for signed-in callers, so there is always one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  type ClaimHolder,
  claimIdempotencyKey,
  idempotencyKeyMistake,
  recordIdempotentAnswer,
  releaseIdempotencyClaim,
  requestHashOf,
} from '../services/idempotency/idempotency-claims.ts';

export type Idempotency = 'replay' | 'secret';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours Idempotency-Key on this route (this file). */
    idempotency?: Idempotency;
  }
  interface FastifyRequest {
    idempotencyClaim: ClaimHolder | null;
  }
}

export const REPLAYED_HEADER = 'idempotent-replayed';

const secretNotReplayed = () =>
  new AppError(
    'CONFLICT',
    'This Idempotency-Key already made this; its secret was shown in the first answer only. ' +
      'Location names what was made.',
  );

/** Whether the request did not happen, so a retry must be free to run it. */
function releasesClaim(status: number): boolean {
  return status >= 500 || status === 429;
}

function bodyText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

export function registerIdempotencyKeys(api: FastifyInstance, db: Database): void {
  api.decorateRequest('idempotencyClaim', null);
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config.idempotency;
    const header = request.headers['idempotency-key'];
    if (!mode || header === undefined || !request.actor) return;
    const mistake = idempotencyKeyMistake(header);
    if (mistake || typeof header !== 'string')
      throw new AppError('BAD_REQUEST', `Idempotency-Key ${mistake ?? 'is invalid'}`, {
        fields: { 'Idempotency-Key': mistake ?? 'is invalid' },
      });
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const outcome = await claimIdempotencyKey(db, {
      userId: request.actor.userId,
      key: header,
      requestHash: requestHashOf(route, {
        params: request.params,
        query: request.query,
        body: request.body,
      }),
    });
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = outcome.holder;
      return;
    }
    const { statusCode, responseBody, location } = outcome.answer;
    if (location) reply.header('location', location);
    reply.header(REPLAYED_HEADER, 'true');
    if (responseBody === null) throw secretNotReplayed();
    return reply
      .code(statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(responseBody);
  });
  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const holder = request.idempotencyClaim;
    if (!holder) return payload;
    request.idempotencyClaim = null;
    const status = reply.statusCode;
    try {
      if (releasesClaim(status)) {
        await releaseIdempotencyClaim(db, holder);
        return payload;
      }
      const keepsNoBody =
        request.routeOptions.config.idempotency === 'secret' && status >= 200 && status < 300;
      const location = reply.getHeader('location');
      await recordIdempotentAnswer(db, holder, {
        statusCode: status,
        responseBody: keepsNoBody ? null : bodyText(payload),
        location: typeof location === 'string' ? location : null,
      });
    } catch (error) {
      // The work is done and its answer is on its way; a retry finds the
      // claim running and, after ABANDONED_CLAIM_MINUTES, may run again.
      request.log.warn({ err: error }, 'an idempotent answer could not be stored');
    }
    return payload;
  });
}
