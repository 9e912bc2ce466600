import { createHash, randomBytes } from 'node:crypto';
import { SHOP_TIME_ZONES, storeTimeZone, type Country } from '@shop/domain';
import type { Db } from '../client.ts';
import { cookingDemoBookings, cookingDemos } from '../schema/index.ts';
import type { NewCookingDemo, NewCookingDemoBooking } from '../schema/index.ts';
import { insertJsonChunked } from './bulk.ts';
import { Rng } from './random.ts';

/**
 * Demo cooking demonstrations and their bookings (issue 15, docs/decisions/0035 "Demo data"). Every store holds two to
 * four demos a week for the coming 90 days, at the store's own wall-clock times; every day has demos at several stores
 * (the list's default window is today and tomorrow), a few have already started earlier today, some are full with a
 * wait list, some are small, and some take bookings by phone only. Deterministic for a seed and `now`, except each
 * booking's link token: it is random and thrown away (only its SHA-256 is kept), so nobody can answer a seeded booking.
 */

export const COOKING_DEMO_DAYS = 90;
/** Fewest stores holding a demo on any one day of the window. */
export const COOKING_DEMO_MIN_STORES_PER_DAY = 4;

const DAY = 86_400_000;
const MINUTE = 60_000;

interface KitchenBrand {
  /** As in BRAND_DEFS. */
  brand: string;
  appliance: string;
  /** A cooking class's title after the brand ("Smeg pasta night"). */
  classTitle: string;
  /** What the demonstrator or chef cooks. */
  food: string;
  /** What a family session makes; null: no family sessions for this brand. */
  family: string | null;
}

/** Kitchen-appliance brands of BRAND_DEFS and what their demos cook. */
export const KITCHEN_DEMO_BRANDS: readonly KitchenBrand[] = [
  {
    brand: 'Miele',
    appliance: 'steam oven',
    classTitle: 'steam oven brunch',
    food: 'salmon fillets, bright steamed greens and a silky vanilla custard',
    family: 'fluffy bao buns',
  },
  {
    brand: 'Smeg',
    appliance: 'freestanding cooker',
    classTitle: 'pasta night',
    food: 'fresh egg pasta, a slow-cooked tomato sugo and a classic tiramisu',
    family: 'pizza from scratch',
  },
  {
    brand: 'Fisher & Paykel',
    appliance: 'induction cooktop',
    classTitle: 'weeknight wok',
    food: 'crisp-skinned barramundi and a fast, glossy wok of greens',
    family: 'stacks of pancakes',
  },
  {
    brand: 'Bosch',
    appliance: 'air fry oven',
    classTitle: 'air fry feast',
    food: 'crunchy air-fried chicken, honey-roast vegetables and a lemon tart',
    family: 'choc-chip cookies',
  },
  {
    brand: 'Westinghouse',
    appliance: 'pyrolytic oven',
    classTitle: 'Sunday roast',
    food: 'a golden roast chicken with crisp potatoes and all the trimmings',
    family: 'decorated cupcakes',
  },
  {
    brand: 'Electrolux',
    appliance: 'steam combi oven',
    classTitle: 'bread and pastry morning',
    food: 'crusty sourdough loaves and buttery croissants',
    family: 'cheesy pizza scrolls',
  },
  {
    brand: 'Breville',
    appliance: 'espresso machine',
    classTitle: 'barista basics',
    food: 'silky flat whites, latte art and a brunch to go with them',
    family: null,
  },
  {
    brand: "De'Longhi",
    appliance: 'bean-to-cup coffee machine',
    classTitle: 'coffee at home',
    food: 'espresso, cappuccino and an affogato to finish',
    family: null,
  },
  {
    brand: 'Panasonic',
    appliance: 'convection microwave',
    classTitle: '20-minute dinners',
    food: 'a quick green curry, steamed fish and a warm chocolate mug cake',
    family: 'mug cakes',
  },
  {
    brand: 'Neff',
    appliance: 'Slide&Hide oven',
    classTitle: 'French bistro night',
    food: 'a rich beef bourguignon and a caramelised tarte tatin',
    family: 'gingerbread people',
  },
  {
    brand: 'AEG',
    appliance: 'sous-vide steam oven',
    classTitle: 'steak night',
    food: 'evenly pink steak, glazed carrots and a molten chocolate fondant',
    family: 'homemade meatballs',
  },
  {
    brand: 'Samsung',
    appliance: 'Dual Cook oven',
    classTitle: 'two courses, one oven',
    food: 'a herb-crusted lamb rack and a berry crumble, cooked side by side',
    family: 'pita pizzas',
  },
  {
    brand: 'LG',
    appliance: 'InstaView oven',
    classTitle: 'air fry favourites',
    food: 'golden chips, crispy wings and cinnamon doughnuts',
    family: 'crumbed chicken tenders',
  },
  {
    brand: 'Beko',
    appliance: 'AeroPerfect oven',
    classTitle: 'Mediterranean mezze',
    food: 'warm flatbreads, a smoky capsicum dip and lamb skewers',
    family: 'mini calzones',
  },
  {
    brand: 'Omega',
    appliance: 'gas cooktop',
    classTitle: 'curry night',
    food: 'a fragrant butter chicken, fluffy rice and garlic naan',
    family: 'egg fried rice',
  },
  {
    brand: 'Euromaid',
    appliance: 'freestanding oven',
    classTitle: 'baking basics',
    food: 'scones with jam and cream, a sponge cake and jam drops',
    family: 'jam drop biscuits',
  },
  {
    brand: 'Chef',
    appliance: 'electric oven',
    classTitle: 'family roast on a budget',
    food: 'a slow-roast pork shoulder with proper crackling',
    family: 'sausage rolls',
  },
  {
    brand: 'Weber',
    appliance: 'barbecue',
    classTitle: 'low-and-slow barbecue',
    food: 'smoky brisket, charred corn and grilled peaches',
    family: 'build-your-own burgers',
  },
  {
    brand: 'Ziegler & Brown',
    appliance: 'portable barbecue',
    classTitle: 'grill night',
    food: 'garlic prawns, marinated steaks and grilled pineapple',
    family: 'rainbow vegetable skewers',
  },
  {
    brand: 'Jura',
    appliance: 'automatic coffee machine',
    classTitle: 'coffee tasting',
    food: 'single-origin espressos and the milk-based classics',
    family: null,
  },
];

