import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { siteContext } from './lib/context.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { pageStream } from './lib/page-stream.server.ts';
import { orderHead } from './lib/head-order.server.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts';
import { alertClosedScript } from './lib/alert-banner.ts';

/** Run before the first paint: hides the server-rendered alert banner where this browser closed it (ADR 0053). */
const PRE_PAINT_SCRIPT = alertClosedScript();
const NONCE = /^[A-Za-z0-9+/=_-]+$/;

// server/handler.ts takes these two from the server build rather than importing them itself: the context keys and
// the RouterContextProvider class are compared by identity, and only the build's own copies match what loaders see
// (in development Vite resolves react-router with the development condition, a different module instance).
export { createRequestContext } from './lib/context.server.ts';
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(siteContext);
  const userAgent = request.headers.get('user-agent');
  // Crawlers get the complete document in one go; people get the shell as soon as it is ready.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // One chunk per React flush; the head asks for the stylesheet first (ADR 0050, 0052) and runs the pre-paint
          // script before it (ADR 0053); the scripts are asked for once the page has painted (ADR 0051, 0066).
          const prePaint =
            nonce && NONCE.test(nonce) ? `<script nonce="${nonce}">${PRE_PAINT_SCRIPT}</script>` : '';
          const { destination, body } = pageStream({
            rewriteHead: (head) => orderHead(head, prePaint),
            rewriteShell: scriptsAfterPaint,
            onCancel: () => abort(),
            onEnd: () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(destination);
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject and are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
