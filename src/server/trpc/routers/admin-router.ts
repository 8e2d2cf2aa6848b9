/** The admin screens: dashboard, moderation and user management (admins only). */
import {
  adminIdInput,
  adminPromptListInput,
  adminUserListInput,
  bulkPromptStatusInput,
  promptStatusInput,
  userPlanInput,
  userRoleInput,
  userStatusInput,
} from '../../../shared/admin-inputs.ts';
import { getAdminDashboard } from '../../services/admin/admin-dashboard.ts';
import { listPromptsForAdmin } from '../../services/admin/admin-prompt-list.ts';
import {
  changePromptStatus,
  changePromptStatuses,
  deletePromptAsAdmin,
} from '../../services/admin/prompt-moderation.ts';
import {
  deleteUserAsAdmin,
  listUsersForAdmin,
  setUserRole,
  setUserStatus,
} from '../../services/admin/user-management.ts';
import { declinePlanRequest, setMemberPlan } from '../../services/admin/member-plans.ts';
import { makeMemberResetLink } from '../../services/admin/member-reset-link.ts';
import { versionDecisionInput } from '../../../shared/prompt-version-inputs.ts';
import { decideVersion } from '../../services/admin/version-moderation.ts';
import { adminProcedure, router } from '../init.ts';

export const adminRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => getAdminDashboard(ctx.deps, ctx.actor)),
  prompts: router({
    list: adminProcedure
      .input(adminPromptListInput)
      .query(({ ctx, input }) => listPromptsForAdmin(ctx.deps, ctx.actor, input)),
    setStatus: adminProcedure
      .input(promptStatusInput)
      .mutation(({ ctx, input }) => changePromptStatus(ctx.deps, ctx.actor, input)),
    setStatusMany: adminProcedure
      .input(bulkPromptStatusInput)
      .mutation(({ ctx, input }) => changePromptStatuses(ctx.deps, ctx.actor, input)),
    remove: adminProcedure.input(adminIdInput).mutation(async ({ ctx, input }) => {
      await deletePromptAsAdmin(ctx.deps, ctx.actor, input.id);
      return { ok: true as const };
    }),
    decideVersion: adminProcedure
      .input(versionDecisionInput)
      .mutation(({ ctx, input: { id, number, ...decision } }) =>
        decideVersion(ctx.deps, ctx.actor, id, number, decision),
      ),
  }),
  users: router({
    list: adminProcedure
      .input(adminUserListInput)
      .query(({ ctx, input }) => listUsersForAdmin(ctx.deps, input)),
    setRole: adminProcedure
      .input(userRoleInput)
      .mutation(({ ctx, input }) => setUserRole(ctx.deps, ctx.actor, input)),
    setStatus: adminProcedure
      .input(userStatusInput)
      .mutation(({ ctx, input }) => setUserStatus(ctx.deps, ctx.actor, input)),
    remove: adminProcedure.input(adminIdInput).mutation(async ({ ctx, input }) => {
      await deleteUserAsAdmin(ctx.deps, ctx.actor, input.id);
      return { ok: true as const };
    }),
    setPlan: adminProcedure
      .input(userPlanInput)
      .mutation(({ ctx, input }) => setMemberPlan(ctx.deps, ctx.actor, input)),
    declinePlanRequest: adminProcedure.input(adminIdInput).mutation(async ({ ctx, input }) => {
      await declinePlanRequest(ctx.deps, ctx.actor, input.id);
      return { ok: true as const };
    }),
    resetLink: adminProcedure
      .input(adminIdInput)
      .mutation(({ ctx, input }) => makeMemberResetLink(ctx.deps, ctx.actor, input.id)),
  }),
});
