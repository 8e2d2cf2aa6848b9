/**
 * The named schemas of the OpenAPI document (components/schemas). Each is
 * the shared zod schema a door already parses or writes with, given an id
 * in zod's registry: the document then refers to it by name wherever a
 * route uses it (fastify-type-provider-zod turns registered ids into
 * `$ref`s), and a generated client gets one type per name. A schema used
 * as an input is named with an `Input` suffix; the names no route refers
 * to are left out of the document (openapi-document.ts).
 *
 * Only the REST door's document reads these ids; registering is idempotent
 * so the module may be loaded more than once (tests, tsx).
 */
import { z } from 'zod';
import { adminUserView, userPage } from '../../shared/admin-views.ts';
import { generationEvent } from '../../shared/generation-events.ts';
import { storedRunInput, textRunInput } from '../../shared/generation-inputs.ts';
import { generationResult, stepResult } from '../../shared/generation-views.ts';
import { modelAvailability, modelCatalog } from '../../shared/model-views.ts';
import { promptSubmissionInput } from '../../shared/prompt-submission-input.ts';
import {
  attachmentView,
  likeChange,
  myPrompts,
  promptPage,
  promptPagination,
  promptView,
  saveChange,
} from '../../shared/prompt-views.ts';
import { planView, profileUpdate, userView } from '../../shared/user-views.ts';
import { webhookChanges, createWebhookInput } from '../../shared/webhook-inputs.ts';
import { createdWebhook, webhookDeliveryView, webhookView } from '../../shared/webhook-views.ts';
import { errorSchema, failedRunSchema, signedInSchema } from './rest-schemas.ts';

const NAMED: [string, z.ZodType][] = [
  ['Error', errorSchema],
  ['FailedRun', failedRunSchema],
  ['SignedIn', signedInSchema],
  ['User', userView],
  ['ProfileUpdate', profileUpdate],
  ['Plan', planView],
  ['AdminUser', adminUserView],
  ['UserPage', userPage],
  ['Prompt', promptView],
  ['PromptPage', promptPage],
  ['PromptPagination', promptPagination],
  ['MyPrompts', myPrompts],
  ['Attachment', attachmentView],
  ['LikeChange', likeChange],
  ['SaveChange', saveChange],
  ['PromptSubmission', promptSubmissionInput],
  ['TextRun', textRunInput],
  ['StoredRun', storedRunInput],
  ['GenerationResult', generationResult],
  ['GenerationEvent', generationEvent],
  ['StepResult', stepResult],
  ['Model', modelAvailability],
  ['ModelCatalog', modelCatalog],
  ['Webhook', webhookView],
  ['CreatedWebhook', createdWebhook],
  ['WebhookDelivery', webhookDeliveryView],
  ['NewWebhook', createWebhookInput],
  ['WebhookChanges', webhookChanges],
];

/** Gives each shared schema its component name, keeping its description. */
export function registerApiComponents(): void {
  for (const [id, schema] of NAMED) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}
