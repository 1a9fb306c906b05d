import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '#functions/runtime/env-names';
import { CALLING_RULES, type CallingRule, type CallingRules } from './calling-rules';

type DynamoAction = 'GetItem' | 'Query' | 'Scan' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';
type PlacesAction = 'SearchText' | 'Geocode' | 'ReverseGeocode' | 'Autocomplete';
type ModelAction = 'InvokeModel' | 'InvokeModelWithResponseStream';

/**
 * What one function uses. Its environment names exactly these resources and its role grants
 * exactly these actions (tests/cloud/iam-contract.test.ts checks both against its code).
 */
export interface Access {
  /** DynamoDB actions on the table (and its index, where it queries). */
  table?: readonly DynamoAction[];
  /** Reads the master secret of the demo checkout's signing keys. */
  appKeys?: boolean;
  /** Reads the Stripe secret. */
  stripe?: boolean;
  /** Reads the token CloudFront sends (the API functions). */
  originVerify?: boolean;
  /** Sends mail from the sender identity. */
  mail?: boolean;
  model?: readonly ModelAction[];
  places?: readonly PlacesAction[];
  /** Starts, lists and stops research executions. */
  runResearch?: boolean;
  /** Answers `.waitForTaskToken` tasks. */
  answerTasks?: boolean;
  placeCalls?: boolean;
  stopCalls?: boolean;
  describeCalls?: boolean;
  /** Signs GET URLs for recordings. */
  readRecordings?: boolean;
  /** The app's public URL (links in mail, checkout return URLs). */
  appUrl?: boolean;
  /** The calling rules its code reads (set only where given at deploy). */
  callingRules?: readonly CallingRule[];
  /** Checks the user pool's access tokens, or tells the SPA which pool signs parents in. */
  userPool?: boolean;
  /** Reads DEMO_MODE (what the SPA is told, sign-in codes, the demo checkout). */
  demoMode?: boolean;
}

/** The stack's resources a function may be wired to. */
export interface WiringTargets {
  table: ITableV2;
  /** Made only in demo mode, for the demo checkout. */
  appKeys: ISecret | null;
  stripe: ISecret;
  originVerify: ISecret;
  mailFrom: string;
  mailIdentityArn: string;
  bedrockModelId: string;
  modelArns: string[];
  stateMachineName: string;
  stateMachineArn: string;
  connectInstanceArn: string;
  connectInstanceId: string;
  contactFlowId: string;
  sourcePhone: string;
  recordings: IBucket;
  appUrl: string;
  callingRules: CallingRules;
  demoMode: boolean;
  userPoolId: string;
  userPoolClientId: string;
}

/** Sets `fn`'s environment and role from what it uses (`access`). */
export function wireFunction(
  fn: IFunction & { addEnvironment(k: string, v: string): unknown },
  access: Access,
  t: WiringTargets,
): void {
  const env = (name: string, value: string) => fn.addEnvironment(name, value);
  const allow = (actions: string[], resources: string[]) =>
    fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
  const stack = Stack.of(fn);
  if (access.table) {
    env(ENV.tableName, t.table.tableName);
    allow(
      access.table.map((a) => `dynamodb:${a}`),
      [t.table.tableArn],
    );
    // Only queries read the table's index (GSI1); the Sid keeps CDK from merging this statement
    // with the table's (which would grant every table action on the index too).
    if (access.table.includes('Query')) {
      fn.addToRolePolicy(
        new PolicyStatement({
          sid: 'QueryIndex',
          actions: ['dynamodb:Query'],
          resources: [`${t.table.tableArn}/index/*`],
        }),
      );
    }
  }
  const readSecret = (name: string, secret: ISecret) => {
    env(name, secret.secretArn);
    allow(['secretsmanager:GetSecretValue'], [secret.secretArn]);
  };
  if (access.appKeys) {
    if (!t.appKeys) throw new Error('The app-keys secret exists only in demo mode');
    readSecret(ENV.appKeysSecretArn, t.appKeys);
  }
  if (access.stripe) readSecret(ENV.stripeSecretArn, t.stripe);
  if (access.originVerify) readSecret(ENV.originVerifySecretArn, t.originVerify);
  if (access.mail) {
    env(ENV.mailFrom, t.mailFrom);
    allow(['ses:SendEmail'], [t.mailIdentityArn]);
  }
  if (access.model) {
    env(ENV.bedrockModelId, t.bedrockModelId);
    allow(
      access.model.map((a) => `bedrock:${a}`),
      t.modelArns,
    );
  }
  if (access.places) {
    allow(
      access.places.map((a) => `geo-places:${a}`),
      [
        stack.formatArn({
          service: 'geo-places',
          account: '',
          resource: 'provider',
          resourceName: 'default',
        }),
      ],
    );
  }
  if (access.runResearch) {
    env(ENV.stateMachineArn, t.stateMachineArn);
    allow(['states:StartExecution', 'states:ListExecutions'], [t.stateMachineArn]);
    allow(
      ['states:StopExecution'],
      [
        stack.formatArn({
          service: 'states',
          resource: 'execution',
          resourceName: `${t.stateMachineName}:*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
    );
  }
  // SendTaskSuccess/Failure have no resource-level permissions (the task token names the execution).
  if (access.answerTasks) allow(['states:SendTaskSuccess', 'states:SendTaskFailure'], ['*']);
  if (access.placeCalls || access.stopCalls || access.describeCalls)
    env(ENV.connectInstanceId, t.connectInstanceId);
  if (access.placeCalls) {
    env(ENV.connectContactFlowId, t.contactFlowId);
    env(ENV.connectSourcePhone, t.sourcePhone);
    // StartOutboundVoiceContact has no resource-level permissions in IAM: only "*" is honoured.
    allow(['connect:StartOutboundVoiceContact'], ['*']);
  }
  const contactActions = [
    ...(access.stopCalls ? ['connect:StopContact'] : []),
    ...(access.describeCalls ? ['connect:DescribeContact'] : []),
  ];
  if (contactActions.length > 0) allow(contactActions, [`${t.connectInstanceArn}/contact/*`]);
  if (access.readRecordings) {
    env(ENV.recordingsBucket, t.recordings.bucketName);
    allow(['s3:GetObject'], [t.recordings.arnForObjects('*')]);
  }
  if (access.appUrl) env(ENV.appUrl, t.appUrl);
  for (const rule of access.callingRules ?? []) {
    const value = t.callingRules[rule];
    if (value !== undefined) env(CALLING_RULES[rule], value);
  }
  if (access.demoMode && t.demoMode) env(ENV.demoMode, 'true');
  if (access.userPool) {
    env(ENV.userPoolId, t.userPoolId);
    env(ENV.userPoolClientId, t.userPoolClientId);
  }
}
