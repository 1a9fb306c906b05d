import type { CloudRuntime } from '../cloud';

/** Connect writes `<prefix>/<yyyy>/<mm>/<dd>/<contactId>_<time>.wav`; looks on the UTC day the call ended. */
export function recordingFinder(runtime: CloudRuntime) {
  return (contactId: string, at: Date) => {
    const day = at.toISOString().slice(0, 10).replaceAll('-', '/');
    return runtime.research.recordings.findByContact(
      contactId,
      `${runtime.settings.RECORDINGS_PREFIX}/${day}`,
    );
  };
}
