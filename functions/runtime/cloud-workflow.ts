import { createStepFunctionsWorkflow } from '../adapters/aws/step-functions-workflow';
import type { ResearchWorkflow } from '../ports/workflow';
import { cloudAws } from './cloud-aws';
import type { CloudRuntimeSettings } from './cloud-settings';
import { notWired } from './not-wired';

/**
 * The research state machine. Starting, listing and stopping executions needs STATE_MACHINE_ARN;
 * answering task tokens does not (the token names its execution), so task functions get only that.
 */
export function cloudWorkflow(settings: CloudRuntimeSettings): ResearchWorkflow {
  const arn = settings.STATE_MACHINE_ARN;
  const sfn = createStepFunctionsWorkflow({
    access: cloudAws(settings.AWS_REGION),
    stateMachineArn: arn ?? '',
  });
  if (arn) return sfn;
  const run = notWired<ResearchWorkflow>('Starting research executions');
  return { ...run, sendTaskSuccess: sfn.sendTaskSuccess, sendTaskFailure: sfn.sendTaskFailure };
}
