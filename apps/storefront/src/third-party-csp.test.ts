import { describe, expect, it, vi } from 'vitest';
import { NO_INTEGRATIONS } from '@shop/domain/integrations';
import { CHAT_SETTINGS_REFRESH_MS, chatAppIdFrom, thirdPartyCsp } from './third-party-csp.ts';

const settings = (items: Record<string, string>) => ({
  items: Object.entries(items).map(([name, value]) => ({ name, value })),
  totalCount: Object.keys(items).length,
});

describe('chatAppIdFrom', () => {
  it('gives the app id when chat is enabled (the default) and the id is valid', () => {
    expect(chatAppIdFrom(settings({ IntercomAppId: 'abc123' }))).toBe('abc123');
    expect(chatAppIdFrom(settings({ IntercomEnabled: 'true', IntercomAppId: 'abc123' }))).toBe('abc123');
    expect(chatAppIdFrom(settings({ IntercomEnabled: 'false', IntercomAppId: 'abc123' }))).toBe('');
    expect(chatAppIdFrom(settings({ IntercomAppId: '' }))).toBe('');
    expect(chatAppIdFrom(settings({ IntercomAppId: 'x"; script-src *' }))).toBe('');
  });
});

describe('thirdPartyCsp', () => {
  it('adds the chat origins once the settings name an app, reading them at most once a minute', async () => {
    let now = 1_000;
    const read = vi.fn(async () => settings({ IntercomAppId: 'abc123' }));
    const csp = thirdPartyCsp(NO_INTEGRATIONS, read, () => now);
    expect(csp.sources().script).toEqual([]);
    await csp.refresh();
    expect(csp.sources().script).toContain('https://widget.intercom.io');
    expect(read).toHaveBeenCalledTimes(1);
    now += CHAT_SETTINGS_REFRESH_MS;
    csp.sources();
    await csp.refresh();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the last policy when the settings cannot be read', async () => {
    const read = vi.fn().mockResolvedValueOnce(settings({ IntercomAppId: 'abc123' })).mockRejectedValue(new Error('down'));
    let now = 0;
    const csp = thirdPartyCsp({ ...NO_INTEGRATIONS, analyticsKey: 'G-ABC123' }, read, () => now);
    await csp.refresh();
    now += CHAT_SETTINGS_REFRESH_MS * 2;
    await csp.refresh();
    expect(csp.sources().script).toEqual([
      'https://www.googletagmanager.com',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
  });
});
