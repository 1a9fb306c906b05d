import {
  ExecutionDoesNotExist,
  ListExecutionsCommand,
  SendTaskFailureCommand,
  SendTaskSuccessCommand,
  SFNClient,
  StartExecutionCommand,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStepFunctionsWorkflow } from '#functions/adapters/aws/step-functions-workflow';

const sfn = mockClient(SFNClient);
const ARN = 'arn:aws:states:us-east-1:123456789012:stateMachine:Askaround-research';
const at = new Date('2026-03-01T12:34:56.789Z');
const workflow = createStepFunctionsWorkflow({
  client: new SFNClient({ region: 'us-east-1' }),
  stateMachineArn: ARN,
  now: () => at,
});
const execution = (name: string) => ({
  name,
  executionArn: `arn:aws:states:us-east-1:123456789012:execution:Askaround-research:${name}`,
  stateMachineArn: ARN,
  status: 'RUNNING' as const,
  startDate: at,
});

beforeEach(() => sfn.reset());

describe('Step Functions workflow', () => {
  it('starts an execution named after the research with its input', async () => {
    sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:exec:1', startDate: at, $metadata: {} });
    await expect(workflow.start({ researchId: 'res-1' })).resolves.toEqual({ executionId: 'arn:exec:1' });
    expect(sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input).toEqual({
      stateMachineArn: ARN,
      name: 'res-1-20260301123456789',
      input: '{"researchId":"res-1"}',
    });
  });

  it("finds and stops only the research's running executions, across pages", async () => {
    sfn
      .on(ListExecutionsCommand)
      .resolvesOnce({
        executions: [execution('res-1-1'), execution('res-10-1')],
        nextToken: 'p2',
        $metadata: {},
      })
      .resolvesOnce({ executions: [execution('res-1-2')], $metadata: {} });
    sfn
      .on(StopExecutionCommand)
      .resolvesOnce({ stopDate: at, $metadata: {} })
      .rejectsOnce(new ExecutionDoesNotExist({ message: 'gone', $metadata: {} }));
    await workflow.stop('res-1');
    const stopped = sfn.commandCalls(StopExecutionCommand).map((c) => c.args[0].input.executionArn);
    expect(stopped).toEqual([execution('res-1-1').executionArn, execution('res-1-2').executionArn]);
  });

  it('tells whether a research has a running execution', async () => {
    sfn.on(ListExecutionsCommand).resolves({ executions: [execution('res-2-1')], $metadata: {} });
    await expect(workflow.isRunning('res-2')).resolves.toBe(true);
    await expect(workflow.isRunning('res-1')).resolves.toBe(false);
  });

  it('answers task tokens with success output or a failure', async () => {
    sfn.on(SendTaskSuccessCommand).resolves({ $metadata: {} });
    sfn.on(SendTaskFailureCommand).resolves({ $metadata: {} });
    await workflow.sendTaskSuccess('tok', { outcome: 'answered' });
    await workflow.sendTaskFailure('tok', 'CallFailed', 'no line');
    expect(sfn.commandCalls(SendTaskSuccessCommand)[0]?.args[0].input).toEqual({
      taskToken: 'tok',
      output: '{"outcome":"answered"}',
    });
    expect(sfn.commandCalls(SendTaskFailureCommand)[0]?.args[0].input).toEqual({
      taskToken: 'tok',
      error: 'CallFailed',
      cause: 'no line',
    });
  });
});
