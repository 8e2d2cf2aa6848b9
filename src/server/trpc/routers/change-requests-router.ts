/** tRPC twins of the change-request doors (decision 050). */
import {
  changeRequestBoxQuery,
  changeRequestIdInput,
  decideChangeInput,
  proposeChangeInput,
} from '../../../shared/change-request-inputs.ts';
import { promptIdInput } from '../../../shared/prompt-inputs.ts';
import {
  acceptChange,
  declineChange,
  withdrawChange,
} from '../../services/change-requests/change-request-decisions.ts';
import {
  listMyChanges,
  listPromptChanges,
} from '../../services/change-requests/change-request-lists.ts';
import { proposeChange } from '../../services/change-requests/change-request-propose.ts';
import { protectedProcedure, router } from '../init.ts';

export const changeRequestsRouter = router({
  propose: protectedProcedure
    .input(proposeChangeInput)
    .mutation(({ ctx, input: { id, ...body } }) => proposeChange(ctx.deps, ctx.actor, id, body)),
  forPrompt: protectedProcedure
    .input(promptIdInput)
    .query(({ ctx, input }) => listPromptChanges(ctx.deps, ctx.actor, input.id)),
  mine: protectedProcedure
    .input(changeRequestBoxQuery)
    .query(({ ctx, input }) => listMyChanges(ctx.deps, ctx.actor, input.box)),
  accept: protectedProcedure
    .input(decideChangeInput)
    .mutation(({ ctx, input }) =>
      acceptChange(ctx.deps, ctx.actor, input.id, input.changeRequestId, input.note),
    ),
  decline: protectedProcedure
    .input(decideChangeInput)
    .mutation(({ ctx, input }) =>
      declineChange(ctx.deps, ctx.actor, input.id, input.changeRequestId, input.note),
    ),
  withdraw: protectedProcedure
    .input(changeRequestIdInput)
    .mutation(({ ctx, input }) =>
      withdrawChange(ctx.deps, ctx.actor, input.id, input.changeRequestId),
    ),
});
