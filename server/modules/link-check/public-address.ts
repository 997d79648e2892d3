import { isIPv4, isIPv6 } from 'node:net';

// Which addresses the link checker may connect to (docs/decisions/0036): public unicast only, so a link
// an administrator typed (or a redirect, or a DNS answer) never reaches this machine or the network it
// sits in. Written out by hand from the IANA special-purpose registries (RFC 6890 and its updates) so
// every range is visible here; an address that is not clearly public is refused.

/** Why an address is refused, as a few words ('private', 'loopback', …). */
export type AddressKind =
  | 'unspecified'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link-local'
  | 'documentation'
  | 'multicast'
  | 'reserved'
  | 'unique local'
  | 'scoped'
  | 'not an IP';

type V4Range = readonly [base: string, bits: number, kind: AddressKind];

// biome-ignore format: a table
const V4_REFUSED: readonly V4Range[] = [
  ['0.0.0.0', 8, 'unspecified'],      // "this network"
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],       // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],  // and the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],      // IETF protocol assignments
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],    // the old 6to4 relays
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],     // benchmarking
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],       // and the broadcast address
];

/** An IPv4 address as an unsigned 32-bit number. */
function v4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inV4Range(value: number, [base, bits]: V4Range): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(v4Number(base) / size);
}

function v4Kind(address: string): AddressKind | null {
  const value = v4Number(address);
  return V4_REFUSED.find((range) => inV4Range(value, range))?.[2] ?? null;
}

/** An IPv6 address as its eight 16-bit words (a dotted IPv4 tail becomes the last two). */
function v6Words(address: string): number[] {
  let text = address;
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    const value = v4Number(tail);
    const [high, low] = [Math.floor(value / 65536), value % 65536].map((word) => word.toString(16));
    text = `${text.slice(0, text.length - tail.length)}${high}:${low}`;
  }
  const [head, rest] = text.split('::');
  const words = (part: string | undefined) => (part ? part.split(':') : []);
  const groups =
    rest === undefined
      ? words(head)
      : [...words(head), ...Array(8 - words(head).length - words(rest).length).fill('0'), ...words(rest)];
  return groups.map((group) => Number.parseInt(group, 16));
}

/** Whether the first `bits` bits of `words` are those of `prefix`. */
function hasPrefix(words: number[], prefix: string, bits: number): boolean {
  const base = v6Words(prefix);
  for (let index = 0; bits > 0; index += 1, bits -= 16) {
    const shift = Math.max(0, 16 - bits);
    if (words[index] >> shift !== base[index] >> shift) return false;
  }
  return true;
}

/** The IPv4 address held in two words. */
const embeddedV4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].map(String).join('.');

// Inside the global unicast block (2000::/3), the parts that are not public hosts.
// biome-ignore format: a table
const V6_REFUSED_GLOBAL: readonly [prefix: string, bits: number, kind: AddressKind][] = [
  ['2001::', 23, 'reserved'],         // IETF protocol assignments: Teredo, ORCHID, benchmarking
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

function v6Kind(address: string): AddressKind | null {
  const words = v6Words(address);
  // IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that the
  // connection ends up at: that address decides.
  if (hasPrefix(words, '::ffff:0:0', 96) || hasPrefix(words, '64:ff9b::', 96)) {
    return v4Kind(embeddedV4(words[6], words[7]));
  }
  if (hasPrefix(words, '2002::', 16)) return v4Kind(embeddedV4(words[1], words[2]));
  if (hasPrefix(words, '2000::', 3)) {
    return V6_REFUSED_GLOBAL.find(([prefix, bits]) => hasPrefix(words, prefix, bits))?.[2] ?? null;
  }
  if (words.every((word) => word === 0)) return 'unspecified';
  if (hasPrefix(words, '::1', 128)) return 'loopback';
  if (hasPrefix(words, 'fc00::', 7)) return 'unique local';
  if (hasPrefix(words, 'fe80::', 10)) return 'link-local';
  if (hasPrefix(words, 'ff00::', 8)) return 'multicast';
  // Everything else outside 2000::/3: IPv4-compatible, discard, site-local, unassigned.
  return 'reserved';
}

/** Why `address` (an IP, as DNS or a URL gives it) may not be connected to, or null when it is public. */
export function refusedKind(address: string): AddressKind | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // A zone (fe80::1%eth0) names an interface of this machine.
  if (bare.includes('%')) return 'scoped';
  if (isIPv4(bare)) return v4Kind(bare);
  if (isIPv6(bare)) return v6Kind(bare.toLowerCase());
  return 'not an IP';
}

export const isPublicAddress = (address: string): boolean => refusedKind(address) === null;
