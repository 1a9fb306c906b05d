import { ConnectClient } from '@aws-sdk/client-connect';
import { createConnectTelephony } from '../adapters/aws/connect-telephony';
import type { CallEnded } from '../ports/telephony';
import { type CloudRuntimeSettings, required } from './cloud-settings';
import { emitMetrics } from './lambda/metrics';

/**
 * Amazon Connect for this function: always the instance (CONNECT_INSTANCE_ID, for hang-up and
 * DescribeContact); placing calls also needs the flow and the claimed number, which only the
 * PlaceCall function is given. Each call Connect starts writes the `CallsPlaced` metric.
 */
export function cloudConnect(
  settings: CloudRuntimeSettings,
  onCallEnded: (event: CallEnded) => Promise<void>,
) {
  const flow = settings.CONNECT_CONTACT_FLOW_ID;
  const source = settings.CONNECT_SOURCE_PHONE;
  const connect = createConnectTelephony({
    // Throttled or failed requests get the SDK's own retries before the workflow's.
    client: new ConnectClient({ region: settings.AWS_REGION, maxAttempts: 4 }),
    instanceId: required(settings, 'CONNECT_INSTANCE_ID'),
    contactFlowId: flow ?? '',
    sourcePhoneNumber: source ?? '',
    onCallEnded,
    // The call-failure-rate alarm's denominator (infra/aws/operations.ts).
    onCallPlaced: (callId) => emitMetrics({ CallsPlaced: 1 }, { callId }),
  });
  if (flow && source) return connect;
  return {
    ...connect,
    placeCall: () => Promise.reject(new Error('This function is not configured to place calls')),
  };
}
