import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Cookies over https, in one place for every service (docs/decisions/0044-behind-a-tls-balancer.md): every cookie a
 * response sets gets `Secure`; every HttpOnly one is renamed `__Host-<name>` (which the browser only accepts with
 * Secure, `Path=/` and no Domain, so neither a page served over http nor a sibling subdomain can set or shadow it).
 * Incoming Cookie headers are renamed back before any hook or handler reads them, so module code keeps its names.
 * Over plain http (development on http://localhost) nothing changes.
 */
export const HOST_COOKIE_PREFIX = '__Host-';
const SECURE_COOKIE_PREFIX = '__Secure-';

export interface SecureCookieOptions {
  /**
   * Names (unprefixed) of the HttpOnly cookies this service sets. Over https a plain cookie of such a name is ignored:
   * the service only ever sets the prefixed one, so a plain one was planted (over http, or by a sibling subdomain).
   */
  hostOnly?: readonly string[];
}

/** One Set-Cookie value as it leaves over https. */
export function secureSetCookie(value: string): string {
  const [pair = '', ...rest] = value.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return value;
  let name = pair.slice(0, eq).trim();
  let attributes = rest.map((a) => a.trim()).filter((a) => a !== '' && !/^secure$/i.test(a));
  const httpOnly = attributes.some((a) => /^httponly$/i.test(a));
  if (httpOnly && !name.startsWith(HOST_COOKIE_PREFIX) && !name.startsWith(SECURE_COOKIE_PREFIX)) {
    name = `${HOST_COOKIE_PREFIX}${name}`;
  }
  if (name.startsWith(HOST_COOKIE_PREFIX)) {
    // The browser refuses a __Host- cookie with any other path or with a domain.
    attributes = [...attributes.filter((a) => !/^(path|domain)\s*=/i.test(a)), 'Path=/'];
  }
  return [`${name}=${pair.slice(eq + 1).trim()}`, ...attributes, 'Secure'].join('; ');
}

/** An incoming Cookie header over https, with the names module code knows. */
export function unprefixCookieHeader(header: string, hostOnly: ReadonlySet<string>): string {
  const pairs = header
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const eq = p.indexOf('=');
      return eq < 0 ? { name: p, rest: '' } : { name: p.slice(0, eq).trim(), rest: p.slice(eq) };
    });
  const prefixed = new Set(
    pairs
      .filter((p) => p.name.startsWith(HOST_COOKIE_PREFIX))
      .map((p) => p.name.slice(HOST_COOKIE_PREFIX.length)),
  );
  const out: string[] = [];
  for (const { name, rest } of pairs) {
    if (name.startsWith(HOST_COOKIE_PREFIX)) {
      const plain = name.slice(HOST_COOKIE_PREFIX.length);
      if (plain) out.push(`${plain}${rest}`);
    } else if (!hostOnly.has(name) && !prefixed.has(name)) {
      out.push(`${name}${rest}`);
    }
  }
  return out.join('; ');
}

function secureAll(value: unknown): unknown {
  if (typeof value === 'string') return secureSetCookie(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? secureSetCookie(v) : v));
  return value;
}

/**
 * Rewrites the response's Set-Cookie headers at the moment they are written. An onSend hook would not do: plugins
 * such as @fastify/cookie serialise their cookies in their own onSend hooks, which run after the root's; the
 * not-found and error answers and headers set on the raw response go out through writeHead as well.
 */
function secureCookiesOnWrite(raw: ServerResponse): void {
  const writeHead = raw.writeHead;
  raw.writeHead = ((...args: unknown[]) => {
    const set = raw.getHeader('set-cookie');
    if (set !== undefined) raw.setHeader('set-cookie', secureAll(set) as string[]);
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      const headers = arg as Record<string, unknown>;
      for (const key of Object.keys(headers)) {
        if (key.toLowerCase() === 'set-cookie') headers[key] = secureAll(headers[key]);
      }
    }
    return writeHead.apply(raw, args as Parameters<ServerResponse['writeHead']>);
  }) as ServerResponse['writeHead'];
}

export function registerSecureCookies(
  app: FastifyInstance,
  overHttps: (request: FastifyRequest) => boolean,
  options: SecureCookieOptions = {},
): void {
  const hostOnly = new Set(options.hostOnly ?? []);
  // The first onRequest hook of the server: nothing has read the cookies yet.
  app.addHook('onRequest', (request, reply, done) => {
    if (!overHttps(request)) {
      done();
      return;
    }
    const header = request.headers.cookie;
    if (typeof header === 'string' && header !== '')
      request.headers.cookie = unprefixCookieHeader(header, hostOnly);
    secureCookiesOnWrite(reply.raw);
    done();
  });
}
