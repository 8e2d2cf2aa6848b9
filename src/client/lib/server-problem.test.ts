import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverProblem } from './server-problem.ts';

function failure(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data } },
  });
}

describe('serverProblem', () => {
  it("keeps the server's own words and field messages", () => {
    const error = failure('Current password is incorrect', {
      code: 'BAD_REQUEST',
      appCode: 'BAD_REQUEST',
      fields: { currentPassword: 'is incorrect' },
      requestId: 'req-7',
    });
    expect(serverProblem(error)).toEqual({
      message: 'Current password is incorrect',
      code: 'BAD_REQUEST',
      fields: { currentPassword: 'is incorrect' },
      requestId: 'req-7',
    });
  });

  it('drops the developer summary of a validation failure', () => {
    const error = failure('[{"path":["email"]}]', { fields: { email: 'is not an email' } });
    expect(serverProblem(error).message).toBeNull();
    expect(serverProblem(error).fields).toEqual({ email: 'is not an email' });
  });

  it('quotes the request id of an unexpected failure', () => {
    const error = failure('Something went wrong on our side', {
      code: 'INTERNAL_SERVER_ERROR',
      appCode: 'INTERNAL',
      requestId: 'abc-123',
    });
    expect(serverProblem(error).message).toBe(
      'Something went wrong on our side (reference abc-123)',
    );
    const bare = failure('Something went wrong on our side', {
      code: 'INTERNAL_SERVER_ERROR',
      requestId: 'abc-123',
    });
    expect(serverProblem(bare).message).toBe(
      'Something went wrong on our side (reference abc-123)',
    );
  });

  it('has nothing to say about other errors', () => {
    expect(serverProblem(new Error('Failed to fetch'))).toEqual({
      message: null,
      code: null,
      fields: {},
      requestId: null,
    });
  });
});
