import type { LanguageModel } from 'ai';
import type { AppConfig } from '#shared/contracts/config';
import type { DeriveAsks } from '../core/asks/derive-asks';
import type { BillingDeps } from '../core/billing/deps';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { SessionStore } from '../ports/session-store';
import type { Authenticate } from './dispatch';
import type { IdentityDeps } from './identity-deps';
import type { ResearchHttpDeps } from './research-deps';

/**
 * Everything the HTTP handlers need, built by `functions/runtime/local.ts`
 * (a Lambda entry in `functions/runtime/lambda/` builds only its capability's part).
 * Each capability's route factory takes only the part it uses.
 */
export interface AppDeps {
  appConfig: AppConfig;
  authenticate: Authenticate;
  clock: Clock;
  mailer: Mailer;
  /** Users, codes, tokens (sign-in, profiles, children). */
  identity: IdentityDeps;
  /** Business search and geocoding (Amazon Location, or the embedded directory). */
  places: Places;
  /** The research assistant's model, its chat sessions and how a new ask is derived. */
  chat: { model: LanguageModel; sessions: SessionStore; deriveAsks: DeriveAsks };
  /** Credits ledger, payments (Stripe or the demo checkout). */
  billing: BillingDeps;
  /** Researches, calls and the research workflow. */
  research: ResearchHttpDeps;
}
