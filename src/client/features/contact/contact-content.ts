/**
 * The contact page's data (PRODUCT_SPEC sections 2 "Contact", 3 "Contact
 * form", 4 and 9): subjects with readable labels, the form's two timings,
 * the addresses, three offices, four support channels and the FAQ. The
 * addresses use the same domain and phone as the footer.
 */

export type ContactSubject = 'general' | 'support' | 'sales' | 'partnership' | 'feedback' | 'other';

export const SUBJECT_OPTIONS: readonly { value: ContactSubject; label: string }[] = [
  { value: 'general', label: 'General question' },
  { value: 'support', label: 'Technical support' },
  { value: 'sales', label: 'Sales and plans' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Something else' },
];

/** The simulated send (spec: 2 seconds), then how long the confirmation stays (3 seconds). */
export const SEND_DELAY_MS = 2000;
export const CONFIRMATION_MS = 3000;

export const EMAILS = {
  general: 'hello@prompthub.example',
  support: 'support@prompthub.example',
  sales: 'sales@prompthub.example',
  partners: 'partners@prompthub.example',
} as const;

export const PHONE = { display: '+1 (415) 555-0142', dial: '+14155550142' };

/** The inbox that answers a subject, named in the confirmation. */
export function replyAddressFor(subject: ContactSubject | ''): string {
  if (subject === 'support') return EMAILS.support;
  if (subject === 'sales') return EMAILS.sales;
  if (subject === 'partnership') return EMAILS.partners;
  return EMAILS.general;
}

export interface ContactAddress {
  label: string;
  value: string;
  href: string;
}

export const CONTACT_ADDRESSES: readonly ContactAddress[] = [
  { label: 'General questions', value: EMAILS.general, href: `mailto:${EMAILS.general}` },
  { label: 'Support', value: EMAILS.support, href: `mailto:${EMAILS.support}` },
  { label: 'Sales and Enterprise', value: EMAILS.sales, href: `mailto:${EMAILS.sales}` },
  { label: 'Phone, weekdays 9:00 to 17:00 PT', value: PHONE.display, href: `tel:${PHONE.dial}` },
];

export interface Office {
  city: string;
  role: string;
  lines: string[];
  hours: string;
}

export const OFFICES: readonly Office[] = [
  {
    city: 'San Francisco',
    role: 'Headquarters',
    lines: ['Mission District', 'San Francisco, CA, United States'],
    hours: 'Monday to Friday, 9:00 to 17:00 PT',
  },
  {
    city: 'London',
    role: 'Europe',
    lines: ['Shoreditch', 'London, United Kingdom'],
    hours: 'Monday to Friday, 9:00 to 17:00 GMT',
  },
  {
    city: 'Singapore',
    role: 'Asia Pacific',
    lines: ['Tanjong Pagar', 'Singapore'],
    hours: 'Monday to Friday, 9:00 to 17:00 SGT',
  },
];

export type ChannelIcon = 'help' | 'docs' | 'email' | 'sales';

export interface SupportChannel {
  icon: ChannelIcon;
  title: string;
  description: string;
  linkLabel: string;
  href: string;
  /** mailto: and tel: links are not routes of this app. */
  external?: boolean;
}

export const SUPPORT_CHANNELS: readonly SupportChannel[] = [
  {
    icon: 'help',
    title: 'Help Center',
    description: 'Answers to the questions about accounts, plans and prompts we hear most.',
    linkLabel: 'Search the Help Center',
    href: '/help',
  },
  {
    icon: 'docs',
    title: 'Documentation',
    description: 'Guides for the library, the playground, submitting prompts and the REST API.',
    linkLabel: 'Read the docs',
    href: '/docs',
  },
  {
    icon: 'email',
    title: 'Email support',
    description: 'For a problem with your account or a prompt. We reply within one working day.',
    linkLabel: EMAILS.support,
    href: `mailto:${EMAILS.support}`,
    external: true,
  },
  {
    icon: 'sales',
    title: 'Sales',
    description: 'Enterprise plans, invoices and bank transfer for teams.',
    linkLabel: EMAILS.sales,
    href: `mailto:${EMAILS.sales}`,
    external: true,
  },
];

export const CONTACT_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How quickly will I hear back?',
    answer:
      'Emails to any of our addresses get a reply within one working day, often sooner. Pro and Enterprise members are answered first.',
  },
  {
    question: 'Where do I report a prompt that breaks the rules?',
    answer: `Write to ${EMAILS.support} with the prompt’s link and what is wrong with it. A moderator looks at every report.`,
  },
  {
    question: 'Can I get a demo of the Enterprise plan?',
    answer: `Yes. Email ${EMAILS.sales} with the size of your team and what you want to build, and we will set up a call.`,
  },
  {
    question: 'I found a bug in the open-source code. Where does it go?',
    answer: `Email ${EMAILS.support} with what you did, what you expected and what happened instead. Steps to reproduce help us most.`,
  },
];
