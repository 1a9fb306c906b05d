import type { ResearchWorkflow } from '../../ports/workflow';
import { type AwsAccess, createAwsClient } from './signed/aws-client';

export interface StepFunctionsWorkflowOptions {
  access: AwsAccess;
  stateMachineArn: string;
  now?: () => Date;
}

/** The members of `ListExecutions`' answer this adapter reads. */
interface ExecutionsPage {
  executions?: { name?: string; executionArn?: string }[];
  nextToken?: string;
}

/** Execution names start with the research id, so its running executions can be found and stopped. */
const executionName = (researchId: string, at: Date) =>
  `${researchId}-${at
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 17)}`.slice(0, 80);

/** Whether `error` is the service's error `code` (its `name`, as the signed client sets it). */
const isAwsError = (error: unknown, code: string) => (error as { name?: string } | null)?.name === code;

/**
 * The research workflow on AWS Step Functions (state-machines/research.asl.json), through the signed
 * client (AWS JSON 1.0, `AWSStepFunctions.<Action>`) rather than the SDK's Step Functions client: the
 * task functions answer a task token on every cold start, and requiring that client costs more than
 * a cold start may take (docs/deploy.md, "Bundles").
 */
export function createStepFunctionsWorkflow({
  access,
  stateMachineArn,
  now = () => new Date(),
}: StepFunctionsWorkflowOptions): ResearchWorkflow {
  const aws = createAwsClient({ ...access, service: 'states' });
  const send = <T = unknown>(action: string, input: object) =>
    aws.json<T>(`AWSStepFunctions.${action}`, input);

  async function running(researchId: string): Promise<string[]> {
    const arns: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await send<ExecutionsPage>('ListExecutions', {
        stateMachineArn,
        statusFilter: 'RUNNING',
        maxResults: 100,
        nextToken,
      });
      for (const execution of page.executions ?? []) {
        if (execution.name?.startsWith(`${researchId}-`) && execution.executionArn)
          arns.push(execution.executionArn);
      }
      nextToken = page.nextToken;
    } while (nextToken);
    return arns;
  }

  return {
    async start({ researchId }) {
      try {
        const result = await send<{ executionArn?: string }>('StartExecution', {
          stateMachineArn,
          name: executionName(researchId, now()),
          input: JSON.stringify({ researchId }),
        });
        return { executionId: result.executionArn ?? '' };
      } catch (error) {
        // The same name within the same millisecond-free second: the execution is already there.
        if (isAwsError(error, 'ExecutionAlreadyExists'))
          return { executionId: executionName(researchId, now()) };
        throw error;
      }
    },
    async stop(researchId) {
      for (const executionArn of await running(researchId)) {
        try {
          await send('StopExecution', { executionArn, cause: 'The research was stopped' });
        } catch (error) {
          if (!isAwsError(error, 'ExecutionDoesNotExist')) throw error;
        }
      }
    },
    isRunning: async (researchId) => (await running(researchId)).length > 0,
    async sendTaskSuccess(taskToken, output) {
      await send('SendTaskSuccess', { taskToken, output: JSON.stringify(output ?? {}) });
    },
    async sendTaskFailure(taskToken, error, cause) {
      await send('SendTaskFailure', { taskToken, error: error.slice(0, 256), cause: cause.slice(0, 32768) });
    },
  };
}
