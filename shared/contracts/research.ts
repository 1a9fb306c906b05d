import { followUpQuestion } from '../domain/validation';
import { MESSAGES } from '../domain/validation-messages';
import * as z from '../zod';
import { answersSchema, askSchema, asksSchema, deriveAsks, keptAsksSchema, MAX_ASKS } from './asks';
import { idSchema, isoDateSchema, requiredText, text } from './common';
import { defineContract } from './define';
import {
  callStatusSchema,
  evidenceSchema,
  researchSchema,
  transcriptTurnSchema,
  visualizationSchema,
} from './research-records';

const MAX_TEXT = 500;
/** A follow-up's text: the parent's 500 characters after "…businesses (25 phones): ". */
const MAX_FOLLOW_UP_CONTEXT = MAX_TEXT + 1500;

/** The records' types (research-records.ts holds their schemas). */
export type Research = z.infer<typeof researchSchema>;
export type CallStatus = z.infer<typeof callStatusSchema>;
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;

/** A call record as the API returns it (the field names the SPA reads). */
const callRecordSchema = z.object({
  id: z.string(),
  researchId: z.string(),
  businessName: z.string(),
  businessPhone: z.string(),
  businessAddress: z.nullable(z.string()),
  /** Miles from the research's location, when a search found the business. */
  distanceMiles: z.optional(z.nullable(z.number())),
  /** The number actually dialled; differs from businessPhone in test mode. */
  dialedPhone: z.string(),
  testMode: z.boolean(),
  status: callStatusSchema,
  callDurationSeconds: z.number(),
  transcript: z.nullable(z.string()),
  turns: z.array(transcriptTurnSchema),
  /** API path of the recording download, when a recording exists. */
  audioUrl: z.nullable(z.string()),
  confidenceScore: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  extractedData: z.nullable(z.record(z.string(), z.unknown())),
  evidence: z.record(z.string(), evidenceSchema),
  condensed_summary: z.nullable(z.string()),
  is_follow_up: z.boolean(),
  goal: z.string(),
  /** What this call asks (the research's asks, or a follow-up's own). */
  asks: z.optional(z.array(askSchema).check(z.maxLength(MAX_ASKS))),
  /** The answer to each ask, by ask key, with its evidence. */
  answers: z.optional(answersSchema),
  errorMessage: z.nullable(z.string()),
  calledAt: z.nullable(isoDateSchema),
  createdAt: isoDateSchema,
});
export type CallRecord = z.infer<typeof callRecordSchema>;

/** A call in a research's list: everything but the transcript, which loads per call (getCallRecord). */
const callSummarySchema = z.omit(callRecordSchema, { transcript: true, turns: true });
export type CallSummary = z.infer<typeof callSummarySchema>;

export type Visualization = z.infer<typeof visualizationSchema>;

const phoneInput = text(40);

/** A business to call, with its goal (chat-created researches carry one per place). */
const researchPlaceSchema = z.strictObject({
  name: requiredText(200, 'Business name is required'),
  phone: requiredText(40, 'Phone number is required'),
  goal: z.optional(text(MAX_TEXT)),
  shareChildrenInfo: z.optional(z.boolean()),
  address: z.optional(text(300)),
});

const createResearchBodySchema = z.strictObject({
  userId: z.optional(idSchema),
  query: requiredText(MAX_TEXT, 'Please describe what you want to research'),
  location: requiredText(200, 'Please select or enter a location'),
  radiusMiles: z._default(z.number().check(z.minimum(1), z.maximum(25)), 5),
  phoneNumbers: z.optional(z.nullable(z.array(phoneInput).check(z.maxLength(25)))),
  businessNames: z.optional(z.nullable(z.array(text(200)).check(z.maxLength(25)))),
  places: z.optional(z.array(researchPlaceSchema).check(z.maxLength(25))),
  /** Whether the agent may tell businesses about the children; a place's own flag wins. */
  shareChildrenInfo: z.optional(z.boolean()),
  /** Edited asks; derived from the query when absent. */
  asks: z.optional(asksSchema),
});
export type CreateResearchBody = z.infer<typeof createResearchBodySchema>;

