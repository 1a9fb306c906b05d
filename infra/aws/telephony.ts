import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  CfnContactFlow,
  CfnInstance,
  CfnInstanceStorageConfig,
  CfnIntegrationAssociation,
  CfnPhoneNumber,
} from 'aws-cdk-lib/aws-connect';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnBot, CfnBotAlias, CfnBotVersion } from 'aws-cdk-lib/aws-lex';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { contactFlowContent, inboundFlowContent } from './contact-flow';
import type { DeployContext } from './context';
import { tagComponent } from './tags';

const RECORDINGS_PREFIX = 'connect-recordings';
const LOCALE = 'en_US';

export interface TelephonyProps {
  context: DeployContext;
  logBucket: Bucket;
}

/** Amazon Connect (created or existing), its number and flow, the Lex bot, and the recordings bucket. */
export class Telephony extends Construct {
  readonly instanceArn: string;
  readonly instanceId: string;
  readonly contactFlowId: string;
  readonly phoneNumber: string;
  readonly recordings: Bucket;
  private readonly bot: CfnBot;
  private readonly alias: CfnBotAlias;

  constructor(scope: Construct, id: string, { context, logBucket }: TelephonyProps) {
    super(scope, id);
    this.recordings = new Bucket(this, 'Recordings', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'recordings/',
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'expire-recordings',
          expiration: Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });

    if (context.connectInstanceArn) {
      this.instanceArn = context.connectInstanceArn;
    } else {
      const instance = new CfnInstance(this, 'Instance', {
        identityManagementType: 'CONNECT_MANAGED',
        instanceAlias: `askaround-${Stack.of(this).account}`.slice(0, 45),
        attributes: {
          inboundCalls: true,
          outboundCalls: true,
          contactflowLogs: true,
          autoResolveBestVoices: true,
        },
      });
      this.instanceArn = instance.attrArn;
      new CfnInstanceStorageConfig(this, 'RecordingStorage', {
        instanceArn: instance.attrArn,
        resourceType: 'CALL_RECORDINGS',
        storageType: 'S3',
        s3Config: { bucketName: this.recordings.bucketName, bucketPrefix: RECORDINGS_PREFIX },
      });
    }
    this.instanceId = Fn.select(1, Fn.split('/', this.instanceArn));

    const lexRole = new Role(this, 'LexRole', { assumedBy: new ServicePrincipal('lexv2.amazonaws.com') });
    // Polly's SynthesizeSpeech has no resource-level permissions: the service requires "*".
    lexRole.addToPolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
    const hook = { enabled: true };
    this.bot = new CfnBot(this, 'Bot', {
      name: `askaround-agent-${Stack.of(this).stackName}`.slice(0, 100),
      roleArn: lexRole.roleArn,
      dataPrivacy: { ChildDirected: false },
      idleSessionTtlInSeconds: 300,
      autoBuildBotLocales: true,
      botLocales: [
        {
          localeId: LOCALE,
          nluConfidenceThreshold: 0.4,
          voiceSettings: { voiceId: 'Joanna', engine: 'neural' },
          intents: [
            {
              name: 'Talk',
              description: 'Anything the business says; the code hook answers with the agent',
              sampleUtterances: [{ utterance: 'hello' }, { utterance: 'how can I help you' }],
              dialogCodeHook: hook,
              fulfillmentCodeHook: hook,
            },
            {
              name: 'FallbackIntent',
              parentIntentSignature: 'AMAZON.FallbackIntent',
              dialogCodeHook: hook,
              fulfillmentCodeHook: hook,
            },
          ],
        },
      ],
    });
    const version = new CfnBotVersion(this, 'BotVersion', {
      botId: this.bot.attrId,
      botVersionLocaleSpecification: [
        { localeId: LOCALE, botVersionLocaleDetails: { sourceBotVersion: 'DRAFT' } },
      ],
    });
    this.alias = new CfnBotAlias(this, 'BotAlias', {
      botId: this.bot.attrId,
      botAliasName: 'live',
      botVersion: version.attrBotVersion,
    });

    const association = new CfnIntegrationAssociation(this, 'LexAssociation', {
      instanceId: this.instanceArn,
      integrationType: 'LEX_BOT',
      integrationArn: this.alias.attrArn,
    });
    const flow = new CfnContactFlow(this, 'OutboundFlow', {
      instanceArn: this.instanceArn,
      name: 'Askaround outbound call',
      type: 'CONTACT_FLOW',
      content: Stack.of(this).toJsonString(contactFlowContent(this.alias.attrArn)),
    });
    // Connect validates the flow's bot when the flow is saved: the bot must be associated first.
    flow.addDependency(association);
    this.contactFlowId = Fn.select(3, Fn.split('/', flow.attrContactFlowArn));
    const number = new CfnPhoneNumber(this, 'PhoneNumber', {
      targetArn: this.instanceArn,
      countryCode: context.phoneCountry,
      type: context.phoneType,
      description: 'Askaround outbound research calls',
    });
    this.phoneNumber = number.attrAddress;

    // A business calling the number back hears who called and why, then the call ends.
    const inbound = new CfnContactFlow(this, 'InboundFlow', {
      instanceArn: this.instanceArn,
      name: 'Askaround inbound call',
      type: 'CONTACT_FLOW',
      content: Stack.of(this).toJsonString(inboundFlowContent()),
    });
    const contactFlowId = Fn.select(3, Fn.split('/', inbound.attrContactFlowArn));
    const phoneNumberId = Fn.select(1, Fn.split('phone-number/', number.attrPhoneNumberArn));
    const associate = {
      service: 'Connect',
      action: 'associatePhoneNumberContactFlow',
      parameters: {
        InstanceId: this.instanceArn,
        PhoneNumberId: phoneNumberId,
        ContactFlowId: contactFlowId,
      },
      physicalResourceId: PhysicalResourceId.of(`inbound-${context.phoneCountry}`),
    };
    new AwsCustomResource(this, 'InboundNumber', {
      onCreate: associate,
      onUpdate: associate,
      onDelete: {
        service: 'Connect',
        action: 'disassociatePhoneNumberContactFlow',
        parameters: { InstanceId: this.instanceArn, PhoneNumberId: phoneNumberId },
      },
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['connect:AssociatePhoneNumberContactFlow', 'connect:DisassociatePhoneNumberContactFlow'],
          resources: [number.attrPhoneNumberArn, inbound.attrContactFlowArn],
        }),
      ]),
    });
    tagComponent(this, 'telephony');
  }

  /** Sends each new recording Connect writes to `fn` (S3 ObjectCreated under the recordings prefix). */
  onRecording(fn: IFunction): void {
    this.recordings.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), {
      prefix: `${RECORDINGS_PREFIX}/`,
    });
  }

  /** Makes `fn` the code hook of every intent: the agent's turn handler. */
  setTurnHandler(fn: IFunction): void {
    this.alias.botAliasLocaleSettings = [
      {
        localeId: LOCALE,
        botAliasLocaleSetting: {
          enabled: true,
          codeHookSpecification: {
            lambdaCodeHook: { codeHookInterfaceVersion: '1.0', lambdaArn: fn.functionArn },
          },
        },
      },
    ];
    fn.addPermission('LexInvoke', {
      principal: new ServicePrincipal('lexv2.amazonaws.com'),
      sourceArn: this.alias.attrArn,
    });
  }
}
