import { createCallExtractor } from '../../core/call/extract';
import { cloudModel } from '../cloud-model';
import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of Extract: the answers of an answered call with the Bedrock model. */
export const handler = workflowTaskHandler('Extract', (settings) => ({
  extractor: createCallExtractor({ model: cloudModel(settings) }),
}));
