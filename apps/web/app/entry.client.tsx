import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdHydrated } from './lib/hydrated.ts';
import { NonceContext } from './lib/nonce.ts';

// Browsers hide nonce attributes (they read as ""), but the property keeps the value. Rendering the same nonce as the
// server did keeps hydration free of attribute mismatches on <Links>, <Scripts> and <ScrollRestoration>.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

// The parts that wait for hydration switch after it, one task each, once the root releases them (lib/hydrated.ts).
holdHydrated();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext value={nonce}>
        <HydratedRouter />
      </NonceContext>
    </StrictMode>,
  );
});
