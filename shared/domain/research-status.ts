/** Every status a research can have. */
export const RESEARCH_STATUSES = ['pending', 'in_progress', 'completed', 'incomplete', 'failed'] as const;

/** Lifecycle status of a research. */
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];

const FINAL_STATUSES: ReadonlySet<ResearchStatus> = new Set(['completed', 'failed', 'incomplete']);
const ACTIVE_STATUSES: ReadonlySet<ResearchStatus> = new Set(['pending', 'in_progress']);

// Completed and failed re-open to in_progress when the user extends or follows up.
const TRANSITIONS: Readonly<Record<ResearchStatus, readonly ResearchStatus[]>> = {
  pending: ['in_progress', 'incomplete', 'failed'],
  in_progress: ['completed', 'failed', 'incomplete'],
  completed: ['in_progress'],
  incomplete: [],
  failed: ['in_progress'],
};

const LABELS: Readonly<Record<ResearchStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  incomplete: 'Incomplete',
  failed: 'Failed',
};

/** Tells whether a research has stopped: completed, failed or incomplete. */
export function isFinalStatus(status: ResearchStatus): boolean {
  return FINAL_STATUSES.has(status);
}

/** Tells whether a research is still running: pending or in_progress (polling and Stop apply). */
export function isActiveStatus(status: ResearchStatus): boolean {
  return ACTIVE_STATUSES.has(status);
}

/** Tells whether a research may move from one status to another; staying put is not a transition. */
export function canTransition(from: ResearchStatus, to: ResearchStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Badge text for a research status, e.g. "In Progress". */
export function statusLabel(status: ResearchStatus): string {
  return LABELS[status];
}