/** Local start (minutes after midnight) and length; family sessions keep to the daytime. */
const SLOTS = [
  { start: 10 * 60 + 30, minutes: 120, daytime: true },
  { start: 11 * 60, minutes: 90, daytime: true },
  { start: 13 * 60, minutes: 90, daytime: true },
  { start: 14 * 60, minutes: 120, daytime: true },
  { start: 18 * 60, minutes: 120, daytime: false },
  { start: 18 * 60 + 30, minutes: 90, daytime: false },
] as const;

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
  'Grace',
  'Lucas',
  'Zoe',
  'Thomas',
  'Chloe',
  'Ethan',
  'Ruby',
  'Samuel',
  'Priya',
  'Wei',
  'Aroha',
  'Tama',
  'Sofia',
  'Mateo',
  'Hannah',
  'Daniel',
  'Emily',
  'Ari',
];
const LAST_NAMES = [
  'Smith',
  'Nguyen',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Martin',
  'Chen',
  'Singh',
  'Walker',
  "O'Brien",
  'Kelly',
  'Patel',
  'Harris',
  'Clarke',
  'Ngata',
  'Robinson',
  'Russo',
  'Papadopoulos',
  'Young',
  'King',
  'Wright',
  'Lee',
  'Murphy',
  'Campbell',
];

const REFERENCE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface DemoStore {
  id: number;
  state: string;
  /** The stores table's default when absent. */
  country?: Country | undefined;
}

export interface CookingDemoSeed {
  demos: (NewCookingDemo & {
    id: number;
    seatsTaken: number;
    onlineBooking: boolean;
    startsAt: Date;
    endsAt: Date;
  })[];
  bookings: NewCookingDemoBooking[];
}

const QUARTER_HOUR = 15 * MINUTE;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/**
 * How far `timeZone`'s wall clock is ahead of UTC (as domain zoneOffsetMs), with one Intl formatter per zone and the
 * answer remembered per quarter hour (every store's zone changes its offset on a half hour of UTC): formatting anew
 * for each of thousands of demos would be most of the seed's time.
 */
function offsetMs(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${bucket}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(bucket));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const offset = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - bucket;
  offsets.set(key, offset);
  return offset;
}

