import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadOrCreateKeyPair, type KeyPair } from '@shop/server-kit';
import { DEV_PROVIDER_NAME, type OidcProviderConfig } from '../oidc-providers.ts';
import { loadOrCreateClientSecret } from '../secrets.ts';

/** What the Demo ID provider calls itself on its consent page and the sign-in page's button. */
export const DEV_PROVIDER_LABEL = 'Demo ID';
/** The one client it knows: this identity service, signing shoppers in through it like through any provider. */
export const DEV_CLIENT_ID = 'identity-service';
/** Where it is served, under the identity service's own address. */
export const DEV_PROVIDER_PATH = '/dev-oidc';

/** The development provider's own key and client secret, and the address of the one callback it sends codes to. */
export interface DevProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  key: KeyPair;
  companyName: string;
}

/**
 * The development OpenID Provider ('Demo ID', docs/decisions/0023). Its signing key and client secret are made on the
 * first start under DATA_DIR, as the identity service's own are, so restarts keep them.
 */
export async function createDevProvider(options: {
  identityIssuer: string;
  dataDir: string;
  companyName: string;
}): Promise<DevProvider> {
  const dir = path.join(options.dataDir, 'identity');
  const [key, clientSecret] = await Promise.all([
    loadOrCreateKeyPair({ alg: 'ES256', kid: 'demo-id-1', file: path.join(dir, 'dev-oidc-key.json') }),
    loadOrCreateClientSecret({
      fromEnv: undefined,
      file: path.join(dir, 'dev-oidc-client-secret'),
      production: false,
    }),
  ]);
  return {
    issuer: `${options.identityIssuer}${DEV_PROVIDER_PATH}`,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    redirectUri: `${options.identityIssuer}/api/account/externallogin/${DEV_PROVIDER_NAME}/callback`,
    key,
    companyName: options.companyName,
  };
}

/** How the identity service, as a client, is configured for it: the same shape as any provider of the configuration. */
export function devProviderClientConfig(dev: DevProvider): OidcProviderConfig {
  return {
    name: DEV_PROVIDER_NAME,
    issuer: dev.issuer,
    clientId: dev.clientId,
    clientSecret: dev.clientSecret,
    label: DEV_PROVIDER_LABEL,
    tokenAuth: 'client_secret_basic',
  };
}

/** A Demo ID user is their e-mail address: the same address is the same subject on every sign-in. */
export function devSubject(email: string): string {
  return `demo-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/** RFC 7636 S256: the challenge is the base64url SHA-256 of the verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
