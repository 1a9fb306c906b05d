import { Duration } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  type Resource,
  ResponseTransferMode,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Contract } from '#shared/contracts/define';
import type { Capability } from '#shared/contracts/index';
import { tagComponent } from './tags';

/** The API's one stage. */
export const API_STAGE = 'live';

/** Capabilities whose function streams its responses (the assistant's chat). */
const STREAMING_CAPABILITIES: ReadonlySet<Capability> = new Set(['chat']);

export interface ApiProps {
  /** The capabilities this API serves (on AWS, all but the app's own sign-in). */
  contractsByCapability: Partial<Record<Capability, readonly Contract[]>>;
  functions: Partial<Record<Capability, IFunction>>;
}

/** The REST API: one method per contract, integrated with its capability's function. */
export class Api extends Construct {
  readonly restApi: RestApi;

  constructor(scope: Construct, id: string, { contractsByCapability, functions }: ApiProps) {
    super(scope, id);
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.restApi = new RestApi(this, 'RestApi', {
      description: 'Askaround API (behind the CloudFront distribution)',
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      binaryMediaTypes: ['audio/*', 'application/octet-stream'],
      cloudWatchRole: true,
      deployOptions: {
        stageName: API_STAGE,
        throttlingRateLimit: 50,
        throttlingBurstLimit: 100,
        tracingEnabled: true,
        loggingLevel: MethodLoggingLevel.ERROR,
        metricsEnabled: true,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    const resources = new Map<string, Resource>();
    const resourceFor = (path: string): Resource => {
      const found = resources.get(path);
      if (found) return found;
      const cut = path.lastIndexOf('/');
      const parent = cut <= 0 ? this.restApi.root : resourceFor(path.slice(0, cut));
      const created = parent.addResource(path.slice(cut + 1));
      resources.set(path, created);
      return created;
    };
    for (const [capability, contracts] of Object.entries(contractsByCapability) as [
      Capability,
      Contract[],
    ][]) {
      const fn = functions[capability];
      if (!fn) throw new Error(`The ${capability} capability has no function`);
      const integration = new LambdaIntegration(fn, {
        // One invoke permission per function and API, not one per method (policy size limit).
        scopePermissionToMethod: false,
        ...(STREAMING_CAPABILITIES.has(capability)
          ? { responseTransferMode: ResponseTransferMode.STREAM, timeout: Duration.minutes(5) }
          : { timeout: Duration.seconds(29) }),
      });
      for (const contract of contracts) resourceFor(contract.path).addMethod(contract.method, integration);
    }
    tagComponent(this, 'api');
  }
}
