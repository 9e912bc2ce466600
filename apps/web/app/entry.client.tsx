import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce.ts';

// Browsers hide nonce attributes (they read as ""), but the property keeps the value. Rendering the same nonce as the
// server did keeps hydration free of attribute mismatches on <Links>, <Scripts> and <ScrollRestoration>.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

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
