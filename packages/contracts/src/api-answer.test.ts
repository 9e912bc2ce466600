import { describe, expect, it } from 'vitest';
import { ApiAnswer } from './api-answer.ts';

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
});
