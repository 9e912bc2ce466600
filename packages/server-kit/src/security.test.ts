import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newCspNonce } from './security.ts';

describe('contentSecurityPolicy third-party sources', () => {
  it('adds nothing and no frame-src when no provider is configured', () => {
    const csp = contentSecurityPolicy('n0nce', { thirdPartySources: () => ({}) });
    expect(csp).toContain("script-src 'self' 'nonce-n0nce';");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).not.toContain('frame-src');
  });

  it('adds each directive its origins, read for every policy', () => {
    let script = ['https://www.googletagmanager.com'];
    const options = {
      connectSources: ['http://localhost:3001'],
      thirdPartySources: () => ({
        script,
        connect: ['https://*.google-analytics.com'],
        frame: ['https://apis.google.com'],
        font: ['https://js.intercomcdn.com'],
      }),
    };
    const csp = contentSecurityPolicy('abc', options);
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' http://localhost:3001 https://*.google-analytics.com;");
    expect(csp).toContain("frame-src 'self' https://apis.google.com;");
    expect(csp).toContain("font-src 'self' https://js.intercomcdn.com;");
    script = [];
    expect(contentSecurityPolicy('abc', options)).toContain("script-src 'self' 'nonce-abc';");
  });

  it('gives each response its own nonce in a policy otherwise the same, and follows a change of the sources', () => {
    let sources: { script?: string[] } = { script: ['https://a.example'] };
    const options = { formActions: ['https://pay.example'], thirdPartySources: () => sources };
    const first = contentSecurityPolicy('one+/=', options);
    const second = contentSecurityPolicy('two', options);
    expect(first).toContain("script-src 'self' 'nonce-one+/=' https://a.example;");
    expect(second).toBe(first.replace("'nonce-one+/='", "'nonce-two'"));
    expect(second).toContain("form-action 'self' https://pay.example;");
    sources = {};
    expect(contentSecurityPolicy('three', options)).toContain("script-src 'self' 'nonce-three'; style-src");
    expect(contentSecurityPolicy('four', {})).toBe(
      contentSecurityPolicy('four', { thirdPartySources: () => ({}) }),
    );
  });
});

describe('newCspNonce', () => {
  it('gives 16 random bytes each time and never the same nonce twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 2_000 }, () => newCspNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    // Not a slice of a fixed or zeroed buffer: the bytes of all nonces together are spread over the whole range.
    const bytes = Buffer.concat(nonces.map((n) => Buffer.from(n, 'base64')));
    expect(new Set(bytes).size).toBe(256);
  });
});
