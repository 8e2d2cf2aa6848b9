/**
 * Which playground models this server can run (GET /api/models and its tRPC
 * twin). The settings that would enable a model are the operator's business:
 * only an admin reads them; visitors and members read that it is not
 * available on this site.
 */
import type { ModelCatalog } from '../../../shared/model-views.ts';
import { isAdmin, type MaybeActor } from '../../auth/actor.ts';
import {
  ALL_PLAYGROUND_MODELS,
  PROVIDER_SETTINGS,
  requirementSentence,
} from '../../ai/model-registry.ts';
import type { ServiceDeps } from '../service-deps.ts';

export function listModels(deps: Pick<ServiceDeps, 'models'>, actor: MaybeActor): ModelCatalog {
  const toAdmin = isAdmin(actor);
  const models = ALL_PLAYGROUND_MODELS.map((name) => {
    const route = deps.models.routes[name];
    return {
      name,
      kind: route.kind,
      available: route.missing.length === 0,
      requires: toAdmin ? requirementSentence(route.missing) : null,
    };
  });
  const noneRuns = models.every((model) => !model.available);
  return { models, setUp: toAdmin && noneRuns ? setUpSentence() : null };
}

function setUpSentence(): string {
  const names = Object.values(PROVIDER_SETTINGS);
  const listed = `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
  return `Set ${listed} in the server's environment and restart it (.env.example lists every setting).`;
}
