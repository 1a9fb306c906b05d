import { useEffect, useRef } from 'react';
import { isActiveStatus, isFinalStatus, type ResearchStatus } from '#shared/domain/research-status';

/** The saved preference as the detail page sees it. */
export interface LivePreference {
  enabled: boolean;
  /** False until the saved value has been read. */
  loaded: boolean;
  set: (enabled: boolean) => void;
}

/**
 * Live updates switch off on a final status. Saves "off" once when a final status is seen
 * with the preference on, and "on" again when an extend or follow-up puts the research back in
 * progress after a final status.
 */
export function useAutoLiveUpdates(status: ResearchStatus | undefined, live: LivePreference) {
  const { enabled, loaded, set } = live;
  const sawFinal = useRef(false);
  const savedOff = useRef(false);
  useEffect(() => {
    if (!status || !loaded) return;
    if (isFinalStatus(status)) {
      sawFinal.current = true;
      if (enabled && !savedOff.current) {
        savedOff.current = true;
        set(false);
      }
    } else if (isActiveStatus(status) && sawFinal.current) {
      sawFinal.current = false;
      savedOff.current = false;
      if (!enabled) set(true);
    }
  }, [status, loaded, enabled, set]);
}
