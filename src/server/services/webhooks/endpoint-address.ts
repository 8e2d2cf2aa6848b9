/**
 * The address a webhook URL's host stands for, checked (decision 037).
 * A name is resolved and every address it has must be allowed: an attacker
 * who adds one private record beside a public one gains nothing. At
 * delivery the connection is made to the address checked here (a custom
 * `lookup` in http-post.ts), so a name that changes its answer between the
 * check and the connection (DNS rebinding) cannot slip through.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-addresses.ts';

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export class RefusedAddressError extends Error {}

export const PRIVATE_ADDRESS_MESSAGE =
  'points to a loopback, link-local or private address, which webhooks may not reach';

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export async function resolveEndpointAddress(
  url: URL,
  allowPrivate: boolean,
): Promise<CheckedAddress> {
  const host = hostOf(url);
  const literal = isIP(host);
  const found =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await lookup(host, { all: true, verbatim: true }).catch(() => {
          throw new RefusedAddressError(`could not resolve ${host}`);
        });
  if (!allowPrivate && found.some((entry) => isPrivateAddress(entry.address)))
    throw new RefusedAddressError(PRIVATE_ADDRESS_MESSAGE);
  const [first] = found;
  if (!first) throw new RefusedAddressError(`could not resolve ${host}`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
