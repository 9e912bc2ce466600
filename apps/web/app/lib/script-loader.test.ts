import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, resetScriptLoader, ScriptLoadError, UNKNOWN_SCRIPT_MESSAGE } from './script-loader.ts';

function scriptsWith(src: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.endsWith(src));
}

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('loadScript', () => {
  it('adds a src once and hands a second caller the same promise', async () => {
    const first = loadScript('one', 'https://cdn.example.test/one.js');
    const second = loadScript('one-again', 'https://cdn.example.test/one.js');
    expect(second).toBe(first);
    const [script] = scriptsWith('/one.js');
    expect(scriptsWith('/one.js')).toHaveLength(1);
    expect(script?.id).toBe('one');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('applies the nonce, async flag and extra attributes', () => {
    void loadScript('two', '/assets/js/two.js', {
      async: false,
      nonce: 'abc123',
      attrs: { 'data-key': 'k1', crossorigin: 'anonymous' },
    });
    const [script] = scriptsWith('/assets/js/two.js');
    expect(script?.nonce).toBe('abc123');
    expect(script?.async).toBe(false);
    expect(script?.getAttribute('data-key')).toBe('k1');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('logs a failed load and rejects without throwing into the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loading = loadScript('broken', 'https://cdn.example.test/broken.js');
    scriptsWith('/broken.js')[0]?.dispatchEvent(new Event('error'));
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).message).toBe('Failed to load script https://cdn.example.test/broken.js');
    expect(log).toHaveBeenCalledWith(
      'broken: Failed to load script https://cdn.example.test/broken.js',
      'https://cdn.example.test/broken.js',
    );
    // The page goes on: other scripts still load.
    const next = loadScript('next', '/assets/js/next.js');
    scriptsWith('/next.js')[0]?.dispatchEvent(new Event('load'));
    await expect(next).resolves.toBeUndefined();
  });

  it('rejects a script without a source with the library wording', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadScript('nothing', '')).rejects.toThrow(UNKNOWN_SCRIPT_MESSAGE);
    expect(log).toHaveBeenCalledWith(`nothing: ${UNKNOWN_SCRIPT_MESSAGE}`, '');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
