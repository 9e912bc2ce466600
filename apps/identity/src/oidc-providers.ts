import { z } from 'zod';
import { ConfigError } from '@shop/server-kit';

/** A sign-in provider of the configuration (`IDENTITY_OIDC_PROVIDERS`), reached by OpenID Connect discovery. */
export interface OidcProviderConfig {
  /** The `{provider}` of `externallogin/{provider}`: lower case letters, digits and dashes. */
  name: string;
  /** Its issuer URL; discovery reads `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in page's button calls it. */
  label: string;
  /** How the client secret is sent to the token endpoint (RFC 6749 §2.3.1); Basic unless the provider wants it in the body. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
}

/** The built-in development provider's name; no configured provider may take it. */
export const DEV_PROVIDER_NAME = 'dev';

const VARIABLE = 'IDENTITY_OIDC_PROVIDERS';

const Provider = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'name: lower case letters, digits and dashes, at most 32'),
  issuer: z.string().url('issuer: must be a URL'),
  clientId: z.string().min(1, 'clientId: required'),
  clientSecret: z.string().min(1, 'clientSecret: required'),
  label: z.string().min(1).max(60).optional(),
  tokenAuth: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
});

/**
 * Reads `IDENTITY_OIDC_PROVIDERS`: a JSON list of `{ name, issuer, clientId, clientSecret, label? }`. Anything wrong
 * stops the service at boot with a ConfigError naming the variable, rather than failing a shopper's sign-in later.
 * In production an issuer must be https: a token answer over plain http could be read or changed on the way.
 */
export function parseOidcProviders(raw: string | undefined, production: boolean): OidcProviderConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  const fail = (message: string): never => {
    throw new ConfigError([{ variable: VARIABLE, message }]);
  };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail('must be a JSON list of { name, issuer, clientId, clientSecret, label }');
  }
  const parsed = z.array(Provider).safeParse(json);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; '));
  }
  const seen = new Set<string>();
  return parsed.data.map((p) => {
    if (p.name === DEV_PROVIDER_NAME)
      fail(`the name '${DEV_PROVIDER_NAME}' is the built-in development provider's`);
    if (seen.has(p.name)) fail(`the name '${p.name}' is given twice`);
    seen.add(p.name);
    const issuer = new URL(p.issuer);
    if (issuer.protocol !== 'https:' && (production || issuer.protocol !== 'http:')) {
      fail(`${p.name}: the issuer must be an https URL${production ? ' in production' : ''}`);
    }
    // The issuer is kept exactly as given: discovery compares it with the provider's own, trailing slash and all.
    return { ...p, label: p.label ?? p.name };
  });
}
