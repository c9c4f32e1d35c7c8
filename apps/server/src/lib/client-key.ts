import ipaddr from 'ipaddr.js';

/**
 * Whose request or connection it is, for per-client limits: an IPv4 address (an IPv4-mapped
 * IPv6 address counts as its IPv4 one), or an IPv6 /64. One host or home is given a whole /64,
 * and would otherwise open a fresh quota from each of its addresses.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const prefix = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
