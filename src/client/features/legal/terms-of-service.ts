/**
 * The Terms of Service's text, with the three rules PRODUCT_SPEC section 9
 * fixes: price changes need 30 days' notice, liability is capped at what
 * the member paid in the prior 12 months, and California law governs.
 * Prices themselves are not repeated here: the Pricing page shows them
 * from the same plan data the server enforces.
 */
import { LEGAL_LAST_UPDATED, type LegalDocument } from './legal-document.ts';

export const LEGAL_CONTACT_EMAIL = 'legal@prompthub.example';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    'The short version: be kind and lawful, share only prompts you have the right to share, you keep ownership of what you write, and paid plans can be cancelled at any time.',
  sections: [
    {
      id: 'acceptance',
      title: 'Accepting these terms',
      blocks: [
        'These terms are an agreement between you and Prompt Hub, the team that operates the Prompt Hub website, playground and APIs ("the service"). By creating an account or using the service you agree to them. If you use Prompt Hub for an organisation, you agree on its behalf and confirm you may do so.',
        'Our Privacy Policy explains how we handle personal information and forms part of these terms.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        {
          list: [
            'You must be at least 13 years old to use Prompt Hub, and old enough in your country to agree to these terms, or have a parent’s or guardian’s permission.',
            'Give accurate information and keep your sign-in details safe. You are responsible for what happens under your account.',
            'One person per account. Accounts may not be sold or transferred.',
            'Tell us at once if you think someone else has used your account.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'Prompts and files you share',
      blocks: [
        'You keep ownership of the prompts, system prompts, variables and files you submit ("your content"). To run the service we need a licence: you grant Prompt Hub a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and distribute your content in connection with the service, and to adapt it only as needed for that (for example resizing an image).',
        'When a prompt is approved and published, other members may view it, run it, copy it and adapt it for their own work. That is the point of a shared library; do not publish anything you are not willing to share on those terms.',
        'You confirm that you have the rights to everything you submit and that it does not infringe anyone’s intellectual property or privacy. Do not include personal information about other people, passwords, keys or confidential material in prompts or attachments.',
      ],
    },
    {
      id: 'review',
      title: 'Review and moderation',
      blocks: [
        'Every submitted prompt is reviewed before it appears in the library; review usually takes 24 to 48 hours. Moderators may approve, reject or later disable a prompt, and may remove content or suspend accounts that break these terms. We try to explain our decisions, but we are not obliged to publish any content.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'You agree not to use Prompt Hub to:',
        {
          list: [
            'share prompts designed to produce illegal content, harassment, hate speech, sexual content involving minors, or instructions for violence or serious harm;',
            'get around the safety rules of the AI model providers, or their usage policies, which apply when you run prompts through the playground or the API;',
            'send spam, malware or misleading content, or impersonate another person;',
            'scrape the site, overload it, probe it for weaknesses or bypass rate limits and plan limits;',
            'collect other members’ personal information without their consent.',
          ],
        },
      ],
    },
    {
      id: 'ai-output',
      title: 'AI-generated output',
      blocks: [
        'The playground and the API send your prompts to third-party AI models. Their answers are generated automatically, may be inaccurate, incomplete or offensive, and are not reviewed by us. Check output before you rely on it, especially for medical, legal, financial or safety decisions. Subject to the model providers’ terms, you may use the output you generate as you wish, and you are responsible for how you use it.',
      ],
    },
    {
      id: 'plans-and-payment',
      title: 'Plans, payment and cancellation',
      blocks: [
        'Prompt Hub has a free plan and paid plans, described with their current prices on the Pricing page. Paid plans are billed in advance, monthly or yearly, by our payment processor.',
        {
          list: [
            'Pro includes a 14-day free trial with no card required. If you do not choose to continue, your account returns to the free plan when the trial ends.',
            'Changes between plans take effect immediately.',
            'You can cancel at any time. You keep access to your paid plan until the end of the period you have paid for; we do not refund partial periods unless the law requires it.',
            'We may change prices, but we will give you at least 30 days’ notice by email before a new price applies to you, and you can cancel before it does.',
            'Taxes are added where required.',
          ],
        },
      ],
    },
    {
      id: 'api',
      title: 'Using the API',
      blocks: [
        'API access is part of some plans and is limited to the number of calls each plan includes. Keep your API credentials secret, do not share them across organisations, and respect the rate limits in the API documentation. We may change or retire API versions with reasonable notice.',
      ],
    },
    {
      id: 'our-service',
      title: 'Our service and software',
      blocks: [
        'The Prompt Hub name, logo and the design of the service belong to us. Prompt Hub’s source code is published as open source; your use of that code is governed by the licence in its repository, and these terms govern your use of the hosted service. Feedback you send us may be used to improve Prompt Hub without any obligation to you.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      blocks: [
        'You may stop using Prompt Hub and delete your account at any time in Settings. We may suspend or close an account that seriously or repeatedly breaks these terms, or where the law requires, and will tell you why unless we are not allowed to. Sections that by their nature should survive termination, such as the licence for published prompts, disclaimers and limitation of liability, continue to apply.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        'We work hard to keep Prompt Hub available and useful, but the service is provided "as is" and "as available". To the extent the law allows, we make no warranties, express or implied, including that the service will be uninterrupted or error-free, or that prompts shared by members or output from AI models will be accurate or fit for a particular purpose.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, Prompt Hub will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, data or goodwill. Our total liability for any claim relating to the service is limited to the amount you paid us in the 12 months before the event giving rise to the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. Disputes will be heard in the state or federal courts located in San Francisco County, California, unless the law of your country gives you the right to bring a claim where you live.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms as the service changes. The date at the top shows the latest version. For a material change we will notify you by email or on the site at least 30 days before it takes effect; if you keep using Prompt Hub after that, the new terms apply.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        `Questions about these terms: write to ${LEGAL_CONTACT_EMAIL} or use the contact form. Postal address: Prompt Hub, Attn: Legal, San Francisco, CA, United States.`,
      ],
    },
  ],
};
