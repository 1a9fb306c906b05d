import {
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  ListExecutionsCommand,
  SendTaskFailureCommand,
  SendTaskSuccessCommand,
  type SFNClient,
  StartExecutionCommand,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import type { ResearchWorkflow } from '../../ports/workflow';

export interface StepFunctionsWorkflowOptions {
  client: SFNClient;
  stateMachineArn: string;
  now?: () => Date;
}

/** Execution names start with the research id, so its running executions can be found and stopped. */
const executionName = (researchId: string, at: Date) =>
  `${researchId}-${at
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 17)}`.slice(0, 80);

/** The research workflow on AWS Step Functions (state-machines/research.asl.json). */
export function createStepFunctionsWorkflow({
  client,
  stateMachineArn,
  now = () => new Date(),
}: StepFunctionsWorkflowOptions): ResearchWorkflow {
  async function running(researchId: string): Promise<string[]> {
    const arns: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new ListExecutionsCommand({ stateMachineArn, statusFilter: 'RUNNING', maxResults: 100, nextToken }),
      );
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
        const result = await client.send(
          new StartExecutionCommand({
            stateMachineArn,
            name: executionName(researchId, now()),
            input: JSON.stringify({ researchId }),
          }),
        );
        return { executionId: result.executionArn ?? '' };
      } catch (error) {
        // The same name within the same millisecond-free second: the execution is already there.
        if (error instanceof ExecutionAlreadyExists) return { executionId: executionName(researchId, now()) };
        throw error;
      }
    },
    async stop(researchId) {
      for (const executionArn of await running(researchId)) {
        try {
          await client.send(new StopExecutionCommand({ executionArn, cause: 'The research was stopped' }));
        } catch (error) {
          if (!(error instanceof ExecutionDoesNotExist)) throw error;
        }
      }
    },
    isRunning: async (researchId) => (await running(researchId)).length > 0,
    async sendTaskSuccess(taskToken, output) {
      await client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output ?? {}) }));
    },
    async sendTaskFailure(taskToken, error, cause) {
      await client.send(
        new SendTaskFailureCommand({ taskToken, error: error.slice(0, 256), cause: cause.slice(0, 32768) }),
      );
    },
  };
}
