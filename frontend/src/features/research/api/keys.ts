import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the research feature; lists, details and call records share the root. */
export const researchKeys = {
  all: ['researches'] as const,
  lists: ['researches', 'list'] as const,
  list: (userId: string) => ['researches', 'list', userId] as const,
  detail: (id: string) => ['researches', 'detail', id] as const,
  calls: (id: string) => ['researches', 'calls', id] as const,
  callRecord: (callId: string) => ['researches', 'call-record', callId] as const,
  callAgain: (id: string) => ['researches', 'call-again', id] as const,
  liveUpdates: (userId: string, id: string) => ['live-updates', userId, id] as const,
  visualizations: (callId: string) => ['visualizations', callId] as const,
};

/** Research and list polling interval. */
export const POLL_MS = 5000;

/** Marks every research list, detail and call-record query stale after a change. */
export function invalidateResearches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: researchKeys.all });
}
