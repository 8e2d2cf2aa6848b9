/** How anything thrown at the tRPC door becomes a TRPCError: through the one table in errors.ts. */
import { TRPCError } from '@trpc/server';
import { toAppError, trpcCodeOf } from '../errors.ts';

/** The mapped tRPC code and message, with the AppError kept as the cause (for Retry-After and logs). */
export function toTrpcError(error: unknown): TRPCError {
  const appError = toAppError(error);
  return new TRPCError({
    code: trpcCodeOf(appError.code),
    message: appError.message,
    cause: appError,
  });
}
