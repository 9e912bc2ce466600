import { describe, expect, it, vi } from 'vitest';
import { HEAD_LIMIT, pageStream } from './page-stream.server.ts';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="stylesheet" href="/shell.css"/>';
const BODY = '</head><body><p>Dishwashers — 60 cm, ✓ in stock</p></body></html>';
const upper = (head: string) => head.toUpperCase();

/** Writes the pieces as React does: each flush a list of pieces, then `flush()`; the chunks the body gave out. */
async function run(flushes: Buffer[][], rewriteHead?: (head: string) => string) {
  const { destination, body } = pageStream(rewriteHead ? { rewriteHead } : {});
  const chunks: Buffer[] = [];
  const reading = (async () => {
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
  })();
  for (const pieces of flushes) {
    for (const piece of pieces) destination.write(piece);
    destination.flush();
  }
  destination.end();
  await reading;
  return chunks;
}
const texts = (chunks: Buffer[]) => chunks.map((chunk) => chunk.toString('utf8'));
// Decoded whole: a character may be split between two chunks.
const whole = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

const cut = (text: string, size: number): Buffer[] => {
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
};

describe('pageStream', () => {
  it('gives out one chunk per flush, however many pieces React wrote before it', async () => {
    const chunks = await run([cut(HEAD + BODY, 7), cut('<template>late</template>', 3)]);
    expect(texts(chunks)).toEqual([HEAD + BODY, '<template>late</template>']);
  });

  it('rewrites the head whole and passes the rest byte for byte, however the document is cut', async () => {
    const document = HEAD + BODY;
    for (const size of [1, 5, 64, 333, Buffer.byteLength(document)]) {
      const pieces = cut(document, size);
      // One piece per flush: the head is held until `</head>` has arrived, whatever the flushes.
      const chunks = await run(
        pieces.map((piece) => [piece]),
        upper,
      );
      expect(whole(chunks)).toBe(HEAD.toUpperCase() + BODY);
    }
  });

  it('then rewrites the rewritten head with the rest of its flush, and passes later flushes as they are', async () => {
    const seen: Array<[string, string]> = [];
    const { destination, body } = pageStream({
      rewriteHead: upper,
      rewriteShell: (head, rest) => {
        seen.push([head, rest.toString('utf8')]);
        return { head: `${head}<!--shell-->`, rest: Buffer.from(rest.toString('utf8').replace('✓', 'OK')) };
      },
    });
    const reading = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk));
      return chunks;
    })();
    for (const piece of cut(HEAD + BODY, 9)) destination.write(piece);
    destination.flush();
    destination.write(Buffer.from('<template>late ✓</template>'));
    destination.end();
    const chunks = await reading;
    expect(seen).toEqual([[HEAD.toUpperCase(), BODY]]);
    expect(texts(chunks)).toEqual([
      `${HEAD.toUpperCase()}<!--shell-->${BODY.replace('✓', 'OK')}`,
      '<template>late ✓</template>',
    ]);
  });

  it('joins strings and bytes as React writes them, a character of several bytes in either', async () => {
    const { destination, body } = pageStream();
    const reading = (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk));
      return chunks;
    })();
    const tile = `<article>${'Fisher & Paykel — 60 cm ✓ '.repeat(80)}</article>`;
    destination.write(new TextEncoder().encode('<ul><li>'));
    destination.write(tile);
    destination.write(Buffer.from('</li><li>é'));
    destination.write(tile);
    destination.flush();
    destination.write('</li></ul>');
    destination.end();
    expect(texts(await reading)).toEqual([`<ul><li>${tile}</li><li>é${tile}`, '</li></ul>']);
  });

  it('fails the body when the render fails, and takes nothing after', async () => {
    const { destination, body } = pageStream();
    const reader = body.getReader();
    destination.write('<html>');
    destination.destroy(new Error('render failed'));
    destination.write('<body>');
    destination.end();
    await expect(reader.read()).rejects.toThrow('render failed');
  });

  it('passes a document without a head end through unchanged, at its end', async () => {
    const fragment = '<p>No head here — ✓</p>';
    expect(whole(await run([cut(fragment, 4)], upper))).toBe(fragment);
  });

  it('stops holding once a head is longer than the limit', async () => {
    const long = `<head>${'x'.repeat(HEAD_LIMIT)}`;
    const chunks = await run([[Buffer.from(long)], [Buffer.from('</head><body></body>')]], upper);
    expect(texts(chunks)).toEqual([long, '</head><body></body>']);
  });

  it('tells the renderer when the reader goes away, and when every byte was handed on', async () => {
    const onCancel = vi.fn();
    const onEnd = vi.fn();
    const { destination, body } = pageStream({ onCancel, onEnd });
    destination.write(Buffer.from('<html>'));
    destination.flush();
    const reader = body.getReader();
    expect(Buffer.from((await reader.read()).value!).toString()).toBe('<html>');
    await reader.cancel('gone');
    expect(onCancel).toHaveBeenCalledWith('gone');
    // What React writes after that is dropped, and its end still counts as the end.
    destination.write(Buffer.from('<body>'));
    destination.end();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
