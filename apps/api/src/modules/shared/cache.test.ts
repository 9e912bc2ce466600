import { describe, expect, it } from 'vitest';
import { queryKey, ReadCache, unlessNull } from './cache.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('serves a kept value until its time to live is over, then loads again', async () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', 1000, load)).toBe(1);
    time.advance(999);
    expect(await cache.get('k', 1000, load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', 1000, load)).toBe(2);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new ReadCache();
    let loads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return { n: loads };
    };
    const answers = Promise.all([
      cache.get('k', 1000, load),
      cache.get('k', 1000, load),
      cache.get('k', 1000, load),
    ]);
    release();
    const [a, b, c] = await answers;
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('does not keep a failed load or a value whose time to live is 0', async () => {
    const cache = new ReadCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', 1000, async () => 'up')).toBe('up');
    let loads = 0;
    const missing = async () => (++loads, null);
    await cache.get('none', unlessNull(1000), missing);
    await cache.get('none', unlessNull(1000), missing);
    expect(loads).toBe(2);
  });

  it('decides the time to live from the value when asked to', async () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    let loads = 0;
    const load = async () => ({ until: time.now() + 100, n: ++loads });
    const ttl = (v: { until: number }) => v.until - time.now();
    await cache.get('k', ttl, load);
    time.advance(99);
    expect((await cache.get('k', ttl, load)).n).toBe(1);
    time.advance(1);
    expect((await cache.get('k', ttl, load)).n).toBe(2);
  });

  it('forgets everything on clear, including a load that was running', async () => {
    const cache = new ReadCache();
    await cache.get('a', 1000, async () => 'old');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = cache.get('b', 1000, async () => (await gate, 'stale'));
    cache.clear();
    release();
    expect(await running).toBe('stale');
    expect(await cache.get('a', 1000, async () => 'new')).toBe('new');
    expect(await cache.get('b', 1000, async () => 'fresh')).toBe('fresh');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 1000, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1000, async () => 'a again')).toBe('a again');
    expect(await cache.get('c', 1000, async () => 'c again')).toBe('c');
  });

  it('freezes what it keeps, so no caller can change a later answer', async () => {
    const cache = new ReadCache();
    const value = await cache.get('k', 1000, async () => ({ list: [{ price: 1 }] }));
    expect(() => {
      value.list[0]!.price = 2;
    }).toThrow(TypeError);
    expect(Object.isFrozen(value.list)).toBe(true);
  });
});

describe('queryKey', () => {
  it('ignores the order of names, empty values, letter case and repeats within lists', () => {
    expect(
      queryKey({ sort: 'popular', page: 1, brand: ['Polar', 'frosty', 'polar'], price: undefined }),
    ).toBe(
      queryKey({ brand: ['polar', 'FROSTY'], page: 1, sort: 'popular', ribbon: [] as string[], price: '' }),
    );
  });

  it('keeps list order and tells different values apart', () => {
    expect(queryKey({ category: ['a', 'b'] })).not.toBe(queryKey({ category: ['b', 'a'] }));
    expect(queryKey({ page: 1 })).not.toBe(queryKey({ page: 2 }));
    expect(queryKey({ brand: ['a,b'] })).not.toBe(queryKey({ brand: ['a', 'b'] }));
  });
});
