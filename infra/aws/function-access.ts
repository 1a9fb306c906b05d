import type { LambdaName } from './bundling';
import type { Access } from './function-wiring';

const READ = ['GetItem', 'Query'] as const;
const API = { originVerify: true } as const;
/** API functions whose routes need a signed-in parent (a Cognito access token). */
const SIGNED_IN = { ...API, userPool: true } as const;
/** The places routes' and the assistant's searches. */
const SEARCH = ['SearchText', 'Geocode', 'ReverseGeocode', 'Autocomplete'] as const;

/**
 * What each function uses: its environment and role follow from this table
 * (function-wiring.ts), and tests/cloud/iam-contract.test.ts holds it to the SDK commands each
 * function's code can send (docs/architecture.md "Cloud composition").
 */
export const FUNCTION_ACCESS: Record<LambdaName, Access> = {
  config: { ...API, userPool: true, demoMode: true },
  users: { ...SIGNED_IN, table: [...READ, 'PutItem', 'UpdateItem', 'DeleteItem'] },
  research: {
    ...SIGNED_IN,
    table: [...READ, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    places: ['SearchText', 'Geocode'],
    // Splitting a question into asks uses the model (the parser is the fallback).
    model: ['InvokeModel'],
    runResearch: true,
    stopCalls: true,
    readRecordings: true,
    // Creating, extending and retrying researches claims calls under the limits.
    callingRules: ['dailyCallLimit', 'businessDailyCallLimit', 'allowedCallCountries', 'retryDelayMinutes'],
  },
  chat: {
    ...SIGNED_IN,
    // A conversation is read, written and updated by its key: chat never queries.
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    model: ['InvokeModel', 'InvokeModelWithResponseStream'],
    places: SEARCH,
  },
  places: { ...SIGNED_IN, places: SEARCH },
  // The stack wires the app keys (the demo checkout's signing) in demo mode, else the Stripe secret.
  billing: {
    ...SIGNED_IN,
    table: [...READ, 'PutItem', 'UpdateItem'],
    appKeys: true,
    stripe: true,
    appUrl: true,
    demoMode: true,
  },
  'lex-turn': { table: [...READ, 'UpdateItem'], model: ['InvokeModel'] },
  // Drops do-not-call numbers, schedules calls in the window and sets the Map's concurrency.
  'task-prepare': {
    table: [...READ, 'UpdateItem'],
    callingRules: ['doNotCall', 'callingWindow', 'callingTimeZone', 'maxConcurrentCalls'],
  },
  // Call slots: a lease is put before dialling and deleted when the call ends or fails.
  'task-place-call': {
    table: [...READ, 'PutItem', 'UpdateItem', 'DeleteItem'],
    callingRules: ['connectConcurrentCalls'],
    placeCalls: true,
    stopCalls: true,
    answerTasks: true,
  },
  'task-extract': { table: [...READ, 'UpdateItem'], model: ['InvokeModel'] },
  'task-charge': { table: [...READ, 'PutItem', 'UpdateItem'] },
  'task-record-no-charge': { table: [...READ, 'UpdateItem'] },
  // A call slot PlaceCall took before it failed is handed back.
  'task-mark-call-failed': { table: [...READ, 'UpdateItem', 'DeleteItem'] },
  'task-finalize': { table: [...READ, 'UpdateItem'], mail: true, appUrl: true },
  'contact-disconnected': {
    table: [...READ, 'UpdateItem', 'DeleteItem'],
    describeCalls: true,
    answerTasks: true,
  },
  'recording-ready': { table: ['Query', 'UpdateItem'] },
  sweeper: { table: [...READ, 'Scan', 'UpdateItem', 'DeleteItem'], describeCalls: true, answerTasks: true },
  'monthly-refill': { table: ['GetItem', 'Scan', 'PutItem', 'UpdateItem'] },
  // Claims the e-mail and creates the profile (conditional puts); reads the claim's owner on a retry.
  'post-confirmation': { table: ['GetItem', 'PutItem'] },
};
