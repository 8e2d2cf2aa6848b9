/**
 * Spending the first-run setup links (decision 031). Once anyone is an
 * admin, by any path, a link printed earlier (kept in `docker logs`) must
 * not come back to life if that admin is later disabled or demoted. The
 * admin domain's promotion calls this; so does a sign-in that ADMIN_EMAILS
 * makes an admin, which lives here because accounts come before admin.
 */
import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { setupTokens } from '../../db/schema.ts';

/** Marks every open setup link used, in the caller's transaction. */
export async function spendSetupLinks(tx: Database): Promise<void> {
  await tx
    .update(setupTokens)
    .set({ usedAt: sql`now()` })
    .where(isNull(setupTokens.usedAt));
}
