/**
 * Accounts over the REST door for tests: register and sign in as a person
 * would, send JSON with any method, read cookies from responses, and count
 * the rows that sign-in creates.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import superjson from 'superjson';
import type { Database } from '../../src/server/db/client.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import type { UserView } from '../../src/shared/user-views.ts';
import type { JsonResponse } from './rest-json.ts';

export const PASSWORD = 'correct horse battery staple';

export type UserJson = Omit<UserView, 'createdAt'> & { createdAt: string };

export interface SignedInJson {
  token: string;
  user: UserJson;
}

export interface Account extends SignedInJson {
  email: string;
  password: string;
}

export function freshEmail(prefix = 'person'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@test.example`;
}

export async function sendJson<T>(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    /** The client address the server sees (sign-in throttling is per address). */
    remoteAddress?: string;
  },
): Promise<JsonResponse<T>> {
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: request.headers ?? {},
  };
  if (request.payload !== undefined) options.payload = request.payload as InjectOptions['payload'];
  if (request.remoteAddress) options.remoteAddress = request.remoteAddress;
  const response = await app.inject(options);
  const body = (response.body ? response.json() : null) as T;
  return { status: response.statusCode, headers: response.headers, body };
}

/** A new password account, registered through POST /api/users/register. */
export async function registerAccount(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<Account> {
  const email = options.email ?? freshEmail();
  const password = options.password ?? PASSWORD;
  const response = await sendJson<SignedInJson>(app, {
    method: 'POST',
    url: '/api/users/register',
    payload: { name: options.name ?? 'Registered Person', email, password },
  });
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return { ...response.body, email, password };
}

export function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress?: string,
) {
  return sendJson<SignedInJson>(app, {
    method: 'POST',
    url: '/api/users/login',
    payload: credentials,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** GET /api/users/me with a bearer token: who that token signs in, or why not. */
export function whoAmI(app: FastifyInstance, token: string) {
  return sendJson<{ user: UserJson }>(app, {
    method: 'GET',
    url: '/api/users/me',
    headers: bearerOf(token),
  });
}

export function bearerOf(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Every Set-Cookie line of a response, from inject or fetch headers. */
export function setCookies(headers: Record<string, unknown> | Headers): string[] {
  if (headers instanceof Headers) return headers.getSetCookie();
  const value = headers['set-cookie'];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The Set-Cookie line that sets `name`, if any. */
export function cookieLine(
  headers: Record<string, unknown> | Headers,
  name: string,
): string | undefined {
  return setCookies(headers).find((line) => line.startsWith(`${name}=`));
}

/** The (decoded) value a Set-Cookie line gives `name`, or undefined. */
export function cookieValue(
  headers: Record<string, unknown> | Headers,
  name: string,
): string | undefined {
  const line = cookieLine(headers, name);
  if (line === undefined) return undefined;
  return decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '');
}

export async function countRows(db: Database): Promise<{ users: number; sessions: number }> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [sessionCount] = await db.select({ n: count() }).from(sessions);
  return { users: userCount?.n ?? 0, sessions: sessionCount?.n ?? 0 };
}

export async function sessionCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A tRPC mutation through `app.inject`, keeping the raw response (for its cookies). */
export async function trpcMutationResponse(
  app: FastifyInstance,
  path: string,
  input: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(superjson.serialize(input)),
  });
  return response;
}
