/**
 * The words of every mail the hub sends (decision 040): one template per
 * message, giving its subject, a plain-text body and an HTML body from the
 * same sentences, so both say the same thing. Names are escaped in HTML;
 * links are ours (PUBLIC_URL and a token), so they need no escaping beyond
 * the attribute's.
 */
import { SITE_NAME } from '../../../shared/page-heads.ts';

export const MAIL_TEMPLATES = ['password-reset', 'email-verify'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailFields {
  name: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  opening: string;
  button: string;
  closing: string;
}

const WORDING: Record<MailTemplate, Wording> = {
  'password-reset': {
    subject: `Choose a new password for ${SITE_NAME}`,
    opening: `Someone asked to reset the password of your ${SITE_NAME} account. If it was you, choose a new one with this link within the next hour:`,
    button: 'Choose a new password',
    closing:
      'The link works once. If you did not ask, you can ignore this mail: your password stays as it is.',
  },
  'email-verify': {
    subject: `Confirm your email address for ${SITE_NAME}`,
    opening: `Welcome to ${SITE_NAME}! Confirm that this address is yours, so you can submit prompts and choose a paid plan:`,
    button: 'Confirm my address',
    closing:
      'The link works once, for 24 hours. If you did not create an account, you can ignore this mail.',
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlBody(words: Wording, fields: MailFields): string {
  const link = escapeHtml(fields.link);
  return [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>Hi ${escapeHtml(fields.name)},</p>`,
    `<p>${escapeHtml(words.opening)}</p>`,
    `<p><a href="${link}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#228be6;color:#ffffff;text-decoration:none">${escapeHtml(words.button)}</a></p>`,
    `<p style="font-size:13px">Or paste this address into your browser:<br>${link}</p>`,
    `<p>${escapeHtml(words.closing)}</p>`,
    `<p>${SITE_NAME}</p>`,
    '</body></html>',
  ].join('\n');
}

export function renderMail(template: MailTemplate, fields: MailFields): RenderedMail {
  const words = WORDING[template];
  const text = [
    `Hi ${fields.name},`,
    '',
    words.opening,
    '',
    fields.link,
    '',
    words.closing,
    '',
    SITE_NAME,
  ].join('\n');
  return { subject: words.subject, text, html: htmlBody(words, fields) };
}
