import { lazily } from '#shared/lazily';
import type { DeriveAsks } from '../core/asks/derive-asks';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * The model's ask deriver, loaded on the first question to split: most requests of the research
 * function (lists, a research, its calls) never need the asks prompt and the Bedrock client, so a
 * cold start does not load them.
 */
export function lazyModelAskDeriver(settings: CloudRuntimeSettings): DeriveAsks {
  const deriver = lazily(() =>
    Promise.all([import('../core/asks/derive-asks'), import('./cloud-model')]).then(([asks, model]) =>
      asks.createModelAskDeriver(model.cloudModel(settings)),
    ),
  );
  return async (question) => (await deriver())(question);
}
