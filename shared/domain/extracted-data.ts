/**
 * Keys of a call's extracted data that are bookkeeping, not facts the business gave: they are
 * never shown as a fact, a comparison column or a chart entry.
 */
export const HIDDEN_EXTRACTED_KEYS: ReadonlySet<string> = new Set([
  'summary',
  'transcripts',
  'call_id',
  'provider_call_id',
  'contact_id',
  'batch_id',
  'started_at',
  'end_at',
  'error_message',
]);
