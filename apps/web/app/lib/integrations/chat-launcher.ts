import { CHAT_APP_ID_PATTERN, chatWidgetScriptUrl } from '@shop/domain/integrations';
import type { SettingsResponse } from '@shop/contracts';
import { isChatLauncherShown, subscribeChatBlockers } from '../chat-blockers.ts';
import { loadScript } from '../script-loader.ts';

// The chat launcher (000 §4): loads only when the IntercomEnabled setting is on (its default, 001 §3) and an app id
// is set; shown minimised while loaded and nothing blocks it (lib/chat-blockers.ts), hidden otherwise.

type ChatWidget = ((...args: unknown[]) => void) & { q?: unknown[][]; c?: (args: unknown[]) => void };

declare global {
  interface Window {
    Intercom?: ChatWidget;
    intercomSettings?: Record<string, unknown>;
  }
}

/** The app id to load the chat with, or '' when the settings leave it off. */
export function chatAppId(settings: SettingsResponse): string {
  const value = (name: string) => settings.items.find((item) => item.name === name)?.value.trim() ?? '';
  if (value('IntercomEnabled').toLowerCase() === 'false') return '';
  const appId = value('IntercomAppId');
  if (appId && !CHAT_APP_ID_PATTERN.test(appId)) console.warn(`Unrecognised chat app id "${appId}"; chat is not loaded`);
  return CHAT_APP_ID_PATTERN.test(appId) ? appId : '';
}

/** The widget's documented stub: calls queue up until its script takes them over. */
function installChatStub(): ChatWidget {
  if (typeof window.Intercom === 'function') return window.Intercom;
  const stub: ChatWidget = (...args: unknown[]) => {
    stub.c?.(args);
  };
  stub.q = [];
  stub.c = (args) => stub.q?.push(args);
  window.Intercom = stub;
  return stub;
}

/**
 * Boots the chat for `appId` and keeps its launcher in step with the blockers. Returns the cleanup (the blocker
 * subscription ends; the launcher is hidden), or null when nothing was loaded.
 */
export function startChatLauncher(appId: string, nonce: string | undefined): (() => void) | null {
  if (!CHAT_APP_ID_PATTERN.test(appId)) return null;
  let loaded = false;
  const sync = () => window.Intercom?.('update', { hide_default_launcher: !isChatLauncherShown(loaded) });
  window.intercomSettings = { app_id: appId, hide_default_launcher: true };
  installChatStub()('boot', { app_id: appId, hide_default_launcher: true });
  loadScript('chat-launcher', chatWidgetScriptUrl(appId), { nonce }).then(
    () => {
      loaded = true;
      sync();
    },
    () => {
      // Logged by the loader (000 §8); the launcher stays hidden.
    },
  );
  const unsubscribe = subscribeChatBlockers(sync);
  return () => {
    unsubscribe();
    loaded = false;
    sync();
  };
}
