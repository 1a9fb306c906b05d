import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAsl } from '#infra/aws/asl';
import { LEX_TIMEOUTS } from '#infra/aws/contact-flow';
import { type ResolvedStack, resolvedStack } from './support/template';

const require = createRequire(import.meta.url);
const validateAsl = require('asl-validator') as (definition: unknown) => {
  isValid: boolean;
  errorsText(separator?: string): string;
};

const LAMBDA_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

interface State {
  Type: string;
  Retry?: { ErrorEquals: string[]; MaxAttempts?: number }[];
  ItemProcessor?: { States: Record<string, State> };
}

function taskStates(states: Record<string, State>): [string, State][] {
  return Object.entries(states).flatMap(([name, state]) => [
    ...(state.Type === 'Task' ? [[name, state] as [string, State]] : []),
    ...(state.ItemProcessor ? taskStates(state.ItemProcessor.States) : []),
  ]);
}

const definition = JSON.parse(
  readAsl().replace(
    /\$\{(\w+)\}/g,
    (_, name: string) => `arn:aws:lambda:us-east-1:123456789012:function:${name}`,
  ),
) as { States: Record<string, State> };

describe('the research state machine', () => {
  it('is valid Amazon States Language', () => {
    const result = validateAsl(definition);
    expect(result.errorsText('\n')).toBe('');
    expect(result.isValid).toBe(true);
  });

  it.each(taskStates(definition.States))('Task %s retries every Lambda service error', (_name, state) => {
    const retried = (state.Retry ?? []).filter((r) => (r.MaxAttempts ?? 3) > 0).flatMap((r) => r.ErrorEquals);
    for (const error of LAMBDA_ERRORS) expect(retried).toContain(error);
  });

  it('PlaceCall retries a busy, throttled or failing Connect (TelephonyCapacityError)', () => {
    const [, placeCall] = taskStates(definition.States).find(([name]) => name === 'PlaceCall') ?? [];
    expect(placeCall?.Retry?.flatMap((r) => r.ErrorEquals)).toContain('TelephonyCapacityError');
  });
});

describe('the synthesized stack', () => {
  let s: ResolvedStack;
  beforeAll(() => {
    s = resolvedStack();
  });
  const ofType = (type: string) =>
    Object.entries(s.resources).filter(([, r]) => r.Type === type) as [
      string,
      { Properties: Record<string, unknown>; DependsOn?: string[] },
    ][];

  it('tags every billable resource with Application and Component (cost allocation)', () => {
    const billable = [
      'AWS::Lambda::Function',
      'AWS::DynamoDB::GlobalTable',
      'AWS::S3::Bucket',
      'AWS::CloudFront::Distribution',
      'AWS::ApiGateway::Stage',
      'AWS::StepFunctions::StateMachine',
      'AWS::Connect::Instance',
      'AWS::Connect::PhoneNumber',
      'AWS::Lex::Bot',
      'AWS::SecretsManager::Secret',
      'AWS::Logs::LogGroup',
    ];
    for (const type of billable) {
      const found = ofType(type);
      expect(found.length, type).toBeGreaterThan(0);
      for (const [id, r] of found) {
        // DynamoDB global tables carry their tags per replica; Lex bots as BotTags.
        const { Tags, BotTags, Replicas } = r.Properties;
        const tags = JSON.stringify([
          Tags,
          BotTags,
          (Replicas as { Tags?: unknown }[] | undefined)?.map((x) => x.Tags),
        ]);
        expect(tags, `${type} ${id}`).toContain('Application');
        expect(tags, `${type} ${id}`).toContain('Component');
      }
    }
  });

  it('saves the outbound flow only after the bot is associated with the instance, and sets Lex timeouts', () => {
    const [association] = ofType('AWS::Connect::IntegrationAssociation').map(([id]) => id);
    const outbound = ofType('AWS::Connect::ContactFlow').find(
      ([, r]) => r.Properties.Name === 'Askaround outbound call',
    );
    expect(outbound?.[1].DependsOn).toContain(association);
    const content = JSON.stringify(s.resolve(outbound?.[1].Properties.Content));
    for (const [key, value] of Object.entries(LEX_TIMEOUTS))
      expect(content).toContain(`\\"${key}\\":\\"${value}\\"`);
  });

  it('answers the number with an inbound flow', () => {
    const inbound = ofType('AWS::Connect::ContactFlow').find(
      ([, r]) => r.Properties.Name === 'Askaround inbound call',
    );
    expect(inbound).toBeDefined();
    const association = Object.values(s.resources).find(
      (r) =>
        r.Type === 'Custom::AWS' && JSON.stringify(r.Properties).includes('associatePhoneNumberContactFlow'),
    );
    expect(JSON.stringify(association?.Properties)).toContain(inbound?.[0]);
  });

  it("sends the recordings bucket's ObjectCreated events under the recordings prefix to recording-ready", () => {
    const notifications = Object.values(s.resources).find((r) => r.Type === 'Custom::S3BucketNotifications');
    const config = JSON.stringify(notifications?.Properties?.NotificationConfiguration);
    expect(config).toContain('s3:ObjectCreated:*');
    expect(config).toContain('connect-recordings/');
    expect(config).toContain(
      s.stack.getLogicalId(s.stack.functions['recording-ready'].node.defaultChild as never),
    );
  });
});
