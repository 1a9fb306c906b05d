import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStack } from './support/synth';
import { apiMethods } from './support/template-paths';

type Synth = ReturnType<typeof synthStack>;
let synth: Synth;
beforeAll(() => {
  synth = synthStack();
}, 120_000);

const logicalId = (s: Synth, construct: { node: { defaultChild?: unknown } }) =>
  s.stack.getLogicalId(construct.node.defaultChild as CfnFunction);

const environmentOf = (s: Synth, name: keyof Synth['stack']['functions']) =>
  (
    s.template.toJSON().Resources[logicalId(s, s.stack.functions[name])] as {
      Properties: { Environment?: { Variables?: Record<string, unknown> } };
    }
  ).Properties.Environment?.Variables ?? {};

describe('sign-in on Amazon Cognito in AskaroundStack', () => {
  it('has the user pool (e-mail codes, Essentials) with its post-confirmation trigger, and the SPA client', () => {
    synth.template.resourceCountIs('AWS::Cognito::UserPool', 1);
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      UsernameAttributes: ['email'],
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'EMAIL_OTP'] } }),
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
      LambdaConfig: {
        PostConfirmation: {
          'Fn::GetAtt': [logicalId(synth, synth.stack.functions['post-confirmation']), 'Arn'],
        },
      },
    });
    synth.template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    synth.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_AUTH'],
    });
  });

  it("tells the SPA the pool and client through the config function's environment", () => {
    expect(environmentOf(synth, 'config')).toMatchObject({
      USER_POOL_ID: { Ref: logicalId(synth, synth.stack.userPool.pool) },
      USER_POOL_CLIENT_ID: { Ref: logicalId(synth, synth.stack.userPool.client) },
    });
  });

  it('serves no /api/auth route and makes no app-keys secret', () => {
    const paths = [...apiMethods(synth.template).keys()];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.includes(' /api/auth'))).toEqual([]);
    expect(Object.keys(synth.template.findResources('AWS::SecretsManager::Secret')).join()).not.toMatch(
      /AppKeys/,
    );
  });

  it('in demo mode, makes the app-keys secret for the demo checkout, read by the billing function only', () => {
    const demo = synthStack({ demoMode: 'true' });
    const holders = (Object.keys(demo.stack.functions) as (keyof Synth['stack']['functions'])[]).filter(
      (name) => environmentOf(demo, name).APP_KEYS_SECRET_ARN,
    );
    expect(holders).toEqual(['billing']);
    expect(environmentOf(demo, 'billing').STRIPE_SECRET_ARN).toBeUndefined();
  });

  it('sends codes from SES and lets the pool go on destroy when configured', () => {
    const configured = synthStack({ cognitoSesFrom: 'codes@askaround.example', retainUserPool: 'false' });
    configured.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('codes@askaround.example'),
      }),
    });
    configured.template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });
});
