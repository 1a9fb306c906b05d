import type { TableRef } from '../adapters/aws/dynamo/items';
import type { DeriveAsks } from '../core/asks/derive-asks';
import { parseCallingWindow } from '../core/research/calling-window';
import type { CallExtractor, ResearchConfig, ResearchDeps } from '../core/research/deps';
import { createCallEndedHandler } from '../events/call-ended';
import { type Clock, systemClock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { CallEnded, Telephony } from '../ports/telephony';
import type { ResearchWorkflow } from '../ports/workflow';
import type { CloudRuntimeSettings } from './cloud-settings';
import { notWired } from './not-wired';
import { researchConfigOf } from './research-config';
import { tableResearchPorts } from './research-ports';

/** Calling window on AWS when CALLING_WINDOW is not set. */
const AWS_CALLING_WINDOW = '09:00-20:00';

/** The research calling rules from the function's settings. */
export function cloudResearchConfig(settings: CloudRuntimeSettings): ResearchConfig {
  return researchConfigOf(settings, {
    // On AWS calls go out 9:00-20:00 in each business's zone unless configured ("00:00-24:00" = always).
    callingWindow: parseCallingWindow(settings.CALLING_WINDOW ?? AWS_CALLING_WINDOW),
    retryDelaySeconds: settings.RETRY_DELAY_MINUTES * 60,
    appUrl: settings.APP_URL ?? '',
  });
}

/** The adapters beyond the table that one function uses; every other port is not wired. */
export interface ResearchParts {
  workflow?: ResearchWorkflow;
  /** Built with the call-ended handler, for calls that end before they start. */
  telephony?: (onCallEnded: (event: CallEnded) => Promise<void>) => Telephony;
  extractor?: CallExtractor;
  /** The model with the parser as fallback, where researches are created or extended. */
  deriveAsks?: DeriveAsks;
  mailer?: Mailer;
  places?: Places;
}

export interface CloudResearch {
  deps: ResearchDeps;
  onCallEnded(event: CallEnded): Promise<void>;
}

/** The research engine's ports on DynamoDB plus the parts this function is wired with. */
export function createCloudResearch(
  settings: CloudRuntimeSettings,
  table: TableRef,
  parts: ResearchParts,
  clock: Clock = systemClock,
): CloudResearch {
  let handleCallEnded: (event: CallEnded) => Promise<void> = async () => {};
  const onCallEnded = (event: CallEnded) => handleCallEnded(event);
  const deps: ResearchDeps = {
    ...tableResearchPorts(table, { callQuota: settings.CONNECT_CONCURRENT_CALLS, clock }),
    workflow: parts.workflow ?? notWired('The research workflow'),
    telephony: parts.telephony?.(onCallEnded) ?? notWired('Telephony'),
    extractor: parts.extractor ?? notWired<{ extract: CallExtractor }>('The extractor').extract,
    deriveAsks: parts.deriveAsks ?? notWired<{ derive: DeriveAsks }>('Deriving asks').derive,
    mailer: parts.mailer ?? notWired('Mail'),
    ...(parts.places ? { places: parts.places } : {}),
    clock,
    config: cloudResearchConfig(settings),
  };
  handleCallEnded = createCallEndedHandler(deps);
  return { deps, onCallEnded };
}
