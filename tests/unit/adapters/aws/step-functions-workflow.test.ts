import { describe, expect, it } from 'vitest';
import { createStepFunctionsWorkflow } from '#functions/adapters/aws/step-functions-workflow';
import { FAKE_AWS_ENDPOINT, FakeAwsError, fakeAwsPerTest } from './support/fake-aws';
import { sentRequests } from './support/wire';

const aws = fakeAwsPerTest();
const ARN = 'arn:aws:states:us-east-1:123456789012:stateMachine:Askaround-research';
const at = new Date('2026-03-01T12:34:56.789Z');
const workflow = createStepFunctionsWorkflow({
  access: aws.access('us-east-1'),
  stateMachineArn: ARN,
  now: () => at,
});
const execution = (name: string) => ({
  name,
  executionArn: `arn:aws:states:us-east-1:123456789012:execution:Askaround-research:${name}`,
  stateMachineArn: ARN,
  status: 'RUNNING',
  startDate: at.getTime() / 1000,
});
const inputs = (operation: string) => aws.calls(operation).map((c) => c.input);

describe('Step Functions workflow', () => {
  it('starts an execution named after the research with its input, over AWS JSON 1.0', async () => {
    aws.on('states:StartExecution', () => ({ executionArn: 'arn:exec:1', startDate: 1 }));
    await expect(workflow.start({ researchId: 'res-1' })).resolves.toEqual({ executionId: 'arn:exec:1' });
    expect(inputs('states:StartExecution')).toEqual([
      { stateMachineArn: ARN, name: 'res-1-20260301123456789', input: '{"researchId":"res-1"}' },
    ]);
    expect(sentRequests()).toEqual([
      {
        url: `${FAKE_AWS_ENDPOINT}/`,
        target: 'AWSStepFunctions.StartExecution',
        contentType: 'application/x-amz-json-1.0',
      },
    ]);
  });

  it('takes an execution of the same name as already started', async () => {
    aws.on('states:StartExecution', () => {
      throw new FakeAwsError('ExecutionAlreadyExists', 'Execution Already Exists');
    });
    await expect(workflow.start({ researchId: 'res-1' })).resolves.toEqual({
      executionId: 'res-1-20260301123456789',
    });
  });

  it('retries a throttled start', async () => {
    let attempts = 0;
    aws.on('states:StartExecution', () => {
      attempts++;
      if (attempts === 1) throw new FakeAwsError('ThrottlingException', 'Rate exceeded');
      return { executionArn: 'arn:exec:2' };
    });
    await expect(workflow.start({ researchId: 'res-2' })).resolves.toEqual({ executionId: 'arn:exec:2' });
    expect(aws.calls('states:StartExecution')).toHaveLength(2);
  });

  it("finds and stops only the research's running executions, across pages", async () => {
    aws.on('states:ListExecutions', ({ nextToken }) =>
      nextToken === 'p2'
        ? { executions: [execution('res-1-2')] }
        : { executions: [execution('res-1-1'), execution('res-10-1')], nextToken: 'p2' },
    );
    let stops = 0;
    aws.on('states:StopExecution', () => {
      stops++;
      if (stops === 2) throw new FakeAwsError('ExecutionDoesNotExist', 'gone');
      return { stopDate: 1 };
    });
    await workflow.stop('res-1');
    expect(inputs('states:ListExecutions')).toEqual([
      { stateMachineArn: ARN, statusFilter: 'RUNNING', maxResults: 100 },
      { stateMachineArn: ARN, statusFilter: 'RUNNING', maxResults: 100, nextToken: 'p2' },
    ]);
    expect(inputs('states:StopExecution')).toEqual([
      { executionArn: execution('res-1-1').executionArn, cause: 'The research was stopped' },
      { executionArn: execution('res-1-2').executionArn, cause: 'The research was stopped' },
    ]);
  });

  it('passes on any other error stopping an execution, by its name', async () => {
    aws.on('states:ListExecutions', () => ({ executions: [execution('res-1-1')] }));
    aws.on('states:StopExecution', () => {
      throw new FakeAwsError('AccessDeniedException', 'not allowed');
    });
    await expect(workflow.stop('res-1')).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: 'not allowed',
    });
  });

  it('tells whether a research has a running execution', async () => {
    aws.on('states:ListExecutions', () => ({ executions: [execution('res-2-1')] }));
    await expect(workflow.isRunning('res-2')).resolves.toBe(true);
    await expect(workflow.isRunning('res-1')).resolves.toBe(false);
  });

  it('answers task tokens with success output or a failure, cut to the API limits', async () => {
    await workflow.sendTaskSuccess('tok', { outcome: 'answered' });
    await workflow.sendTaskFailure('tok', 'E'.repeat(300), 'no line');
    expect(aws.calls().map((c) => [c.operation, c.input])).toEqual([
      ['states:SendTaskSuccess', { taskToken: 'tok', output: '{"outcome":"answered"}' }],
      ['states:SendTaskFailure', { taskToken: 'tok', error: 'E'.repeat(256), cause: 'no line' }],
    ]);
    expect(sentRequests().map((r) => r.target)).toEqual([
      'AWSStepFunctions.SendTaskSuccess',
      'AWSStepFunctions.SendTaskFailure',
    ]);
  });

  it('surfaces a timed-out task token as the error AWS named', async () => {
    aws.on('states:SendTaskSuccess', () => {
      throw new FakeAwsError('TaskTimedOut', 'Task Timed Out');
    });
    await expect(workflow.sendTaskSuccess('tok', {})).rejects.toMatchObject({
      name: 'TaskTimedOut',
      $metadata: { httpStatusCode: 400 },
    });
    expect(aws.calls('states:SendTaskSuccess')).toHaveLength(1);
  });
});
