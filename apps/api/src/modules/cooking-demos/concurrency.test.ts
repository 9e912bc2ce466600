import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookingDemoEntry, ErrorBody } from '@shop/contracts';
import { createTestApp, dbLabel, type TestApp } from '../shared/test-app.ts';
import { demoEntries, insertDemo, readDemo } from './test-fixtures.ts';

// Many shoppers at once (ADR 0035): the conditional seat update and the active-e-mail index hold under concurrency.
// On PostgreSQL the requests really overlap (a pool of connections); on PGlite they queue on its one connection.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => t?.close());

const body = (demoId: number, i: number, seats = 1) => ({
  cookingDemoId: demoId,
  firstName: `Rush${i}`,
  lastName: 'Shopper',
  email: `rush${i}@example.com`,
  phone: '0412345678',
  seats,
});
const post = (url: string, payload: unknown, i: number) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as string,
    remoteAddress: `10.3.${Math.floor(i / 200)}.${i % 200}`,
  });

describe(`cooking demo bookings under concurrency on ${dbLabel}`, () => {
  it('50 simultaneous bookings for 10 seats: exactly 10 booked, 40 told it is full', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/v2/cookingdemo/booking', body(demo.id, i), i)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(ErrorBody.parse(a.json()).code).toBe('cooking_demo_full');
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(10);
    const rows = await demoEntries(t.handle.db, demo.id);
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(10);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(10);
  });

  it('the same e-mail submitted 10 times at once takes its seats once', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/v2/cookingdemo/booking', body(demo.id, 999, 2), 500 + i),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201))
      expect(ErrorBody.parse(a.json()).code).toBe('cooking_demo_already_booked');
    expect((await readDemo(t.handle.db, demo.id))?.seatsTaken).toBe(2);
    expect(await demoEntries(t.handle.db, demo.id)).toHaveLength(1);
  });

  it('20 simultaneous wait-list joins get 20 distinct places, 1 to 20', async () => {
    const demo = await insertDemo(t.handle.db, { capacity: 2, seatsTaken: 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/v2/cookingdemo/wait-list', body(demo.id, 100 + i), 100 + i),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const places = answers.map((a) => CookingDemoEntry.parse(a.json()).waitListPosition);
    expect([...places].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = await demoEntries(t.handle.db, demo.id);
    expect(new Set(rows.map((r) => r.waitListedAt?.toISOString())).size).toBe(20);
  });
});
