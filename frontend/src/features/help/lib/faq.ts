import { CREDITS_PER_CALL } from '../../../../../shared/domain/credits';
import { PLAN_CHANGE_POLICY, PLANS } from '../../../../../shared/domain/plans';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const { free, pro, enterprise } = PLANS;

/** The eight FAQ topics of spec section 2; amounts from the plan table. */
export const FAQ: FaqItem[] = [
  {
    id: 'credits',
    question: 'How do credits work?',
    answer: `Each completed call uses about ${CREDITS_PER_CALL} credits. New accounts start with ${free.signUpCredits} free credits, and every plan refills monthly: ${free.name} ${free.monthlyCredits} (about ${Math.floor(free.monthlyCredits / CREDITS_PER_CALL)} calls), ${pro.name} ${pro.monthlyCredits} (about ${Math.floor(pro.monthlyCredits / CREDITS_PER_CALL)} calls), ${enterprise.name} ${enterprise.monthlyCredits} (about ${Math.floor(enterprise.monthlyCredits / CREDITS_PER_CALL)} calls).`,
  },
  {
    id: 'what',
    question: 'What can I research?',
    answer:
      'Anything a local business can answer by phone: opening hours, prices, services, availability and waitlists. For example swim lessons, daycare spots, dog groomers or dentists accepting new patients.',
  },
  {
    id: 'duration',
    question: 'How long does a research take?',
    answer:
      'Most research requests complete within 24-48 hours, depending on business hours. You will get a notification when your results are ready.',
  },
  {
    id: 'plan',
    question: 'How do I change my plan?',
    answer: `Open Billing & Usage and choose Change Plan, or use Upgrade in the sidebar. ${PLAN_CHANGE_POLICY}`,
  },
  {
    id: 'rollover',
    question: 'Do unused credits roll over?',
    answer:
      'No. Credits do not roll over: unused credits expire at the end of each billing cycle, when your plan’s monthly credits are granted. Free accounts refill on the 1st of each month.',
  },
  {
    id: 'failed',
    question: 'Am I charged for failed calls?',
    answer:
      'No. Credits are deducted only when a call completes. Calls that are not answered, reach voicemail, are busy or fail are not charged.',
  },
  {
    id: 'address',
    question: 'How do I update my addresses?',
    answer:
      'Go to Account Settings to change your primary and secondary addresses. Your primary address is used as the default location for research searches.',
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'Credits are non-refundable and non-transferable. If you believe you were charged in error, contact support and we will look into it.',
  },
];

/** FAQ items whose question or answer contains the query, ignoring case. */
export function filterFaq(items: FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => `${item.question}\n${item.answer}`.toLowerCase().includes(needle));
}
