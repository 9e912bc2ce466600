import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Jose from 'jose';
import type { JSONWebKeySet } from 'jose';
import { createAccessTokenVerifier, KEPT_TOKENS_MAX, VERIFIED_KEEP_MS } from './access-token.ts';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIdentity, type TestIdentity } from './test-tokens.ts';

// Every signature check goes through jose's jwtVerify; counting its calls shows which answers came from memory.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});
const { jwtVerify } = await import('jose');
const checks = vi.mocked(jwtVerify);

let identity: TestIdentity;
beforeAll(async () => {
  identity = await createTestIdentity();
});
afterEach(() => {
  checks.mockClear();
});

/** A verifier whose clock the test moves. */
function verifierAt(start: Date) {
  let at = start.getTime();
  const verify = createAccessTokenVerifier({
    keys: JSON.parse(identity.jwks) as JSONWebKeySet,
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    now: () => new Date(at),
  });
  return { verify, advance: (ms: number) => (at += ms) };
}

describe('tokens already verified', () => {
  it('checks a token once while it is kept, and every other token on its own', async () => {
    const start = new Date();
    const { verify } = verifierAt(start);
    const token = await identity.tokenFor('acct-7', { now: start, ttlSeconds: 600 });
    const another = await identity.tokenFor('acct-8', { now: start, ttlSeconds: 600 });
    expect(await verify(token)).toEqual({ accountId: 'acct-7' });
    expect(await verify(token)).toEqual({ accountId: 'acct-7' });
    expect(await verify(another)).toEqual({ accountId: 'acct-8' });
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('checks the signature again after a minute, so a withdrawn key stops counting', async () => {
    const start = new Date();
    const { verify, advance } = verifierAt(start);
    const token = await identity.tokenFor('acct-7', { now: start, ttlSeconds: 600 });
    await verify(token);
    advance(VERIFIED_KEEP_MS - 1);
    await verify(token);
    expect(checks).toHaveBeenCalledTimes(1);
    advance(2);
    expect(await verify(token)).toEqual({ accountId: 'acct-7' });
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('never takes a token past its expiry, and remembers an expired one as refused', async () => {
    const start = new Date();
    const { verify, advance } = verifierAt(start);
    const token = await identity.tokenFor('acct-7', { now: start, ttlSeconds: 20 });
    await verify(token);
    // Past its expiry the token is checked again (and passes only within the clock tolerance of 30 s)...
    advance(21_000);
    expect(await verify(token)).toEqual({ accountId: 'acct-7' });
    expect(checks).toHaveBeenCalledTimes(2);
    // ...until it is refused; from then on it is refused without another check.
    advance(30_000);
    expect(await verify(token)).toMatchObject({
      accountId: null,
      reason: 'invalid',
      detail: 'ERR_JWT_EXPIRED',
    });
    expect(await verify(token)).toMatchObject({
      accountId: null,
      reason: 'invalid',
      detail: 'ERR_JWT_EXPIRED',
    });
    expect(checks).toHaveBeenCalledTimes(3);
  });

  it('checks a token refused for another reason every time', async () => {
    const start = new Date();
    const { verify } = verifierAt(start);
    const foreign = await identity.tokenFor('acct-7', { now: start, audience: 'another-shop' });
    for (let i = 0; i < 2; i++)
      expect(await verify(foreign)).toMatchObject({
        accountId: null,
        detail: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
      });
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('refuses what is not a compact token without parsing it', async () => {
    const { verify } = verifierAt(new Date());
    for (const token of ['not-a-token', 'a.b', 'a.b.c.d', 'a.b=.c', 'a b.c.d'])
      expect(await verify(token)).toEqual({ accountId: null, reason: 'invalid', detail: 'ERR_JWS_INVALID' });
    expect(checks).not.toHaveBeenCalled();
  });

  it('keeps a bounded number of tokens, the oldest going first', async () => {
    const start = new Date();
    const { verify } = verifierAt(start);
    const first = await identity.tokenFor('acct-first', { now: start, ttlSeconds: 600 });
    await verify(first);
    // As many other tokens as are kept, each refused as expired, push the first one out.
    const old = new Date(start.getTime() - 3_600_000);
    const expired = await Promise.all(
      Array.from({ length: KEPT_TOKENS_MAX }, (_, i) =>
        identity.tokenFor(`acct-${i}`, { now: old, ttlSeconds: 60 }),
      ),
    );
    for (const token of expired) await verify(token);
    checks.mockClear();
    await verify(first);
    expect(checks).toHaveBeenCalledTimes(1);
    // The newest expired token is still remembered.
    await verify(expired.at(-1)!);
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
