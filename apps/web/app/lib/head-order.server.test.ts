import { describe, expect, it } from 'vitest';
import { modulePreloadsLow, orderHead, prePaintFirst, stylesheetsFirst } from './head-order.server.ts';

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>';

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

describe('modulePreloadsLow', () => {
  it('asks for every module preload at low priority and touches no other link', () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<link href="/assets/b.js" rel="modulepreload"/>' +
      '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
      '<link rel="stylesheet" href="/assets/shell.css"/>';
    expect(modulePreloadsLow(head)).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
        '<link fetchpriority="low" href="/assets/b.js" rel="modulepreload"/>' +
        '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/shell.css"/>',
    );
  });

  it('keeps a priority a module preload names itself', () => {
    const head = '<link rel="modulepreload" fetchPriority="high" href="/assets/a.js"/>';
    expect(modulePreloadsLow(head)).toBe(head);
  });
});

describe('orderHead', () => {
  it('moves the stylesheet first and lowers the module preloads', () => {
    const ordered = orderHead(HEAD);
    expect(ordered.indexOf('rel="stylesheet"')).toBeLessThan(ordered.indexOf('rel="preload"'));
    expect(ordered).toContain('<link fetchpriority="low" rel="modulepreload" href="/assets/entry.client.js"');
    expect(orderHead(ordered)).toBe(ordered);
  });
});

describe('prePaintFirst', () => {
  const SCRIPT = '<script nonce="n">document.documentElement.dataset.x="1"</script>';

  it('puts the pre-paint scripts right after the viewport tag, ahead of the stylesheet, once', () => {
    const ordered = orderHead(HEAD, SCRIPT);
    expect(ordered).toContain(
      `<meta name="viewport" content="width=device-width, initial-scale=1"/>${SCRIPT}<link`,
    );
    expect(ordered.indexOf(SCRIPT)).toBeLessThan(ordered.indexOf('rel="stylesheet"'));
    expect(prePaintFirst(ordered, SCRIPT)).toBe(ordered);
  });

  it('adds nothing without a viewport tag or without a script', () => {
    const noViewport = HEAD.replace(/<meta name="viewport"[^>]*>/, '');
    expect(prePaintFirst(noViewport, SCRIPT)).toBe(noViewport);
    expect(prePaintFirst(HEAD, '')).toBe(HEAD);
  });
});
