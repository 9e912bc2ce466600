import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryServices, inTransaction, warehouses, type DbHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import {
  BACK_ORDER_LEAD_WORKING_DAYS,
  DELIVERY_PRICES_CENTS,
  addWorkingDays,
  calendarDate,
  formatIsoDate,
  isPublicHoliday,
  mondayFirstWeekday,
  toCalendarDate,
} from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { deliveryPlan, quoteDelivery, takeDeliverySlot, type DeliveryInput } from './service.ts';
import { MONDAY, OUTBACK, addTestLocalities, brandIdOf, input, line } from './test-fixtures.ts';

let h: DbHandle;
let samsung: { id: number; name: string };
let weber: { id: number; name: string };
let fisher: { id: number; name: string };

beforeAll(async () => {
  h = await createTestDatabase({ seed: {} });
  await addTestLocalities(h.db);
  samsung = { id: await brandIdOf(h.db, 'Samsung'), name: 'Samsung' };
  weber = { id: await brandIdOf(h.db, 'Weber'), name: 'Weber' };
  fisher = { id: await brandIdOf(h.db, 'Fisher & Paykel'), name: 'Fisher & Paykel' };
});
afterAll(async () => h?.close());

const quote = (i: DeliveryInput, over: Partial<Parameters<typeof quoteDelivery>[1]> = {}) =>
  quoteDelivery(h.db, {
    ...i,
    date: null,
    supplierDates: [],
    uniqueRequirements: false,
    cashAndCarry: false,
    ...over,
  });

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'none';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('the warehouse calendar', () => {
  it('lists eight weeks of delivery days after today, without Sundays or holidays, from the next working day', async () => {
    const plan = await deliveryPlan(h.db, input([line(samsung)]));
    expect(plan.unavailable).toBe(false);
    expect(plan.warehouse?.name).toBe('Moorebank Distribution Centre');
    expect(plan.dates[0]?.date).toBe('2026-03-10');
    expect(plan.dates.at(-1)?.date).toBe('2026-05-04');
    for (const d of plan.dates) {
      const day = toCalendarDate(d.date);
      expect(mondayFirstWeekday(day)).not.toBe(6);
      expect(isPublicHoliday('AU', day)).toBe(false);
    }
    expect(plan.dates.map((d) => d.date)).not.toContain('2026-04-03'); // Good Friday
    expect(plan.dates.map((d) => d.date)).not.toContain('2026-04-06'); // Easter Monday
    expect(plan.dates.every((d) => d.available)).toBe(true);
  });

  it('prices next day and Saturday dearer, Tuesday and Thursday FREE, the rest standard', async () => {
    const plan = await deliveryPlan(h.db, input([line(samsung)]));
    const price = (iso: string) => plan.dates.find((d) => d.date === iso)?.priceCents;
    expect(price('2026-03-10')).toBe(DELIVERY_PRICES_CENTS.nextDay);
    expect(price('2026-03-11')).toBe(DELIVERY_PRICES_CENTS.standard);
    expect(price('2026-03-12')).toBe(0);
    expect(price('2026-03-14')).toBe(DELIVERY_PRICES_CENTS.saturday);
  });

  it('starts a Friday order on Monday', async () => {
    const plan = await deliveryPlan(
      h.db,
      input([line(samsung)], { today: new Date('2026-03-06T01:00:00Z') }),
    );
    expect(plan.dates.find((d) => d.available)?.date).toBe('2026-03-09');
  });

  it('opens a back-ordered cart after the lead time and offers to notify of a sooner date', async () => {
    const plan = await deliveryPlan(h.db, input([line(samsung, { qty: 3, stockQuantity: 1 })]));
    const first = addWorkingDays('AU', toCalendarDate('2026-03-09'), BACK_ORDER_LEAD_WORKING_DAYS);
    expect(plan.dates.find((d) => d.available)?.date).toBe(formatIsoDate(first));
    expect(plan.dates[0]?.available).toBe(false);
    expect(plan.showNotifyIfAvailableSooner).toBe(true);
  });

  it('makes every day FREE with a free-delivery coupon', async () => {
    const plan = await deliveryPlan(h.db, input([line(samsung)], { freeDelivery: true }));
    expect(plan.dates.every((d) => d.priceCents === 0)).toBe(true);
  });

  it('answers unavailable outside every delivery area and for an unknown postcode', async () => {
    expect((await deliveryPlan(h.db, input([line(samsung)], OUTBACK))).unavailable).toBe(true);
    expect((await deliveryPlan(h.db, input([line(samsung)], { postcode: '9999' }))).unavailable).toBe(true);
    expect((await deliveryPlan(h.db, input([]))).unavailable).toBe(true);
    expect(await codeOf(quote(input([line(samsung)], OUTBACK), { date: '2026-03-11' }))).toBe(
      'delivery_unavailable',
    );
  });
});

