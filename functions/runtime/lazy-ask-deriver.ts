import { lazily } from '#shared/lazily';
import type { DeriveAsks } from '../core/asks/derive-asks';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * The model's ask deriver, loaded on the first question to split: most requests of the research
 * function (lists, a research, its calls) never need the asks prompt and the Bedrock model, so a
 * cold start does not load them. When the model fails, `loadFallback` gives what splits instead:
 * the research function's parser (loaded on first use), or the chat's words as typed (the chat adds
 * one ask at a time and does not carry the parser, ≈ 390 KB).
 */
export function lazyModelAskDeriver(
  settings: CloudRuntimeSettings,
  loadFallback: () => Promise<DeriveAsks>,
): DeriveAsks {
  const deriver = lazily(async () => {
    const [asks, model, fallback] = await Promise.all([
      import('../core/asks/derive-asks'),
      import('./cloud-model'),
      loadFallback(),
    ]);
    return asks.createModelAskDeriver(model.cloudModel(settings), fallback);
  });
  return async (question) => (await deriver())(question);
}
