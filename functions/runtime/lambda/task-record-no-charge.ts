import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of RecordNoCharge: releases the credits held for a call not answered (table only). */
export const handler = workflowTaskHandler('RecordNoCharge', () => ({}));
