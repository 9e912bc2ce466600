import { afterEach, describe, expect, it, vi } from 'vitest';
import { addChatBlocker } from '../chat-blockers.ts';
import { resetScriptLoader } from '../script-loader.ts';
import { chatAppId, startChatLauncher } from './chat-launcher.ts';

const settings = (items: Record<string, string>) => ({
  items: Object.entries(items).map(([name, value]) => ({ name, value })),
  totalCount: Object.keys(items).length,
});
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script');

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
  delete window.Intercom;
  delete window.intercomSettings;
  vi.restoreAllMocks();
});

describe('chatAppId', () => {
  it('follows IntercomEnabled (default on) and IntercomAppId', () => {
    expect(chatAppId(settings({ IntercomEnabled: 'true', IntercomAppId: 'abcd1234' }))).toBe('abcd1234');
    expect(chatAppId(settings({ IntercomAppId: 'abcd1234' }))).toBe('abcd1234');
    expect(chatAppId(settings({ IntercomEnabled: 'false', IntercomAppId: 'abcd1234' }))).toBe('');
    expect(chatAppId(settings({ IntercomEnabled: 'true', IntercomAppId: '' }))).toBe('');
    expect(chatAppId({ items: [], totalCount: 0 })).toBe('');
  });
});

describe('startChatLauncher', () => {
  it('loads nothing without an app id', () => {
    expect(startChatLauncher('', undefined)).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('loads the widget once, shows the launcher when loaded and unblocked, hides it while blocked', async () => {
    const stop = startChatLauncher('abcd1234', 'n0nce');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://widget.intercom.io/widget/abcd1234');
    expect(scripts()[0]?.nonce).toBe('n0nce');
    expect(window.Intercom?.q).toEqual([['boot', { app_id: 'abcd1234', hide_default_launcher: true }]]);
    const widget = vi.fn();
    window.Intercom = widget;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(widget).toHaveBeenLastCalledWith('update', { hide_default_launcher: false }));
    const release = addChatBlocker('compare');
    expect(widget).toHaveBeenLastCalledWith('update', { hide_default_launcher: true });
    release();
    expect(widget).toHaveBeenLastCalledWith('update', { hide_default_launcher: false });
    stop?.();
    expect(widget).toHaveBeenLastCalledWith('update', { hide_default_launcher: true });
  });
});
