import { THEMES, type Country, type ThemeId } from '@shop/domain';

// Our wording (the spec gives only the shape, 000 §2: a value-promise modal with per-theme wording in AU and NZ
// variants, and a price-match-guarantee modal on the NZ appliance theme). Every brand speaks for itself; the year
// count comes from the start-year setting. Recorded in docs/decisions/0008-catalogue-pages.md.

export interface PromiseCopy {
  title: string;
  paragraphs: string[];
  points: string[];
}

export interface PromiseInput {
  themeId: ThemeId;
  country: Country;
  companyName: string;
  /** Whole years since the configured start year, or null when the setting is absent. */
  years: number | null;
}

/** The words that change with the country a brand sells in. */
interface Local {
  people: string;
  retailers: string;
  delivery: string;
  prices: string;
}

const LOCAL: Readonly<Record<Country, Local>> = {
  AU: {
    people: 'Australians',
    retailers: 'other Australian retailers',
    delivery: 'Free next-day delivery on thousands of products to most metro areas.',
    prices: 'Prices are in Australian dollars and include GST.',
  },
  NZ: {
    people: 'New Zealanders',
    retailers: 'other New Zealand retailers',
    delivery: 'Fast free delivery to most of New Zealand on thousands of products.',
    prices: 'Prices are in New Zealand dollars and include GST.',
  },
};

/** 'For 120 years Appliance Central has' or, with no start year, 'Appliance Central has always'. */
function since(companyName: string, years: number | null): string {
  if (years === null || years <= 0) return `${companyName} has always`;
  return `For ${years} ${years === 1 ? 'year' : 'years'} ${companyName} has`;
}

type BrandPromise = (input: { name: string; years: number | null; local: Local }) => PromiseCopy;

const TITLE = 'Our Value Promise';

/** Each brand's own promise; the NZ variant differs in its people, retailers, delivery and currency. */
const BRAND_PROMISES: Readonly<Record<ThemeId, BrandPromise>> = {
  aol: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} helped ${local.people} choose the right appliance at the right price.`,
      `We check our prices against ${local.retailers} every day, so the price you see is one you can trust.`,
    ],
    points: [
      local.delivery,
      'Expert advice from people who know appliances, before and after you buy.',
      'Removal of your old appliance and professional installation on many products.',
      local.prices,
    ],
  }),
  'aol-nz': ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} helped ${local.people} find the appliance that suits their home and their budget.`,
      `Our prices are checked against ${local.retailers}, and our Price Match Guarantee backs them up.`,
    ],
    points: [
      local.delivery,
      'Local advice on every appliance, from people who know what works in a Kiwi kitchen and laundry.',
      'Old appliances taken away and new ones connected on many products.',
      local.prices,
    ],
  }),
  wa: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} brought ${local.people} the world's premium appliance brands with the service they deserve.`,
      `Premium does not mean paying more: we keep our prices sharp against ${local.retailers}.`,
    ],
    points: [
      'Consultants who know every premium range we sell, in our showrooms and online.',
      local.delivery,
      'Delivery teams who install, connect and take away the packaging.',
      local.prices,
    ],
  }),
  aoc: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} supplied ${local.people} building, renovating and fitting out with the appliances their projects need.`,
      'Our commercial team prices every account fairly and keeps those prices sharp for repeat orders.',
    ],
    points: [
      'Account pricing you see once you sign in, on every product.',
      'Deliveries scheduled to your site and your build stages.',
      'A dedicated account manager who knows your projects.',
      local.prices,
    ],
  }),
  wac: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} partnered with ${local.people} who design and build fine homes, supplying premium appliances project by project.`,
      'Trade pricing on premium brands, held for the life of your project.',
    ],
    points: [
      'Specification support from consultants who know every premium range.',
      'Project pricing you see once you sign in.',
      'Staged deliveries and installation co-ordinated with your build.',
      local.prices,
    ],
  }),
  hc: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} backed ${local.people} with trade-quality tools and hardware at honest prices.`,
    ],
    points: [
      'Sharp prices on the brands trades rely on, every day.',
      local.delivery,
      'Advice from people who use the gear themselves.',
      local.prices,
    ],
  }),
  fk: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} helped ${local.people} plan and fit out kitchens they love to cook in.`,
      'Cabinetry, benchtops, appliances and fittings from one place, priced together so the whole kitchen adds up.',
    ],
    points: [
      'Kitchen designers who measure, plan and check every detail with you.',
      local.delivery,
      `Prices checked against ${local.retailers}, so you do not need to wait for a sale.`,
      local.prices,
    ],
  }),
  home: ({ name, years, local }) => ({
    title: TITLE,
    paragraphs: [
      `${since(name, years)} helped ${local.people} furnish their homes with pieces that last, at prices that are fair every day.`,
    ],
    points: [
      `Everyday low prices, checked against ${local.retailers} so you do not need to wait for a sale.`,
      local.delivery,
      'Friendly help from people who know furniture, in store, on the phone and online.',
      local.prices,
    ],
  }),
};

/** Settings item naming the year the value promise counts from (GET /api/settings). */
export const VALUE_PROMISE_START_YEAR_SETTING = 'valuePromiseStartYear';

/** 000 §9: the year list starts from 1906; the count uses it when the setting is absent or unreadable. */
export const DEFAULT_PROMISE_START_YEAR = 1906;

/** Whole calendar years from the start year (the setting's, else 1906) to `now`; null when none have passed. */
export function promiseYears(
  settings: { items: readonly { name: string; value: string }[] } | null,
  now: Date,
) {
  const value = settings?.items.find((i) => i.name === VALUE_PROMISE_START_YEAR_SETTING)?.value.trim();
  const configured = value && /^\d{4}$/.test(value) ? Number(value) : null;
  const start = configured !== null && configured >= 1800 ? configured : DEFAULT_PROMISE_START_YEAR;
  const years = now.getFullYear() - start;
  return years > 0 ? years : null;
}

export function valuePromiseCopy({ themeId, country, companyName, years }: PromiseInput): PromiseCopy {
  return BRAND_PROMISES[themeId]({ name: companyName, years, local: LOCAL[country] });
}

/** The NZ appliance theme's price match guarantee (000 §2). */
export function hasPriceMatchGuarantee(themeId: ThemeId): boolean {
  return THEMES[themeId].isAppliances && THEMES[themeId].isNz;
}

export const PRICE_MATCH_COPY: PromiseCopy = {
  title: 'Price Match Guarantee',
  paragraphs: [
    'Seen the same product for less at another New Zealand retailer? Show us and we will match that price.',
  ],
  points: [
    'The product must be the same brand and model number, brand new, and in stock at the other retailer.',
    'The other retailer must be based in New Zealand and sell to the public, in a store or on a New Zealand website.',
    'The price must include GST and delivery to the same place.',
    'Clearance, ex-display and second-hand items, auctions, marketplace sellers, trade prices and cashback or bonus offers are not included.',
    'Ask us before you buy: share the advert or link with our team by phone, chat or in store.',
  ],
};
