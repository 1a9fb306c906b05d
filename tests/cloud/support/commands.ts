import type { LambdaName } from '#infra/aws/bundling';
import { type BundleCode, callsWithFirst, constructsClassWith, holdsLiteral, signsFor } from './bundle-code';
import { ACCOUNT, REGION } from './template';

/** One IAM authorization a command needs: an action on a realistic resource. */
export interface IamRequest {
  action: string;
  resource: string;
}

/** An AWS API call a function's code can make. */
interface CommandBase {
  /** Environment variables it is configured from. */
  env: string[];
  requests(env: Record<string, string>): IamRequest[];
}

/** Sent through an AWS SDK client of `sdk`: the bundle requires it and reads `command` off it. */
interface SdkCommand extends CommandBase {
  sdk: string;
  command: string;
}

/**
 * Sent through the signed client (functions/adapters/aws/signed/): `operation` is
 * `<signing name>:<Action>`, as the fake AWS (fake-aws.ts) receives it; `sentBy` tells whether a
 * bundle holds the code that sends it.
 */
interface SignedCommand extends CommandBase {
  operation: string;
  sentBy(bundle: BundleCode): boolean;
}

export type Command = SdkCommand | SignedCommand;

/** What the tests see a command sent as: the SDK command's class name, or the signed operation. */
export const callOf = (command: Command) => ('sdk' in command ? command.command : command.operation);

/** Whether a function's bundle holds the code to send `command`. */
export const sentBy = (command: Command, bundle: BundleCode) =>
  'sdk' in command
    ? bundle.required.has(command.sdk) && bundle.read.has(command.command)
    : command.sentBy(bundle);

const table = (env: Record<string, string>) =>
  `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${env.TABLE_NAME}`;

