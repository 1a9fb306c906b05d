import { CREDITS_PER_CALL } from '#shared/domain/credits';
import { PLANS, planChangePolicy } from '#shared/domain/plans';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const { free, pro, enterprise } = PLANS;

/** The FAQ topics; amounts from the plan table. */
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
      'Usually a few minutes. Up to 5 businesses are called at the same time and each call takes 1 to 3 minutes, so a research of 5 businesses is normally done in 3 to 5 minutes. A business that is closed is called when it opens, which can take longer. You get an e-mail when the results are ready.',
  },
  {
    id: 'unreached',
    question: 'What happens when a business does not answer?',
    answer:
      'The research page says how many businesses were reached, went to voicemail or did not answer. Choose Try again to call those businesses once more: the retry is placed after a short delay and only within calling hours, and the research stays in progress until the retries end. Calls that are not answered cost nothing.',
  },
  {
    id: 'plan',
    question: 'How do I change my plan?',
    answer: `Open Billing & Usage and choose Change Plan, or use Upgrade in the sidebar. ${planChangePolicy()}`,
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
