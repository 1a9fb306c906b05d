import { queryOptions } from '@tanstack/react-query';
import { deriveAsks, type KeptAsks, type QuestionAsks } from '#shared/contracts/asks';
import { callApi } from './api-client';

/** One reading of a question into asks (and the parts left out): its cache key, and the request that reads it. */
export interface AsksQuery {
  queryKey: readonly unknown[];
  /** The asks, with the kind of business the search calls when the reading says (a new question's). */
  fetch(signal: AbortSignal): Promise<KeptAsks & Partial<Pick<QuestionAsks, 'businessKind'>>>;
}

/** The server's split of a question into the separate things to ask. */
export const derivedAsks = (question: string): AsksQuery => ({
  queryKey: ['asks', question],
  fetch: (signal) => callApi(deriveAsks, { body: { question }, signal }),
});

/** A reading's asks; each is read once per session. */
export const asksQueryOptions = ({ queryKey, fetch }: AsksQuery) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The derived asks of one question; a question is split once per session. */
export const deriveAsksQueryOptions = (question: string) => asksQueryOptions(derivedAsks(question));
