import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetScriptLoader } from '../script-loader.ts';
import { FRAUD_SCRIPT_SRC, fraudCheckToken } from './fraud-check.ts';

const SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../../public/assets/js/iovation-loader-5.x.js'), 'utf8');

function runScript(): void {
  // The file as the browser runs it: a classic script, in the page's global scope.
  new Function(SCRIPT)();
}

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
  delete window.IGLOO;
  vi.restoreAllMocks();
});

describe('the anti-fraud script', () => {
  it('yields a token of the device traits with their SHA-256 hash', async () => {
    runScript();
    const box = await window.IGLOO?.ready;
    expect(box?.finished).toBe(true);
    const [version, hash, payload] = (box?.blackbox ?? '').split('.');
    expect(version).toBe('fc1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const traits = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(traits).toMatchObject({ userAgent: navigator.userAgent, language: navigator.language });
    expect(traits['timeZone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(window.IGLOO?.getBlackbox()).toEqual(box);
  });

  it('gives the same hash on the same device', async () => {
    runScript();
    const first = (await window.IGLOO?.ready)?.blackbox.split('.')[1];
    Reflect.deleteProperty(window, 'IGLOO');
    runScript();
    expect((await window.IGLOO?.ready)?.blackbox.split('.')[1]).toBe(first);
  });
});

describe('fraudCheckToken', () => {
  it('loads the first-party script once and returns its token', async () => {
    const token = fraudCheckToken('n0nce');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(FRAUD_SCRIPT_SRC);
    runScript();
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(await token).toMatch(/^fc1\.[0-9a-f]{64}\./);
    expect(await fraudCheckToken()).toMatch(/^fc1\./);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives null when the script fails or is too slow, so the order goes without it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = fraudCheckToken(undefined, 5_000);
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await failed).toBeNull();
    resetScriptLoader();
    document.head.innerHTML = '';
    expect(await fraudCheckToken(undefined, 20)).toBeNull();
  });
});
