import { SALE_PLACEMENTS, themedPlacementKey } from '@shop/domain';
import type { NewAlertBanner, NewRedirect, NewSetting, NewStaticPage } from '../schema/index.ts';
import type { RibbonType } from '../schema/enums.ts';

/** Theme ids follow ADR 0004: 'aol' is the default appliances theme, 'home' stands for {product}. */
export const DEFAULT_THEME = 'aol';
export const PRODUCT_THEME = 'home';

export const SETTINGS: NewSetting[] = [
  { name: 'countryCode', value: 'AU' },
  { name: 'proformaShippingBrands', value: 'Fisher & Paykel, Asko' },
  { name: 'IntercomEnabled', value: 'true' },
  { name: 'IntercomAppId', value: '' },
  { name: 'customerSupportNumber', value: '1300 726 400' },
];

export const REDIRECTS: NewRedirect[] = [
  { fromUri: '/old-fridges', destinationUri: '/c/kitchen/refrigeration/fridges/', statusCode: 301 },
  { fromUri: '/fridges', destinationUri: '/c/kitchen/refrigeration/fridges/', statusCode: 301 },
  { fromUri: '/washing-machines', destinationUri: '/c/laundry/washing-machines/', statusCode: 301 },
  { fromUri: '/tv', destinationUri: '/c/tv-audio/tvs/', statusCode: 301 },
  { fromUri: '/catalogue', destinationUri: '/promotions', statusCode: 302 },
  { fromUri: '/careers', destinationUri: 'https://careers.example.com/', statusCode: 301 },
  { fromUri: '/blog', destinationUri: 'www.example.com/blog', statusCode: 301 },
  { fromUri: '/legendary-service', destinationUri: '/article/legendary-service', statusCode: 301 },
];

export const ALERT_BANNER: NewAlertBanner = {
  bannerUrl: '/s/delivery',
  backgroundColor: '#003b71',
  desktopContent:
    '<p><strong>Free metro delivery</strong> on orders over $99 this week. Same-day delivery is available in Sydney, Melbourne and Brisbane when you order before 2pm.</p>',
  mobileContent: '<p><strong>Free metro delivery</strong> on orders over $99</p>',
};

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const STATIC_PAGES: NewStaticPage[] = [
  {
    name: 'winning-storage-terms-and-conditions',
    heading: 'Storage Terms and Conditions',
    body:
      '<h2>Free storage</h2>' +
      p(
        'If you are not ready to take delivery, we can hold your purchase in our warehouse for up to 30 days from the date of purchase at no charge.',
        'After 30 days a storage fee of $15 per item per week applies, charged in advance when you book the delivery.',
        'Goods held in storage remain at our risk until they are delivered. Please inspect your items on delivery and tell us about any damage within 48 hours.',
        'If goods are not collected or delivered within 90 days, we will contact you to arrange delivery or a refund less any storage fees owing.',
      ),
    meta: {
      title: 'Storage Terms and Conditions',
      description: 'How we store your purchase until you are ready for delivery.',
    },
  },
  {
    name: 'about-us',
    heading: 'About Us',
    body: p(
      'We started as a single appliance store in 1906 and have grown into one of the largest home appliance and furniture retailers in Australia and New Zealand.',
      'Our team of product experts will help you choose the right fridge, oven, washing machine or sofa, and our own delivery teams bring it home, install it and take the old one away.',
      'We are still family owned, and we still answer the phone.',
    ),
    meta: { title: 'About Us', description: 'Who we are and how we work.' },
  },
  {
    name: 'delivery',
    heading: 'Delivery Information',
    body:
      p(
        'We deliver to most addresses in Australia and New Zealand. Enter your postcode on any product page to see the delivery dates and prices available to you.',
        'Metro customers can choose a delivery date at checkout, including same-day delivery in selected areas for orders placed before 2pm.',
        'Our delivery team will call you on the morning of delivery with a two-hour window. Please make sure someone over 18 is home to receive the goods.',
      ) +
      '<ul><li>Connection and installation services are available for most appliances.</li><li>We can remove your old appliance for recycling.</li></ul>',
    meta: {
      title: 'Delivery Information',
      description: 'Delivery areas, dates and what to expect on the day.',
    },
  },
  {
    name: 'returns',
    heading: 'Returns and Refunds',
    body: p(
      'If you change your mind, you can return unused items in their original packaging within 30 days of delivery for a refund or exchange. A return pick-up fee may apply to large items.',
      'Items that are faulty, damaged or not as described are covered by the Australian Consumer Law and the New Zealand Consumer Guarantees Act. Contact us and we will arrange a repair, replacement or refund.',
      'Refunds are made to the original payment method within 5 business days of the item being received back at our warehouse.',
    ),
    meta: { title: 'Returns and Refunds', description: 'How to return an item and get a refund.' },
  },
  {
    name: 'privacy',
    heading: 'Privacy Policy',
    body: p(
      'We collect the personal information you give us when you shop, create an account or contact us, so that we can process your orders, deliver your goods and provide customer support.',
      'We do not sell your personal information. We share it only with service providers who help us run our business, such as delivery partners and payment processors, and only as much as they need.',
      'You can ask to see or correct the information we hold about you at any time by contacting our privacy officer.',
    ),
    meta: {
      title: 'Privacy Policy',
      description: 'How we collect, use and protect your personal information.',
    },
  },
  {
    name: 'terms',
    heading: 'Terms and Conditions',
    body: p(
      'These terms apply to all purchases made on this website. By placing an order you agree to them.',
      'Prices are in Australian dollars (or New Zealand dollars on our New Zealand site) and include GST. We may correct pricing errors before your order is dispatched.',
      'Promotional offers are available while stocks last and may not be combined with other offers unless stated.',
    ),
    meta: {
      title: 'Terms and Conditions',
      description: 'The terms that apply to purchases on this website.',
    },
  },
  {
    name: 'contact',
    heading: 'Contact Us',
    body: p(
      'Call our customer care team on 1300 726 400, Monday to Friday 8am to 8pm and weekends 9am to 5pm (AEST).',
      'You can also visit any of our showrooms, or use the Ask an Expert form and one of our product specialists will get back to you within one business day.',
    ),
    meta: { title: 'Contact Us', description: 'Phone, showroom and online help.' },
  },
];

