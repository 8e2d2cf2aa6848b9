/**
 * The Privacy Policy's text. It describes what this product actually keeps
 * (account, prompts and files, likes and saves, playground runs, logs and
 * the browser storage keys of PRODUCT_SPEC section 3) and the spec's one
 * firm rule: the service is not for children under 13.
 */
import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-document.ts';

export const PRIVACY_CONTACT_EMAIL = 'privacy@prompthub.example';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'The short version: we collect what we need to run your account and show the prompts you share, we never sell your data, and you can see, export or delete it whenever you like.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'Prompt Hub is an open-source hub for discovering, testing and sharing prompts for AI models. In this policy, "Prompt Hub", "we" and "us" mean the team that operates the website and its API from San Francisco, California. "You" means anyone who visits the site, creates an account or uses the API.',
        'This policy explains what personal information we collect, why we collect it, who we share it with and the choices you have. It applies to the website, the playground and the REST and app APIs. It does not cover the websites of the AI model providers or other services we link to, which have their own policies.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        'We collect information in three ways: you give it to us, it is created when you use Prompt Hub, or it comes from a sign-in provider you choose.',
        {
          list: [
            'Account details: your name, email address and profile picture. If you sign in with Google, Google shares these with us; we never see your Google password.',
            'Content you share: the prompts you submit (titles, text, system prompts, variables, categories, chained steps) and any files you attach to them.',
            'Activity: the prompts you like and save, how often prompts are used, and the prompts you run in the playground with the model you chose.',
            'Plan information: the plan you are on and when it changes. Payments are handled by our payment processor; we do not store full card numbers.',
            'Technical data: your IP address, browser type, the pages you request and the time of each request, kept in server logs with a request identifier so we can investigate errors.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        {
          list: [
            'To run your account: signing you in, showing your saved and created prompts, and applying your plan’s limits.',
            'To publish what you share: approved prompts show your name as their author.',
            'To review submissions: moderators read submitted prompts and attachments before they appear in the library.',
            'To run the playground: the text of a prompt you run is sent to the model provider you choose, and the answer is sent back to you.',
            'To keep the service safe and working: detecting abuse, enforcing rate limits, and diagnosing failures from logs.',
            'To improve Prompt Hub: counting which features and prompts are used, in aggregate.',
          ],
        },
        'We do not use the content of your private activity (what you save or run) to advertise to you, and we do not build advertising profiles.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases for processing',
      blocks: [
        'Where laws such as the EU and UK General Data Protection Regulation apply, we rely on these legal bases: performing our contract with you (running your account and the features you use), our legitimate interests (keeping the service secure, understanding how it is used and improving it, balanced against your rights), your consent (where we ask for it, which you can withdraw at any time), and legal obligations (for example keeping billing records).',
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      blocks: [
        'We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share it only in these cases:',
        {
          list: [
            'Publicly, when you choose: an approved prompt, its attachments and your name as author can be seen by anyone.',
            'With AI model providers, when you run a prompt in the playground or through the API: they receive the prompt text and any image you add, under their terms for API use.',
            'With service providers who host our servers, store files, send email and process payments, under contracts that limit their use of the data to providing their service to us.',
            'When the law requires it, or to protect the rights, property or safety of our users, the public or Prompt Hub.',
            'If Prompt Hub is reorganised, merged or sold, with the new operator, who must honour this policy.',
          ],
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and browser storage',
      blocks: [
        'We use a small number of cookies and browser storage entries, all needed for the site to work. We do not use advertising or cross-site tracking cookies.',
        {
          list: [
            'A sign-in cookie that keeps you signed in, marked secure and HTTP-only.',
            'Browser storage for your colour scheme, your recent playground prompts, the prompts you liked, the page to return to after signing in, and a draft of the submit form with its files, so an accidental reload does not lose your work.',
          ],
        },
        'You can clear cookies and site data in your browser settings at any time. You will be signed out, and your recent prompts and drafts on that device will be gone.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      blocks: [
        'We keep your account information while your account exists. When you delete your account, we delete your profile, your likes and saves within 30 days, and remove your name from prompts you published, which stay in the library credited to a former member unless you ask us to remove them too. Server logs are kept for up to 90 days. Billing records are kept for as long as tax law requires, usually seven years.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'We protect your information with encrypted connections (HTTPS), hashed passwords, access controls that limit who on our team can see personal data, and regular updates of the software we run. No system is perfectly secure: if we learn of a breach that affects your personal information, we will tell you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      blocks: [
        'Wherever you live, you can ask us to:',
        {
          list: [
            'give you a copy of the personal information we hold about you, in a portable format;',
            'correct information that is wrong (you can change your name and picture yourself in Settings);',
            'delete your account and personal information (you can do this yourself in Settings);',
            'stop or restrict a use of your information you object to.',
          ],
        },
        'Use the Request Data and Delete Account buttons at the top of this page, or write to us. We answer within 30 days and may ask you to confirm your identity first. If you are unhappy with our answer, you may complain to your local data protection authority. California residents have these rights under the California Consumer Privacy Act, and we will not treat you differently for using them.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Prompt Hub is not for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us personal information, contact us and we will delete it. Where local law sets a higher age for consent to data processing, you must be that age or have a parent’s or guardian’s consent.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        'Prompt Hub is run from the United States, and our service providers and model providers may process data in other countries. When we transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we use safeguards the law recognises, such as the European Commission’s standard contractual clauses.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We will update this policy when our practices change. The date at the top shows the latest version. If a change materially affects how we use your information, we will tell you by email or with a notice on the site before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        `Questions, requests or complaints about privacy: write to ${PRIVACY_CONTACT_EMAIL}, use the contact form, or send a letter to Prompt Hub, Attn: Privacy, San Francisco, CA, United States.`,
      ],
    },
  ],
};
