import { ConnectClient } from '@aws-sdk/client-connect';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import type { LanguageModel } from 'ai';
import { createConnectTelephony } from '../adapters/aws/connect-telephony';
import { createDynamoCallCharges } from '../adapters/aws/dynamo/call-charge';
import { createDynamoCallSlots } from '../adapters/aws/dynamo/call-slots';
import { createDynamoCallStore } from '../adapters/aws/dynamo/call-store';
import { createDynamoContactLookup } from '../adapters/aws/dynamo/contact-lookup';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { createDynamoPreferenceStore } from '../adapters/aws/dynamo/preference-store';
import { createDynamoResearchStore } from '../adapters/aws/dynamo/research-store';
import { createDynamoVisualizationStore } from '../adapters/aws/dynamo/visualization-store';
import { createS3Recordings } from '../adapters/aws/s3-recordings';
import { createStepFunctionsWorkflow } from '../adapters/aws/step-functions-workflow';
import { createConverse } from '../core/call/converse';
import { createExtractCall } from '../core/call/extract';
import { parseCallingWindow } from '../core/research/calling-window';
import type { ResearchConfig, ResearchDeps } from '../core/research/deps';
import { createCallEndedHandler } from '../events/call-ended';
import type { ResearchHttpDeps } from '../http/research-deps';
import { CALL_SLOT_LEASE_SECONDS } from '../ports/call-slots';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { ResearchWorkflow } from '../ports/workflow';
import type { CloudRuntimeSettings } from './cloud-settings';

/** Calling window on AWS when CALLING_WINDOW is not set (issue 4). */
const AWS_CALLING_WINDOW = '09:00-20:00';

export interface CloudResearchOptions {
  settings: CloudRuntimeSettings;
  table: TableRef;
  model: LanguageModel;
  mailer: Mailer;
  places: Places;
  clock: Clock;
}

/** The research calling rules from the function's settings. */
export function cloudResearchConfig(settings: CloudRuntimeSettings): ResearchConfig {
  return {
    useSamplePhone: settings.USE_SAMPLE_PHONE,
    sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
    dailyCallLimit: settings.DAILY_CALL_LIMIT,
    maxCallsPerResearch: 25,
    doNotCall: settings.DO_NOT_CALL,
    // On AWS calls go out 9:00-20:00 in each business's zone unless configured ("00:00-24:00" = always).
    callingWindow: parseCallingWindow(settings.CALLING_WINDOW ?? AWS_CALLING_WINDOW),
    callingTimeZone: settings.CALLING_TIME_ZONE,
    maxConcurrency: settings.MAX_CONCURRENT_CALLS,
    callQuota: settings.CONNECT_CONCURRENT_CALLS,
    appUrl: settings.APP_URL ?? '',
  };
}

const noWorkflow = (): never => {
  throw new Error('STATE_MACHINE_ARN is not set for this function');
};

/** The research engine on AWS: DynamoDB stores, Step Functions, Amazon Connect, S3 recordings, Bedrock. */
export function createCloudResearch(options: CloudResearchOptions) {
  const { settings, table, clock } = options;
  const region = settings.AWS_REGION;
  const calls = createDynamoCallStore(table);
  const recordings = createS3Recordings({
    client: new S3Client({ region }),
    bucket: settings.RECORDINGS_BUCKET,
  });
  let handleCallEnded: ReturnType<typeof createCallEndedHandler> = async () => {};
  const connect = createConnectTelephony({
    client: new ConnectClient({ region }),
    instanceId: settings.CONNECT_INSTANCE_ID,
    contactFlowId: settings.CONNECT_CONTACT_FLOW_ID ?? '',
    sourcePhoneNumber: settings.CONNECT_SOURCE_PHONE ?? '',
    onCallEnded: (event) => handleCallEnded(event),
  });
  const canDial = Boolean(settings.CONNECT_CONTACT_FLOW_ID && settings.CONNECT_SOURCE_PHONE);
  const telephony: typeof connect = canDial
    ? connect
    : {
        ...connect,
        placeCall: () => Promise.reject(new Error('This function is not configured to place calls')),
      };
  const workflow: ResearchWorkflow = settings.STATE_MACHINE_ARN
    ? createStepFunctionsWorkflow({
        client: new SFNClient({ region }),
        stateMachineArn: settings.STATE_MACHINE_ARN,
      })
    : {
        start: noWorkflow,
        stop: noWorkflow,
        isRunning: noWorkflow,
        sendTaskSuccess: noWorkflow,
        sendTaskFailure: noWorkflow,
      };
  // Task responses work without the state machine ARN (the token names the execution).
  const taskResponses = createStepFunctionsWorkflow({
    client: new SFNClient({ region }),
    stateMachineArn: '',
  });
  const extractCall = createExtractCall({ model: options.model });
  const deps: ResearchDeps = {
    researches: createDynamoResearchStore(table),
    calls,
    charges: createDynamoCallCharges(table),
    workflow: {
      ...workflow,
      sendTaskSuccess: taskResponses.sendTaskSuccess,
      sendTaskFailure: taskResponses.sendTaskFailure,
    },
    telephony,
    callSlots: createDynamoCallSlots(table, {
      quota: settings.CONNECT_CONCURRENT_CALLS,
      leaseSeconds: CALL_SLOT_LEASE_SECONDS,
      clock,
    }),
    extractor: async (call) =>
      extractCall({
        callId: call.id,
        businessName: call.businessName,
        question: call.goal,
        turns: call.turns,
      }),
    mailer: options.mailer,
    contact: createDynamoContactLookup(table),
    places: options.places,
    clock,
    config: cloudResearchConfig(settings),
    extras: {
      visualizations: createDynamoVisualizationStore(table),
      preferences: createDynamoPreferenceStore(table),
    },
  };
  handleCallEnded = createCallEndedHandler(deps);
  const http: ResearchHttpDeps = { ...deps, recordings, visualize: null };
  return {
    deps,
    http,
    telephony,
    recordings,
    onCallEnded: handleCallEnded,
    converse: createConverse({ store: calls, model: options.model }),
  };
}

export type CloudResearch = ReturnType<typeof createCloudResearch>;
