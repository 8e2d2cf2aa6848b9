/**
 * A plain check that text looks like an email address: something, an @,
 * a domain with a dot, no spaces, within the 254 characters an address may
 * have. It refuses typos such as "me@example" before a form reports success;
 * it cannot know whether the mailbox exists.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(trimmed);
}
