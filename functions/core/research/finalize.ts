import type { Research } from '#shared/contracts/research';
import { type ResearchTally, summarizeByBusiness, tallyBusinesses } from '#shared/domain/research-tally';
import { counted } from '#shared/domain/result-summary';
import { logger } from '../logger';
import type { ResearchDeps } from './deps';
import { neverReachedBusiness, releaseCallingLimits } from './guards';

/** Ends a research: completed, failed (no call got through) or incomplete (stopped); then e-mails the user. */
export async function finalizeResearch(deps: ResearchDeps, researchId: string): Promise<Research | null> {
  const research = await deps.researches.get(researchId);
  if (!research) return null;
  const calls = await deps.calls.listByResearch(researchId);
  // Whatever still holds credits at the end is given back (cancelled, failed, never placed).
  for (const call of calls) if (call.held && !call.charged) await deps.charges.release(call);
  // Calls that never reached the business (failed, cancelled before dialling) count toward no limit.
  await Promise.all(calls.filter(neverReachedBusiness).map((call) => releaseCallingLimits(deps, call)));
  const completed = calls.filter((c) => c.charged).length;
  const status = research.stopRequested ? 'incomplete' : completed > 0 ? 'completed' : 'failed';
  const done = await deps.researches.update(researchId, {
    status,
    completedAt: deps.clock.now().toISOString(),
  });
  await notify(
    deps,
    done,
    tallyBusinesses(
      calls.filter((call) => !call.isFollowUp),
      true,
    ),
  );
  return done;
}

/** E-mails the user the research's end, counted by business as its page counts it. */
async function notify(deps: ResearchDeps, research: Research, tally: ResearchTally): Promise<void> {
  try {
    const contact = await deps.contact(research.userId);
    if (!contact) return;
    const summary = summarizeByBusiness(tally);
    const link = `${deps.config.appUrl.replace(/\/$/, '')}/research/${research.id}`;
    const state =
      research.status === 'incomplete'
        ? 'was stopped'
        : research.status === 'failed'
          ? 'could not reach anyone'
          : 'is complete';
    await deps.mailer.send({
      to: contact.email,
      subject: `Your research "${research.query}" ${state}`,
      text: [
        `Hi ${contact.name || 'there'},`,
        '',
        `Your research "${research.query}" in ${research.location} ${state}.`,
        `${summary.label} (${tally.reached} of ${counted(tally.businesses, 'business', 'businesses')} answered).`,
        '',
        `See the answers: ${link}`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error('Could not send the research notification', {
      researchId: research.id,
      error: String(error),
    });
  }
}
