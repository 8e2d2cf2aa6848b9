/**
 * Admission control applied in one place: a hook registered once on the
 * app, reading each route's `admission` config. A route takes its slots
 * in one of four ways:
 *   'response'  one slot from the moment its body is in (preValidation)
 *               until its response is done; REST routes by default.
 *   'steps'     no slot as a whole; the handler runs each database step
 *               in a slot of its own (request.slots.during): multipart
 *               bodies read by the handler, stored files streamed out.
 *   'calls'     one slot per call, the calls of one request one after
 *               another (request.slots.forCalls): tRPC batches.
 *   'none'      never queues: health checks, and playground runs, which
 *               wait on a provider, not on the database.
 * A route that says nothing takes no slot (static files, the API docs).
 * Pages answered by the not-found handler (the static files' wildcard owns
 * GET /*, so the pages door answers their misses) take slots by calls: a
 * not-found handler carries no route config.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Admission, admitResponse, inSlot, oneAtATime, type Release } from './admission.ts';

export type AdmissionMode = 'response' | 'steps' | 'calls' | 'none';

export interface RequestSlots {
  /** For a 'steps' route: runs one database step in a slot. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** For a 'calls' route: takes each call's slot, one call at a time. */
  forCalls(): () => Promise<Release>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route takes database slots (http/admission-hook.ts). */
    admission?: AdmissionMode;
  }
  interface FastifyRequest {
    slots: RequestSlots;
  }
}

const NOT_FOUND_MODE: AdmissionMode = 'calls';

function modeOf(request: FastifyRequest): AdmissionMode | undefined {
  return request.is404 ? NOT_FOUND_MODE : request.routeOptions.config.admission;
}

/** A handler taking slots its route's config does not declare is a wiring mistake. */
function expectMode(request: FastifyRequest, mode: AdmissionMode): void {
  const declared = modeOf(request);
  if (declared !== mode) {
    throw new Error(
      `${request.method} ${request.routeOptions.url ?? request.url} takes slots by ${mode} ` +
        `but its config says admission: ${declared ?? 'none given'}`,
    );
  }
}

export function registerAdmission(app: FastifyInstance, admission: Admission): void {
  app.decorateRequest('slots', {
    getter(this: FastifyRequest): RequestSlots {
      return {
        during: (work) => {
          expectMode(this, 'steps');
          return inSlot(admission, work);
        },
        forCalls: () => {
          expectMode(this, 'calls');
          return oneAtATime(admission);
        },
      };
    },
  });
  // preValidation: the body is in, so a slot is held only for work, and
  // still before any input is judged (400) or any credential resolved.
  app.addHook('preValidation', async (request, reply) => {
    if (modeOf(request) === 'response') {
      await admitResponse(admission, reply.raw);
    }
  });
}
