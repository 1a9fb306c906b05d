import { z } from 'zod';
import type { StoredCall } from '#functions/ports/call-store';
import { WEEKDAYS } from '#functions/ports/places';
import { CALL_OUTCOMES } from '#functions/ports/telephony';
import { answersSchema, askSchema } from '#shared/contracts/asks';
import { callStatusSchema, evidenceSchema, transcriptTurnSchema } from '#shared/contracts/research';
import { CHILD_GENDERS } from '#shared/domain/validation';
import { keys } from './keys';

const intervalSchema = z.object({ open: z.string(), close: z.string() });
const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(intervalSchema));

const sharedChildSchema = z.object({
  years: z.number(),
  months: z.number(),
  gender: z.enum(CHILD_GENDERS).nullable(),
  needs: z.string().nullable(),
});

/** The stored shape of a call item, validated when read back. */
export const storedCallSchema = z.object({
  id: z.string(),
  researchId: z.string(),
  userId: z.string(),
  status: callStatusSchema,
  businessName: z.string(),
  businessPhone: z.string(),
  businessAddress: z.string().nullable().default(null),
  distanceMiles: z.number().nullable().default(null),
  timeZone: z.string().nullable().default(null),
  openingHours: openingHoursSchema.nullable().default(null),
  dialedPhone: z.string(),
  testMode: z.boolean().default(false),
  goal: z.string(),
  question: z.string().default(''),
  asks: z.array(askSchema).optional(),
  shareChildrenInfo: z.boolean().default(false),
  isFollowUp: z.boolean().default(false),
  caller: z
    .object({
      firstName: z.string().nullable(),
      children: z.array(sharedChildSchema).nullable().default(null),
    })
    .nullable()
    .default(null),
  turns: z.array(transcriptTurnSchema).default([]),
  outcome: z.enum(CALL_OUTCOMES).nullable().default(null),
  extractedData: z.record(z.string(), z.unknown()).nullable().default(null),
  evidence: z.record(z.string(), evidenceSchema).default({}),
  condensedSummary: z.string().nullable().default(null),
  confidenceScore: z.number().nullable().default(null),
  answers: answersSchema.optional(),
  recordingKey: z.string().nullable().default(null),
  contactId: z.string().nullable().default(null),
  taskToken: z.string().nullable().default(null),
  held: z.boolean().default(false),
  charged: z.boolean().default(false),
  durationSeconds: z.number().default(0),
  errorMessage: z.string().nullable().default(null),
  waitUntil: z.string().nullable().default(null),
  calledAt: z.string().nullable().default(null),
  createdAt: z.string(),
});

/** A call item read without its turns (the research's call list). */
export const callSummaryItemSchema = storedCallSchema.omit({ turns: true });

/** The full item of a call, keys included. */
export function callItem(call: StoredCall) {
  return {
    ...keys.call(call.researchId, call.id),
    ...(call.contactId ? keys.callByContact(call.contactId) : {}),
    entity: 'call',
    ...call,
  };
}
