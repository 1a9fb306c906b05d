import type { Research } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import type { StoredCall } from '../../ports/call-store';
import { keptAsks } from '../asks/merge-asks';
import { parseAsksLater } from '../asks/parse-asks-later';
import type { ResearchDeps } from './deps';
import { newResearchId } from './ids';
import { buildQueuedCalls } from './new-calls';

/** Users with this many researches or more are not seeded. */
const SEED_THRESHOLD = 5;

const SAMPLES = [
  {
    query: 'Swim lessons for a 6-year-old on weekends',
    location: 'Toronto, ON',
    calls: [
      {
        name: 'Lakeside Swim School',
        phone: '+14165550141',
        price: '$28 per lesson',
        hours: 'Sat-Sun 9am-3pm',
      },
      { name: 'AquaKids Academy', phone: '+14165550142', price: '$32 per lesson', hours: 'Sat 10am-2pm' },
      { name: 'City Aquatic Centre', phone: '+14165550143', price: null, hours: null },
    ],
  },
  {
    query: 'Daycare openings for a toddler this fall',
    location: 'Austin, TX',
    calls: [
      {
        name: 'Little Acorns Daycare',
        phone: '+15125550151',
        price: '$1,250 per month',
        hours: 'Mon-Fri 7am-6pm',
      },
      {
        name: 'Sunny Days Early Learning',
        phone: '+15125550152',
        price: '$1,400 per month',
        hours: 'Mon-Fri 7:30am-5:30pm',
      },
    ],
  },
];

function sampleCall(base: StoredCall, sample: (typeof SAMPLES)[number]['calls'][number]): StoredCall {
  if (!sample.price) return { ...base, status: 'no_answer', held: false, outcome: 'no_answer' };
  const turns = [
    {
      speaker: 'agent' as const,
      text: `Hi, I'm an automated assistant calling on behalf of a local parent. ${base.goal}?`,
      at: 0,
    },
    {
      speaker: 'business' as const,
      text: `Sure. It's ${sample.price}, and we're open ${sample.hours}.`,
      at: 6,
    },
  ];
  return {
    ...base,
    status: 'completed',
    held: false,
    outcome: 'answered',
    turns,
    durationSeconds: 94,
    extractedData: {
      price: sample.price,
      hours: sample.hours,
      summary: `${sample.price}; open ${sample.hours}.`,
    },
    evidence: { price: { turn: 1, quote: sample.price }, hours: { turn: 1, quote: sample.hours as string } },
    condensedSummary: `${sample.price}, open ${sample.hours}`,
    confidenceScore: 0.86,
    calledAt: base.createdAt,
  };
}

/** Creates sample researches and call records for a user with fewer than 5 researches (no charge, no calls). */
export async function seedDemo(deps: ResearchDeps, userId: string, ownerId: string) {
  if (userId !== ownerId) throw new DomainError('not_found', 'User not found');
  const existing = await deps.researches.listByUser(userId);
  if (existing.length >= SEED_THRESHOLD) return { success: true, alreadySeeded: true };
  const now = deps.clock.now();
  for (const [index, sample] of SAMPLES.entries()) {
    const at = new Date(now.getTime() - (index + 1) * 25 * 36e5).toISOString();
    const { asks } = keptAsks(await parseAsksLater(sample.query));
    const research: Research = {
      id: newResearchId(),
      userId,
      query: sample.query,
      location: sample.location,
      radiusMiles: 5,
      status: 'completed',
      totalCalls: sample.calls.length,
      completedCalls: sample.calls.filter((c) => c.price).length,
      phoneNumbers: sample.calls.map((c) => c.phone),
      businessNames: sample.calls.map((c) => c.name),
      stopRequested: false,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
      notice: null,
      asks,
    };
    const targets = sample.calls.map((c) => ({
      name: c.name,
      phone: c.phone,
      address: null,
      goal: sample.query,
      asks,
      shareChildrenInfo: false,
      isFollowUp: false,
    }));
    const queued = buildQueuedCalls(
      research,
      targets,
      { ...deps.config, useSamplePhone: false },
      new Date(at),
    );
    await deps.researches.put(research);
    await deps.calls.putMany(
      queued.map((call, i) => sampleCall(call, sample.calls[i] as (typeof sample.calls)[number])),
    );
  }
  return { success: true, alreadySeeded: false };
}
