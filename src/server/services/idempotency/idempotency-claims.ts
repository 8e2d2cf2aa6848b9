/**
 * Idempotency keys (decision 042): a member's retry of a creating POST with
 * the same `Idempotency-Key` gets the first answer instead of a second
 * resource. The database holds one claim per member and key, so instances
 * share it:
 *   - the first request inserts the claim (one statement; the primary key
 *     decides between parallel requests) and runs;
 *   - its answer is written into the claim before it is sent, so a retry
 *     made after the first answer always finds it;
 *   - a request that finds a claim with another body is refused (422); one
 *     that finds a claim still running polls it for up to ten seconds, then
 *     gets 409; a finished one gets the stored answer;
 *   - a 5xx or 429 answer releases the claim (the work did not happen, a
 *     retry should do it), and a claim left running by a crashed instance
 *     for five minutes may be taken over by a retry with the same body.
 * Claims live 24 hours; the maintenance sweep removes older ones.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyClaims } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const IDEMPOTENCY_RETENTION_HOURS = 24;
/** How long a claim may run before a retry with the same body may take it over. */
export const ABANDONED_CLAIM_MINUTES = 5;
/** How long a retry waits for a claim still running before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
const POLL_MS = 100;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Printable ASCII, 1 to 255 characters (control characters and non-ASCII refused). */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

export interface ClaimHolder {
  userId: string;
  key: string;
  claimId: string;
}

export interface StoredAnswer {
  statusCode: number;
  /** Null when the route keeps no body (its answer held a secret). */
  responseBody: string | null;
  location: string | null;
}

export type ClaimOutcome =
  { kind: 'claimed'; holder: ClaimHolder } | { kind: 'replay'; answer: StoredAnswer };

/** Why a header value is refused, or null when it is a usable key. */
export function idempotencyKeyMistake(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return 'must be sent once';
  if (!KEY_FORMAT.test(value) || value.trim() === '')
    return `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`;
  return null;
}

/** JSON with object keys sorted, so the same body spelled in another order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What "the same request" means: the route and its parsed input (path, query and body). */
export function requestHashOf(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

const reusedKey = () =>
  new AppError(
    'UNPROCESSABLE_CONTENT',
    'This Idempotency-Key was already used with another request; use a new key for a new request.',
    { fields: { 'Idempotency-Key': 'was used with another body' } },
  );

const stillRunning = () =>
  new AppError(
    'CONFLICT',
    'A request with this Idempotency-Key is still being processed; retry in a few seconds.',
  );

/** Inserts the claim, or takes over an expired or abandoned one; null when another holds it. */
async function insertClaim(
  db: Database,
  userId: string,
  key: string,
  requestHash: string,
): Promise<ClaimHolder | null> {
  const claims = idempotencyClaims;
  const rows = await db
    .insert(claims)
    .values({ userId, idempotencyKey: key, requestHash })
    .onConflictDoUpdate({
      target: [claims.userId, claims.idempotencyKey],
      set: {
        claimId: sql`gen_random_uuid()`,
        requestHash: sql`excluded.request_hash`,
        statusCode: null,
        responseBody: null,
        location: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${claims.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_RETENTION_HOURS} hours'`)}
        or (${claims.statusCode} is null
          and ${claims.requestHash} = excluded.request_hash
          and ${claims.createdAt} < now() - ${sql.raw(`interval '${ABANDONED_CLAIM_MINUTES} minutes'`)})`,
    })
    .returning({ claimId: claims.claimId });
  const row = rows[0];
  return row ? { userId, key, claimId: row.claimId } : null;
}

async function readClaim(db: Database, userId: string, key: string) {
  const rows = await db
    .select({
      requestHash: idempotencyClaims.requestHash,
      statusCode: idempotencyClaims.statusCode,
      responseBody: idempotencyClaims.responseBody,
      location: idempotencyClaims.location,
    })
    .from(idempotencyClaims)
    .where(and(eq(idempotencyClaims.userId, userId), eq(idempotencyClaims.idempotencyKey, key)));
  return rows[0];
}

/**
 * Claims `key` for this member's request, or says what the earlier request
 * with the key answered. Throws 422 for a key used with another request and
 * 409 when the earlier one is still running after `waitMs`.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: { userId: string; key: string; requestHash: string },
  options: { waitMs?: number } = {},
): Promise<ClaimOutcome> {
  const { userId, key, requestHash } = input;
  const deadline = Date.now() + (options.waitMs ?? IDEMPOTENCY_WAIT_MS);
  for (;;) {
    const holder = await insertClaim(db, userId, key, requestHash);
    if (holder) return { kind: 'claimed', holder };
    const claim = await readClaim(db, userId, key);
    // Released (the first answer was a 5xx) or swept between the two statements: claim again.
    if (!claim) continue;
    if (claim.requestHash !== requestHash) throw reusedKey();
    if (claim.statusCode !== null)
      return {
        kind: 'replay',
        answer: {
          statusCode: claim.statusCode,
          responseBody: claim.responseBody,
          location: claim.location,
        },
      };
    if (Date.now() >= deadline) throw stillRunning();
    await sleep(POLL_MS);
  }
}

const heldBy = (holder: ClaimHolder) =>
  and(
    eq(idempotencyClaims.userId, holder.userId),
    eq(idempotencyClaims.idempotencyKey, holder.key),
    eq(idempotencyClaims.claimId, holder.claimId),
  );

/** Completes the claim with the answer about to be sent. */
export async function recordIdempotentAnswer(
  db: Database,
  holder: ClaimHolder,
  answer: StoredAnswer,
): Promise<void> {
  await db.update(idempotencyClaims).set(answer).where(heldBy(holder));
}

/** Lets the key go: the request did not happen (a 5xx or 429), a retry should run it. */
export async function releaseIdempotencyClaim(db: Database, holder: ClaimHolder): Promise<void> {
  await db.delete(idempotencyClaims).where(heldBy(holder));
}

/** Removes claims past the retention (the maintenance sweep). */
export async function pruneExpiredIdempotencyClaims(
  db: Database,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 60 * 60 * 1000);
  const removed = await db
    .delete(idempotencyClaims)
    .where(lt(idempotencyClaims.createdAt, cutoff))
    .returning({ key: idempotencyClaims.idempotencyKey });
  return removed.length;
}
