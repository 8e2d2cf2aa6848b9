/**
 * Every kind's mail (decision 045), plain and HTML from one template: it
 * greets the member, says what happened before explaining it (the subject
 * is not shown beside the body everywhere), names the prompt or the plan,
 * links only to the hub's PUBLIC_URL, and carries the unsubscribe page's
 * link; names are escaped in HTML.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../shared/notification-kinds.ts';
import { renderNotificationMail, type Notice } from './notification-mail.ts';

const BASE = 'https://hub.example';
const BILLING = new Set(['payment-failed', 'trial-ending']);

function noticeOf(kind: Notice['kind']): Notice {
  const billing = BILLING.has(kind);
  return {
    kind,
    name: 'Ann <Admin>',
    promptId: billing ? null : 'p1',
    promptTitle: billing ? '' : 'Cover & letter',
    reason: null,
    subject: billing ? 'Pro' : null,
    endsAt: billing ? new Date('2026-12-04T10:00:00Z') : null,
  };
}

function render(kind: Notice['kind']) {
  const notice = noticeOf(kind);
  return renderNotificationMail(notice, {
    prompt: notice.promptId ? `${BASE}/prompts/p1` : null,
    settings: `${BASE}/settings`,
    unsubscribe: `${BASE}/unsubscribe?token=t0k3n&kind=${kind}`,
  });
}

describe('notification mail bodies', () => {
  it.each(NOTIFICATION_KINDS)('%s reads on its own, plain and HTML', (kind) => {
    const mail = render(kind);
    const [greeting, , opening] = mail.text.split('\n');
    expect(greeting).toBe('Hi Ann <Admin>,');
    // The body opens with what happened, naming the prompt or the plan.
    expect(opening?.startsWith(`${mail.subject}. `)).toBe(true);
    expect(opening).toMatch(BILLING.has(kind) ? /Prompt Hub Pro/ : /"Cover & letter"/);
    expect(mail.text).toContain(`${BASE}/settings`);
    expect(mail.text).toContain(`${BASE}/unsubscribe?token=t0k3n&kind=${kind}`);
    expect(mail.html).toContain(`href="${BASE}/unsubscribe?token=t0k3n&amp;kind=${kind}"`);
    expect(mail.html).toContain('Hi Ann &lt;Admin&gt;,');
    expect(mail.html).not.toContain('<Admin>');
    for (const url of mail.text.match(/https?:\/\/\S+/g) ?? [])
      expect(url.startsWith(BASE)).toBe(true);
    expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|null| {2}/);
  });

  it('names the site alone when a billing notice recorded no plan', () => {
    const mail = renderNotificationMail(
      { ...noticeOf('payment-failed'), subject: null },
      { prompt: null, settings: `${BASE}/settings`, unsubscribe: `${BASE}/unsubscribe?token=t` },
    );
    expect(mail.subject).toBe('Your payment for Prompt Hub failed');
  });
});
