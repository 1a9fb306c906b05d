import { createExtractCall, extractionInputOf } from '../../core/call/extract';
import { cloudModel } from '../cloud-model';
import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of Extract: the answers of an answered call with the Bedrock model. */
export const handler = workflowTaskHandler('Extract', (settings) => {
  const extractCall = createExtractCall({ model: cloudModel(settings) });
  return {
    extractor: async (call) => extractCall(await extractionInputOf(call)),
  };
});
