import { cloudWorkflow } from '../cloud-workflow';
import { lazyCloudConnect } from '../lazy-cloud-connect';
import { workflowTaskHandler } from './workflow-task';

/**
 * Lambda entry of PlaceCall: dials through Amazon Connect and answers the task token if the call
 * cannot start. Connect starts loading on the first request, beside the table reads before the dial.
 */
export const handler = workflowTaskHandler('PlaceCall', (settings) => ({
  workflow: cloudWorkflow(settings),
  telephony: (onCallEnded) => lazyCloudConnect(settings, onCallEnded, { loadNow: true }),
}));
