import { describe, expect, it } from 'vitest';
import { ApiAnswer, SharedJson } from './api-answer.ts';

describe('ApiAnswer: an answer already in memory', () => {
  it('reads as a Response does, any number of times', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Crème' }), 'utf8');
    const answer = new ApiAnswer(200, new Headers({ 'content-type': 'application/json' }), body, 'OK');
    expect(answer.ok).toBe(true);
    expect(answer.statusText).toBe('OK');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ name: 'Crème' });
    expect(await answer.text()).toBe('{"name":"Crème"}');
    expect(Buffer.from(await answer.arrayBuffer()).equals(body)).toBe(true);
  });

  it('is ok for a 2xx status only, as a Response is', () => {
    const empty = Buffer.alloc(0);
    for (const status of [200, 201, 204, 299])
      expect(new ApiAnswer(status, new Headers(), empty).ok).toBe(true);
    for (const status of [199, 300, 304, 404, 500])
      expect(new ApiAnswer(status, new Headers(), empty).ok).toBe(false);
  });

  it('rejects (never throws) when its body is not JSON', async () => {
    const answer = new ApiAnswer(502, new Headers(), Buffer.from('<html>'));
    const read = answer.json();
    await expect(read).rejects.toThrow(SyntaxError);
  });

  it('reads an empty body as null JSON', async () => {
    expect(await new ApiAnswer(200, new Headers(), Buffer.alloc(0)).jsonValue()).toBeNull();
    expect(
      await new ApiAnswer(200, new Headers(), Buffer.alloc(0), '', new SharedJson()).jsonValue(),
    ).toBeNull();
  });

  it('shares one frozen parse between the copies of a kept answer, nested values included', async () => {
    const body = Buffer.from(JSON.stringify({ products: [{ sku: 'A', prices: { now: 10 } }] }), 'utf8');
    const kept = new ApiAnswer(200, new Headers({ 'set-cookie': 'a=1' }), body, 'OK', new SharedJson());
    const copy = kept.withHeaders(new Headers());
    const value = (await kept.jsonValue()) as { products: { sku: string; prices: { now: number } }[] };
    expect(await copy.jsonValue()).toBe(value);
    expect(copy.headers.get('set-cookie')).toBeNull();
    expect(copy.statusText).toBe('OK');
    expect(Object.isFrozen(value.products)).toBe(true);
    expect(Object.isFrozen(value.products[0]?.prices)).toBe(true);
    expect(() => value.products.push({ sku: 'B', prices: { now: 1 } })).toThrow(TypeError);
  });

  it('parses an answer that is not kept for each reader', async () => {
    const answer = new ApiAnswer(200, new Headers(), Buffer.from('{"a":[1]}'));
    const value = await answer.jsonValue();
    expect(Object.isFrozen(value)).toBe(false);
    expect(await answer.withHeaders(new Headers()).jsonValue()).not.toBe(value);
  });
});
