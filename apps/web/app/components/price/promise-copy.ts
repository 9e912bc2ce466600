import { THEMES, type Country, type ThemeId } from '@shop/domain';

// Our wording (the spec gives only the shape: per theme, AU and NZ variants, free next-day (AU) or fast free (NZ)
// delivery, a year count from a start-year setting). Recorded in docs/decisions/0008-catalogue-pages.md.

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

function deliveryPoint(country: Country): string {
  return country === 'NZ'
    ? 'Fast free delivery to most of New Zealand on thousands of products.'
    : 'Free next-day delivery on thousands of products to most metro areas.';
}

export function valuePromiseCopy({ themeId, country, companyName, years }: PromiseInput): PromiseCopy {
  const theme = THEMES[themeId];
  const people = country === 'NZ' ? 'New Zealanders' : 'Australians';
  const since =
    years !== null && years > 0 ? `For ${years} years ${companyName} has` : `${companyName} has always`;
  if (theme.isFurniture) {
    return {
      title: 'Our Value Promise',
      paragraphs: [
        `${since} helped ${people} furnish their homes with pieces that last, at prices that are fair every day.`,
      ],
      points: [
        'Everyday low prices, checked against other retailers so you do not need to wait for a sale.',
        deliveryPoint(country),
        'Friendly help from people who know furniture, in store, on the phone and online.',
      ],
    };
  }
  if (theme.isHardware) {
    return {
      title: 'Our Value Promise',
      paragraphs: [`${since} backed ${people} with trade-quality tools and hardware at honest prices.`],
      points: [
        'Sharp prices on the brands trades rely on, every day.',
        deliveryPoint(country),
        'Advice from people who use the gear themselves.',
      ],
    };
  }
  return {
    title: 'Our Value Promise',
    paragraphs: [
      `${since} helped ${people} choose the right appliance at the right price.`,
      theme.isCommercial
        ? 'Our commercial team prices every account fairly and keeps those prices sharp for repeat orders.'
        : 'We check our prices against other retailers every day, so the price you see is one you can trust.',
    ],
    points: [
      deliveryPoint(country),
      'Expert advice from people who know appliances, before and after you buy.',
      'Removal of your old appliance and professional installation on many products.',
    ],
  };
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
    'Clearance, ex-display and second-hand items, auctions, marketplace sellers, trade prices and cashback or bonus offers are not included.',
    'Ask us before you buy: share the advert or link with our team by phone, chat or in store.',
  ],
};
