import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { scrollToTop } from './accounts.ts';
import { expectAxeClean } from './axe.ts';
import { shot } from './checkout-page.ts';
import { waitForHydration } from './hydration.ts';

// Cooking demos (issue 15, docs/decisions/0035): the list's filters, a booking, its RSVP from the e-mailed link, a
// small demo filled up and its wait list, a cancellation offering the freed seat to the wait list, and a booking
// without scripts. Demos come from the seed (every store, the coming 90 days); each project (desktop, mobile) of the
// same shop picks its own demos, so the two runs never book the same seats.

/** axe on the page as it first shows (scrollToTop says why). */
async function axe(page: Page): Promise<void> {
  await scrollToTop(page);
  await expectAxeClean(page);
}

interface Demo {
  id: number;
  title: string;
  cookingDemoType: number;
  startDate: string;
  brand: { name: string; uri: string };
  store: { storeUri: string; name: string; phone: string };
  capacity: number;
  seatsAvailable: number;
  availability: number;
  waitListLength: number;
}

const PHONE = '0412 345 678';

/** Which of the matching demos this project takes: desktop the first, mobile the second. */
const slot = (info: TestInfo) => (info.project.name === 'mobile' ? 1 : 0);

const email = (info: TestInfo, who: string) => `demo-${who}-${info.project.name}-${Date.now()}@example.com`;

/** Demos from tomorrow (clear of the online cut-off) for two weeks, on the shop's own clock, every page. */
async function upcomingDemos(request: APIRequestContext): Promise<Demo[]> {
  const today = await request.get('/api/v2/cookingdemo');
  expect(today.ok()).toBe(true);
  const day = ((await today.json()) as { startDate: string }).startDate.slice(0, 10);
  const from = new Date(`${day}T00:00:00Z`);
  const iso = (offset: number) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const demos: Demo[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await request.get(
      `/api/v2/cookingdemo?startDate=${iso(1)}&endDate=${iso(14)}&recordsPerPage=48&pageNo=${pageNo}`,
    );
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { demos: Demo[]; totalPages: number };
    demos.push(...body.demos);
    if (pageNo >= body.totalPages) return demos;
  }
}

/** A demo anyone may book (no order number), open for booking, with nobody waiting. */
function bookable(demo: Demo, minSeats: number): boolean {
  return (
    demo.availability === 0 &&
    demo.cookingDemoType !== 0 &&
    demo.seatsAvailable >= minSeats &&
    demo.waitListLength === 0
  );
}

async function fillDetails(page: Page, who: { first: string; last: string; email: string }) {
  await page.getByRole('main').getByLabel('First name', { exact: true }).fill(who.first);
  await page.getByRole('main').getByLabel('Last name', { exact: true }).fill(who.last);
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByRole('main').getByLabel('Phone', { exact: true }).fill(PHONE);
}

