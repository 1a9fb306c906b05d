import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleExpression, Schedule as SchedulerSchedule } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { aslPlaceholders, readAsl, taskOfPlaceholder } from './asl';
import { createFunction } from './lambda-function';
import { tagComponent } from './tags';

/** The research state machine's name: fixed, so its ARN can be known before it exists. */
export const researchStateMachineName = (stack: Stack) => `${stack.stackName}-research`;

/** The research state machine's ARN, built from its name (no reference to the resource). */
export function researchStateMachineArn(stack: Stack): string {
  return stack.formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: researchStateMachineName(stack),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

export interface WorkflowProps {
  environment: Record<string, string>;
  /** Connect instance whose contact events end calls. */
  connectInstanceArn: string;
}

/** The research state machine from state-machines/research.asl.json, its tasks and its events. */
export class Workflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly stateMachineArnByName: string;
  readonly stateMachineName: string;
  readonly taskFunctions: Record<string, NodejsFunction> = {};
  readonly contactDisconnected: NodejsFunction;
  readonly sweeper: NodejsFunction;
  readonly monthlyRefill: NodejsFunction;

  constructor(scope: Construct, id: string, { environment, connectInstanceArn }: WorkflowProps) {
    super(scope, id);
    const definition = readAsl();
    const substitutions: Record<string, string> = {};
    for (const placeholder of aslPlaceholders(definition)) {
      const task = taskOfPlaceholder(placeholder);
      const fn = createFunction(this, `${task}Task`, {
        entry: 'functions/runtime/lambda/workflow-task.ts',
        component: 'workflow',
        environment: { ...environment, WORKFLOW_TASK: task },
        timeout: Duration.minutes(task === 'Extract' ? 5 : 1),
        memorySize: task === 'Extract' ? 1024 : 512,
      });
      this.taskFunctions[task] = fn;
      substitutions[placeholder] = fn.functionArn;
    }
    const stateMachineName = researchStateMachineName(Stack.of(this));
    this.stateMachineName = stateMachineName;
    // Known before the machine exists, so its task functions can answer its task tokens without a cycle.
    this.stateMachineArnByName = researchStateMachineArn(Stack.of(this));
    this.stateMachine = new StateMachine(this, 'Research', {
      stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(definition),
      definitionSubstitutions: substitutions,
      tracingEnabled: true,
      timeout: Duration.days(7),
      // Execution logging grants the logs:*LogDelivery and resource-policy actions on "*": CloudWatch
      // Logs' vended log delivery has no resource-level permissions. Tracing adds X-Ray's, also "*".
      logs: {
        destination: new LogGroup(this, 'ResearchLogs', { retention: RetentionDays.THREE_MONTHS }),
        level: LogLevel.ALL,
        includeExecutionData: false,
      },
    });
    for (const fn of Object.values(this.taskFunctions)) fn.grantInvoke(this.stateMachine);

    this.contactDisconnected = createFunction(this, 'ContactDisconnected', {
      entry: 'functions/runtime/lambda/contact-disconnected.ts',
      component: 'telephony',
      environment,
    });
    new Rule(this, 'ContactDisconnectedRule', {
      description: 'Amazon Connect contact events: a call of ours has ended',
      eventPattern: {
        source: ['aws.connect'],
        detailType: ['Amazon Connect Contact Event'],
        detail: { eventType: ['DISCONNECTED'], instanceArn: [connectInstanceArn] },
      },
      targets: [new LambdaFunction(this.contactDisconnected, { retryAttempts: 4 })],
    });

    this.sweeper = createFunction(this, 'Sweeper', {
      entry: 'functions/runtime/lambda/sweeper.ts',
      component: 'workflow',
      environment,
      timeout: Duration.minutes(2),
    });
    new Rule(this, 'SweeperSchedule', {
      description: 'Ends calls whose Connect DISCONNECTED event never arrived',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(this.sweeper)],
    });

    this.monthlyRefill = createFunction(this, 'MonthlyRefill', {
      entry: 'functions/runtime/lambda/monthly-refill.ts',
      component: 'workflow',
      environment,
      timeout: Duration.minutes(5),
    });
    new SchedulerSchedule(this, 'MonthlyRefillSchedule', {
      description: 'Monthly credit refill, 00:05 UTC on the first of each month',
      schedule: ScheduleExpression.cron({ minute: '5', hour: '0', day: '1' }),
      target: new LambdaInvoke(this.monthlyRefill, {}),
    });
    tagComponent(this, 'workflow');
  }

  /** Lets `fn` start, list, describe and stop research executions (by name-based ARNs: no cycle). */
  grantRun(fn: IGrantable): void {
    const executions = Stack.of(this).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${this.stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    fn.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:StartExecution', 'states:ListExecutions'],
        resources: [this.stateMachineArnByName],
      }),
    );
    fn.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:DescribeExecution', 'states:StopExecution'],
        resources: [executions],
      }),
    );
  }

  /** Lets `fn` resume or fail this machine's `.waitForTaskToken` tasks. */
  grantTaskResponse(fn: IGrantable): void {
    fn.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:SendTaskSuccess', 'states:SendTaskFailure', 'states:SendTaskHeartbeat'],
        resources: [this.stateMachineArnByName],
      }),
    );
  }
}