const researchIdParams = z.strictObject({ id: idSchema });
const callIdParams = z.strictObject({ callId: idSchema });

export const createResearch = defineContract({
  id: 'research.create',
  method: 'POST',
  path: '/api/researches',
  auth: true,
  summary: 'Create a research and start calling',
  body: createResearchBodySchema,
  response: researchSchema,
  successStatus: 201,
});

export const getResearch = defineContract({
  id: 'research.get',
  method: 'GET',
  path: '/api/researches/{id}',
  auth: true,
  summary: 'One research of the signed-in user',
  params: researchIdParams,
  response: researchSchema,
});

export const listUserResearches = defineContract({
  id: 'research.listByUser',
  method: 'GET',
  path: '/api/users/{userId}/researches',
  auth: true,
  summary: "The signed-in user's researches, newest first",
  params: z.strictObject({ userId: idSchema }),
  response: z.array(researchSchema),
});

export const deleteResearch = defineContract({
  id: 'research.delete',
  method: 'DELETE',
  path: '/api/researches/{id}',
  auth: true,
  summary: 'Delete a research and its calls (stopping it first)',
  params: researchIdParams,
  response: z.undefined(),
  successStatus: 204,
});

export const stopResearch = defineContract({
  id: 'research.stop',
  method: 'POST',
  path: '/api/researches/{id}/stop',
  auth: true,
  summary: 'Stop a pending or running research',
  params: researchIdParams,
  response: z.object({ research: researchSchema }),
});

export const listResearchCalls = defineContract({
  id: 'research.calls',
  method: 'GET',
  path: '/api/researches/{id}/calls',
  auth: true,
  summary: 'Call summaries of a research (no transcripts)',
  params: researchIdParams,
  response: z.array(callSummarySchema),
});

const createExtensionBodySchema = z
  .strictObject({
    researchId: idSchema,
    /** Up to 500 characters of the parent's own; a follow-up's phone prefix comes on top. */
    additionalContext: requiredText(
      MAX_FOLLOW_UP_CONTEXT,
      'Please provide additional context for your research',
    ),
    additionalCalls: z._default(z.int().check(z.minimum(1), z.maximum(5)), 5),
    /** Present for a follow-up: the calls whose businesses are called again. */
    followUpCallIds: z.optional(z.array(idSchema).check(z.minLength(1), z.maxLength(25))),
    /** The asks as the parent reviewed them; derived from the text when absent. */
    asks: z.optional(asksSchema),
  })
  .check(
    z.refine(
      (body) =>
        (body.followUpCallIds ? followUpQuestion(body.additionalContext) : body.additionalContext).length <=
        MAX_TEXT,
      { path: ['additionalContext'], message: MESSAGES.textTooLong },
    ),
  );
export type CreateExtensionBody = z.infer<typeof createExtensionBodySchema>;

export const createExtension = defineContract({
  id: 'research.extend',
  method: 'POST',
  path: '/api/research-extensions',
  auth: true,
  summary: 'Extend a research with new businesses, or follow up with selected ones',
  body: createExtensionBodySchema,
  response: z.object({ research: researchSchema, addedCalls: z.int() }),
  successStatus: 201,
});

export const previewExtensionAsks = defineContract({
  id: 'research.previewExtensionAsks',
  method: 'POST',
  path: '/api/researches/{id}/extension-asks',
  auth: true,
  summary:
    "What an extension would ask: the research's asks plus the questions its added context asks, and those that did not fit",
  params: researchIdParams,
  body: z.strictObject({
    additionalContext: requiredText(MAX_TEXT, 'Please provide additional context for your research'),
  }),
  response: keptAsksSchema,
});

