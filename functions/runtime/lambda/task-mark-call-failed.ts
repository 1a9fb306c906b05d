import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of MarkCallFailed: the Catch of every call step (table only). */
export const handler = workflowTaskHandler('MarkCallFailed', () => ({}));
