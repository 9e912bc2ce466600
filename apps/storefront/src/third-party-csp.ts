import { SettingsResponse } from '@shop/contracts';
import { CHAT_APP_ID_PATTERN, thirdPartyCspSources, type CspSources, type IntegrationKeys } from '@shop/domain/integrations';

/** How long the chat settings the policy was built from are trusted before they are read again. */
export const CHAT_SETTINGS_REFRESH_MS = 60_000;

/** The chat app id when the settings enable the chat launcher (IntercomEnabled defaults to true, 001 §3). */
export function chatAppIdFrom(settings: SettingsResponse): string {
  const value = (name: string) => settings.items.find((item) => item.name === name)?.value.trim() ?? '';
  const enabled = value('IntercomEnabled').toLowerCase() !== 'false';
  const appId = value('IntercomAppId');
  return enabled && CHAT_APP_ID_PATTERN.test(appId) ? appId : '';
}

/**
 * The third-party origins of every response's content security policy. Environment keys are fixed for the process;
 * the chat app id is a setting, so it is read through the API (and its cache) at most once a minute, in the
 * background: a response never waits for it, and a failed read keeps the last known value.
 */
export function thirdPartyCsp(
  keys: IntegrationKeys,
  readSettings: () => Promise<SettingsResponse>,
  now: () => number = Date.now,
): { sources: () => CspSources; refresh: () => Promise<void> } {
  let chatAppId = '';
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | null = null;
  let current = thirdPartyCspSources(keys);
  const refresh = (): Promise<void> => {
    pending ??= readSettings()
      .then((settings) => {
        chatAppId = chatAppIdFrom(settings);
        current = thirdPartyCspSources(keys, chatAppId);
      })
      .catch(() => {
        // Settings failures give empty settings elsewhere (000 §8); here the last known policy stays.
      })
      .finally(() => {
        readAt = now();
        pending = null;
      });
    return pending;
  };
  return {
    sources: () => {
      if (now() - readAt >= CHAT_SETTINGS_REFRESH_MS) void refresh();
      return current;
    },
    refresh,
  };
}

/** Reads GET /api/settings through the given fetch and checks its shape. */
export async function fetchSettings(
  fetchApi: (path: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>,
): Promise<SettingsResponse> {
  const response = await fetchApi('/api/settings');
  if (!response.ok) throw new Error(`GET /api/settings answered ${response.status}`);
  return SettingsResponse.parse(await response.json());
}
