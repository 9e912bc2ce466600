import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LISTING_FILTER_MAX_LENGTH } from '@shop/contracts';
import { hasControlChars } from '@shop/api';
import { AppError } from '@shop/server-kit';
import { sharedHttpErrorMessage } from '@shop/domain';

/**
 * A page's query values end up in API queries (facets are joined into the API's comma lists), so no value may be
 * longer than the longest the API takes for them; a longer one would fail the page's loader with a 500.
 */
export const PAGE_QUERY_MAX_LENGTH = LISTING_FILTER_MAX_LENGTH;

/** The form encodings browsers send without scripts; pages take no other body (docs/decisions/0017). */
export const PAGE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * React Router's route discovery asks for the routes of the links on a page in one comma list (`paths`); it is the
 * framework's own request, never passed to the API, so only the character rule applies to it.
 */
const ROUTE_MANIFEST_PATH = '/__manifest';

const BAD_ADDRESS = 'The address contains a character that is not allowed.';
const LONG_VALUE = 'A value in the address is too long.';

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Why a page address must be refused (a message for the 400), or null when it may be rendered. */
export function pageAddressProblem(url: string): string | null {
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return BAD_ADDRESS;
  }
  if (hasControlChars(decoded)) return BAD_ADDRESS;
  if (mark === -1) return null;
  const limitLengths = pathname !== ROUTE_MANIFEST_PATH;
  // Repeated keys count together: the page joins them into one API value.
  const lengths = new Map<string, number>();
  for (const [key, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (hasControlChars(key) || hasControlChars(value)) return BAD_ADDRESS;
    const seen = lengths.get(key);
    const length = seen === undefined ? value.length : seen + 1 + value.length;
    if (limitLengths && length > PAGE_QUERY_MAX_LENGTH) return LONG_VALUE;
    lengths.set(key, length);
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page refused before rendering gets a plain page of its own: the renderer cannot draw input it refuses. */
function sendPageError(reply: FastifyReply, status: number, messages: readonly string[]) {
  const message = escapeHtml(sharedHttpErrorMessage(status, messages));
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${status}</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
        `<body><h1>${message}</h1><p><a href="/">Go to the home page</a></p></body></html>`,
    );
}

/**
 * The input rules of the API applied to the page routes registered in `pages`: the same body limit (the server's),
 * form posts only, no control characters and no over-long values in the address. Every refusal is a 4xx.
 */
export function registerPageInputRules(pages: FastifyInstance): void {
  // Bodies are read with the server's body limit (a larger one is refused with 413 as it arrives, never read whole).
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser([...PAGE_FORM_TYPES], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // Callback hooks: they run for every page, and only a multipart form needs to wait for anything.
  pages.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const problem = pageAddressProblem(request.url);
    if (problem) {
      done(new AppError('bad_request', [problem]));
      return;
    }
    if (
      request.method === 'POST' &&
      !(PAGE_FORM_TYPES as readonly string[]).includes(mediaType(request.headers['content-type']))
    ) {
      done(new AppError('unsupported_media_type'));
      return;
    }
    done();
  });

  // A multipart body the renderer could not read would fail its action with a 500: check it reads.
  pages.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (mediaType(request.headers['content-type']) !== 'multipart/form-data') {
      done();
      return;
    }
    new Response(new Uint8Array(request.body as Buffer), {
      headers: { 'content-type': request.headers['content-type']! },
    })
      .formData()
      .then(
        () => done(),
        () => done(new AppError('bad_request', ['The form could not be read.'])),
      );
  });

  pages.setErrorHandler((error: FastifyError | AppError, _request, reply) => {
    const status = error instanceof AppError ? error.status : error.statusCode;
    // Server faults go on to the base handler, which logs them and hides their detail.
    if (status === undefined || status < 400 || status >= 500) throw error;
    return sendPageError(reply, status, error instanceof AppError ? error.messages : []);
  });
}
