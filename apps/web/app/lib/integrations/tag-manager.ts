import { analyticsProvider, analyticsScriptUrl } from '@shop/domain/integrations';
import { addAnalyticsSink } from '../analytics.ts';
import { loadScript } from '../script-loader.ts';

// The web analytics service (000 §7): a GA4 measurement id loads gtag.js, a tag-manager container id loads gtm.js,
// both from the provider's own origin. Events already reach `window.dataLayer` (lib/analytics.ts): a container reads
// them there; for gtag.js each one is also handed on as a gtag event.

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const started = new Set<string>();

/** Entries gtag.js needs no copy of: the tag manager's own and those that are not events. */
function gtagEvent(entry: Readonly<Record<string, unknown>>): [string, Record<string, unknown>] | null {
  const { event, ecommerce, ...rest } = entry;
  if (typeof event !== 'string' || event.startsWith('gtm.')) return null;
  const params = ecommerce && typeof ecommerce === 'object' ? { ...rest, ...ecommerce } : rest;
  return [event, params];
}

/**
 * Starts the analytics service for `key`; nothing at all without a key, only a log line for a key no provider
 * recognises (000 §7). Returns the cleanup (the sink is removed; a loaded script stays, as scripts do).
 */
export function startTagManager(key: string, nonce: string | undefined): (() => void) | null {
  if (!key.trim()) return null;
  const provider = analyticsProvider(key);
  if (!provider) {
    console.warn(`Unrecognised analytics provider for key "${key}"; no analytics script is loaded`);
    return null;
  }
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  if (!started.has(provider.id)) {
    started.add(provider.id);
    if (provider.kind === 'gtm') {
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    } else {
      // gtag.js reads its commands as `arguments` objects from the data layer: this is its documented stub.
      window.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      window.gtag('js', new Date());
      // The shell pushes a page_view per address itself, masked and skippable (ADR 0036): gtag must not add its own.
      window.gtag('config', provider.id, { send_page_view: false });
    }
    loadScript(`analytics-${provider.kind}`, analyticsScriptUrl(provider), { nonce }).catch(() => {
      // Logged by the loader (000 §8); the shop works the same without analytics.
    });
  }
  if (provider.kind === 'gtm') return () => {};
  return addAnalyticsSink((entry) => {
    const event = gtagEvent(entry);
    if (event) window.gtag?.('event', ...event);
  });
}

/** Tests only: forgets which providers were started. */
export function resetTagManager(): void {
  started.clear();
}
