import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readDeployContext } from '#infra/aws/context';

const read = (context: Record<string, unknown>) => readDeployContext(new App({ context }).node);

describe('deploy context', () => {
  it('has documented defaults', () => {
    expect(read({})).toMatchObject({
      alertEmail: null,
      connectInstanceArn: null,
      phoneCountry: 'US',
      phoneType: 'DID',
      demoMode: false,
      monthlyBudgetUsd: 200,
      cognitoSesFrom: null,
      retainUserPool: true,
    });
  });

  it('sends sign-in codes from a configured SES sender and lets the pool go on destroy when asked', () => {
    expect(read({ cognitoSesFrom: 'codes@askaround.example', retainUserPool: 'false' })).toMatchObject({
      cognitoSesFrom: 'codes@askaround.example',
      retainUserPool: false,
    });
    expect(() => read({ cognitoSesFrom: 'askaround.example' })).toThrow(
      'cognitoSesFrom must be an e-mail address',
    );
  });

  it('rejects a bad instance ARN, phone type or budget with a clear message', () => {
    expect(() => read({ connectInstanceArn: 'instance-1' })).toThrow(
      'connectInstanceArn must be an Amazon Connect instance ARN',
    );
    expect(() => read({ phoneType: 'MOBILE' })).toThrow('phoneType must be DID or TOLL_FREE');
    expect(() => read({ monthlyBudgetUsd: '-3' })).toThrow('monthlyBudgetUsd must be a positive number');
  });

  it('accepts an existing instance and demoMode=true', () => {
    const arn = 'arn:aws:connect:us-east-1:123456789012:instance/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
    expect(read({ connectInstanceArn: arn, demoMode: 'true' })).toMatchObject({
      connectInstanceArn: arn,
      demoMode: true,
    });
  });
});

describe('Telephony with an existing Connect instance', () => {
  it('creates no instance or storage config and attaches the flow, number and bot to the given one', async () => {
    const { Stack } = await import('aws-cdk-lib');
    const { Template } = await import('aws-cdk-lib/assertions');
    const { Bucket } = await import('aws-cdk-lib/aws-s3');
    const { Telephony } = await import('#infra/aws/telephony');
    const arn = 'arn:aws:connect:us-east-1:123456789012:instance/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
    const app = new App({ builtinCloudFormationValidation: false, context: { connectInstanceArn: arn } });
    const stack = new Stack(app, 'T');
    new Telephony(stack, 'Telephony', {
      context: readDeployContext(stack.node),
      logBucket: new Bucket(stack, 'Logs'),
    });
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::Connect::Instance', 0);
    template.resourceCountIs('AWS::Connect::InstanceStorageConfig', 0);
    template.hasResourceProperties('AWS::Connect::ContactFlow', { InstanceArn: arn });
    template.hasResourceProperties('AWS::Connect::PhoneNumber', { TargetArn: arn });
    template.hasResourceProperties('AWS::Connect::IntegrationAssociation', {
      InstanceId: arn,
      IntegrationType: 'LEX_BOT',
    });
  });
});
