import { describe, expect, it } from 'vitest';
import { fromJsonText, toJsonText, type JsonText } from './json-text.ts';

describe('JSON text loader data', () => {
  it('reads back what was written, as plain data', () => {
    const value = { name: 'Oven "Pro" <60cm> & more', price: 1299.5, tags: ['a', 'b'], sale: null, on: true };
    const text = toJsonText(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(fromJsonText(text)).toEqual(value);
  });

  it('gives the same object for the same text, also for a copy of the text that was parsed', () => {
    const text = JSON.stringify({ listing: [1, 2, 3], at: 'first' }) as JsonText<{ listing: number[] }>;
    const copy = (' ' + text).slice(1) as typeof text;
    const first = fromJsonText(text);
    expect(fromJsonText(copy)).toBe(first);
  });

  it('hands the written value back on the side that wrote it, without parsing, frozen all the way down', () => {
    const value = { listing: [{ sku: 'x' }] };
    const text = toJsonText(value);
    expect(fromJsonText(text)).toBe(value);
    expect(() => value.listing.push({ sku: 'y' })).toThrow(TypeError);
    expect(() => {
      value.listing[0]!.sku = 'z';
    }).toThrow(TypeError);
  });

  it('keeps a bounded number of texts: the oldest is read afresh', () => {
    const first = JSON.stringify({ n: -1 }) as JsonText<{ n: number }>;
    const kept = fromJsonText(first);
    expect(fromJsonText(first)).toBe(kept);
    for (let n = 0; n < 64; n++) fromJsonText(JSON.stringify({ n }) as JsonText<{ n: number }>);
    const again = fromJsonText(first);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });

  it('keeps a text read again as the newest', () => {
    const first = JSON.stringify({ n: 'kept' }) as JsonText<{ n: string }>;
    const kept = fromJsonText(first);
    for (let n = 0; n < 63; n++) {
      fromJsonText(JSON.stringify({ m: n }) as JsonText<{ m: number }>);
      expect(fromJsonText(first)).toBe(kept);
    }
    fromJsonText(JSON.stringify({ m: 'one more' }) as JsonText<{ m: string }>);
    expect(fromJsonText(first)).toBe(kept);
  });
});
