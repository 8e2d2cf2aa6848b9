/**
 * The browser side of the OpenID sign-in flow: state, PKCE verifier and the
 * page to return to travel in a short-lived HttpOnly cookie scoped to the
 * callback path; the callback checks the state against it in constant time.
 * When the flow fails, the person gets a plain page with a way back.
 */
import { timingSafeEqual } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeRedirectPath } from '../../shared/safe-redirect.ts';

const FLOW_COOKIE = 'oauth_flow';
/** Where the flow's routes live; the cookie is sent to these paths only. */
export const FLOW_PATH = '/api/auth/google';
const FLOW_MAX_AGE_S = 600;

export interface OAuthFlow {
  state: string;
  verifier: string;
  /** A same-site path to return to after sign-in. */
  redirect: string;
}

/** origin: the site's public origin, against which the redirect must stay. */
export function startFlow(requestedRedirect: string | undefined, origin: string): OAuthFlow {
  return {
    state: generateState(),
    verifier: generateCodeVerifier(),
    redirect: safeRedirectPath(requestedRedirect, origin),
  };
}

export function readFlowCookie(request: FastifyRequest): OAuthFlow | null {
  const raw = /(?:^|;\s*)oauth_flow=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const [state, verifier, redirect] = value.split('|');
  return state && verifier ? { state, verifier, redirect: redirect ?? '' } : null;
}

function cookie(value: string, secure: boolean, maxAge: number): string {
  const parts = [
    `${FLOW_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${FLOW_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ];
  return secure ? `${parts.join('; ')}; Secure` : parts.join('; ');
}

export function flowCookie(flow: OAuthFlow, secure: boolean): string {
  return cookie(`${flow.state}|${flow.verifier}|${flow.redirect}`, secure, FLOW_MAX_AGE_S);
}

export function clearedFlowCookie(secure: boolean): string {
  return cookie('', secure, 0);
}

/** Whether the provider sent back the state this browser started with. */
export function isSameState(expected: string, received: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(received);
  return left.length === right.length && timingSafeEqual(left, right);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function sendFailedPage(reply: FastifyReply, message: string, status = 400) {
  const safe = message.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in failed</title>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Sign-in failed</h1><p>${safe}</p><p><a href="/login">Back to sign in</a></p></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}
