import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleExpression, Schedule as SchedulerSchedule } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { aslPlaceholders, readAsl, taskOfPlaceholder } from './asl';
import { LAMBDA_NAMES, type LambdaName } from './bundling';
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
  /** Connect instance whose contact events end calls. */
  connectInstanceArn: string;
}

/** The function of a Task state: `${PlaceCallFunctionArn}` → `task-place-call`. */
function taskFunctionName(task: string): LambdaName {
  const name = `task-${task.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
  if (!(LAMBDA_NAMES as readonly string[]).includes(name))
    throw new Error(
      `The research workflow's Task ${task} has no function entry functions/runtime/lambda/${name}.ts`,
    );
  return name as LambdaName;
}

/** The research state machine from state-machines/research.asl.json, its tasks and its events. */
export class Workflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly stateMachineArnByName: string;
  readonly stateMachineName: string;
  /** Every function of the workflow, by entry name (Task states, contact events, schedules). */
  readonly functions: Partial<Record<LambdaName, LambdaFunction>> = {};
  readonly contactDisconnected: LambdaFunction;
  readonly sweeper: LambdaFunction;
  readonly monthlyRefill: LambdaFunction;

  constructor(scope: Construct, id: string, { connectInstanceArn }: WorkflowProps) {
    super(scope, id);
    const definition = readAsl();
    const substitutions: Record<string, string> = {};
    for (const placeholder of aslPlaceholders(definition)) {
      const task = taskOfPlaceholder(placeholder);
      const name = taskFunctionName(task);
      const fn = createFunction(this, `${task}Task`, {
        name,
        component: 'workflow',
        environment: {},
        timeout: Duration.minutes(task === 'Extract' ? 5 : 1),
        memorySize: task === 'Extract' ? 1024 : 512,
      });
      this.functions[name] = fn;
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
    for (const fn of Object.values(this.functions)) fn.grantInvoke(this.stateMachine);

    this.contactDisconnected = createFunction(this, 'ContactDisconnected', {
      name: 'contact-disconnected',
      component: 'telephony',
      environment: {},
    });
    this.functions['contact-disconnected'] = this.contactDisconnected;
    new Rule(this, 'ContactDisconnectedRule', {
      description: 'Amazon Connect contact events: a call of ours has ended',
      eventPattern: {
        source: ['aws.connect'],
        detailType: ['Amazon Connect Contact Event'],
        detail: { eventType: ['DISCONNECTED'], instanceArn: [connectInstanceArn] },
      },
      targets: [new LambdaTarget(this.contactDisconnected, { retryAttempts: 4 })],
    });

    this.sweeper = createFunction(this, 'Sweeper', {
      name: 'sweeper',
      component: 'workflow',
      environment: {},
      timeout: Duration.minutes(2),
    });
    this.functions.sweeper = this.sweeper;
    new Rule(this, 'SweeperSchedule', {
      description: 'Ends calls whose Connect DISCONNECTED event never arrived',
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaTarget(this.sweeper)],
    });

    this.monthlyRefill = createFunction(this, 'MonthlyRefill', {
      name: 'monthly-refill',
      component: 'workflow',
      environment: {},
      timeout: Duration.minutes(5),
    });
    this.functions['monthly-refill'] = this.monthlyRefill;
    new SchedulerSchedule(this, 'MonthlyRefillSchedule', {
      description: 'Monthly credit refill, 00:05 UTC on the first of each month',
      schedule: ScheduleExpression.cron({ minute: '5', hour: '0', day: '1' }),
      target: new LambdaInvoke(this.monthlyRefill, {}),
    });
    tagComponent(this, 'workflow');
  }
}
