import { CfnOutput, RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ENV } from '../../functions/runtime/env-names';
import { type Capability, contractsByCapability } from '../../shared/contracts';
import { Api } from './api';
import { readDeployContext } from './context';
import { Data } from './data';
import { createFunction } from './lambda-function';
import { acknowledgeFindings } from './nag-acknowledgements';
import { Operations } from './operations';
import { Secrets } from './secrets';
import { APPLICATION, type Component, tagComponent } from './tags';
import { RECORDINGS_PREFIX, Telephony } from './telephony';
import { Web } from './web';
import { researchStateMachineArn, Workflow } from './workflow';

const API_COMPONENT: Record<Capability, Component> = {
  config: 'api',
  auth: 'api',
  users: 'api',
  research: 'api',
  chat: 'ai',
  places: 'api',
  billing: 'api',
};

/** Everything Askaround runs on in one AWS account and region. */
export class AskaroundStack extends Stack {
  readonly apiFunctions: Record<Capability, NodejsFunction>;

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
    const secrets = new Secrets(this, 'Secrets', { mailFrom: context.mailFrom });
    const telephony = new Telephony(this, 'Telephony', { context, logBucket });
    const base: Record<string, string> = {
      [ENV.tableName]: data.table.tableName,
      [ENV.appKeysSecretArn]: secrets.appKeys.secretArn,
      [ENV.stripeSecretArn]: secrets.stripe.secretArn,
      [ENV.mailFrom]: context.mailFrom,
      [ENV.bedrockModelId]: context.bedrockModelId,
      [ENV.connectInstanceId]: telephony.instanceId,
      [ENV.connectContactFlowId]: telephony.contactFlowId,
      [ENV.connectSourcePhone]: telephony.phoneNumber,
      [ENV.recordingsBucket]: telephony.recordings.bucketName,
      [ENV.recordingsPrefix]: RECORDINGS_PREFIX,
      [ENV.dailyCallLimit]: String(context.dailyCallLimit),
      [ENV.transcribe]: String(context.transcribe),
      [ENV.stateMachineArn]: researchStateMachineArn(this),
    };
    const workflow = new Workflow(this, 'Workflow', {
      environment: base,
      connectInstanceArn: telephony.instanceArn,
    });

    const capabilities = Object.keys(contractsByCapability) as Capability[];
    this.apiFunctions = Object.fromEntries(
      capabilities.map((capability) => [
        capability,
        createFunction(this, `${capability[0]?.toUpperCase()}${capability.slice(1)}Function`, {
          entry: `functions/runtime/lambda/${capability}.ts`,
          component: API_COMPONENT[capability],
          environment: { ...base, [ENV.originVerifySecretArn]: secrets.originVerify.secretArn },
          memorySize: capability === 'chat' ? 1024 : 512,
        }),
      ]),
    ) as Record<Capability, NodejsFunction>;
    const api = new Api(this, 'Api', { contractsByCapability, functions: this.apiFunctions });
    const web = new Web(this, 'Web', { api: api.restApi, logBucket, originVerify: secrets.originVerify });

    // The turn handler only converses; without the flow id its environment does not depend on the flow.
    const { [ENV.connectContactFlowId]: _flow, [ENV.connectSourcePhone]: _phone, ...turnEnvironment } = base;
    const lexTurn = createFunction(this, 'LexTurn', {
      entry: 'functions/runtime/lambda/lex-turn.ts',
      component: 'ai',
      environment: turnEnvironment,
      memorySize: 1024,
    });
    telephony.setTurnHandler(lexTurn);

    // Who may do what.
    const everyone = [
      ...Object.values(this.apiFunctions),
      ...Object.values(workflow.taskFunctions),
      lexTurn,
      workflow.contactDisconnected,
      workflow.sweeper,
      workflow.monthlyRefill,
    ];
    for (const fn of everyone) {
      data.table.grantReadWriteData(fn);
      secrets.appKeys.grantRead(fn);
    }
    for (const fn of [
      this.apiFunctions.auth,
      this.apiFunctions.users,
      this.apiFunctions.research,
      ...Object.values(workflow.taskFunctions),
    ]) {
      secrets.grantSend(fn);
    }
    for (const fn of Object.values(this.apiFunctions)) secrets.originVerify.grantRead(fn);
    secrets.stripe.grantRead(this.apiFunctions.billing);
    for (const fn of [this.apiFunctions.research, workflow.sweeper, workflow.contactDisconnected]) {
      workflow.grantRun(fn);
    }
    for (const fn of [
      ...Object.values(workflow.taskFunctions),
      workflow.contactDisconnected,
      workflow.sweeper,
    ]) {
      workflow.grantTaskResponse(fn);
    }
    for (const fn of [
      this.apiFunctions.research,
      ...Object.values(workflow.taskFunctions),
      workflow.sweeper,
      workflow.contactDisconnected,
    ]) {
      telephony.grantCalls(fn);
    }
    telephony.recordings.grantRead(this.apiFunctions.research);
    telephony.recordings.grantRead(workflow.contactDisconnected);
    telephony.recordings.grantRead(workflow.sweeper);
    telephony.recordings.grantReadWrite(workflow.taskFunctions.Extract ?? workflow.sweeper);
    // The research API derives asks from questions with the model (POST /api/asks, create research).
    const modelUsers = [
      this.apiFunctions.chat,
      this.apiFunctions.research,
      lexTurn,
      ...Object.values(workflow.taskFunctions),
    ];
    for (const fn of modelUsers) fn.addToRolePolicy(this.bedrockInvoke(context.bedrockModelId));
    for (const fn of [
      this.apiFunctions.places,
      this.apiFunctions.chat,
      this.apiFunctions.research,
      workflow.taskFunctions.Prepare ?? lexTurn,
    ]) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [
            'geo-places:SearchText',
            'geo-places:Geocode',
            'geo-places:GetPlace',
            'geo-places:ReverseGeocode',
            'geo-places:Autocomplete',
          ],
          resources: [
            this.formatArn({
              service: 'geo-places',
              account: '',
              resource: 'provider',
              resourceName: 'default',
            }),
          ],
        }),
      );
    }
    if (context.transcribe && workflow.taskFunctions.Extract) {
      workflow.taskFunctions.Extract.addToRolePolicy(
        new PolicyStatement({
          actions: ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
          resources: [
            this.formatArn({
              service: 'transcribe',
              resource: 'transcription-job',
              resourceName: 'askaround-*',
            }),
          ],
        }),
      );
    }
    for (const fn of Object.values(workflow.taskFunctions))
      fn.addEnvironment(ENV.appUrl, `https://${web.distribution.distributionDomainName}`);

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

  /** Invoking the configured model: its cross-region inference profile and the foundation model behind it. */
  private bedrockInvoke(modelId: string): PolicyStatement {
    const baseModel = modelId.replace(/^(us|eu|apac|global)\./, '');
    const resources = [
      this.formatArn({
        service: 'bedrock',
        account: '',
        resource: 'foundation-model',
        resourceName: baseModel,
      }),
    ];
    if (baseModel !== modelId) {
      resources.push(
        this.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
      );
      // An inference profile routes to the model in any region of its geography, so the region is "*".
      resources.push(`arn:${this.partition}:bedrock:*::foundation-model/${baseModel}`);
    }
    return new PolicyStatement({
      actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
      resources,
    });
  }
}
