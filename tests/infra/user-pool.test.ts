import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { UserPoolAuth } from '#infra/aws/user-pool';

function synth(props: { sesFrom?: string | null; retain?: boolean } = {}) {
  const stack = new Stack(new App(), 'PoolTest', { env: { account: '123456789012', region: 'us-east-1' } });
  const trigger = new LambdaFunction(stack, 'Trigger', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async (e) => e;'),
  });
  new UserPoolAuth(stack, 'Auth', {
    postConfirmation: trigger,
    sesFrom: props.sesFrom ?? null,
    retain: props.retain ?? true,
  });
  return Template.fromStack(stack);
}

describe('the Cognito user pool', () => {
  const template = synth();

  it('is on the Essentials plan with e-mail as the username and e-mail one-time codes as first factor', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'ESSENTIALS',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD', 'EMAIL_OTP'] } }),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: { PostConfirmation: Match.anyValue() },
    });
  });

  it("sends codes with Cognito's own sender on a first deploy, and from SES when configured", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    synth({ sesFrom: 'sign-in@askaround.example' }).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Askaround <sign-in@askaround.example>',
      }),
    });
  });

  it('is retained on cdk destroy unless configured otherwise', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    synth({ retain: false }).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete' });
  });

  it('gives the SPA a client without a secret, USER_AUTH only, 1 h access and 30 day rotating refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_AUTH'],
      AllowedOAuthFlows: Match.absent(),
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
      RefreshTokenRotation: Match.objectLike({ Feature: 'ENABLED' }),
    });
  });

  it('tags the pool with its cost component', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    expect(pool?.Properties.UserPoolTags).toMatchObject({ Component: 'identity' });
  });
});
