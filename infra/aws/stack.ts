import { CfnOutput, RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type Capability, contractsByCapability } from '#shared/contracts/index';
import { Api } from './api';
import type { LambdaName } from './bundling';
import { readDeployContext } from './context';
import { Data } from './data';
import { FUNCTION_ACCESS } from './function-access';
import { wireFunction } from './function-wiring';
import { createFunction } from './lambda-function';
import { acknowledgeFindings } from './nag-acknowledgements';
import { Operations } from './operations';
import { Secrets } from './secrets';
import { APPLICATION, type Component, tagComponent } from './tags';
import { Telephony } from './telephony';
import { UserPoolAuth } from './user-pool';
import { Web } from './web';
import { researchStateMachineArn, researchStateMachineName, Workflow } from './workflow';

/** The API capabilities deployed on AWS: sign-in is Cognito's (the user pool), not the app's `auth` routes. */
type CloudCapability = Exclude<Capability, 'auth'>;

const API_COMPONENT: Record<CloudCapability, Component> = {
  config: 'api',
  users: 'api',
  research: 'api',
  chat: 'ai',
  places: 'api',
  billing: 'api',
};

/** Everything Askaround runs on in one AWS account and region. */
export class AskaroundStack extends Stack {
  readonly apiFunctions: Record<CloudCapability, LambdaFunction>;
  readonly userPool: UserPoolAuth;
  /** Every function, by its entry name (functions/runtime/lambda/<name>.ts). */
  readonly functions: Record<LambdaName, LambdaFunction>;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    Tags.of(this).add('Application', APPLICATION);
    // Fallback for resources CDK creates at stack level (e.g. the Scheduler target role); every
    // construct tags its own component with the default, higher priority.
    Tags.of(this).add('Component', 'api', { priority: 50 });
    const context = readDeployContext(this.node);
    const logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    tagComponent(logBucket, 'web');
    const data = new Data(this, 'Data');
    const secrets = new Secrets(this, 'Secrets', { mailFrom: context.mailFrom, demoMode: context.demoMode });
    const postConfirmation = createFunction(this, 'PostConfirmation', {
      name: 'post-confirmation',
      component: 'identity',
      environment: {},
    });
    this.userPool = new UserPoolAuth(this, 'Auth', {
      postConfirmation,
      sesFrom: context.cognitoSesFrom,
      retain: context.retainUserPool,
    });
    const telephony = new Telephony(this, 'Telephony', { context, logBucket });
    const workflow = new Workflow(this, 'Workflow', { connectInstanceArn: telephony.instanceArn });

    const { auth: _ownSignIn, ...cloudContracts } = contractsByCapability;
    const capabilities = Object.keys(cloudContracts) as CloudCapability[];
    this.apiFunctions = Object.fromEntries(
      capabilities.map((capability) => [
        capability,
        createFunction(this, `${capability[0]?.toUpperCase()}${capability.slice(1)}Function`, {
          name: capability,
          component: API_COMPONENT[capability],
          environment: {},
          memorySize: capability === 'chat' ? 1024 : 512,
        }),
      ]),
    ) as Record<CloudCapability, LambdaFunction>;
    const api = new Api(this, 'Api', { contractsByCapability: cloudContracts, functions: this.apiFunctions });
    const web = new Web(this, 'Web', { api: api.restApi, logBucket, originVerify: secrets.originVerify });

    const lexTurn = createFunction(this, 'LexTurn', {
      name: 'lex-turn',
      component: 'ai',
      environment: {},
      memorySize: 1024,
    });
    telephony.setTurnHandler(lexTurn);
    const recordingReady = createFunction(this, 'RecordingReady', {
      name: 'recording-ready',
      component: 'telephony',
      environment: {},
    });
    telephony.onRecording(recordingReady);

    this.functions = {
      ...this.apiFunctions,
      ...workflow.functions,
      'lex-turn': lexTurn,
      'recording-ready': recordingReady,
      'post-confirmation': postConfirmation,
    } as unknown as Record<LambdaName, LambdaFunction>;
    const targets = {
      table: data.table,
      appKeys: secrets.appKeys,
      stripe: secrets.stripe,
      originVerify: secrets.originVerify,
      mailFrom: context.mailFrom,
      mailIdentityArn: secrets.identityArn,
      bedrockModelId: context.bedrockModelId,
      modelArns: this.modelArns(context.bedrockModelId),
      stateMachineName: researchStateMachineName(this),
      stateMachineArn: researchStateMachineArn(this),
      connectInstanceArn: telephony.instanceArn,
      connectInstanceId: telephony.instanceId,
      contactFlowId: telephony.contactFlowId,
      sourcePhone: telephony.phoneNumber,
      recordings: telephony.recordings,
      appUrl: `https://${web.distribution.distributionDomainName}`,
      callingRules: context.callingRules,
      demoMode: context.demoMode,
      userPoolId: this.userPool.pool.userPoolId,
      userPoolClientId: this.userPool.client.userPoolClientId,
    };
    for (const [name, fn] of Object.entries(this.functions) as [LambdaName, LambdaFunction][]) {
      const access = FUNCTION_ACCESS[name];
      // In demo mode checkout is the in-app demo: the billing function reads the app keys (its
      // signing) and never the Stripe secret; otherwise the Stripe secret and no app keys.
      const checkout = access.stripe
        ? { ...access, stripe: !context.demoMode, appKeys: context.demoMode }
        : access;
      wireFunction(fn, checkout, targets);
    }

    new Operations(this, 'Operations', {
      api: api.restApi,
      stateMachine: workflow.stateMachine,
      connectInstanceId: telephony.instanceId,
      alertEmail: context.alertEmail,
      monthlyBudgetUsd: context.monthlyBudgetUsd,
    });
    new CfnOutput(this, 'Url', { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'PhoneNumber', { value: telephony.phoneNumber });
    acknowledgeFindings(this);
  }

  /**
   * The configured model: a foundation model in this region, or a cross-region inference profile
   * and the model behind it in any region of the profile's geography (where the profile routes).
   */
  private modelArns(modelId: string): string[] {
    const baseModel = modelId.replace(/^(us|eu|apac|global)\./, '');
    if (baseModel === modelId)
      return [
        this.formatArn({
          service: 'bedrock',
          account: '',
          resource: 'foundation-model',
          resourceName: modelId,
        }),
      ];
    return [
      this.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
      `arn:${this.partition}:bedrock:*::foundation-model/${baseModel}`,
    ];
  }
}
