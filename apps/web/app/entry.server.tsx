import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { siteContext } from './lib/context.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { pageStream } from './lib/page-stream.server.ts';
import { orderHead } from './lib/head-order.server.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts';
import { alertClosedScript } from './lib/alert-banner.ts';
import { KeptHtmlContext } from './lib/kept-html.ts';
import { createKeptHtml } from './lib/kept-html.server.tsx';

/** Run before the first paint: hides the server-rendered alert banner where this browser closed it (ADR 0053). */
const PRE_PAINT_SCRIPT = alertClosedScript();
const NONCE = /^[A-Za-z0-9+/=_-]+$/;
/** Listing tiles' and filters' HTML, kept for every page this process renders (ADR 0079). */
const KEPT_HTML = createKeptHtml();

// server/handler.ts takes these two from the server build rather than importing them itself: the context keys and
// the RouterContextProvider class are compared by identity, and only the build's own copies match what loaders see
// (in development Vite resolves react-router with the development condition, a different module instance).
export { createRequestContext } from './lib/context.server.ts';
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

/**
 * How long a shopper's page waits, once its shell is ready, for the parts that follow it (the lazily loaded footer,
 * deferred loader data) before the shell is sent on its own (docs/decisions/0070).
 */
export const SHELL_HOLD_MS = 30;
const INLINE_READY_PARTS_BYTES = 4 * 1024 * 1024;

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
  // Crawlers get the complete document in one go.
  const crawler = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    let holdId: ReturnType<typeof setTimeout> | undefined;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // One chunk per React flush; the head asks for the stylesheet first (ADR 0050, 0052) and runs the pre-paint script
    // before it (ADR 0053); the scripts are asked for once the page has painted (ADR 0051, 0066).
    const send = () => {
      clearTimeout(holdId);
      if (sent) return;
      sent = true;
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
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <KeptHtmlContext value={KEPT_HTML}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptHtmlContext>
      </NonceContext>,
      {
        nonce,
        // A part that is ready when the page is sent is written in its place, whatever the page's size, rather than
        // after the page's end and moved there by a script once the page has painted (ADR 0070).
        progressiveChunkSize: INLINE_READY_PARTS_BYTES,
        onShellReady() {
          shellRendered = true;
          // A shopper's page waits a moment for the parts that follow the shell (ADR 0070): ready by then, they are
          // written in place; later ones stream as before. A crawler waits for the whole document.
          if (!crawler) holdId = setTimeout(send, SHELL_HOLD_MS);
        },
        onAllReady: send,
        onShellError(error: unknown) {
          clearTimeout(holdId);
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
