import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_RETURN_URL, newKey, startSandbox, type Sandbox } from './test-support.ts';

// The sandbox's pages against the WCAG 2.2 AA rules the browser tests use, over jsdom's reading of the markup. jsdom
// lays nothing out, so contrast and target size are left to the browser tests.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

// jsdom and axe-core are the workspace's test tools (the web app's unit tests use them); jsdom ships no types, so the
// little of it used here is typed where it is loaded.
interface Dom {
  window: Window & { eval(source: string): unknown; close(): void; axe?: typeof axe };
}
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only' }) => Dom;
};

/** axe's violations of a page, run inside a jsdom window of its markup. */
async function violations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  try {
    dom.window.eval(axe.source);
    const run = dom.window.axe;
    if (!run) throw new Error('axe did not load in the jsdom window');
    const results = await run.run(dom.window.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  } finally {
    dom.window.close();
  }
}

const page = async (url: string) => (await sandbox.app.inject({ url })).body;

describe('the sandbox pages are accessible', () => {
  it('the checker itself finds an unlabelled field', async () => {
    const bad =
      '<!doctype html><html lang="en"><head><title>t</title></head><body><main><input></main></body></html>';
    expect((await violations(bad)).join('\n')).toMatch(/^label:/m);
  });

  it('the index page, every hosted page, its outcome, and the Zip app', async () => {
    expect(await violations(await page('/'))).toEqual([]);
    for (const provider of ['paypal', 'afterpay', 'zip', 'klarna', 'humm']) {
      const res = await sandbox.call(
        'POST',
        '/v1/checkouts',
        {
          merchantAccount: 'default',
          merchantReference: newKey('ref'),
          amount: { value: 45_000, currency: 'AUD' },
          provider,
          returnUrl: CHECKOUT_RETURN_URL,
          shopName: 'Appliances Online',
          country: 'AU',
        },
        newKey('checkout'),
      );
      const psp = res.json<{ pspReference: string }>().pspReference;
      expect(await violations(await page(`/pay/${provider}/${psp}`))).toEqual([]);
      await sandbox.call(
        'POST',
        `/v1/payments/${psp}/cancels`,
        { merchantAccount: 'default' },
        newKey('cancel'),
      );
      expect(await violations(await page(`/pay/${provider}/${psp}`))).toEqual([]);
    }
    await sandbox.call(
      'POST',
      '/v1/instore',
      {
        merchantAccount: 'default',
        merchantReference: 'axe-store',
        amount: { value: 45_000, currency: 'AUD' },
        deviceCode: '555555',
        storeName: 'Moorabbin store',
      },
      newKey('instore'),
    );
    expect(await violations(await page('/zip-app'))).toEqual([]);
    expect(await violations(await page('/zip-app?code=555555'))).toEqual([]);
    expect(await violations(await page('/zip-app?code=55'))).toEqual([]);
  });
});
