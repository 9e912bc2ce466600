import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';

/**
 * Which hops in front of a service may speak for the client (X-Forwarded-For, -Proto, -Host), as Fastify takes it:
 * `false` none; a number: that many hops nearest the service (the address N entries from the right of
 * X-Forwarded-For is the client's); a list: the peers whose addresses (or CIDR ranges, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`) are trusted. docs/decisions/0044-behind-a-tls-balancer.md.
 */
export type TrustProxySetting = false | number | readonly string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`/`no`/`0` (default) trusts no one; `true`/`yes` trusts one hop, the balancer in front (a
 * client's own X-Forwarded-For entries are then ignored, as the balancer appends the address it saw); `2`…`10` trusts
 * that many hops (a CDN in front of the balancer); a comma-separated list of addresses or CIDR ranges trusts exactly
 * those peers. "Trust every hop" is not offered: it would take the leftmost X-Forwarded-For entry, which any client
 * writes itself.
 */
export const envTrustProxy = () =>
  z
    .string()
    .default('false')
    .transform((raw, ctx): TrustProxySetting => {
      const value = raw.trim().toLowerCase();
      if (['false', 'no', '0'].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return 1;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops >= 1 && hops <= 10) return hops;
      } else {
        const entries = value
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
      }
      ctx.addIssue({
        code: 'custom',
        message:
          "must be 'false', 'true' (one balancer), a hop count 1-10, or a comma-separated list of proxy addresses or CIDR ranges",
      });
      return z.NEVER;
    });

/** proxy-addr's named ranges, as subnets. */
const RANGES: Record<string, readonly [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  const add = (address: string, bits: number | undefined) => {
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  };
  for (const entry of entries) {
    const named = RANGES[entry];
    if (named) for (const [address, bits] of named) add(address, bits);
    else {
      const [address = '', bits] = entry.split('/');
      add(address, bits === undefined ? undefined : Number(bits));
    }
  }
  return list;
}

/** Whether a peer at `address`, `hop` steps from the service (0: the socket's peer), may speak for the client. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The setting as a trust function, for Fastify and for the answers Fastify gives before a request is built with it.
 * A hop count trusts the nearest hops whatever their address (Fastify itself refuses a bare number, since a count
 * cannot tell the balancer from a client that reaches the service directly): so a count, and `true`, are for a
 * service only the balancer can reach; a list of addresses is the stricter form.
 */
export function trustFunction(setting: TrustProxySetting | boolean | undefined): TrustFunction | null {
  if (setting === undefined || setting === false) return null;
  // `true` from code means what it means in TRUST_PROXY: the one balancer in front.
  const hops = setting === true ? 1 : setting;
  if (typeof hops === 'number') return (_address, hop) => hop < hops;
  const list = blockListOf(hops);
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The protocol per X-Forwarded-Proto when the socket's peer is trusted (the last value: the nearest proxy's). */
export function forwardedProtocol(raw: IncomingMessage, trust: TrustFunction | null): string | null {
  const header = raw.headers['x-forwarded-proto'];
  const peer = raw.socket?.remoteAddress;
  if (!trust || typeof header !== 'string' || !peer || !trust(peer, 0)) return null;
  return header.split(',').pop()?.trim().toLowerCase() ?? null;
}
