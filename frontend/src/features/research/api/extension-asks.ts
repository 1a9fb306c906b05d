import { previewExtensionAsks } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import type { AsksQuery } from '#web/lib/derive-asks';

/**
 * What extending `researchId` with `context` would ask: the research's asks and the context's
 * questions, and those of its questions that did not fit.
 */
export const extensionAsks =
  (researchId: string) =>
  (context: string): AsksQuery => ({
    queryKey: ['research', researchId, 'extension-asks', context],
    fetch: (signal) =>
      callApi(previewExtensionAsks, {
        params: { id: researchId },
        body: { additionalContext: context },
        signal,
      }),
  });
