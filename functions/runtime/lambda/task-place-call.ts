import { cloudConnect } from '../cloud-connect';
import { cloudWorkflow } from '../cloud-workflow';
import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of PlaceCall: dials through Amazon Connect and answers the task token if the call cannot start. */
export const handler = workflowTaskHandler('PlaceCall', (settings) => ({
  workflow: cloudWorkflow(settings),
  telephony: (onCallEnded) => cloudConnect(settings, onCallEnded),
}));
