/** Which playground models this server can run (GET /api/models and its tRPC twin). */
import type { ModelAvailability } from '../../../shared/models.ts';
import { ALL_PLAYGROUND_MODELS, requirementSentence } from '../../ai/model-registry.ts';
import type { ServiceDeps } from '../service-deps.ts';

export function listModels(deps: Pick<ServiceDeps, 'models'>): ModelAvailability[] {
  return ALL_PLAYGROUND_MODELS.map((name) => {
    const route = deps.models.routes[name];
    return {
      name,
      kind: route.kind,
      available: route.missing.length === 0,
      requires: requirementSentence(route.missing),
    };
  });
}
