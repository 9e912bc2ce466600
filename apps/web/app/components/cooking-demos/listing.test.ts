import { describe, expect, it } from 'vitest';
import { ApiError } from '@shop/contracts/web';
import type { CookingDemoListQuery } from '@shop/contracts';
import { demoFixture, demoListFixture } from './fixtures.ts';
import { demoWhen, heldUntil, windowDay } from './format.ts';
import { filtersOf, formHref, listHref, listQuery, settleListing } from './listing.ts';

describe('cooking demo list filters', () => {
  it('reads a whole set of filters from the address, dropping what does not parse', () => {
    expect(
      filtersOf(
        '?storeUri=alexandria&brand=Smeg&cookingDemoType=0&cookingDemoSubEventType=x&startDate=&pageNo=2',
      ),
    ).toEqual({ storeUri: 'alexandria', brand: 'smeg', cookingDemoType: 0, pageNo: 2 });
    expect(filtersOf('')).toEqual({});
  });

  it('asks the API for one page of 12 and lets it choose the default window', () => {
    expect(listQuery({ storeUri: 'alexandria', cookingDemoType: 2 })).toEqual({
      storeUri: 'alexandria',
      brand: undefined,
      cookingDemoType: 2,
      cookingDemoSubEventType: undefined,
      startDate: undefined,
      endDate: undefined,
      sortDirection: undefined,
      pageNo: 1,
      recordsPerPage: 12,
    });
  });

  it('writes addresses without empty choices or page 1, and a form post back to page 1', () => {
    expect(listHref({})).toBe('/cooking-demos');
    expect(listHref({ brand: 'smeg', cookingDemoType: 0 }, 1)).toBe(
      '/cooking-demos?brand=smeg&cookingDemoType=0',
    );
    expect(listHref({ brand: 'smeg', pageNo: 3 }, 2)).toBe('/cooking-demos?brand=smeg&pageNo=2');
    const form = new FormData();
    form.set('storeUri', 'alexandria');
    form.set('brand', '');
    form.set('cookingDemoType', '');
    form.set('startDate', '2030-03-16');
    expect(formHref(form)).toBe('/cooking-demos?storeUri=alexandria&startDate=2030-03-16');
  });
});

describe('settling the listing (000 §4)', () => {
  const failure = new ApiError(500, null);

  it('a success is Success with the demos found', async () => {
    const list = demoListFixture([demoFixture()]);
    const calls: CookingDemoListQuery[] = [];
    const settled = await settleListing(
      async (q) => {
        calls.push(q);
        return list;
      },
      { brand: 'Smeg' },
    );
    expect(settled.state).toEqual({ status: 'Success', filters: { brand: 'smeg' }, retried: false });
    expect(settled.list).toBe(list);
    expect(calls).toHaveLength(1);
  });

  it('the first error starts again once with no filters; the second stays in Failure', async () => {
    const list = demoListFixture([]);
    const calls: CookingDemoListQuery[] = [];
    const recovered = await settleListing(
      async (q) => {
        calls.push(q);
        if (calls.length === 1) throw failure;
        return list;
      },
      { brand: 'smeg', startDate: 'tomorrow' },
    );
    expect(calls.map((q) => q.brand)).toEqual(['smeg', undefined]);
    expect(recovered.state).toEqual({ status: 'Success', filters: {}, retried: true });

    let tries = 0;
    const failed = await settleListing(
      async () => {
        tries += 1;
        throw failure;
      },
      { brand: 'smeg' },
    );
    expect(tries).toBe(2);
    expect(failed).toEqual({ state: { status: 'Failure', filters: {}, retried: true }, list: null });
  });
});

describe('demo times', () => {
  it("reads the store's wall clock as written, naming the zone", () => {
    expect(demoWhen(demoFixture())).toBe('Saturday 16 March 2030, 6:30pm to 8:00pm (Sydney time)');
    expect(windowDay('2030-03-17T23:00:00')).toBe('Sunday 17 March 2030');
  });

  it("shows an offer's hold, an instant, on the store's clock", () => {
    // 07:30 UTC on 15 March 2030 is 6:30pm in Sydney (daylight time, +11) and 8:30pm in Auckland (+13).
    expect(heldUntil('2030-03-15T07:30:00.000Z', 'Australia/Sydney')).toBe(
      'Friday 15 March 2030 at 6:30pm (Sydney time)',
    );
    expect(heldUntil('2030-03-15T07:30:00.000Z', 'Pacific/Auckland')).toBe(
      'Friday 15 March 2030 at 8:30pm (Auckland time)',
    );
  });
});