export interface PromotionDef {
  path: string;
  title: string;
  brand: string | null;
  ribbon: RibbonType | null;
  featured: boolean;
  categories: string[];
  /** Days relative to the seed's "today". */
  startOffset: number;
  endOffset: number;
  redemption: boolean;
  rewardLabel: string | null;
  body: string;
}

export const PROMOTIONS: PromotionDef[] = [
  {
    path: 'samsung-bonus-soundbar',
    title: 'Bonus Samsung Soundbar with selected QLED TVs',
    brand: 'Samsung',
    ribbon: 'bonus',
    featured: true,
    categories: ['tv-audio/tvs'],
    startOffset: -10,
    endOffset: 20,
    redemption: true,
    rewardLabel: 'Bonus Soundbar',
    body: 'Buy a selected Samsung QLED TV and claim a bonus 3.1ch soundbar valued at $499.',
  },
  {
    path: 'lg-cashback-laundry',
    title: 'Up to $300 cashback on LG laundry',
    brand: 'LG',
    ribbon: 'cashback',
    featured: true,
    categories: ['laundry/washing-machines', 'laundry/dryers'],
    startOffset: -5,
    endOffset: 25,
    redemption: true,
    rewardLabel: 'Up to $300 Cashback',
    body: 'Claim up to $300 cashback by redeeming online when you buy a selected LG washer or dryer.',
  },
  {
    path: 'bosch-dishwasher-bonus',
    title: 'Bonus 12 months of dishwasher tablets with Bosch',
    brand: 'Bosch',
    ribbon: 'bonus',
    featured: false,
    categories: ['kitchen/dishwashers'],
    startOffset: -20,
    endOffset: 10,
    redemption: true,
    rewardLabel: 'Bonus Tablets',
    body: 'Redeem a year of dishwasher tablets when you buy a selected Bosch dishwasher.',
  },
  {
    path: 'westinghouse-cooking-cashback',
    title: 'Westinghouse cooking cashback',
    brand: 'Westinghouse',
    ribbon: 'cashback',
    featured: true,
    categories: ['kitchen/cooking/ovens', 'kitchen/cooking/cooktops'],
    startOffset: -3,
    endOffset: 40,
    redemption: true,
    rewardLabel: 'Up to $200 Cashback',
    body: 'Get up to $200 back on selected Westinghouse ovens and cooktops.',
  },
  {
    path: 'fisher-paykel-kitchen-package',
    title: 'Save with a Fisher & Paykel kitchen package',
    brand: 'Fisher & Paykel',
    ribbon: 'save',
    featured: false,
    categories: ['kitchen/refrigeration/fridges', 'kitchen/dishwashers'],
    startOffset: -30,
    endOffset: 60,
    redemption: false,
    rewardLabel: 'Package Saving',
    body: 'Buy two or more Fisher & Paykel kitchen appliances together and save on the package.',
  },
  {
    path: 'dyson-win-a-trip',
    title: 'Win a trip for two with Dyson',
    brand: 'Dyson',
    ribbon: 'win',
    featured: false,
    categories: ['home-comfort/vacuums'],
    startOffset: -7,
    endOffset: 21,
    redemption: true,
    rewardLabel: 'Win',
    body: 'Buy any Dyson vacuum and enter for a chance to win a trip for two to London.',
  },
  {
    path: 'breville-coffee-bonus',
    title: 'Bonus coffee beans with Breville espresso',
    brand: 'Breville',
    ribbon: 'bonus',
    featured: true,
    categories: ['kitchen/small-appliances/coffee-machines'],
    startOffset: -14,
    endOffset: 14,
    redemption: true,
    rewardLabel: 'Bonus Beans',
    body: 'Redeem 2kg of specialty coffee beans with any selected Breville espresso machine.',
  },
  {
    path: 'daikin-winter-rebate',
    title: 'Daikin winter rebate',
    brand: 'Daikin',
    ribbon: 'cashback',
    featured: false,
    categories: ['home-comfort/air-conditioners'],
    startOffset: -2,
    endOffset: 50,
    redemption: true,
    rewardLabel: 'Up to $400 Rebate',
    body: 'Claim up to $400 when you buy and install a selected Daikin split system.',
  },
  {
    path: 'weber-summer-bbq',
    title: 'Weber summer BBQ deals',
    brand: 'Weber',
    ribbon: 'special-offer',
    featured: false,
    categories: ['outdoor/bbqs'],
    startOffset: -10,
    endOffset: 30,
    redemption: false,
    rewardLabel: null,
    body: 'Fire up summer with special prices across the Weber range.',
  },
  {
    path: 'furniture-clearance',
    title: 'Furniture clearance: up to 40% off',
    brand: null,
    ribbon: 'sale',
    featured: true,
    categories: ['furniture/living-room/sofas', 'furniture/bedroom/beds', 'furniture/dining/dining-tables'],
    startOffset: -1,
    endOffset: 15,
    redemption: false,
    rewardLabel: null,
    body: 'Floor stock and end-of-line sofas, beds and dining sets at clearance prices.',
  },
  {
    path: 'catalogue-hot-buys',
    title: 'This month’s catalogue hot buys',
    brand: null,
    ribbon: 'catalogue-item',
    featured: false,
    categories: [],
    startOffset: -8,
    endOffset: 22,
    redemption: false,
    rewardLabel: null,
    body: 'The best buys from our latest catalogue, in store and online.',
  },
  {
    path: 'new-season-tvs',
    title: 'New season TVs have landed',
    brand: null,
    ribbon: 'new',
    featured: false,
    categories: ['tv-audio/tvs'],
    startOffset: -4,
    endOffset: 400,
    redemption: false,
    rewardLabel: null,
    body: 'Meet the latest OLED and Mini LED TVs from Sony, LG and Samsung.',
  },
  {
    path: 'miele-expired-offer',
    title: 'Miele laundry bonus (ended)',
    brand: 'Miele',
    ribbon: 'bonus',
    featured: false,
    categories: ['laundry/washing-machines'],
    startOffset: -90,
    endOffset: -30,
    redemption: true,
    rewardLabel: 'Bonus Detergent',
    body: 'This offer has ended; redemptions closed 14 days after the end date.',
  },
];

export const SALE_NAME = 'End of Financial Year Sale';

/**
 * Placement keys of the demo sale: every placement of 000 §3 with the checkout urgency message in its mobile and
 * desktop forms only, and `{product}CategoryBadge` stored with the default theme substituted.
 */
export function salePlacementKeys(theme: string): string[] {
  return [
    themedPlacementKey(theme, 'categoryBadge'),
    ...SALE_PLACEMENTS.filter((placement) => placement !== 'checkoutUrgency'),
  ];
}
