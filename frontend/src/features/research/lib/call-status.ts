import type { CallStatus } from '#shared/contracts/research';

const LABELS: Record<CallStatus, string> = {
  queued: 'Queued',
  waiting_window: 'Waiting for business hours',
  dialing: 'Dialing',
  in_progress: 'On the call',
  completed: 'Completed',
  no_answer: 'No answer',
  voicemail: 'Voicemail',
  busy: 'Busy',
  phone_menu: 'Phone menu',
  refused: 'Refused',
  wrong_number: 'Wrong number',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Human text for a call status. */
export const callStatusLabel = (status: CallStatus) => LABELS[status];
