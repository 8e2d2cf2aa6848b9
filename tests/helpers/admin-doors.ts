/**
 * The admin actions through either door, REST or tRPC, answered in one
 * shape (status, data, error), so a test can state a rule once and prove it
 * on both doors. Inputs are loose on purpose: the bad-input tests send what
 * no typed client would.
 */
import type { FastifyInstance } from 'fastify';
import type {
  AdminUserView,
  BulkStatusResult,
  UserPagination,
} from '../../src/shared/admin-views.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { sendJson } from './accounts.ts';
import type { ErrorJson, PromptJson, PromptPageJson } from './rest-json.ts';
import { bearer, type TestUser } from './test-users.ts';
import { trpcCall, type TrpcRawResult } from './trpc-inject.ts';

export type Door = 'rest' | 'trpc';
export const DOORS: readonly Door[] = ['rest', 'trpc'];

export interface DoorError {
  message: string;
  /** The error code both doors share (CONFLICT, NOT_FOUND, BAD_REQUEST…). */
  code: string;
  fields: Record<string, string> | undefined;
}

export interface DoorOutcome<T> {
  status: number;
  data: T | undefined;
  error: DoorError | undefined;
}

export type AdminUserJson = Omit<AdminUserView, 'createdAt'> & { createdAt: string };
/** A prompt as either door sends it (dates as strings or as Dates). */
export type AnyPrompt = PromptJson | PromptView;
export type AnyUser = AdminUserJson | AdminUserView;
export interface AnyUserPage {
  users: AnyUser[];
  lastActiveAdminId: string | null;
  pagination: UserPagination;
}

type Input = Record<string, unknown>;

function fromTrpc<T>(result: TrpcRawResult<T>): DoorOutcome<T> {
  if (result.ok) return { status: result.status, data: result.data, error: undefined };
  return {
    status: result.status,
    data: undefined,
    error: {
      message: result.error.message,
      code: result.error.data.code,
      fields: result.error.data.fields ?? undefined,
    },
  };
}

async function rest<T>(
  app: FastifyInstance,
  request: { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: unknown },
  actor: TestUser | null,
  pick: (body: never) => T,
): Promise<DoorOutcome<T>> {
  const response = await sendJson<unknown>(app, { ...request, headers: bearer(actor) });
  if (response.status < 400) {
    return { status: response.status, data: pick(response.body as never), error: undefined };
  }
  const body = response.body as ErrorJson;
  return {
    status: response.status,
    data: undefined,
    error: { message: body.error, code: body.code, fields: body.fields },
  };
}

async function trpc<T>(
  app: FastifyInstance,
  path: string,
  type: 'query' | 'mutation',
  input: unknown,
  actor: TestUser | null,
): Promise<DoorOutcome<T>> {
  return fromTrpc(await trpcCall<T>(app, { path, type, input }, bearer(actor)));
}

/** The id part of a REST path, as given (bad ids are sent as they are). */
function idOf(input: Input): string {
  return encodeURIComponent(String(input.id));
}

function withoutId(input: Input): Input {
  const rest: Input = { ...input };
  delete rest.id;
  return rest;
}

export function setPromptStatus(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<AnyPrompt>> {
  if (door === 'trpc') return trpc(app, 'admin.prompts.setStatus', 'mutation', input, actor);
  return rest(
    app,
    { method: 'PUT', url: `/api/admin/prompts/${idOf(input)}/status`, payload: withoutId(input) },
    actor,
    (body: { prompt: PromptJson }) => body.prompt,
  );
}

/** Bulk approve or reject: a tRPC procedure only (the admin screen's selection). */
export function setPromptStatuses(
  app: FastifyInstance,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<BulkStatusResult>> {
  return trpc(app, 'admin.prompts.setStatusMany', 'mutation', input, actor);
}

export function removePrompt(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<unknown>> {
  if (door === 'trpc') return trpc(app, 'admin.prompts.remove', 'mutation', input, actor);
  return rest(
    app,
    { method: 'DELETE', url: `/api/admin/prompts/${idOf(input)}` },
    actor,
    (body) => body,
  );
}

export function listPrompts(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<PromptPageJson | { prompts: PromptView[] }>> {
  if (door === 'trpc') return trpc(app, 'admin.prompts.list', 'query', input, actor);
  return rest(
    app,
    { method: 'GET', url: `/api/admin/prompts?${queryOf(input)}` },
    actor,
    (body: PromptPageJson) => body,
  );
}

export function listUsers(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<AnyUserPage>> {
  if (door === 'trpc') return trpc(app, 'admin.users.list', 'query', input, actor);
  return rest(
    app,
    { method: 'GET', url: `/api/admin/users?${queryOf(input)}` },
    actor,
    (body: AnyUserPage) => body,
  );
}

export function setUserRole(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<AnyUser>> {
  if (door === 'trpc') return trpc(app, 'admin.users.setRole', 'mutation', input, actor);
  return rest(
    app,
    { method: 'PUT', url: `/api/admin/users/${idOf(input)}/role`, payload: withoutId(input) },
    actor,
    (body: { user: AdminUserJson }) => body.user,
  );
}

export function setUserStatus(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<AnyUser>> {
  if (door === 'trpc') return trpc(app, 'admin.users.setStatus', 'mutation', input, actor);
  return rest(
    app,
    { method: 'PUT', url: `/api/admin/users/${idOf(input)}/status`, payload: withoutId(input) },
    actor,
    (body: { user: AdminUserJson }) => body.user,
  );
}

export function removeUser(
  app: FastifyInstance,
  door: Door,
  actor: TestUser | null,
  input: Input,
): Promise<DoorOutcome<unknown>> {
  if (door === 'trpc') return trpc(app, 'admin.users.remove', 'mutation', input, actor);
  return rest(
    app,
    { method: 'DELETE', url: `/api/admin/users/${idOf(input)}` },
    actor,
    (body) => body,
  );
}

/** A query string from named values, as a browser would encode it. */
export function queryOf(input: Input): string {
  return new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  ).toString();
}

/** What a successful delete answers on each door: 204 and no body, or 200 `{ ok: true }`. */
export function deletedOk(door: Door): { status: number; data: unknown } {
  return door === 'rest' ? { status: 204, data: null } : { status: 200, data: { ok: true } };
}
