import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of Prepare: the calls to place, their calling windows and the concurrency (table only). */
export const handler = workflowTaskHandler('Prepare', () => ({}));
