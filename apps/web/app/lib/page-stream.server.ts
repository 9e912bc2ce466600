import { EventEmitter } from 'node:events';

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

/**
 * What React pipes into. React writes pieces (bytes, and strings of more than about 1.3 KB as they are), calls
 * `flush()` once it has written all it has for now and `end()` at the end, and `destroy(error)` when the render fails;
 * it listens for 'drain', 'error' and 'close'. Every write is taken at once, so React never has to wait for 'drain'.
 * A Node `Writable` did the same with a queue, callbacks and a copy of every string per piece, some fifty times a page.
 */
export interface PageDestination extends NodeJS.WritableStream {
  flush(): void;
  destroy(error?: Error): void;
}

export interface PageStream {
  destination: PageDestination;
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
  let pending: (Uint8Array | string)[] = [];
  // Bytes are held until the head is complete (or shown not to be there); from then on each flush is passed on.
  let headDone = !options.rewriteHead;

  const enqueue = (bytes: Buffer) => {
    if (open && bytes.length > 0) controller.enqueue(bytes);
  };

  const release = (final: boolean) => {
    if (pending.length === 0) return;
    const bytes = joined(pending);
    pending = [];
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
        enqueue(joined([shell.head, shell.rest]));
        return;
      }
    }
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

  const destination = new (class extends EventEmitter implements PageDestination {
    writable = true;
    write(piece: Uint8Array | string): boolean {
      if (this.writable) pending.push(piece);
      return true;
    }
    flush(): void {
      if (this.writable) release(false);
    }
    end(): this {
      if (!this.writable) return this;
      this.writable = false;
      release(true);
      if (open) {
        open = false;
        controller.close();
      }
      options.onEnd?.();
      return this;
    }
    destroy(error?: Error): void {
      if (!this.writable) return;
      this.writable = false;
      pending = [];
      if (open) {
        open = false;
        if (error) controller.error(error);
        else controller.close();
      }
    }
  })();
  return { destination, body };
}

/**
 * React's pieces of one flush as one buffer, copied once: a piece of bytes is a view React never writes to again (it
 * takes a new one for what follows), and a string is written straight into its place.
 */
function joined(pieces: readonly (Uint8Array | string)[]): Buffer {
  const only = pieces.length === 1 ? pieces[0]! : null;
  if (only !== null && typeof only !== 'string') {
    return Buffer.isBuffer(only) ? only : Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  }
  let size = 0;
  for (const piece of pieces) size += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += bytes.write(piece, at);
    else {
      bytes.set(piece, at);
      at += piece.byteLength;
    }
  }
  return bytes;
}
