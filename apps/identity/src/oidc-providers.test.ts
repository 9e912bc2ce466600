import { describe, expect, it } from 'vitest';
import { ConfigError } from '@shop/server-kit';
import { loadIdentityConfig } from './config.ts';
import { parseOidcProviders } from './oidc-providers.ts';

const google = { name: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 's' };

describe('IDENTITY_OIDC_PROVIDERS', () => {
  it('reads a list of providers, the label defaulting to the name', () => {
    expect(parseOidcProviders(JSON.stringify([google]), true)).toEqual([
      { ...google, label: 'google', tokenAuth: 'client_secret_basic' },
    ]);
    expect(parseOidcProviders(undefined, true)).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['a missing secret', JSON.stringify([{ ...google, clientSecret: undefined }])],
    ['a bad name', JSON.stringify([{ ...google, name: 'Google!' }])],
    ['the development provider name', JSON.stringify([{ ...google, name: 'dev' }])],
    ['a name twice', JSON.stringify([google, google])],
    ['a plain-http issuer in production', JSON.stringify([{ ...google, issuer: 'http://idp.example' }])],
  ])('stops the boot on %s, naming the variable', (_name, raw) => {
    let thrown: unknown;
    try {
      parseOidcProviders(raw, true);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variables).toEqual(['IDENTITY_OIDC_PROVIDERS']);
  });

  it('allows a plain-http issuer in development', () => {
    expect(
      parseOidcProviders(JSON.stringify([{ ...google, issuer: 'http://localhost:8080' }]), false),
    ).toHaveLength(1);
  });
});

describe('IDENTITY_DEV_PROVIDER', () => {
  it('is on outside production, off in it, and can be turned off', () => {
    expect(loadIdentityConfig({}).devProvider).toBe(true);
    expect(loadIdentityConfig({ IDENTITY_DEV_PROVIDER: 'false' }).devProvider).toBe(false);
    expect(
      loadIdentityConfig({ PRODUCTION: 'true', IDENTITY_CLIENT_SECRET: 'x'.repeat(32) }).devProvider,
    ).toBe(false);
  });

  it('cannot be turned on in production', () => {
    expect(() => loadIdentityConfig({ PRODUCTION: 'true', IDENTITY_DEV_PROVIDER: 'true' })).toThrow(
      /IDENTITY_DEV_PROVIDER: cannot be on in production/,
    );
  });
});
