import { approximateCalls, WELCOME_CREDITS } from './credits';

/** Subscription tiers in ascending order. */
const PLAN_TIERS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Tiers that can be bought through checkout. */
export const PAID_TIERS = ['pro', 'enterprise'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** One subscription plan; price ids come from configuration, not from this table. */
export interface Plan {
  id: PlanTier;
  name: string;
  /** US dollars per month. */
  price: number;
  /** Credits granted once per account: Free's at sign-up, a paid plan's the first time it is bought. */
  signUpCredits: number | null;
  /** Credits granted at each cycle (unused credits expire first). */
  monthlyCredits: number;
  features: string[];
  popular: boolean;
  /** False for `basic`: recognised on existing profiles, not offered. */
  sold: boolean;
}

const calls = (credits: number) => `About ${approximateCalls(credits)} calls per month`;

/** The single plan table: every price and credit amount on every screen reads from here. */
export const PLANS: Record<PlanTier, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    signUpCredits: WELCOME_CREDITS,
    monthlyCredits: 12,
    features: [`${WELCOME_CREDITS} credits at sign-up`, '12 credits per month', calls(12)],
    popular: false,
    sold: true,
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    price: 19,
    signUpCredits: null,
    monthlyCredits: 60,
    features: ['60 credits per month', calls(60)],
    popular: false,
    sold: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 29,
    signUpCredits: 500,
    monthlyCredits: 150,
    features: ['500 credits at sign-up', '150 credits per month', calls(150), 'Email support'],
    popular: true,
    sold: true,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    signUpCredits: 2000,
    monthlyCredits: 600,
    features: ['2,000 credits at sign-up', '600 credits per month', calls(600), 'Priority support'],
    popular: false,
    sold: true,
  },
};

/** Plans offered in the plan dialogs, cheapest first. */
export const SOLD_PLANS: Plan[] = PLAN_TIERS.map((tier) => PLANS[tier]).filter((plan) => plan.sold);

/** The plan of a tier; unknown values fall back to Free. */
export function planOf(tier: string | null | undefined): Plan {
  return PLAN_TIERS.includes(tier as PlanTier) ? PLANS[tier as PlanTier] : PLANS.free;
}

/** Tells whether a tier is one checkout can sell. */
export function isPaidTier(tier: string): tier is PaidTier {
  return (PAID_TIERS as readonly string[]).includes(tier);
}

/** "$29/month". */
export const formatPlanPrice = (plan: Plan) => `$${plan.price}/month`;

/** What a plan's button does for someone on `current`. */
export type PlanAction = 'none' | 'current' | 'contact_support' | 'upgrade';

/** Free's button is disabled, the current plan's too; lower plans contact support, higher upgrade. */
export function planAction(plan: PlanTier, current: PlanTier): PlanAction {
  if (plan === current) return 'current';
  if (plan === 'free') return 'none';
  return PLAN_TIERS.indexOf(plan) < PLAN_TIERS.indexOf(current) ? 'contact_support' : 'upgrade';
}

const signUpOf = (plan: Plan) => (plan.signUpCredits ?? 0).toLocaleString('en-US');

/**
 * What a plan change does to credits, as the FAQ and the billing page say it. A function, not a
 * constant: the functions that bundle this module would otherwise pay for number formatting
 * (`toLocaleString` loads ICU's number data, 15–50 ms) on every cold start, and never show it.
 */
export const planChangePolicy = () =>
  `An upgrade takes effect immediately and never lowers your balance: the credits you have are kept until the new plan's first renewal, and the first time you choose a plan you also get its sign-up credits (${PLANS.pro.name} ${signUpOf(PLANS.pro)}, ${PLANS.enterprise.name} ${signUpOf(PLANS.enterprise)}, once per account). At each renewal unused credits expire and the plan's monthly credits are granted. To move to a lower plan, contact support.`;
