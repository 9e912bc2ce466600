import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { siteContext } from './lib/context.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { stylesheetFirstStream } from './lib/stylesheet-first.server.ts';

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
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          // The one stylesheet is asked for before the preloads React writes ahead of it (ADR 0050).
          const html = body.pipe(stylesheetFirstStream());
          body.once('error', (error) => html.destroy(error));
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
