import * as oidc from 'openid-client';
import type { OidcProviderConfig } from './oidc-providers.ts';

/** A provider as the sign-in code uses it: its discovered configuration is fetched once, on first use. */
export interface OidcProvider {
  name: string;
  label: string;
  /** Where the provider sends the browser back: `{issuer}/api/account/externallogin/{name}/callback`. */
  redirectUri: string;
  configuration(): Promise<oidc.Configuration>;
}

export interface OidcProviders {
  get(name: string): OidcProvider | null;
  list(): readonly OidcProvider[];
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * One OpenID Connect client per provider, all through openid-client. Discovery is lazy and retried after a failure, so
 * a provider that is down at boot does not stop the service, and the development provider (served by this very
 * service) can be discovered over HTTP once the service listens.
 *
 * Plain-http issuers are allowed only outside production (the configuration refuses them in it): the development
 * provider runs on http://localhost, and openid-client refuses http unless `allowInsecureRequests` is applied.
 */
export function createOidcProviders(
  providers: readonly OidcProviderConfig[],
  options: { identityIssuer: string; production: boolean },
): OidcProviders {
  const built = providers.map((p): OidcProvider => {
    let pending: Promise<oidc.Configuration> | null = null;
    const discover = async () => {
      const auth =
        p.tokenAuth === 'client_secret_post'
          ? oidc.ClientSecretPost(p.clientSecret)
          : oidc.ClientSecretBasic(p.clientSecret);
      const insecure = !options.production && new URL(p.issuer).protocol === 'http:';
      const config = await oidc.discovery(new URL(p.issuer), p.clientId, undefined, auth, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      // The ID token comes straight from the token endpoint, where the library may trust TLS instead of the
      // signature; checking the signature as well holds over plain http too and against a misrouted answer.
      oidc.enableNonRepudiationChecks(config);
      return config;
    };
    return {
      name: p.name,
      label: p.label,
      redirectUri: `${options.identityIssuer}/api/account/externallogin/${p.name}/callback`,
      configuration() {
        pending ??= discover().catch((err: unknown) => {
          pending = null;
          throw err;
        });
        return pending;
      },
    };
  });
  const byName = new Map(built.map((p) => [p.name, p]));
  return {
    get: (name) => byName.get(name) ?? null,
    list: () => built,
  };
}
