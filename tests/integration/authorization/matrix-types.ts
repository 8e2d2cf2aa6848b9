/**
 * The shape of the authorization matrix: for each tRPC procedure and REST
 * route, how to call it and the HTTP status each of the five actors gets.
 */

export const ACTORS = ['anonymous', 'user', 'owner', 'admin', 'disabled'] as const;
export type ActorName = (typeof ACTORS)[number];
export type Expected = Record<ActorName, number>;

/** What the rows may refer to; built once per test file. */
export interface MatrixFixture {
  /** A seeded, approved prompt. */
  approvedId: string;
  /** A pending prompt owned by the "owner" actor. */
  pendingId: string;
  /** An approved prompt of the "owner" actor: version 1 live, version 2 pending. */
  versionedId: string;
  /** A new approved prompt of the "owner" with version 2 pending, on every call. */
  newPendingVersion: () => Promise<string>;
  /** A new pending prompt of the "owner" with version 1 previous and 2 live, on every call. */
  newEditedPrompt: () => Promise<string>;
  /** An account that signs in with a password. */
  passwordAccount: { email: string; password: string };
  /** A new, unused email address on every call. */
  freshEmail: () => string;
  /** A small real PNG, for avatar uploads. */
  avatarPng: Buffer;
  /** A new pending prompt on every call (for moderation rows that change or delete it). */
  newPendingPrompt: () => Promise<string>;
  /** A new private prompt of the "owner" on every call (for rows that send it to review). */
  newOwnerPrivatePrompt: () => Promise<string>;
  /** A new member on every call (for admin rows that change or delete them). */
  newMember: () => Promise<string>;
  /** A new member with an open plan request on every call. */
  newMemberAskingForPlan: () => Promise<string>;
  /** A new API key of the "owner" actor on every call (its id), for rows that revoke it. */
  newOwnerApiKey: () => Promise<string>;
  /** A new webhook endpoint on every call (its id), for rows that change or delete it. */
  newWebhook: () => Promise<string>;
  /** A new collection of the "owner" actor, holding the approved prompt, on every call. */
  newOwnerCollection: (visibility: 'public' | 'unlisted' | 'private') => Promise<string>;
  /** A live password-reset token of a new member on every call. */
  newResetToken: () => Promise<string>;
  /** A live address-verification token of a new member on every call. */
  newVerifyToken: () => Promise<string>;
  /**
   * A new open change request to a new approved prompt of the "owner", on
   * every call: proposed by the "user" actor, or by another member.
   */
  newChangeRequest: (proposer: 'user' | 'member') => Promise<{ promptId: string; id: string }>;
  /** A live unsubscribe token of a new member on every call. */
  newUnsubscribeToken: () => Promise<string>;
  /** The public id of a new session of the "owner" actor on every call. */
  newOwnerSession: () => Promise<string>;
  /** The public id of a new session of a new member on every call. */
  newStrangerSession: () => Promise<string>;
}

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface MatrixCheck {
  label: string;
  request: (fixture: MatrixFixture) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
  /** Ends the caller's session or account: run each actor as a fresh one. */
  consumesActor?: boolean;
}

/** Keys: a procedure path ('library.list') or 'METHOD /api/path' as registered. */
export type MatrixRows = Record<string, readonly MatrixCheck[]>;

export function everyone(status: number): Expected {
  return { anonymous: status, user: status, owner: status, admin: status, disabled: status };
}

/** Signed in: a disabled account's token is refused with the disabled message (403). */
export function signedIn(status: number): Expected {
  return { anonymous: 401, user: status, owner: status, admin: status, disabled: 403 };
}

/** The owner and admins see it; everyone else hears "not found". */
export function ownerOrAdmin(status: number): Expected {
  return { anonymous: 404, user: 404, owner: status, admin: status, disabled: 404 };
}

export function trpcQuery(path: string, input?: unknown): MatrixRequest {
  const query =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return { method: 'GET', url: `/trpc/${path}${query}` };
}

export function trpcMutation(path: string, input?: unknown): MatrixRequest {
  return {
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input === undefined ? {} : { json: input }),
  };
}

/** A multipart/form-data body with one file field. */
export function multipartFile(
  field: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
): Pick<MatrixRequest, 'payload' | 'headers'> {
  const boundary = '----matrix-boundary-7d1f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
