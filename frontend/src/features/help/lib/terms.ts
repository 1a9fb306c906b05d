import type { AppConfig } from '#shared/contracts/config';
import { CREDITS_PER_CALL } from '#shared/domain/credits';
import { PLANS } from '#shared/domain/plans';
import { BRAND_LONG_NAME } from '#web/components/brand';

export const TERMS_LAST_UPDATED = 'January 10, 2025';

const { free, pro, enterprise } = PLANS;

/** The 16 sections of the Terms of Service, naming the configured operator. */
export const termsFor = (operator: AppConfig['operator']): { title: string; body: string[] }[] => [
  {
    title: 'Acceptance of Terms',
    body: [
      `These Terms of Service are an agreement between you and ${operator.name}, which operates the service. By creating an account or using ${BRAND_LONG_NAME} (the service) you agree to them. If you do not agree, do not use the service.`,
    ],
  },
  {
    title: 'Description of Service',
    body: [
      'The service places automated phone calls to local businesses on your behalf to ask your question, then compiles the answers with transcripts, recordings and extracted information.',
    ],
  },
  { title: 'Eligibility', body: ['You must be 18 years of age or older to use the service.'] },
  {
    title: 'Accounts',
    body: [
      'One account per person or entity. You are responsible for keeping your sign-in e-mail secure and for all activity under your account.',
    ],
  },
  {
    title: 'Credits',
    body: [
      `Calls are paid with credits, about ${CREDITS_PER_CALL} credits per call. A call's credits are deducted when the call completes; failed or incomplete calls are not charged.`,
      'Credits are non-refundable and non-transferable, have no cash value, and do not roll over: unused credits expire at the end of each billing cycle.',
    ],
  },
  {
    title: 'Subscription Plans',
    body: [
      `Plans: ${free.name} (${free.signUpCredits} credits at sign-up, then ${free.monthlyCredits} credits per month), ${pro.name} ($${pro.price} per month, ${pro.signUpCredits} credits the first time it is chosen, then ${pro.monthlyCredits} credits per month) and ${enterprise.name} ($${enterprise.price} per month, ${enterprise.signUpCredits} credits the first time it is chosen, then ${enterprise.monthlyCredits} credits per month).`,
    ],
  },
  {
    title: 'Billing and Payment',
    body: [
      'Subscriptions are billed monthly in advance through our card payment provider; where annual billing is offered it is billed yearly in advance. You can upgrade at any time and the change takes effect immediately.',
      'We will give at least 30 days notice of any pricing change.',
    ],
  },
  {
    title: 'Call Recording and Consent',
    body: [
      'Calls may be recorded and transcribed. The assistant tells each business that it is an automated assistant calling on behalf of a user and that the call may be recorded.',
    ],
  },
  {
    title: 'Acceptable Use',
    body: [
      'You must follow all applicable telemarketing and call-recording laws. You may not use the service to harass, deceive, spam or place abusive calls, or to contact numbers that asked not to be called.',
    ],
  },
  {
    title: 'Call Limits',
    body: [
      'The service may impose daily or monthly call limits and may limit or stop calling that it considers abusive.',
    ],
  },
  {
    title: 'Your Content',
    body: [
      'You keep your rights to the questions you submit. You give us the permission needed to place the calls and process their results for you.',
    ],
  },
  {
    title: 'Privacy',
    body: [
      'We process your profile, addresses, children’s details (shared with a business only when you turn Share Children Info on) and call results to provide the service.',
    ],
  },
  {
    title: 'Disclaimers',
    body: [
      'Answers come from third-party businesses. We do not guarantee that they are accurate, complete or current; verify important details directly with the business.',
    ],
  },
  {
    title: 'Limitation of Liability',
    body: [
      'To the extent allowed by law, our total liability is limited to the amount you paid us in the 12 months before the claim.',
    ],
  },
  {
    title: 'Termination and Changes',
    body: [
      'You may close your account at any time. We may suspend accounts that break these terms, and we may end the service or change these terms with 30 days notice.',
    ],
  },
  {
    title: 'Governing Law and Contact',
    body: [
      `These terms are governed by the laws of ${operator.jurisdiction}, without regard to its conflict-of-law rules.`,
      `Questions? Write to ${operator.supportEmail} or to ${operator.name}, ${operator.postalAddress}.`,
    ],
  },
];
