import type { DeriveAsks } from '../core/asks/derive-asks';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * The model's ask deriver, loaded on the first question to split: most requests of the research
 * function (lists, a research, its calls) never need the AI SDK and the Bedrock client, so a
 * cold start does not load them.
 */
export function lazyModelAskDeriver(settings: CloudRuntimeSettings): DeriveAsks {
  let deriver: Promise<DeriveAsks> | null = null;
  return async (question) => {
    deriver ??= Promise.all([import('../core/asks/derive-asks'), import('./cloud-model')]).then(
      ([asks, model]) => asks.createModelAskDeriver(model.cloudModel(settings)),
    );
    return (await deriver)(question);
  };
}
