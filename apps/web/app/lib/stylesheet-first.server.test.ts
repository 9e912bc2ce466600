import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { stylesheetFirstStream, stylesheetsFirst } from './stylesheet-first.server.ts';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>';
const BODY =
  '</head><body><p>Dishwashers — 60 cm, ✓ in stock</p><link rel="stylesheet" href="/in-body.css"/></body></html>';

const through = async (chunks: Buffer[]) => text(Readable.from(chunks).pipe(stylesheetFirstStream()));

describe('stylesheetsFirst', () => {
  it('puts the stylesheet right after the viewport tag, before every preload, and keeps the rest in order', () => {
    expect(stylesheetsFirst(HEAD)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>' +
        '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    );
  });

  it('leaves a head without a viewport tag or without a stylesheet as it is', () => {
    const noViewport = HEAD.replace(/<meta name="viewport"[^>]*>/, '');
    expect(stylesheetsFirst(noViewport)).toBe(noViewport);
    const noStylesheet = HEAD.replace(/<link nonce="n" rel="stylesheet"[^>]*>/, '');
    expect(stylesheetsFirst(noStylesheet)).toBe(noStylesheet);
  });
});

describe('stylesheetFirstStream', () => {
  it('reorders the head and passes the body through byte for byte, however the document is cut into chunks', async () => {
    const document = Buffer.from(HEAD + BODY);
    const expected = stylesheetsFirst(HEAD) + BODY;
    for (const size of [1, 7, 64, 333, document.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < document.length; at += size) chunks.push(document.subarray(at, at + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it('passes a document without a head end through unchanged', async () => {
    const fragment = '<p>No head here — ✓</p>';
    expect(await through([Buffer.from(fragment)])).toBe(fragment);
  });
});
