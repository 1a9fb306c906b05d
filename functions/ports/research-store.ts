import type { Research } from '#shared/contracts/research';
import type { ResearchStatus } from '#shared/domain/research-status';

/** Stores researches: one item per research, listed per user. */
export interface ResearchStore {
  put(research: Research): Promise<void>;
  get(researchId: string): Promise<Research | null>;
  /** A user's researches, newest first. */
  listByUser(userId: string): Promise<Research[]>;
  /** Researches still pending or in progress (startup recovery; not a request path). */
  listActive(): Promise<Research[]>;
  update(
    researchId: string,
    changes: Partial<
      Pick<Research, 'status' | 'totalCalls' | 'stopRequested' | 'completedAt' | 'notice' | 'asks'>
    >,
  ): Promise<Research>;
  /** Adds calls to the plan and re-opens the research (extend and follow-up). */
  addCalls(researchId: string, count: number, status: ResearchStatus): Promise<Research>;
  delete(researchId: string): Promise<void>;
}
