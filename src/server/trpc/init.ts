/**
 * The one tRPC instance, and the procedure tiers built on it:
 * - publicProcedure: anyone; ctx.actor may be null.
 * - protectedProcedure: signed in; ctx.actor is non-null (401 otherwise).
 * - adminProcedure: signed in with the admin role (403 otherwise).
 * AppErrors thrown by services become TRPCErrors with the mapped code, and
 * validation failures carry field errors that forms can show directly.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { AppError, type FieldErrors, trpcCodeOf } from '../errors.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    let fields: FieldErrors | undefined;
    if (cause instanceof ZodError) fields = fieldErrorsOf(cause);
    else if (cause instanceof AppError) fields = cause.fields;
    const appCode = cause instanceof AppError ? cause.code : undefined;
    return { ...shape, data: { ...shape.data, stack: undefined, fields, appCode } };
  },
});

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Turns service errors into tRPC errors, keeping the original as the cause. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeOf(cause.code), message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(mapAppErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.actor.role !== 'admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only' });
  return next({ ctx });
});
