/**
 * API keys as strings (decision 034): "ph_", a 12-hex-digit public id, "_",
 * and a 32-byte random secret in base64url. The public part ("ph_" and the
 * id) is stored and shown as the key's prefix; of the secret, only its
 * SHA-256 is stored. High-entropy secrets need no slow hash: nobody can
 * guess one, and a leaked table cannot be turned back into keys.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '../../shared/api-key-limits.ts';

const ID_HEX_DIGITS = 12;
const PREFIX_LENGTH = API_KEY_PREFIX.length + ID_HEX_DIGITS;
const SECRET_BYTES = 32;
/** base64url of 32 bytes, without padding. */
const SECRET_LENGTH = 43;
const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}[0-9a-f]{${ID_HEX_DIGITS}}_[A-Za-z0-9_-]{${SECRET_LENGTH}}$`,
);

export interface NewApiKey {
  /** The whole key, given to its owner once. */
  key: string;
  prefix: string;
  secretHash: string;
}

export function newApiKey(): NewApiKey {
  const prefix = `${API_KEY_PREFIX}${randomBytes(ID_HEX_DIGITS / 2).toString('hex')}`;
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { key: `${prefix}_${secret}`, prefix, secretHash: hashApiKeySecret(secret) };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A bearer token that claims to be an API key (then it is never tried as a session). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The prefix and secret of a well-formed key; null for anything else. */
export function splitApiKey(token: string): { prefix: string; secret: string } | null {
  if (!KEY_PATTERN.test(token)) return null;
  return { prefix: token.slice(0, PREFIX_LENGTH), secret: token.slice(PREFIX_LENGTH + 1) };
}

/** Compares in constant time, so response times say nothing about a stored hash. */
export function isSecretOf(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
