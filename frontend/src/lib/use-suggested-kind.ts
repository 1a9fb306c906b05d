import { useQueryClient } from '@tanstack/react-query';
import type { AskRow } from './ask-draft';
import { deriveAsksQueryOptions } from './derive-asks';
import type { AskDraft } from './use-ask-draft';

/**
 * A question the parent adds gets the kind of answer its words ask for ("Do you do trial
 * lessons?" Yes/No), read by the same split as the whole question, unless the parent picked one.
 */
export function useSuggestedKind(draft: Pick<AskDraft, 'patchRow'>) {
  const queryClient = useQueryClient();
  return async (row: AskRow) => {
    const label = row.label.trim();
    if (row.key !== null || row.kindPicked || !label) return;
    const asks = await queryClient.fetchQuery(deriveAsksQueryOptions(label)).catch(() => null);
    const [only] = asks?.length === 1 ? asks : [];
    if (!only) return;
    draft.patchRow(row.id, (current) =>
      current.label.trim() === label && !current.kindPicked ? { kind: only.kind } : {},
    );
  };
}
