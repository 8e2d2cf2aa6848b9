/**
 * The one tRPC instance, and the procedure tiers built on it
 * (auth/access-tiers.ts decides each):
 * - publicProcedure: anyone; ctx.actor may be null.
 * - protectedProcedure: signed in; ctx.actor is non-null.
 * - adminProcedure: signed in with the admin role.
 * Every error leaves through the one table in errors.ts: AppErrors become
 * TRPCErrors with the mapped code; validation failures carry field errors
 * that forms show directly; anything unexpected answers the generic message
 * and the request id, its details going to the log only.
 */
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { CROSS_SITE_MESSAGE, requireActor } from '../auth/access-tiers.ts';
import { isRetryableRead } from '../db/read-retry.ts';
import { AppError, type FieldErrors, fieldErrorsOf, INTERNAL_MESSAGE } from '../errors.ts';
import type { Context } from './context.ts';
import { toTrpcError } from './trpc-errors.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    let fields: FieldErrors | undefined;
    if (cause instanceof ZodError) fields = fieldErrorsOf(cause);
    else if (cause instanceof AppError) fields = cause.fields;
    const appCode = cause instanceof AppError ? cause.code : undefined;
    const isUnexpected = error.code === 'INTERNAL_SERVER_ERROR';
    const data = { ...shape.data, fields, appCode, requestId: ctx?.requestId };
    delete data.stack; // never sent, in any environment
    return { ...shape, message: isUnexpected ? INTERNAL_MESSAGE : shape.message, data };
  },
});

/**
 * Turns service errors, and anything unexpected a procedure threw, into
 * tRPC errors through the one table, keeping the AppError as the cause.
 * tRPC's own errors (bad input, unknown procedure) pass as they are.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (!(error.cause instanceof AppError) && error.code !== 'INTERNAL_SERVER_ERROR') return result;
  throw toTrpcError(error.cause ?? error);
});

/** A cookie-authenticated mutation must come from a page of this site. */
const refuseCrossSite = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation' && ctx.isCrossSiteWrite)
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  return next();
});

/**
 * Each call does its database work in a slot from admission control
 * (http/admission-hook.ts), taken as it runs and given back as it ends, so a
 * batch holds one slot at a time rather than one for all its calls.
 */
const admitted = t.middleware(async ({ ctx, next }) => {
  const release = await ctx.admitCall();
  try {
    return await next();
  } finally {
    release();
  }
});

/** A query whose database connection died under it runs once more (db/read-retry.ts). */
const retryRead = t.middleware(async ({ type, next }) => {
  const startedAt = performance.now();
  const result = await next();
  if (type !== 'query' || result.ok) return result;
  const error = result.error.cause ?? result.error;
  return isRetryableRead(error, performance.now() - startedAt) ? next() : result;
});

const base = t.procedure.use(mapErrors).use(refuseCrossSite).use(admitted).use(retryRead);

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = base.use(async ({ ctx, next }) => {
  const { actor } = await ctx.credential();
  return next({ ctx: { actor } });
});

export const protectedProcedure = base.use(async ({ ctx, next }) =>
  next({ ctx: { actor: requireActor(await ctx.credential(), 'user') } }),
);

export const adminProcedure = base.use(async ({ ctx, next }) =>
  next({ ctx: { actor: requireActor(await ctx.credential(), 'admin') } }),
);