describe('slots', () => {
  it('turns a full day unavailable', async () => {
    const [nsw] = await h.db.select().from(warehouses).where(eq(warehouses.locationCode, 'NSW1'));
    await h.db.update(warehouses).set({ dailyCapacity: 3 }).where(eq(warehouses.id, nsw!.id));
    for (let i = 0; i < 3; i++)
      expect(await inTransaction(h.db, (tx) => takeDeliverySlot(tx, nsw!.id, '2026-03-11'))).toBe(true);
    expect(await takeDeliverySlot(h.db, nsw!.id, '2026-03-11')).toBe(false);
    const plan = await deliveryPlan(h.db, input([line(samsung)]));
    expect(plan.dates.find((d) => d.date === '2026-03-11')?.available).toBe(false);
    expect(plan.dates.find((d) => d.date === '2026-03-13')?.available).toBe(true);
    expect(await codeOf(quote(input([line(samsung)]), { date: '2026-03-11' }))).toBe(
      'delivery_date_unavailable',
    );
    await h.db.update(warehouses).set({ dailyCapacity: 40 }).where(eq(warehouses.id, nsw!.id));
  });

  it('gives exactly the capacity to 30 concurrent bookings of one day', async () => {
    const [vic] = await h.db.select().from(warehouses).where(eq(warehouses.locationCode, 'VIC1'));
    await h.db.update(warehouses).set({ dailyCapacity: 10 }).where(eq(warehouses.id, vic!.id));
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        inTransaction(h.db, (tx) => takeDeliverySlot(tx, vic!.id, '2026-03-12')),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});

describe('suppliers, services and special deliveries', () => {
  it('gives a supplier-delivered brand its own dates and price, unless staff override', async () => {
    const bbq = line(weber, { categoryUri: 'outdoor/bbqs' });
    const plan = await deliveryPlan(h.db, input([bbq]));
    expect(plan.dates).toEqual([]);
    const [supplier] = plan.suppliers;
    expect(supplier?.name).toBe('Weber Direct');
    expect(supplier?.skus).toEqual([bbq.sku]);
    expect(supplier?.dates[0]).toEqual({ date: '2026-03-12', priceCents: 4_900 });
    expect(supplier?.dates.some((d) => mondayFirstWeekday(toCalendarDate(d.date)) === 5)).toBe(true);
    const override = await deliveryPlan(h.db, input([bbq], { winningDeliveryServiceOverride: true }));
    expect(override.suppliers).toEqual([]);
    expect(override.dates.length).toBeGreaterThan(0);
    const q = await quote(input([bbq, line(samsung)]), {
      date: '2026-03-13',
      supplierDates: [{ supplier: 'Weber Direct', date: '2026-03-14' }],
    });
    expect(q.suppliers).toEqual([{ supplier: 'Weber Direct', date: '2026-03-14', priceCents: 4_900 }]);
    expect(await codeOf(quote(input([bbq]), { supplierDates: [] }))).toBe('delivery_date_unavailable');
  });

  it('offers the services of the cart categories, sanitised, with the selection', async () => {
    await h.db.insert(deliveryServices).values({
      sku: 'SVC-TEST-XSS',
      title: 'Test service',
      blurbHtml: '<p onclick="steal()">Safe <script>alert(1)</script><a href="javascript:x()">link</a></p>',
      priceCents: 1_000,
      categoryUriPrefix: 'laundry',
    });
    const washer = line(samsung, { categoryUri: 'laundry/washing-machines' });
    const plan = await deliveryPlan(h.db, input([washer], { selectedServiceSkus: ['SVC-CONNECT-LAUNDRY'] }));
    const skus = plan.services.map((s) => s.sku);
    expect(skus).toEqual(expect.arrayContaining(['SVC-CONNECT-LAUNDRY', 'SVC-UNPACK', 'SVC-TEST-XSS']));
    expect(skus).not.toContain('SVC-CONNECT-FRIDGE');
    expect(plan.services.find((s) => s.sku === 'SVC-CONNECT-LAUNDRY')?.selected).toBe(true);
    const xss = plan.services.find((s) => s.sku === 'SVC-TEST-XSS')!.blurbHtml;
    expect(xss).toContain('Safe');
    expect(xss).not.toMatch(/script|onclick|javascript/i);
    const q = await quote(input([washer], { selectedServiceSkus: ['SVC-CONNECT-LAUNDRY'] }), {
      date: '2026-03-12',
    });
    expect(q.services).toEqual([
      {
        sku: 'SVC-CONNECT-LAUNDRY',
        title: 'Connect & remove old appliance: washer or dryer',
        priceCents: 8_900,
      },
    ]);
    expect(plan.showInstallationContact).toBe(false);
    const oven = await deliveryPlan(h.db, input([line(samsung, { categoryUri: 'kitchen/cooking/ovens' })]));
    expect(oven.showInstallationContact).toBe(true);
  });

  it('opens only the first FREE date from today + 21 for pro-forma brands', async () => {
    const plan = await deliveryPlan(h.db, input([line(fisher)]));
    expect(plan.proformaOnly).toBe(true);
    const open = plan.dates.filter((d) => d.available);
    expect(open).toEqual([{ date: '2026-03-31', available: true, priceCents: 0 }]);
    const q = await quote(input([line(fisher)]));
    expect(q).toMatchObject({ date: '2026-03-31', shippingCents: 0, takesSlot: true });
    expect(await codeOf(quote(input([line(fisher)]), { date: '2026-03-12' }))).toBe(
      'delivery_date_unavailable',
    );
  });

  it('delivers unique requirements on today + 21 days without a slot', async () => {
    const q = await quote(input([line(samsung)]), { uniqueRequirements: true });
    expect(q.date).toBe(formatIsoDate(calendarDate(2026, 3, 30)));
    expect(q.takesSlot).toBe(false);
    expect(q.warehouseId).not.toBeNull();
  });

  it('collects cash and carry today at no charge', async () => {
    const q = await quote(input([line(samsung)], OUTBACK), { cashAndCarry: true });
    expect(q).toEqual({
      warehouseId: null,
      date: '2026-03-09',
      shippingCents: 0,
      suppliers: [],
      services: [],
      takesSlot: false,
    });
  });
});

describe('the quote', () => {
  it('charges exactly the price the calendar showed for every open date', async () => {
    const i = input([line(samsung)], { today: MONDAY });
    const plan = await deliveryPlan(h.db, i);
    for (const d of plan.dates.filter((x) => x.available)) {
      const q = await quote(i, { date: d.date });
      expect(q.shippingCents).toBe(d.priceCents);
      expect(q.date).toBe(d.date);
    }
  });

  it('refuses dates the calendar does not offer', async () => {
    const i = input([line(samsung)]);
    for (const date of ['2026-03-15', '2026-04-03', '2026-03-09', '2026-02-30', '2026-06-01', 'soon'])
      expect(await codeOf(quote(i, { date }))).toBe('delivery_date_unavailable');
    expect(await codeOf(quote(i, { date: null }))).toBe('delivery_date_unavailable');
  });
});
