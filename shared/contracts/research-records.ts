import { RESEARCH_STATUSES } from '../domain/research-status';
import * as z from '../zod';
import { askSchema, MAX_ASKS } from './asks';
import { isoDateSchema } from './common';

/*
 * The records a research is made of, as the API returns and the table stores them. Apart from the
 * research contracts (research.ts, which also names their types), so that the functions that only
 * store and read them — the workflow's tasks, the call events — build none of the contracts' schemas
 * when they start.
 */

const researchStatusSchema = z.enum(RESEARCH_STATUSES);

/** A research as the API returns it. */
export const researchSchema = z.object({
  id: z.string(),
  userId: z.string(),
  query: z.string(),
  location: z.string(),
  radiusMiles: z.number(),
  status: researchStatusSchema,
  totalCalls: z.int(),
  completedCalls: z.int(),
  phoneNumbers: z.nullable(z.array(z.string())),
  businessNames: z.nullable(z.array(z.string())),
  /** Set when stop was requested; queued calls are then never placed. */
  stopRequested: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  completedAt: z.nullable(isoDateSchema),
  /** Says which numbers were left out (called in the last 24 hours, do-not-call list). */
  notice: z.optional(z.nullable(z.string())),
  /** The question split into the separate things every business is asked. */
  asks: z.optional(z.array(askSchema).check(z.maxLength(MAX_ASKS))),
});

const CALL_STATUSES = [
  'queued',
  'waiting_window',
  'dialing',
  'in_progress',
  'completed',
  'no_answer',
  'voicemail',
  'busy',
  'phone_menu',
  'refused',
  'wrong_number',
  'failed',
  'cancelled',
] as const;
export const callStatusSchema = z.enum(CALL_STATUSES);

/** One turn of a call; the list of turns is the transcript. */
export const transcriptTurnSchema = z.object({
  speaker: z.enum(['agent', 'business']),
  text: z.string(),
  /** Seconds from the start of the call. */
  at: z.number(),
});

/** Where an extracted value came from: the turn index and the quoted words. */
export const evidenceSchema = z.object({ turn: z.int().check(z.minimum(0)), quote: z.string() });

export const visualizationSchema = z.object({
  id: z.string(),
  callId: z.string(),
  /** Known types are table, pie, bar and comparison; others render as unsupported. */
  type: z.string(),
  title: z.string(),
  description: z.string(),
  config: z.object({
    data: z.array(z.record(z.string(), z.unknown())),
    colors: z.optional(z.array(z.string())),
  }),
  createdAt: isoDateSchema,
});
