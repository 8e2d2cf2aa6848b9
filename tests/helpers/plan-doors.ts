/**
 * The plan doors (decision 032) on either door, with one outcome shape:
 * the member's subscribe and plan request, the admin's set plan and decline.
 */
import type { FastifyInstance } from 'fastify';
import type { DoorOutcome, Door } from './admin-doors.ts';
import { sendJson } from './accounts.ts';
import type { ErrorJson } from './rest-json.ts';
import { trpcCall } from './trpc-inject.ts';
import { bearer, type TestUser } from './test-users.ts';

type Input = Record<string, unknown>;

interface RestCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Input;
  /** The part of the REST body that matches the tRPC answer. */
  pick: (body: never) => unknown;
}

async function call<T>(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  trpc: {
    path: string;
    type: 'query' | 'mutation';
    input?: Input;
    /** The part of the tRPC answer compared, when not all of it. */
    pick?: (data: never) => unknown;
  },
  rest: RestCall,
): Promise<DoorOutcome<T>> {
  if (door === 'trpc') {
    const result = await trpcCall<T>(app, trpc, bearer(actor));
    if (result.ok) {
      const data = trpc.pick ? (trpc.pick(result.data as never) as T) : result.data;
      return { status: result.status, data, error: undefined };
    }
    const { message, data } = result.error;
    return {
      status: result.status,
      data: undefined,
      error: { message, code: data.code, fields: data.fields ?? undefined },
    };
  }
  const response = await sendJson<unknown>(app, { ...rest, headers: bearer(actor) });
  if (response.status < 400) {
    return {
      status: response.status,
      data: rest.pick(response.body as never) as T,
      error: undefined,
    };
  }
  const body = response.body as ErrorJson;
  return {
    status: response.status,
    data: undefined,
    error: { message: body.error, code: body.code, fields: body.fields },
  };
}

export interface PlanUserJson {
  subscriptionPlan: string;
  subscriptionStatus: string;
  subscription: { planId: string; status: string };
}

export function subscribe(app: FastifyInstance, door: Door, actor: TestUser, input: Input) {
  return call<PlanUserJson>(
    app,
    door,
    actor,
    {
      path: 'account.subscribe',
      type: 'mutation',
      input,
      pick: (data: { user: unknown }) => data.user,
    },
    {
      method: 'POST',
      url: '/api/users/subscribe',
      payload: input,
      pick: (body: { user: unknown }) => body.user,
    },
  );
}

export interface PlanRequestJson {
  _id: string;
  planId: string;
  planName: string;
  note: string;
  status: string;
}

export function requestPlan(app: FastifyInstance, door: Door, actor: TestUser, input: Input) {
  return call<PlanRequestJson>(
    app,
    door,
    actor,
    { path: 'account.requestPlan', type: 'mutation', input },
    {
      method: 'POST',
      url: '/api/users/plan-request',
      payload: input,
      pick: (body: { planRequest: unknown }) => body.planRequest,
    },
  );
}

export function withdrawPlanRequest(app: FastifyInstance, door: Door, actor: TestUser) {
  return call<unknown>(
    app,
    door,
    actor,
    { path: 'account.withdrawPlanRequest', type: 'mutation' },
    { method: 'DELETE', url: '/api/users/plan-request', pick: (body) => body },
  );
}

export interface AdminPlanUserJson extends PlanUserJson {
  planName: string;
  planRequest: PlanRequestJson | null;
}

export function setMemberPlan(app: FastifyInstance, door: Door, actor: TestUser, input: Input) {
  const { id, ...body } = input;
  return call<AdminPlanUserJson>(
    app,
    door,
    actor,
    { path: 'admin.users.setPlan', type: 'mutation', input },
    {
      method: 'PUT',
      url: `/api/admin/users/${encodeURIComponent(String(id))}/plan`,
      payload: body,
      pick: (reply: { user: unknown }) => reply.user,
    },
  );
}

export function declinePlanRequest(app: FastifyInstance, door: Door, actor: TestUser, id: string) {
  return call<unknown>(
    app,
    door,
    actor,
    { path: 'admin.users.declinePlanRequest', type: 'mutation', input: { id } },
    {
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(id)}/plan-request`,
      pick: (body) => body,
    },
  );
}
