import { lazy, Suspense } from 'react';
import type { IntegrationKeys } from '@shop/domain/integrations';
import { useHydrated } from '../../lib/hydrated.ts';

// The shop's own collector and the other companies' scripts (docs/decisions/0037, 0040) show nothing in the server's
// HTML and only start once the page has hydrated, so their code is no part of the first load: it is fetched right
// after hydration (docs/decisions/0046). Entries pushed before they start are not lost: the collector replays
// `window.dataLayer` once per page load, and a tag manager reads the data layer itself.
const Integrations = lazy(() =>
  import('../integrations/Integrations.tsx').then((m) => ({ default: m.Integrations })),
);
const FirstPartyCollector = lazy(() =>
  import('./FirstPartyCollector.tsx').then((m) => ({ default: m.FirstPartyCollector })),
);

export function AfterHydration({ keys, checkout }: { keys: IntegrationKeys; checkout: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <FirstPartyCollector />
      <Integrations keys={keys} checkout={checkout} />
    </Suspense>
  );
}
