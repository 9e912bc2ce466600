import { Writable } from 'node:stream';

/**
 * React's output as the body of the page's `Response`, one chunk per flush.
 *
 * React writes a document in pieces of at most 4 KB and, once it has written all it has for now (the shell, then each
 * boundary as its data arrives), calls `flush()` on its destination, as it does for a compression stream. Passed on
 * piece by piece, a 60 KB page became some fifteen web-stream chunks, each copied, each flushed through the
 * compressor as a block of its own and each written to the socket on its own. Joined per flush, a page is one to
 * three chunks and the compressor (apps/storefront/src/web-mount.ts) still flushes at the same points, so the head
 * reaches the browser as early as before (docs/decisions/0052-cheaper-fresh-render-two.md).
 *
 * The head is held until `</head>` has arrived and passed through `rewriteHead` whole (the stylesheet moved first,
 * docs/decisions/0050-stylesheet-first.md); a document without one, or whose head passes `HEAD_LIMIT`, is passed on
 * as it is.
 */
export const HEAD_LIMIT = 64 * 1024;
const HEAD_END = Buffer.from('</head>');

export interface PageStream {
  /** What React pipes into: `write`, `flush` and `end`. */
  destination: Writable;
  /** The page's body, for `new Response(body)`. */
  body: ReadableStream<Uint8Array>;
}

export interface PageStreamOptions {
  /** Rewrites the document's head, from its start up to (not including) `</head>`. */
  rewriteHead?: (head: string) => string;
  /**
   * Then rewrites the head (as rewritten) with the rest of the flush it came in, from `</head>` on (the page's scripts
   * asked for after the first paint, docs/decisions/0066); null leaves both as they are.
   */
  rewriteShell?: (head: string, rest: Buffer) => { head: string; rest: Buffer } | null;
  /** The reader went away (the shopper closed the page): stop rendering. */
  onCancel?: (reason: unknown) => void;
  /** Every byte was handed on. */
  onEnd?: () => void;
}

export function pageStream(options: PageStreamOptions = {}): PageStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // Bytes are held until the head is complete (or shown not to be there); from then on each flush is passed on.
  let headDone = !options.rewriteHead;

  const enqueue = (bytes: Buffer) => {
    if (open && bytes.length > 0) controller.enqueue(bytes);
  };

  const release = (final: boolean) => {
    if (pendingBytes === 0) return;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    if (!headDone) {
      const end = bytes.indexOf(HEAD_END);
      if (end === -1 && !final && bytes.length <= HEAD_LIMIT) {
        // Keep holding: the head's end is still to come.
        pending = [bytes];
        return;
      }
      headDone = true;
      if (end !== -1) {
        // A byte offset: the head is decoded whole, and what follows is passed on as bytes, so a character split
        // between two of React's pieces is never cut.
        const head = options.rewriteHead!(bytes.subarray(0, end).toString('utf8'));
        const rest = bytes.subarray(end);
        const shell = options.rewriteShell?.(head, rest) ?? { head, rest };
        pending = [];
        pendingBytes = 0;
        enqueue(Buffer.concat([Buffer.from(shell.head), shell.rest]));
        return;
      }
    }
    pending = [];
    pendingBytes = 0;
    enqueue(bytes);
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel(reason) {
      open = false;
      options.onCancel?.(reason);
    },
  });

  const destination = new Writable({
    decodeStrings: true,
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      callback();
    },
    final(callback) {
      release(true);
      if (open) {
        open = false;
        controller.close();
      }
      options.onEnd?.();
      callback();
    },
    destroy(error, callback) {
      if (open) {
        open = false;
        if (error) controller.error(error);
        else controller.close();
      }
      callback(error);
    },
  });
  // React calls this once it has written all it has for now.
  Object.defineProperty(destination, 'flush', { value: () => release(false) });
  return { destination, body };
}