/** The newest outbox mail to `to` whose subject starts so, and the RSVP address its link holds. */
async function mailLink(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${to}` })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(mail).toBeVisible();
  const text = (await mail.locator('pre').first().textContent()) ?? '';
  const path = /\/cooking-demos\/rsvp\?token=[^\s]+/.exec(text)?.[0];
  expect(path, text).toBeTruthy();
  return path ?? '';
}

test('filter to a store and brand, book, RSVP, fill the demo, join its wait list, and pass a cancelled seat on', async ({
  page,
  request,
}, info) => {
  // Two bookings, a wait list, four e-mails and axe on each screen: more than the default 30 s on a loaded machine.
  test.slow();
  const demos = await upcomingDemos(request);
  // A small demo with at least two seats left: one for the first booking, the rest filled below.
  const small = demos.filter((d) => d.capacity <= 4 && bookable(d, 2))[slot(info)];
  expect(small, 'a small bookable demo in the coming two weeks').toBeTruthy();
  if (!small) return;
  const ada = { first: 'Ada', last: 'Lovelace', email: email(info, 'ada') };
  const grace = { first: 'Grace', last: 'Hopper', email: email(info, 'grace') };

  // The list: filtered to the demo's store, brand and day, kept in the address.
  await page.goto('/cooking-demos');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cooking demos' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /demos? found|Showing|No cooking demos/ }),
  ).toBeVisible();
  await axe(page);
  const day = small.startDate.slice(0, 10);
  await page.getByRole('main').getByLabel('Store', { exact: true }).selectOption({ label: small.store.name });
  await page.getByRole('main').getByLabel('Brand', { exact: true }).selectOption({ label: small.brand.name });
  await page.getByRole('main').getByLabel('From', { exact: true }).fill(day);
  await page.getByRole('main').getByLabel('To', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Show demos' }).click();
  await expect(page).toHaveURL(
    new RegExp(`storeUri=${small.store.storeUri}&brand=${small.brand.uri}&startDate=${day}&endDate=${day}`),
  );
  const results = page.getByRole('region', { name: 'Cooking demo results' });
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  const card = results
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/cooking-demos/${small.id}"]`) });
  await expect(card).toContainText(small.store.name);
  await expect(card).toContainText(`${small.seatsAvailable} seats left`);
  await axe(page);
  await shot(page, info, 'cooking-demos-list');

  // The demo's page and its booking form: a field at fault first, then one seat for Ada.
  await card.getByRole('link', { name: `Book ${small.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: small.title })).toBeVisible();
  await waitForHydration(page);
  await axe(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toContainText('highlighted fields');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('main').getByLabel('First name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await axe(page);
  await shot(page, info, 'cooking-demo-errors');
  await fillDetails(page, ada);
  await page.getByRole('main').getByLabel('Seats', { exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Book now' }).click();
  const booked = page.getByRole('main').getByRole('status').filter({ hasText: "You're booked in" });
  await expect(booked).toContainText("We've emailed you a link to RSVP or cancel.");
  await expect(booked).toContainText(/CD-[A-Z0-9]{6}/);
  await axe(page);
  await shot(page, info, 'cooking-demo-booked');

  // Ada's e-mail, its link, and her yes.
  const adaLink = await mailLink(page, ada.email, `You're booked: ${small.title}`);
  await page.goto(adaLink);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: "Yes, I'll be there" }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("you're confirmed");
  await expect(page.getByRole('heading', { name: "You're booked in – see you there" })).toBeVisible();

  // The rest of the seats go to someone else (through the API), so the demo is full.
  const rest = small.seatsAvailable - 1;
  const filler = await request.post('/api/v2/cookingdemo/booking', {
    data: {
      cookingDemoId: small.id,
      firstName: 'Filler',
      lastName: 'Guest',
      email: email(info, 'filler'),
      phone: PHONE,
      seats: rest,
    },
  });
  expect(filler.status(), await filler.text()).toBe(201);

  // Grace finds it full and joins the wait list.
  await page.goto(`/cooking-demos/${small.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Join the wait list' })).toBeVisible();
  await expect(page.getByText(/we will hold them for you for 24 hours/)).toBeVisible();
  await axe(page);
  await shot(page, info, 'cooking-demo-wait-list');
  await fillDetails(page, grace);
  await page.getByRole('button', { name: 'Join the wait list' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: "You're on the wait list" }),
  ).toContainText('number 1 in line');
  // Her own e-mail has the link to leave the list.
  await mailLink(page, grace.email, `You're on the wait list: ${small.title}`);

  // Ada cancels from her link, after a second step that asks.
  await page.goto(adaLink);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Cancel my booking' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your booking?' })).toBeFocused();
  await axe(page);
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your booking is cancelled');
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();

  // Grace is offered the freed seat: her e-mail says so, and her page holds it until a time; she takes it.
  const offerLink = await mailLink(page, grace.email, `A seat has come up: ${small.title}`);
  await page.goto(offerLink);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'A seat is yours if you want it' })).toBeVisible();
  await expect(page.getByText(/until .+ \d{1,2}:\d{2}(am|pm) \(.+ time\)/)).toBeVisible();
  await axe(page);
  await shot(page, info, 'cooking-demo-offer');
  await page.getByRole('button', { name: "Yes, I'll take it" }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    "The seat is yours: you're booked in.",
  );
  await expect(page.getByRole('heading', { name: "You're booked in – see you there" })).toBeVisible();
});

test('a demo booked by phone shows the number, and a link that names nothing is a friendly 404', async ({
  page,
  request,
}) => {
  const byPhone = (await upcomingDemos(request)).find((d) => d.availability === 2);
  expect(byPhone, 'a demo booked by phone in the coming two weeks').toBeTruthy();
  if (!byPhone) return;
  await page.goto(`/cooking-demos/${byPhone.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Book by phone' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your seat' }).getByRole('link', { name: byPhone.store.phone }),
  ).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('button', { name: /Book now|Join the wait list/ })).toHaveCount(0);
  await axe(page);

  const invalid = await page.goto('/cooking-demos/rsvp?token=not-a-real-token');
  expect(invalid?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that booking' })).toBeVisible();
  await axe(page);
  const missing = await page.goto('/cooking-demos/999999999');
  expect(missing?.status()).toBe(404);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a GET form, and a booking posts and is confirmed', async ({
    page,
    request,
  }, info) => {
    const demos = (await upcomingDemos(request)).filter((d) => d.capacity > 4 && bookable(d, 1));
    // From the far end of the list, away from the scripted journeys' demos.
    const demo = demos[demos.length - 1 - slot(info)];
    expect(demo, 'a bookable demo in the coming two weeks').toBeTruthy();
    if (!demo) return;
    const day = demo.startDate.slice(0, 10);
    await page.goto('/cooking-demos');
    await page
      .getByRole('main')
      .getByLabel('Store', { exact: true })
      .selectOption({ label: demo.store.name });
    await page.getByRole('main').getByLabel('From', { exact: true }).fill(day);
    await page.getByRole('main').getByLabel('To', { exact: true }).fill(day);
    await page.getByRole('button', { name: 'Show demos' }).click();
    await expect(page).toHaveURL(new RegExp(`storeUri=${demo.store.storeUri}.*startDate=${day}`));
    await page.locator(`a[href="/cooking-demos/${demo.id}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: demo.title })).toBeVisible();
    // A mistake comes back from the server with what was typed.
    const who = { first: 'Katherine', last: 'Johnson', email: email(info, 'nojs') };
    await page.getByRole('main').getByLabel('First name', { exact: true }).fill(who.first);
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByText('Please enter your last name (max 50 characters)')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue(who.email);
    await fillDetails(page, who);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: "You're booked in" }),
    ).toContainText('1 seat booked for Katherine.');
  });
});
