import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const GROUPS = 8;

/** The eight 16-bit groups of an IPv6 address ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array(GROUPS - start.length - end.length).fill(0), ...end];
}

/**
 * The network a per-address limit counts: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber is given a whole /64, billions of addresses), an IPv4-mapped IPv6 address as IPv4.
 */
export function addressBucket(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address.split('%')[0] ?? '')) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
