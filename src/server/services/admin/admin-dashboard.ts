/**
 * The admin dashboard in one call: figures over the whole platform (every
 * status, counted by the database rather than over a loaded page), the
 * trending prompts, the newest submissions in any status, and the latest
 * entries of the audit log.
 */
import { count, desc, gte, sql } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_ACTIVITY,
  DASHBOARD_RECENT_PROMPTS,
  DASHBOARD_TRENDING_LIMIT,
} from '../../../shared/admin-limits.ts';
import type {
  AdminDashboard,
  GenerationFigures,
  PlatformStats,
} from '../../../shared/admin-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { generationUsage, prompts } from '../../db/schema.ts';
import { startOfMonthUtc } from '../prompts/submission-quota.ts';
import { listTrendingPrompts } from '../library/library.ts';
import { selectPrompts, toPromptViews } from '../library/prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { listRecentActivity } from './audit-log.ts';

async function platformStats(db: Database): Promise<PlatformStats> {
  const [row] = await db
    .select({
      totalPrompts: count(),
      totalUses: sql`coalesce(sum(${prompts.usageCount}), 0)`.mapWith(Number),
      totalUpvotes: sql`coalesce(sum(${prompts.upvotes}), 0)`.mapWith(Number),
      approved: sql`count(*) filter (where ${prompts.status} = 'approved')`.mapWith(Number),
      pending: sql`count(*) filter (where ${prompts.status} = 'pending')`.mapWith(Number),
    })
    .from(prompts);
  return {
    totalPrompts: row?.totalPrompts ?? 0,
    totalUses: row?.totalUses ?? 0,
    totalUpvotes: row?.totalUpvotes ?? 0,
    approved: row?.approved ?? 0,
    pending: row?.pending ?? 0,
  };
}

async function generationFigures(db: Database, now: Date): Promise<GenerationFigures> {
  const [row] = await db
    .select({
      thisMonth: sql`count(*) filter (where ${generationUsage.status} <> 'failed')`.mapWith(Number),
      failedThisMonth: sql`count(*) filter (where ${generationUsage.status} = 'failed')`.mapWith(
        Number,
      ),
    })
    .from(generationUsage)
    .where(gte(generationUsage.createdAt, startOfMonthUtc(now)));
  return { thisMonth: row?.thisMonth ?? 0, failedThisMonth: row?.failedThisMonth ?? 0 };
}

export async function getAdminDashboard(deps: ServiceDeps, actor: Actor): Promise<AdminDashboard> {
  const [stats, generations, trending, recentRows, activity] = await Promise.all([
    platformStats(deps.db),
    generationFigures(deps.db, new Date()),
    listTrendingPrompts(deps, actor, { limit: DASHBOARD_TRENDING_LIMIT }),
    selectPrompts(deps.db)
      .orderBy(desc(prompts.createdAt), desc(prompts.id))
      .limit(DASHBOARD_RECENT_PROMPTS),
    listRecentActivity(deps.db, DASHBOARD_RECENT_ACTIVITY),
  ]);
  return {
    stats,
    generations,
    trending,
    recentPrompts: await toPromptViews(deps.db, actor, recentRows),
    activity,
  };
}
