/**
 * Which addresses a webhook may never reach (decision 037): anything that
 * is this machine, its link or a private network, where an admin's URL
 * could reach an internal service (a metadata endpoint, a database's HTTP
 * port) the hub can see and the internet cannot. Checked on the address a
 * name resolves to, at registration and again at each delivery.
 *
 * IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, the old
 * compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by
 * the IPv4 address inside them, so 127.0.0.1 cannot come in wearing IPv6.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const IPV4_RANGES: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", and 0.0.0.0 itself
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, private to a provider
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

const IPV6_RANGES: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['fc00::', 7], // unique local
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_RANGES) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 part becomes two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%', 1)[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address carries, if it is one of the forms that do. */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  if (zeroTo(5) && g5 === 0xffff) return ipv4Of(g6, g7); // ::ffff:a.b.c.d
  if (zeroTo(6) && (g6 !== 0 || g7 > 1)) return ipv4Of(g6, g7); // ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4Of(g6, g7); // NAT64
  if (g0 === 0x2002) return ipv4Of(g1, g2); // 6to4
  return null;
}

/** True for an address a webhook must not reach; anything that is not an IP address is refused too. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  const inner = embeddedIpv4(address);
  if (inner !== null) return blocked.check(inner, 'ipv4');
  return blocked.check(address.split('%', 1)[0] ?? address, 'ipv6');
}
