import { useQueryClient } from '@tanstack/react-query';
import type { AskKind } from '#shared/contracts/asks';
import type { AskRow } from './ask-draft';
import { deriveAsksQueryOptions } from './derive-asks';
import type { AskDraft } from './use-ask-draft';

/**
 * A question the parent adds gets the kind of answer its words ask for ("Do you do trial
 * lessons?" Yes/No), read by the same split as the whole question, unless the parent picked one.
 */
export function useSuggestedKind(draft: Pick<AskDraft, 'patchRow'>) {
  const queryClient = useQueryClient();
  /** Resolves to the kind suggested when it differs from the row's, else null. */
  return async (row: AskRow): Promise<AskKind | null> => {
    const label = row.label.trim();
    if (row.key !== null || row.kindPicked || !label) return null;
    const asks = (await queryClient.fetchQuery(deriveAsksQueryOptions(label)).catch(() => null))?.asks;
    const [only] = asks?.length === 1 ? asks : [];
    if (!only || only.kind === row.kind) return null;
    draft.patchRow(row.id, (current) =>
      current.label.trim() === label && !current.kindPicked ? { kind: only.kind } : {},
    );
    return only.kind;
  };
}
