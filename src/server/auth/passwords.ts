/** Password hashing with argon2id (OWASP's recommended parameters). */
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 8;

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id; a const enum, so spelled out here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, checked when the account does not exist,
 * so an unknown email takes as long as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash;
}
