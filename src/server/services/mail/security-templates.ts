/**
 * The words of the security notices (decision 047): one template each,
 * giving a subject, a plain-text body and an HTML body from the same
 * sentences. They name what happened, when, and what to do if it was not
 * the member; never a token, a password or a session.
 */
import {
  SECURITY_NOTICE_KINDS,
  type SecurityNoticeKind,
} from '../../../shared/notification-kinds.ts';
import { SITE_NAME } from '../../../shared/page-heads.ts';
import { escapeHtml, type RenderedMail } from './mail-templates.ts';

/** The notices are the list's security kinds, so mail and list name the same events. */
export const SECURITY_NOTICES = SECURITY_NOTICE_KINDS;
export type SecurityNotice = SecurityNoticeKind;

/** What a notice may name besides the account: all of it safe to read in a mailbox. */
export interface SecurityDetail {
  keyName?: string | undefined;
  device?: string | undefined;
  addressGroup?: string | undefined;
}

export interface SecurityMailFields extends SecurityDetail {
  name: string;
  /** When it happened. */
  at: Date;
  /** Settings, where sessions and keys are ended. */
  settingsLink: string;
  /** "Forgot password?", for a member whose password someone else changed. */
  forgotLink: string;
}

interface Wording {
  subject: string;
  what: string;
  ifNotYou: string;
  button: 'settings' | 'forgot';
}

function wording(notice: SecurityNotice, fields: SecurityMailFields): Wording {
  const recover = `If it was not you, someone else knows your password: choose a new one now with "Forgot password?" on the sign-in page, which signs everyone else out.`;
  switch (notice) {
    case 'password-changed':
      return {
        subject: `Your ${SITE_NAME} password was changed`,
        what: `The password of your ${SITE_NAME} account was changed in Settings. Every other device was signed out.`,
        ifNotYou: recover,
        button: 'forgot',
      };
    case 'password-reset':
      return {
        subject: `Your ${SITE_NAME} password was reset`,
        what: `The password of your ${SITE_NAME} account was reset with a link mailed to this address, and every device was signed out.`,
        ifNotYou: `If it was not you, someone can read this mailbox: secure it, then choose a new password with "Forgot password?".`,
        button: 'forgot',
      };
    case 'api-key-created':
      return {
        subject: `A new API key was made for your ${SITE_NAME} account`,
        what: `A new API key named "${fields.keyName ?? ''}" was made for your ${SITE_NAME} account. Programs holding it can use the account as its scopes allow.`,
        ifNotYou: `If it was not you, revoke it in Settings, "API keys", sign out the devices you do not know under "Where you're signed in", and change your password.`,
        button: 'settings',
      };
    case 'new-sign-in':
      return {
        subject: `New sign-in to your ${SITE_NAME} account`,
        what: `Your ${SITE_NAME} account was signed in to from a network it had not been used from before: ${fields.device ?? 'an unknown device'}, address ${fields.addressGroup ?? 'unknown'}.`,
        ifNotYou: `If it was you, there is nothing to do. If not, sign that device out in Settings, "Where you're signed in", and change your password.`,
        button: 'settings',
      };
  }
}

/** A moment as the mail shows it, in UTC so it reads the same everywhere. */
export function mailTime(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toISOString().slice(11, 16);
  return `${date} at ${time} UTC`;
}

const BUTTON_WORDS = { settings: 'Open Settings', forgot: 'Choose a new password' } as const;

export function renderSecurityMail(
  notice: SecurityNotice,
  fields: SecurityMailFields,
): RenderedMail {
  const words = wording(notice, fields);
  const when = `When: ${mailTime(fields.at)}.`;
  const link = words.button === 'settings' ? fields.settingsLink : fields.forgotLink;
  const always = `${SITE_NAME} always sends this notice, to keep your account safe; it cannot be turned off.`;
  const text = [
    `Hi ${fields.name},`,
    '',
    words.what,
    when,
    '',
    words.ifNotYou,
    link,
    '',
    always,
    '',
    SITE_NAME,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>Hi ${escapeHtml(fields.name)},</p>`,
    `<p>${escapeHtml(words.what)}<br>${escapeHtml(when)}</p>`,
    `<p>${escapeHtml(words.ifNotYou)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#228be6;color:#ffffff;text-decoration:none">${BUTTON_WORDS[words.button]}</a></p>`,
    `<p style="font-size:13px">${escapeHtml(always)}</p>`,
    `<p>${SITE_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: words.subject, text, html };
}
