/**
 * Members and prompts as the cluster script makes them: through the REST
 * API like any integrator, each registration from an address of its own.
 */
import { randomBytes } from 'node:crypto';
import { call, expectStatus, json, randomVisitor } from './cluster-http.ts';

export const PASSWORD = 'cluster-password-1';

export interface Member {
  id: string;
  email: string;
  token: string;
  /** The address the member signs in from (their sign-in throttle's pair). */
  from: string;
}

interface SignedIn {
  token: string;
  user: { _id: string; email: string };
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@cluster.example`;
}

export async function register(
  base: string,
  label: string,
  from = randomVisitor(),
): Promise<Member> {
  const email = uniqueEmail(label);
  const reply = await call(base, {
    method: 'POST',
    path: '/api/users/register',
    body: { name: `Cluster ${label}`, email, password: PASSWORD },
    from,
  });
  const { token, user } = json<SignedIn>(expectStatus(reply, 201, `register ${label}`));
  return { id: user._id, email, token, from };
}

export async function signIn(base: string, email: string, password: string, from: string) {
  return call(base, { method: 'POST', path: '/api/users/login', body: { email, password }, from });
}

/** Moves a member to the plan without submission or generation limits. */
export async function subscribeUnlimited(base: string, member: Member): Promise<void> {
  const reply = await call(base, {
    method: 'POST',
    path: '/api/users/subscribe',
    body: { planId: 'enterprise' },
    token: member.token,
  });
  expectStatus(reply, 200, 'subscribe to enterprise');
}

export function promptDraft(title: string, description: string) {
  return {
    title,
    description,
    systemprompt: 'You are a careful assistant.',
    tools: '',
    categories: ['Writing'],
    model: 'ChatGPT',
    variables: [],
    isImagePrompt: false,
    isChained: false,
    chainedPrompts: [],
    executionType: 'independent',
    attachments: [],
  };
}

export async function submitPrompt(
  base: string,
  member: Member,
  title: string,
  description: string,
) {
  const reply = await call(base, {
    method: 'POST',
    path: '/api/prompts',
    body: promptDraft(title, description),
    token: member.token,
  });
  return json<{ prompt: { _id: string } }>(expectStatus(reply, 201, `submit ${title}`)).prompt._id;
}

export interface Listing {
  prompts: { _id: string; title: string }[];
  pagination: { totalPrompts: number };
}

export async function search(base: string, words: string): Promise<Listing> {
  const reply = await call(base, { path: `/api/prompts?search=${encodeURIComponent(words)}` });
  return json<Listing>(expectStatus(reply, 200, `search ${words}`));
}

/** A word no prompt holds yet (letters only, as the search index splits words). */
export function rareWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const bytes = randomBytes(8);
  return `zork${Array.from(bytes, (byte) => letters[byte % letters.length]).join('')}`;
}
