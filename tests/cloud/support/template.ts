import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { LambdaName } from '#infra/aws/bundling';
import type { AskaroundStack } from '#infra/aws/stack';
import { synthStack } from '../../infra/support/synth';

export const ACCOUNT = '123456789012';
export const REGION = 'us-east-1';
export const USER_POOL_ID = `${REGION}_AbCdEfGhI`;
export const USER_POOL_CLIENT_ID = '4example0client0id0000000';
const INSTANCE_ARN = `arn:aws:connect:${REGION}:${ACCOUNT}:instance/0a1b2c3d-1111-2222-3333-444455556666`;

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The synthesized stack with every intrinsic replaced by the kind of value AWS would give it. */
export function resolvedStack(context: Record<string, unknown> = {}) {
  const { stack, template } = synthStack(context);
  const resources = template.toJSON().Resources as Resources;

  const ref = (id: string): string => {
    const pseudo: Record<string, string> = {
      'AWS::Partition': 'aws',
      'AWS::Region': REGION,
      'AWS::AccountId': ACCOUNT,
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': stack.stackName,
    };
    if (pseudo[id]) return pseudo[id];
    const type = resources[id]?.Type;
    if (type === 'AWS::Cognito::UserPool') return USER_POOL_ID;
    if (type === 'AWS::Cognito::UserPoolClient') return USER_POOL_CLIENT_ID;
    if (type === 'AWS::SecretsManager::Secret')
      return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${id}-AbCdEf`;
    if (type === 'AWS::DynamoDB::GlobalTable' || type === 'AWS::S3::Bucket')
      return `askaround-${id.toLowerCase()}`;
    return id;
  };
  const getAtt = (id: string, attribute: string): string => {
    const type = resources[id]?.Type ?? '';
    if (type === 'AWS::Connect::Instance' && attribute === 'Arn') return INSTANCE_ARN;
    if (type === 'AWS::Connect::ContactFlow') return `${INSTANCE_ARN}/contact-flow/${id.toLowerCase()}`;
    if (type === 'AWS::Connect::PhoneNumber')
      return attribute === 'Address'
        ? '+18005550100'
        : `arn:aws:connect:${REGION}:${ACCOUNT}:phone-number/5b6c7d8e-aaaa-bbbb-cccc-0123456789ab`;
    if (type === 'AWS::DynamoDB::GlobalTable')
      return `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${ref(id)}`;
    if (type === 'AWS::S3::Bucket')
      return attribute === 'Arn' ? `arn:aws:s3:::${ref(id)}` : `${ref(id)}.s3.amazonaws.com`;
    if (type === 'AWS::CloudFront::Distribution') return 'd1234abcdef8.cloudfront.net';
    if (type === 'AWS::Lambda::Function') return `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${id}`;
    if (type === 'AWS::Lex::BotAlias')
      return `arn:aws:lex:${REGION}:${ACCOUNT}:bot-alias/BOTID12345/ALIAS12345`;
    if (type === 'AWS::Lex::Bot') return 'BOTID12345';
    if (type === 'AWS::IAM::Role') return `arn:aws:iam::${ACCOUNT}:role/${id}`;
    const service = type.split('::')[1]?.toLowerCase() ?? 'unknown';
    return `arn:aws:${service}:${REGION}:${ACCOUNT}:${id}`;
  };
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const [key, arg] = entries[0] ?? [];
    if (entries.length === 1 && key === 'Ref') return ref(arg as string);
    if (entries.length === 1 && key === 'Fn::GetAtt') return getAtt(...(arg as [string, string]));
    if (entries.length === 1 && key === 'Fn::Join') {
      const [separator, parts] = arg as [string, unknown[]];
      return (resolve(parts) as string[]).join(separator);
    }
    if (entries.length === 1 && key === 'Fn::Split') {
      const [separator, text] = arg as [string, unknown];
      return String(resolve(text)).split(separator);
    }
    if (entries.length === 1 && key === 'Fn::Select') {
      const [index, list] = arg as [number, unknown];
      return (resolve(list) as unknown[])[Number(index)];
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
  };
  return { stack, template, resources, resolve };
}

export type ResolvedStack = ReturnType<typeof resolvedStack>;

const logicalId = (stack: AskaroundStack, fn: LambdaFunction) =>
  stack.getLogicalId(fn.node.defaultChild as CfnFunction);

/** A function's environment as CloudFormation would set it. */
export function environmentOf(s: ResolvedStack, name: LambdaName): Record<string, string> {
  const fn = s.resources[logicalId(s.stack, s.stack.functions[name])];
  const variables = (fn?.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables ?? {};
  return s.resolve(variables) as Record<string, string>;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: string | string[];
}

/** Every identity policy statement on a function's role, resolved. */
export function roleStatements(s: ResolvedStack, name: LambdaName): Statement[] {
  const fn = s.stack.functions[name];
  const roleId = s.stack.getLogicalId(fn.role?.node.defaultChild as never);
  return Object.values(s.resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties?.Roles ?? []).includes(`"${roleId}"`))
    .flatMap((r) => (s.resolve(r.Properties?.PolicyDocument) as { Statement: Statement[] }).Statement);
}

export const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

/** The metric an alarm's math reads as `metricName`: its namespace and dimensions. */
export function alarmMetric(s: ResolvedStack, alarmId: string, metricName: string) {
  type Stat = {
    MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string }[] } };
  };
  const alarm = Object.entries(s.resources).find(
    ([id, r]) => r.Type === 'AWS::CloudWatch::Alarm' && id.includes(alarmId),
  )?.[1];
  const metric = ((alarm?.Properties?.Metrics ?? []) as Stat[])
    .map((m) => m.MetricStat?.Metric)
    .find((m) => m?.MetricName === metricName);
  if (!metric) throw new Error(`Alarm ${alarmId} reads no metric ${metricName}`);
  return metric;
}

/** One CloudWatch embedded-metric-format directive. */
export interface EmfDirective {
  Namespace: string;
  Dimensions: string[][];
  Metrics: { Name: string; Unit: string }[];
}