/** 'YYYY-MM-DD' of `instant` on the wall clock of `timeZone`. */
function zonedIsoDate(instant: number, timeZone: string): string {
  return new Date(instant + offsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

function addIsoDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant of wall-clock `minutes` after midnight of `isoDate` in `timeZone` (a second step settles DST). */
function zonedInstant(isoDate: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutes * MINUTE;
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

function localText(isoDate: string, minutes: number): string {
  const dayShift = Math.floor(minutes / 1440);
  const m = minutes - dayShift * 1440;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return `${addIsoDays(isoDate, dayShift)} ${hh}:${mm}:00`;
}

interface Plan {
  store: DemoStore;
  timeZone: string;
  day: number;
  isoDate: string;
  start: number;
  minutes: number;
  rng: Rng;
}

function describe(sub: number, k: KitchenBrand): { title: string; description: string } {
  switch (sub) {
    case 0:
      return {
        title: `${k.brand} ${k.appliance} demonstration`,
        description: `See the ${k.brand} ${k.appliance} at work: our demonstrator cooks ${k.food}, and you taste everything as it comes out. Bring your questions.`,
      };
    case 1:
      return {
        title: `${k.brand} ${k.classTitle}`,
        description: `A hands-on class: you cook ${k.food} on the ${k.brand} ${k.appliance}, then sit down together to eat what you made.`,
      };
    case 2:
      return {
        title: `${k.brand} ${k.appliance} masterclass`,
        description: `A guest chef shows what the ${k.brand} ${k.appliance} can do with ${k.food}, with tips you can use at home. Tastings and a glass of something included.`,
      };
    default:
      return {
        title: `Family ${k.family ?? 'cooking'} with ${k.brand}`,
        description: `Bring the kids: together you make ${k.family ?? 'something delicious'} with the ${k.brand} ${k.appliance}. Aprons supplied, and everyone takes a treat home.`,
      };
  }
}

/**
 * Builds the demos and bookings without touching a database. `storeRows` are the seeded stores (ids as inserted);
 * `brandIds` maps a brand's name to its id. `token` makes each booking's secret link token (default: 32 random bytes).
 */
export function buildCookingDemos(opts: {
  seed: number;
  now: Date;
  stores: readonly DemoStore[];
  brandIds: ReadonlyMap<string, number>;
  token?: () => string;
}): CookingDemoSeed {
  const { seed, now } = opts;
  const nowMs = now.getTime();
  const token = opts.token ?? (() => randomBytes(32).toString('base64url'));
  const brands = KITCHEN_DEMO_BRANDS.filter((k) => opts.brandIds.has(k.brand));
  if (brands.length === 0 || opts.stores.length === 0) return { demos: [], bookings: [] };

  // 1. When: per store and week, two to four distinct days at sensible local times.
  const plans: Plan[] = [];
  const busy = new Map<number, Set<number>>(); // day → store ids with a demo
  const add = (
    store: DemoStore,
    timeZone: string,
    today: string,
    day: number,
    rng: Rng,
    slot?: (typeof SLOTS)[number],
  ) => {
    const s = slot ?? rng.pick(SLOTS);
    plans.push({
      store,
      timeZone,
      day,
      isoDate: addIsoDays(today, day),
      start: s.start,
      minutes: s.minutes,
      rng,
    });
    const set = busy.get(day) ?? new Set<number>();
    set.add(store.id);
    busy.set(day, set);
  };
  const todays = new Map<number, { timeZone: string; today: string }>();
  for (const store of opts.stores) {
    const timeZone = storeTimeZone({ state: store.state, country: store.country ?? 'AU' });
    const today = zonedIsoDate(nowMs, timeZone);
    todays.set(store.id, { timeZone, today });
    const rng = Rng.derive(seed, 35, store.id);
    for (let week = 0; week * 7 < COOKING_DEMO_DAYS; week++) {
      const days = rng
        .sample([0, 1, 2, 3, 4, 5, 6], rng.int(2, 4))
        .map((d) => week * 7 + d)
        .filter((d) => d < COOKING_DEMO_DAYS)
        .sort((a, b) => a - b);
      for (const day of days) add(store, timeZone, today, day, Rng.derive(seed, 36, store.id, day));
    }
  }
  // Every day has demos at several stores, whatever the draw.
  const fill = Rng.derive(seed, 37);
  for (let day = 0; day < COOKING_DEMO_DAYS; day++) {
    const have = busy.get(day) ?? new Set<number>();
    const missing = COOKING_DEMO_MIN_STORES_PER_DAY - have.size;
    if (missing <= 0) continue;
    for (const store of fill.sample(
      opts.stores.filter((s) => !have.has(s.id)),
      missing,
    )) {
      const t = todays.get(store.id)!;
      add(store, t.timeZone, t.today, day, Rng.derive(seed, 36, store.id, day));
    }
  }
  // A few that began earlier today, at stores without another demo today.
  const early = Rng.derive(seed, 38);
  const idle = opts.stores.filter((s) => !busy.get(0)?.has(s.id));
  for (const store of early.sample(idle, 4)) {
    const t = todays.get(store.id)!;
    const localNow = Math.floor(
      (nowMs + offsetMs(nowMs, t.timeZone) - Date.parse(`${t.today}T00:00:00Z`)) / MINUTE,
    );
    const start = Math.floor((localNow - early.int(30, 150)) / 30) * 30;
    if (start < 8 * 60) continue; // too early in the day for a demo to have begun at a sensible hour
    add(store, t.timeZone, t.today, 0, Rng.derive(seed, 36, store.id, 0), {
      start,
      minutes: early.pick([90, 120]),
      daytime: start < 17 * 60,
    });
  }

  // 2. What and for how many, in date then store order.
  plans.sort((a, b) => a.isoDate.localeCompare(b.isoDate) || a.start - b.start || a.store.id - b.store.id);
  const demos: CookingDemoSeed['demos'] = [];
  const fullness: ('full' | 'some' | 'empty')[] = [];
  plans.forEach((p, i) => {
    const rng = p.rng;
    const daytime = p.start < 17 * 60;
    const sub = rng.weighted([0, 1, 2, 3], [3, 4, 2, daytime ? 2 : 0]);
    const pool = sub === 3 ? brands.filter((k) => k.family !== null) : brands;
    const k = rng.pick(pool.length > 0 ? pool : brands);
    const text = describe(k.family === null && sub === 3 ? 0 : sub, k);
    const capacity = rng.chance(1 / 8) ? 4 : rng.int(8, 16);
    const full = rng.chance(1 / 10);
    const startsAt = zonedInstant(p.isoDate, p.start, p.timeZone);
    const endsAt = zonedInstant(p.isoDate, p.start + p.minutes, p.timeZone);
    demos.push({
      id: i + 1,
      storeId: p.store.id,
      brandId: opts.brandIds.get(k.brand)!,
      title: text.title,
      description: text.description,
      demoType: rng.weighted([2, 0, 1], [14, 3, 3]),
      subEventType: k.family === null && sub === 3 ? 0 : sub,
      localStartsAt: localText(p.isoDate, p.start),
      localEndsAt: localText(p.isoDate, p.start + p.minutes),
      startsAt,
      endsAt,
      capacity,
      seatsTaken: 0,
      onlineBooking: !rng.chance(1 / 15),
    });
    fullness.push(full ? 'full' : rng.chance(0.25) ? 'empty' : 'some');
  });

  // Tomorrow (on the shop's clock, inside the list's default window) has at least one of each case the screens show:
  // a full demo open to everyone with a wait list, a demo booked by phone, a small one, and open ones with seats.
  const shopTomorrow = {
    AU: addIsoDays(zonedIsoDate(nowMs, SHOP_TIME_ZONES.AU), 1),
    NZ: addIsoDays(zonedIsoDate(nowMs, SHOP_TIME_ZONES.NZ), 1),
  };
  const tomorrow = plans
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.isoDate === shopTomorrow[p.store.country ?? 'AU']);
  const pickTomorrow = (skip: Set<number>) => tomorrow.find(({ i }) => !skip.has(i));
  const used = new Set<number>();
  const ensure = (has: (i: number) => boolean, make: (i: number) => void) => {
    const already = tomorrow.find(({ i }) => has(i));
    if (already) {
      used.add(already.i);
      return;
    }
    const target = pickTomorrow(used);
    if (!target) return;
    make(target.i);
    used.add(target.i);
  };
  ensure(
    (i) => fullness[i] === 'full' && demos[i]!.onlineBooking && demos[i]!.demoType === 2,
    (i) => {
      fullness[i] = 'full';
      demos[i]!.onlineBooking = true;
      demos[i]!.demoType = 2;
    },
  );
  ensure(
    (i) => !demos[i]!.onlineBooking,
    (i) => {
      demos[i]!.onlineBooking = false;
    },
  );
  ensure(
    (i) => demos[i]!.capacity === 4 && fullness[i] !== 'full' && demos[i]!.onlineBooking,
    (i) => {
      demos[i]!.capacity = 4;
      fullness[i] = 'empty';
      demos[i]!.onlineBooking = true;
    },
  );
  ensure(
    (i) =>
      fullness[i] === 'empty' &&
      demos[i]!.onlineBooking &&
      demos[i]!.demoType === 2 &&
      demos[i]!.capacity >= 8,
    (i) => {
      fullness[i] = 'empty';
      demos[i]!.onlineBooking = true;
      demos[i]!.demoType = 2;
      demos[i]!.capacity = Math.max(demos[i]!.capacity, 8);
    },
  );

  // 3. Who: booked parties whose seats sum to seats_taken, and a wait list behind each full demo.
  const bookings: NewCookingDemoBooking[] = [];
  const references = new Set<string>();
  demos.forEach((demo, i) => {
    const rng = Rng.derive(seed, 39, demo.id);
    const target =
      fullness[i] === 'full'
        ? demo.capacity
        : fullness[i] === 'empty'
          ? 0
          : rng.int(1, Math.max(1, Math.floor(demo.capacity * 0.6)));
    const country = opts.stores.find((s) => s.id === demo.storeId)?.country ?? 'AU';
    const emails = new Set<string>();
    const person = () => {
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const base = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      let email = `${base}@example.com`;
      for (let n = 2; emails.has(email); n++) email = `${base}${n}@example.com`;
      emails.add(email);
      const phone =
        country === 'NZ'
          ? `021 ${rng.digits(3)} ${rng.digits(4)}`
          : `04${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`;
      return { firstName, lastName, email, phone };
    };
    const reference = () => {
      let r: string;
      do {
        r = 'CD-';
        for (let c = 0; c < 6; c++) r += REFERENCE_CHARS[rng.int(0, REFERENCE_CHARS.length - 1)];
      } while (references.has(r));
      references.add(r);
      return r;
    };
    const hash = () => createHash('sha256').update(token()).digest('hex');
    // Bookings came in over the past weeks, never after the demo began.
    const latest = Math.min(nowMs, demo.startsAt.getTime()) - 2 * 3_600_000;
    let left = target;
    let at = latest - rng.int(10, 30) * DAY;
    while (left > 0) {
      const seats = Math.min(left, rng.weighted([1, 2, 3, 4], [3, 6, 2, 1]));
      left -= seats;
      at += rng.int(1, 72) * 3_600_000;
      bookings.push({
        reference: reference(),
        demoId: demo.id,
        status: 'booked',
        rsvp: rng.chance(0.5) ? 'attending' : 'pending',
        seats,
        ...person(),
        orderNumber: null,
        source: 'booking',
        tokenHash: hash(),
        bookedAt: new Date(Math.min(at, latest)),
        waitListedAt: null,
      });
    }
    demo.seatsTaken = target;
    if (fullness[i] === 'full') {
      const waiting = rng.int(1, 3);
      // Joined the wait list in turn after the last seat went, and before now.
      const lastBooked = Math.min(at, latest);
      const step = Math.max(MINUTE, Math.floor((latest - lastBooked) / (waiting + 1)));
      for (let w = 0; w < waiting; w++) {
        const queued = lastBooked + (w + 1) * step;
        bookings.push({
          reference: reference(),
          demoId: demo.id,
          status: 'waiting',
          rsvp: 'pending',
          seats: rng.weighted([1, 2, 3], [3, 5, 1]),
          ...person(),
          orderNumber: null,
          source: 'wait-list',
          tokenHash: hash(),
          bookedAt: null,
          waitListedAt: new Date(queued),
        });
      }
    }
  });
  return { demos, bookings };
}

/** Writes the demo cooking demos and bookings; the caller moves the demos' identity past the explicit ids. */
export async function seedCookingDemos(
  db: Db,
  opts: { seed: number; now: Date; stores: readonly DemoStore[]; brandIds: ReadonlyMap<string, number> },
): Promise<{ cookingDemos: number; cookingDemoBookings: number }> {
  const { demos, bookings } = buildCookingDemos(opts);
  await insertJsonChunked(db, cookingDemos, demos, 2000);
  await insertJsonChunked(db, cookingDemoBookings, bookings, 4000);
  return { cookingDemos: demos.length, cookingDemoBookings: bookings.length };
}
