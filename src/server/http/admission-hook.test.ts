/**
 * The one admission hook: routes and the pages the not-found handler
 * answers share one queue, each taking slots the way it declares.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Admission, createAdmission } from './admission.ts';
import { registerAdmission } from './admission-hook.ts';

/** An app with one slot, a route that holds it until told, and a page that takes slots by calls. */
function appWithOneSlot(): { app: FastifyInstance; admission: Admission; finish: () => void } {
  const admission = createAdmission({ maxInFlight: 1, maxWaitMs: 50 });
  const app = Fastify();
  registerAdmission(app, admission);
  let finish = () => {};
  const held = new Promise<void>((resolve) => (finish = resolve));
  app.get('/hold', { config: { admission: 'response' } }, async () => {
    await held;
    return 'done';
  });
  app.get('/steps', { config: { admission: 'steps' } }, async (request) => {
    const release = await request.slots.forCalls()();
    release();
    return 'not reached';
  });
  app.setNotFoundHandler(async (request, reply) => {
    try {
      const release = await request.slots.forCalls()();
      release();
      return 'page';
    } catch (error) {
      return reply.code(503).send((error as Error).message);
    }
  });
  return { app, admission, finish };
}

describe('the admission hook', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('queues the pages of the not-found handler with the routes, and frees their slots', async () => {
    const { app, admission, finish } = appWithOneSlot();
    close = () => app.close();
    const hold = app.inject('/hold');
    await vi.waitFor(() => expect(admission.stats().inFlight).toBe(1));

    const busy = await app.inject('/a-page');
    expect(busy.statusCode).toBe(503);
    expect(busy.body).toContain('busy');

    finish();
    expect((await hold).body).toBe('done');
    const free = await app.inject('/a-page');
    expect(free.statusCode).toBe(200);
    expect(free.body).toBe('page');
    expect(admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('refuses a handler that takes slots its route does not declare', async () => {
    const { app, finish } = appWithOneSlot();
    close = () => app.close();
    finish();
    const answer = await app.inject('/steps');
    expect(answer.statusCode).toBe(500);
    expect(answer.json<{ message: string }>().message).toContain('admission: steps');
  });
});
