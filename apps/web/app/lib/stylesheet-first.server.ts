import { Transform, type TransformCallback } from 'node:stream';

/**
 * React writes a document's `<head>` as: the charset and viewport, then every preload it gathered (the page's images
 * and React Router's module preloads, 15–20 of them), and only then the elements rendered in the head, among them the
 * one stylesheet (ADR 0015). The stylesheet is the only request the first paint waits for, and over HTTP/1.1 a
 * browser asks six at a time in the order it finds them, so on a slow line it waited behind the scripts and images
 * (docs/decisions/0050-stylesheet-first.md). This stream moves the head's stylesheets to just after the viewport
 * tag, before any preload, and passes everything else through untouched.
 *
 * The head is held back until `</head>` has arrived (a few kilobytes, in React's first write); a document without
 * one, or a head longer than `HEAD_LIMIT`, passes through as it is.
 */
const HEAD_LIMIT = 64 * 1024;
const HEAD_END = '</head>';
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const VIEWPORT = /<meta\b[^>]*\bname="viewport"[^>]*>/;

/** The head with its stylesheet links moved to just after the viewport tag (unchanged if it has neither). */
export function stylesheetsFirst(head: string): string {
  const viewport = VIEWPORT.exec(head);
  if (!viewport) return head;
  const links = head.match(STYLESHEET);
  if (!links) return head;
  const at = viewport.index + viewport[0].length;
  const before = head.slice(0, at);
  if (links.every((link) => before.includes(link))) return head;
  const after = head.slice(at).replace(STYLESHEET, '');
  return `${before}${links.join('')}${after}`;
}

export function stylesheetFirstStream(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (passing) {
        callback(null, chunk);
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      const bytes = Buffer.concat(held);
      // A byte offset: the head's text is decoded whole, and what follows `</head>` is passed on as bytes, so a
      // character split between two chunks is never cut.
      const end = bytes.indexOf(HEAD_END);
      if (end !== -1) {
        this.push(stylesheetsFirst(bytes.subarray(0, end).toString('utf8')));
        this.push(bytes.subarray(end));
      } else if (heldBytes > HEAD_LIMIT) {
        this.push(bytes);
      } else {
        callback();
        return;
      }
      held = [];
      heldBytes = 0;
      passing = true;
      callback();
    },
    flush(callback: TransformCallback) {
      if (!passing && held.length > 0) this.push(Buffer.concat(held));
      callback();
    },
  });
}