/** DynamoDB's JSON protocol target, a string the document client appends each command's operation to. */
const DYNAMODB_TARGET = /["'`]DynamoDB_20120810\./;

/**
 * A DynamoDB action through the document client (adapters/aws/dynamo/document-client.ts) and the
 * actions IAM checks for it. The bundle signs for `dynamodb`, sends to its JSON target, and
 * constructs the command class whose `operation` it is (adapters/aws/dynamo/commands.ts).
 */
const dynamo = (operation: string, ...actions: string[]): SignedCommand => ({
  operation: `dynamodb:${operation}`,
  sentBy: (bundle) =>
    signsFor(bundle, 'dynamodb') &&
    DYNAMODB_TARGET.test(bundle.all) &&
    constructsClassWith(bundle, 'operation', operation),
  env: ['TABLE_NAME'],
  requests: (env) =>
    actions.flatMap((action) => [
      { action: `dynamodb:${action}`, resource: table(env) },
      ...(action === 'Query' ? [{ action: 'dynamodb:Query', resource: `${table(env)}/index/GSI1` }] : []),
    ]),
});
const Get = dynamo('GetItem', 'GetItem');
const Query = dynamo('Query', 'Query');
const Put = dynamo('PutItem', 'PutItem');
const Update = dynamo('UpdateItem', 'UpdateItem');
const Delete = dynamo('DeleteItem', 'DeleteItem');
const Scan = dynamo('Scan', 'Scan');
const BatchWrite = dynamo('BatchWriteItem', 'BatchWriteItem');
/** A transaction is authorized item by item: these are the item kinds our stores put in one. */
const TransactWrite = (...actions: string[]) => dynamo('TransactWriteItems', ...actions);

/**
 * A secret read through the secrets client (adapters/aws/secrets.ts): the bundle signs for
 * `secretsmanager` and sends its JSON protocol's `GetSecretValue` target.
 */
const secret = (variable: string): SignedCommand => ({
  operation: 'secretsmanager:GetSecretValue',
  sentBy: (bundle) =>
    signsFor(bundle, 'secretsmanager') && holdsLiteral(bundle, 'secretsmanager.GetSecretValue'),
  env: [variable],
  requests: (env) => [{ action: 'secretsmanager:GetSecretValue', resource: env[variable] ?? 'missing' }],
});
const SendEmail: SdkCommand = {
  sdk: '@aws-sdk/client-sesv2',
  command: 'SendEmailCommand',
  env: ['MAIL_FROM'],
  requests: (env) => [
    { action: 'ses:SendEmail', resource: `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${env.MAIL_FROM}` },
  ],
};
/** The Converse API's path, a string the model adapter puts the model id and action in. */
const MODEL_PATH = /["'`]\/model\//;

/**
 * Bedrock Converse (and ConverseStream) through the model adapter (adapters/aws/bedrock-model.ts):
 * IAM's InvokeModel actions. The bundle signs for `bedrock` at the `bedrock-runtime` endpoint and
 * posts to the model's `converse` (or `converse-stream`) path.
 */
const converse = (action: 'InvokeModel' | 'InvokeModelWithResponseStream'): SignedCommand => ({
  operation: action === 'InvokeModel' ? 'bedrock:Converse' : 'bedrock:ConverseStream',
  sentBy: (bundle) =>
    signsFor(bundle, 'bedrock') &&
    holdsLiteral(bundle, 'bedrock-runtime') &&
    MODEL_PATH.test(bundle.all) &&
    callsWithFirst(bundle, action === 'InvokeModel' ? 'converse' : 'converse-stream'),
  env: ['BEDROCK_MODEL_ID'],
  requests: (env) => {
    const id = env.BEDROCK_MODEL_ID ?? '';
    const base = id.replace(/^(us|eu|apac|global)\./, '');
    return [
      {
        action: `bedrock:${action}`,
        resource: `arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/${id}`,
      },
      // The profile routes to the model in another region of its geography.
      { action: `bedrock:${action}`, resource: `arn:aws:bedrock:us-east-2::foundation-model/${base}` },
    ];
  },
});
/** `SearchText` → `search-text`, the last segment of its Places v2 path. */
const kebab = (action: string) =>
  action.replace(/[A-Z]/g, (c, i: number) => `${i ? '-' : ''}${c.toLowerCase()}`);

/**
 * Amazon Location Places v2 through the places adapter (adapters/aws/location-places.ts): the
 * bundle signs for `geo-places` at the `places.geo` endpoint and posts to the action's `/v2/` path.
 */
const places = (action: string): SignedCommand => ({
  operation: `geo-places:${action}`,
  sentBy: (bundle) =>
    signsFor(bundle, 'geo-places') &&
    holdsLiteral(bundle, 'places.geo') &&
    holdsLiteral(bundle, `/v2/${kebab(action)}`),
  env: [],
  requests: () => [
    { action: `geo-places:${action}`, resource: `arn:aws:geo-places:${REGION}::provider/default` },
  ],
});
/** Step Functions' JSON protocol target, a string the workflow adapter appends each action to. */
const STATES_TARGET = /["'`]AWSStepFunctions\./;

/**
 * A Step Functions action through the workflow adapter (adapters/aws/step-functions-workflow.ts):
 * the bundle signs for `states`, sends to its JSON target, and calls its sender with the action.
 */
const sfn = (
  action: string,
  resource: (env: Record<string, string>) => string,
  env: string[] = [],
): SignedCommand => ({
  operation: `states:${action}`,
  sentBy: (bundle) =>
    signsFor(bundle, 'states') && STATES_TARGET.test(bundle.all) && callsWithFirst(bundle, action),
  env,
  requests: (e) => [{ action: `states:${action}`, resource: resource(e) }],
});
const execution = (env: Record<string, string>) =>
  `${env.STATE_MACHINE_ARN?.replace(':stateMachine:', ':execution:')}:res1-20260301120000000`;
const StartExecution = sfn('StartExecution', (e) => e.STATE_MACHINE_ARN ?? 'missing', ['STATE_MACHINE_ARN']);
const ListExecutions = sfn('ListExecutions', (e) => e.STATE_MACHINE_ARN ?? 'missing', ['STATE_MACHINE_ARN']);
const StopExecution = sfn('StopExecution', execution, ['STATE_MACHINE_ARN']);
const SendTaskSuccess = sfn('SendTaskSuccess', () => '*');
const SendTaskFailure = sfn('SendTaskFailure', () => '*');
const contact = (env: Record<string, string>) =>
  `arn:aws:connect:${REGION}:${ACCOUNT}:instance/${env.CONNECT_INSTANCE_ID}/contact/7c9e6679-7425-40de-944b-e07fc1f90ae7`;
const connect = (
  command: string,
  resource: (env: Record<string, string>) => string,
  env: string[],
): SdkCommand => ({
  sdk: '@aws-sdk/client-connect',
  command: `${command}Command`,
  env,
  requests: (e) => [{ action: `connect:${command}`, resource: resource(e) }],
});
const StartOutboundVoiceContact = connect('StartOutboundVoiceContact', () => '*', [
  'CONNECT_INSTANCE_ID',
  'CONNECT_CONTACT_FLOW_ID',
  'CONNECT_SOURCE_PHONE',
]);
const StopContact = connect('StopContact', contact, ['CONNECT_INSTANCE_ID']);
const DescribeContact = connect('DescribeContact', contact, ['CONNECT_INSTANCE_ID']);
/** A presigned GET of a recording: signed by the function, authorized against its role. */
const GetRecording: SdkCommand = {
  sdk: '@aws-sdk/client-s3',
  command: 'GetObjectCommand',
  env: ['RECORDINGS_BUCKET'],
  requests: (env) => [
    {
      action: 's3:GetObject',
      resource: `arn:aws:s3:::${env.RECORDINGS_BUCKET}/connect-recordings/2026/03/01/7c9e6679-7425-40de-944b-e07fc1f90ae7_20260301T12:01_UTC.wav`,
    },
  ],
};

/** Whether the recording exists before its URL is signed: HeadObject is authorized by s3:GetObject. */
const HeadRecording: SdkCommand = { ...GetRecording, command: 'HeadObjectCommand' };

const API_SECRETS = [secret('ORIGIN_VERIFY_SECRET_ARN')];
/** Release (TransactWrite of Update items), as every call-ending path does. */
const RELEASE = TransactWrite('UpdateItem');

/** Reading and writing single items of the table, as the API's user and research functions do. */
const ITEM_READ_WRITE = [Get, Query, Put, Update, Delete];

/**
 * Every AWS call each function's code can make. The IAM contract test holds each function's
 * role to exactly these; the bundled-handler tests check every call a handler makes is listed.
 */
export const COMMANDS: Record<LambdaName, Command[]> = {
  config: [...API_SECRETS],
  users: [...API_SECRETS, ...ITEM_READ_WRITE, TransactWrite('PutItem', 'UpdateItem', 'DeleteItem')],
  research: [
    ...API_SECRETS,
    ...ITEM_READ_WRITE,
    BatchWrite,
    RELEASE,
    places('SearchText'),
    places('Geocode'),
    converse('InvokeModel'),
    StartExecution,
    ListExecutions,
    StopExecution,
    StopContact,
    HeadRecording,
    GetRecording,
  ],
  chat: [
    ...API_SECRETS,
    Get,
    Put,
    Update,
    converse('InvokeModel'),
    converse('InvokeModelWithResponseStream'),
    places('SearchText'),
    places('Geocode'),
    places('ReverseGeocode'),
    places('Autocomplete'),
  ],
  places: [
    ...API_SECRETS,
    places('SearchText'),
    places('Geocode'),
    places('ReverseGeocode'),
    places('Autocomplete'),
  ],
  billing: [
    ...API_SECRETS,
    secret('STRIPE_SECRET_ARN'),
    Get,
    Query,
    Put,
    TransactWrite('PutItem', 'UpdateItem'),
  ],
  'lex-turn': [Get, Query, Update, converse('InvokeModel')],
  'task-prepare': [Get, Query, Update, RELEASE],
  'task-place-call': [
    Get,
    Query,
    Update,
    // An account-wide call slot is leased before dialling and handed back on a failed dial.
    Put,
    Delete,
    RELEASE,
    StartOutboundVoiceContact,
    StopContact,
    SendTaskSuccess,
    SendTaskFailure,
  ],
  'task-extract': [Get, Query, Update, converse('InvokeModel')],
  'task-charge': [Get, Query, TransactWrite('PutItem', 'UpdateItem')],
  'task-record-no-charge': [Get, Query, RELEASE],
  // A call slot PlaceCall took before it failed is handed back.
  'task-mark-call-failed': [Get, Query, Update, Delete, RELEASE],
  'task-finalize': [Get, Query, Update, RELEASE, SendEmail],
  'contact-disconnected': [
    Get,
    Query,
    Update,
    Delete,
    RELEASE,
    DescribeContact,
    SendTaskSuccess,
    SendTaskFailure,
  ],
  'recording-ready': [Query, Update],
  sweeper: [Get, Query, Scan, Update, Delete, RELEASE, DescribeContact, SendTaskSuccess, SendTaskFailure],
  'monthly-refill': [Get, Scan, TransactWrite('PutItem', 'UpdateItem')],
  'post-confirmation': [Get, TransactWrite('PutItem')],
};

/**
 * The user pool and SPA client: the API functions check its access tokens against the pool's
 * public keys (an unsigned HTTPS GET, no AWS call); the config function tells the SPA.
 */
const USER_POOL = ['USER_POOL_ID', 'USER_POOL_CLIENT_ID'];

/**
 * Settings (not resources) a function's environment carries besides its commands' variables; the
 * calling rules only when they are given at deploy (`CALLING_RULES_CONTEXT` gives them all).
 */
export const SETTINGS: Partial<Record<LambdaName, string[]>> = {
  config: USER_POOL,
  users: USER_POOL,
  research: [
    ...USER_POOL,
    'DAILY_CALL_LIMIT',
    'BUSINESS_DAILY_CALL_LIMIT',
    'ALLOWED_CALL_COUNTRIES',
    'RETRY_DELAY_MINUTES',
  ],
  chat: USER_POOL,
  places: USER_POOL,
  billing: [...USER_POOL, 'APP_URL'],
  'task-prepare': ['DO_NOT_CALL', 'CALLING_WINDOW', 'CALLING_TIME_ZONE', 'MAX_CONCURRENT_CALLS'],
  'task-place-call': ['CONNECT_CONCURRENT_CALLS'],
  'task-finalize': ['APP_URL'],
};

/** Every calling rule, as an operator would give it with `cdk deploy -c <name>=<value>`. */
export const CALLING_RULES_CONTEXT = {
  dailyCallLimit: 40,
  businessDailyCallLimit: 3,
  allowedCallCountries: 'US,CA,GB',
  doNotCall: '+14165550100,+14165550101',
  callingWindow: '08:30-19:00',
  callingTimeZone: 'America/Toronto',
  maxConcurrentCalls: 10,
  connectConcurrentCalls: 20,
  retryDelayMinutes: 15,
};
