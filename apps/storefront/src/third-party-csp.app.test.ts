import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settings, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { loadStorefrontConfig } from '@shop/api';
import { buildStorefrontApp } from './app.ts';

// The composed storefront's content security policy follows the configured keys (docs/decisions/0037).

const handles: DbHandle[] = [];
const apps: FastifyInstance[] = [];

/** A storefront on its own database (the settings are cached per database). */
async function storefront(env: Record<string, string>, chatAppId = ''): Promise<FastifyInstance> {
  const handle = await createTestDatabase({ seed: { products: 5 } });
  handles.push(handle);
  if (chatAppId) await handle.db.update(settings).set({ value: chatAppId }).where(eq(settings.name, 'IntercomAppId'));
  const app = await buildStorefrontApp({
    db: handle.db,
    config: loadStorefrontConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env }),
  });
  apps.push(app);
  await app.ready();
  return app;
}

async function policy(app: FastifyInstance): Promise<string> {
  return String((await app.inject({ method: 'GET', url: '/api/settings' })).headers['content-security-policy']);
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
});

describe('third-party origins in the storefront policy', () => {
  it('names no other origin for scripts, frames or fonts without keys, even once the settings were read', async () => {
    const app = await storefront({});
    for (let i = 0; i < 3; i++) {
      const csp = await policy(app);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("font-src 'self';");
      expect(csp).not.toContain('frame-src');
    }
  });

  it('allows the configured providers, and the chat origins once the settings name a chat app', async () => {
    const app = await storefront(
      { ANALYTICS_KEY: 'G-ABC123', SOCIAL_PIXEL_ID: '1234567890', MERCHANT_ID: '987654' },
      'abcd1234',
    );
    const first = await policy(app);
    expect(first).toContain('https://www.googletagmanager.com');
    expect(first).toContain('https://connect.facebook.net');
    expect(first).toContain("frame-src 'self' https://apis.google.com https://www.google.com");
    await expect.poll(() => policy(app)).toContain('https://widget.intercom.io');
  });

  it('refuses a malformed pixel id at start', () => {
    expect(() => loadStorefrontConfig({ SOCIAL_PIXEL_ID: 'px-1' })).toThrow(/SOCIAL_PIXEL_ID/);
  });
});
