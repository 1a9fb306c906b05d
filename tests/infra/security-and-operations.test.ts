import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin-verify';
import { KNOWN_FINDINGS } from '#infra/aws/nag-acknowledgements';
import { SPA_ROUTES_FUNCTION_CODE } from '#infra/aws/spa-routes';
import { contractsByCapability } from '#shared/contracts/index';
import { synthStack } from './support/synth';
import { policyStatements } from './support/template-paths';

let synth: ReturnType<typeof synthStack>;
beforeAll(() => {
  synth = synthStack();
}, 120_000);

/** Actions AWS only authorizes on "*" (no resource-level permissions), each commented in infra/aws. */
const STAR_RESOURCE_ACTIONS = new Set([
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
  'xray:GetSamplingRules',
  'xray:GetSamplingTargets',
  'polly:SynthesizeSpeech',
  // Task tokens name their execution; Connect's outbound call start has no resource type in IAM.
  'states:SendTaskSuccess',
  'states:SendTaskFailure',
  'connect:StartOutboundVoiceContact',
  // The recordings bucket's notification configuration (CDK's BucketNotifications handler).
  's3:PutBucketNotification',
  // Step Functions execution logging (CloudWatch Logs vended log delivery).
  'logs:CreateLogDelivery',
  'logs:GetLogDelivery',
  'logs:UpdateLogDelivery',
  'logs:DeleteLogDelivery',
  'logs:ListLogDeliveries',
  'logs:PutResourcePolicy',
  'logs:DescribeResourcePolicies',
  'logs:DescribeLogGroups',
  // CDK's BucketDeployment invalidates the distribution after copying the SPA (infra/aws/web.ts).
  'cloudfront:GetInvalidation',
  'cloudfront:CreateInvalidation',
]);

describe('IAM', () => {
  it('grants no "*" action and "*" resources only to actions without resource-level permissions', () => {
    const statements = policyStatements(synth.template);
    expect(statements.length).toBeGreaterThan(20);
    for (const s of statements) {
      for (const action of s.Action) expect(action, s.policy).not.toMatch(/^\*$|:\*$/);
      if (s.Resource.includes('*')) {
        for (const action of s.Action)
          expect(STAR_RESOURCE_ACTIONS, `${s.policy}: ${action} on *`).toContain(action);
      }
    }
  });
});

describe('cdk-nag', () => {
  it('reports no unacknowledged AwsSolutions finding', () => {
    const report = new AwsSolutionsChecks(synth.app).validateScope(synth.stack);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('gives every acknowledged finding a reason', () => {
    for (const known of KNOWN_FINDINGS) expect(known.reason.length, String(known.id)).toBeGreaterThan(30);
  });
});

describe('Data', () => {
  it('has point-in-time recovery, deletion protection, TTL on expiresAt, on-demand billing and GSI1', () => {
    synth.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'GSI1' })],
      Replicas: [
        Match.objectLike({
          DeletionProtectionEnabled: true,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
  });
});

describe('Web', () => {
  it('serves the SPA from a private bucket through origin access control with an SPA fallback', () => {
    synth.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        // Custom error responses would also turn the API's 403 and 404 answers into the SPA shell.
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
        }),
      }),
    });
    synth.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_ROUTES_FUNCTION_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('sends the API a deploy-time origin token it alone can check, from a secret, never a literal', () => {
    const distributions = synth.template.findResources('AWS::CloudFront::Distribution');
    const origins = Object.values(distributions).flatMap(
      (d) =>
        (d as { Properties: { DistributionConfig: { Origins: unknown[] } } }).Properties.DistributionConfig
          .Origins,
    ) as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const headers = origins.flatMap((o) => o.OriginCustomHeaders ?? []);
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    expect(JSON.stringify(headers[0]?.HeaderValue)).toMatch(/resolve:secretsmanager:/);
    const apiFunctions = Object.values(synth.template.findResources('AWS::Lambda::Function')).filter(
      (f) =>
        (f as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }).Properties
          .Environment?.Variables?.ORIGIN_VERIFY_SECRET_ARN,
    );
    // Every capability but the app's own sign-in (`auth`): on AWS, Cognito signs parents in.
    expect(apiFunctions).toHaveLength(Object.keys(contractsByCapability).length - 1);
  });

  // AllViewerExceptHostHeader (b689b0a8-…) also adds every CloudFront header, among them
  // CloudFront-Viewer-Address, which the API uses as the client IP for per-IP sign-in limits.
  it('sends /api/* to API Gateway uncached with all viewer headers except Host plus the CloudFront viewer address', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            AllowedMethods: Match.arrayWith(['GET', 'PUT', 'PATCH', 'POST', 'DELETE']),
          }),
        ],
      }),
    });
  });

  it('adds CSP, HSTS and frame denial headers', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
          }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });
});

describe('Cost allocation tags', () => {
  it('tags every taggable resource with Application and a known Component', () => {
    const components = new Set(['web', 'api', 'identity', 'data', 'workflow', 'telephony', 'ai']);
    let tagged = 0;
    for (const [id, res] of Object.entries(
      synth.template.toJSON().Resources as Record<string, { Type: string; Properties?: { Tags?: unknown } }>,
    )) {
      const raw = res.Properties?.Tags;
      if (!raw || res.Type === 'AWS::Budgets::Budget') continue;
      const tags = Array.isArray(raw)
        ? Object.fromEntries((raw as { Key: string; Value: string }[]).map((t) => [t.Key, t.Value]))
        : (raw as Record<string, string>);
      expect(tags.Application, id).toBe('askaround');
      expect(components, `${id} Component=${tags.Component}`).toContain(tags.Component);
      tagged++;
    }
    expect(tagged).toBeGreaterThan(40);
  });
});

describe('Telephony and operations', () => {
  it('creates the Connect instance, number, flow with recording and the Lex bot, hook and association', () => {
    synth.template.resourceCountIs('AWS::Connect::Instance', 1);
    synth.template.hasResourceProperties('AWS::Connect::PhoneNumber', { CountryCode: 'US', Type: 'DID' });
    synth.template.hasResourceProperties('AWS::Connect::InstanceStorageConfig', {
      ResourceType: 'CALL_RECORDINGS',
    });
    synth.template.hasResourceProperties('AWS::Connect::IntegrationAssociation', {
      IntegrationType: 'LEX_BOT',
    });
    synth.template.hasResourceProperties('AWS::Lex::BotAlias', {
      BotAliasLocaleSettings: [
        Match.objectLike({
          BotAliasLocaleSetting: Match.objectLike({ CodeHookSpecification: Match.anyValue() }),
        }),
      ],
    });
    const flow = JSON.stringify(synth.template.findResources('AWS::Connect::ContactFlow'));
    for (const step of [
      'UpdateContactRecordingBehavior',
      'UpdateContactTextToSpeechVoice',
      'ConnectParticipantWithLexBot',
      'DisconnectParticipant',
    ]) {
      expect(flow).toContain(step);
    }
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })]),
      },
    });
  });

  it('has the four alarms, a dashboard and a budget alerting the context e-mail', () => {
    synth.template.resourceCountIs('AWS::CloudWatch::Alarm', 4);
    synth.template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    synth.template.hasResourceProperties('AWS::Budgets::Budget', {
      NotificationsWithSubscribers: Match.arrayWith([
        Match.objectLike({ Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'ops@example.com' }] }),
      ]),
    });
  });
});