export const retryUnreached = defineContract({
  id: 'research.retryUnreached',
  method: 'POST',
  path: '/api/researches/{id}/retry',
  auth: true,
  summary: 'Call again, after a delay, the businesses a finished research did not reach',
  params: researchIdParams,
  response: z.object({ research: researchSchema, addedCalls: z.int() }),
  successStatus: 201,
});

/** When a business of a research can be called again; `freeAt` is null when it can be called now. */
const callAgainSchema = z.object({ phone: z.string(), freeAt: z.nullable(isoDateSchema) });
export type CallAgain = z.infer<typeof callAgainSchema>;

export const getCallAgain = defineContract({
  id: 'research.callAgain',
  method: 'GET',
  path: '/api/researches/{id}/call-again',
  auth: true,
  summary:
    'When each business of a research can be called again under the per-business daily cap (a follow-up)',
  params: researchIdParams,
  response: z.object({
    /** The most calls one business gets per 24 hours, across all accounts. */
    limit: z.int(),
    businesses: z.array(callAgainSchema),
  }),
});

const prefParams = z.strictObject({ userId: idSchema, researchId: idSchema });
const liveUpdatesSchema = z.strictObject({ enabled: z.boolean() });

export const getLiveUpdates = defineContract({
  id: 'research.liveUpdates.get',
  method: 'GET',
  path: '/api/preferences/live-updates/{userId}/{researchId}',
  auth: true,
  summary: 'Live-updates preference for a research (default on)',
  params: prefParams,
  response: liveUpdatesSchema,
});

export const putLiveUpdates = defineContract({
  id: 'research.liveUpdates.put',
  method: 'PUT',
  path: '/api/preferences/live-updates/{userId}/{researchId}',
  auth: true,
  summary: 'Save the live-updates preference',
  params: prefParams,
  body: liveUpdatesSchema,
  response: liveUpdatesSchema,
});

export const listVisualizations = defineContract({
  id: 'research.visualizations.list',
  method: 'GET',
  path: '/api/call-records/{callId}/visualizations',
  auth: true,
  summary: 'Visualizations of a call',
  params: callIdParams,
  response: z.array(visualizationSchema),
});

export const generateVisualization = defineContract({
  id: 'research.visualizations.generate',
  method: 'POST',
  path: '/api/call-records/{callId}/generate-visualization',
  auth: true,
  summary: "Generate a visualization from a call's extracted data",
  params: callIdParams,
  response: visualizationSchema,
  successStatus: 201,
});

export const getCallRecord = defineContract({
  id: 'research.callRecord',
  method: 'GET',
  path: '/api/call-records/{callId}',
  auth: true,
  summary: 'One call record with its transcript',
  params: callIdParams,
  response: callRecordSchema,
});

export const getRecording = defineContract({
  id: 'research.recording',
  method: 'GET',
  path: '/api/call-records/{callId}/recording',
  auth: true,
  summary: 'A short-lived URL of the call recording',
  params: callIdParams,
  response: z.object({ url: z.string(), contentType: z.string(), expiresAt: isoDateSchema }),
});

export const seedDemo = defineContract({
  id: 'research.demoSeed',
  method: 'POST',
  path: '/api/demo/seed',
  auth: true,
  summary: 'Create sample researches for a user with fewer than 5',
  body: z.strictObject({ userId: idSchema }),
  response: z.object({ success: z.boolean(), alreadySeeded: z.boolean() }),
});

export const researchContracts = [
  deriveAsks,
  createResearch,
  getResearch,
  listUserResearches,
  deleteResearch,
  stopResearch,
  listResearchCalls,
  getCallRecord,
  createExtension,
  previewExtensionAsks,
  retryUnreached,
  getCallAgain,
  getLiveUpdates,
  putLiveUpdates,
  listVisualizations,
  generateVisualization,
  getRecording,
  seedDemo,
];
