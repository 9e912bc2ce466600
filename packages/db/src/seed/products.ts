import type {
  NewPriceHistoryPoint,
  NewProduct,
  NewProductAttribute,
  NewProductFeature,
} from '../schema/index.ts';
import { centsToDollars, dollarsToCents, RIBBON_TYPES } from '@shop/domain';
import type { ConditionType, RibbonType, StockStatus } from '../schema/enums.ts';
import { BRAND_DEFS } from './brands.ts';
import { KINDS, type KindDef, VARIANTS } from './catalogue.ts';
import { featuresFor } from './features.ts';
import { Rng, slugify } from './random.ts';

export interface ProductContext {
  seed: number;
  brandIds: ReadonlyMap<string, number>;
  categoryIds: ReadonlyMap<string, { id: number; title: string }>;
  /** Model codes used so far (uniqueness across the run). */
  usedSkus: Set<string>;
  /** Today, 'YYYY-MM-DD' (UTC): the last price-history date. */
  today: string;
}

export interface GeneratedProduct {
  product: NewProduct & { id: number };
  attributes: NewProductAttribute[];
  features: NewProductFeature[];
  history: NewPriceHistoryPoint[];
  kind: KindDef;
}

const KIND_WEIGHTS = KINDS.map((k) => k.weight);
const PREFIX = new Map(BRAND_DEFS.map((b) => [b.name, b.prefix]));
const MISSING_PARTS = [
  'Missing crisper drawer',
  'Missing shelf',
  'Missing installation kit',
  'Missing remote control',
  'Missing user manual',
  'Missing one cushion cover',
];
const ALT_PRICE_MSGS = ['Hot Price', 'Clearance', 'Bonus Offer Price'];

/** How often each stock status is drawn; typed by the domain's list so a new status cannot be forgotten. */
const STOCK_STATUS_WEIGHTS: Record<StockStatus, number> = {
  inStock: 75,
  backOrder: 8,
  noStock: 8,
  supersededAndNoStock: 4,
  indeterminate: 5,
};

/** Whole dollars ending in 9 most of the time, occasionally .95. Returns cents. */
function retailCents(rng: Rng, dollars: number): number {
  const d = Math.max(9, Math.round(dollars / 10) * 10 - 1);
  return rng.chance(0.1) ? dollarsToCents(d) - 5 : dollarsToCents(d);
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function modelCode(rng: Rng, brand: string, used: Set<string>): string {
  const prefix = PREFIX.get(brand) ?? 'XX';
  for (;;) {
    const code = `${prefix}${rng.int(1, 9)}${rng.digits(rng.int(2, 3))}${rng.letters(rng.int(1, 3))}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

/**
 * What the product costs the shop (staff only; the staff panel's margin band, docs/decisions/0035): a margin of 10 to
 * 40 % of the price, a few clearance lines sold at a small loss, so every band occurs. Drawn from a stream of its own,
 * so the rest of the catalogue is the same with or without it. A price-on-request product keeps the cost of its price.
 */
function costPrice(seed: number, index: number, priceCents: number): number {
  const rng = Rng.derive(seed, 2, index);
  const marginPercent = rng.chance(0.03) ? -rng.int(1, 8) : 10 + rng.next() * 30;
  return Math.max(0, Math.round((priceCents * (100 - marginPercent)) / 100));
}

/** Product number `index` (0-based) of the demo catalogue; depends only on (seed, index) and earlier skus. */
export function generateProduct(index: number, ctx: ProductContext): GeneratedProduct {
  const rng = Rng.derive(ctx.seed, 1, index);
  const kind = rng.weighted(KINDS, KIND_WEIGHTS);
  // Earlier brands in a kind's list sell more.
  const brand = rng.weighted(
    kind.brands,
    kind.brands.map((_, i) => 1 / (i + 1)),
  );
  const sku = modelCode(rng, brand, ctx.usedSkus);
  const built = kind.build(rng, brand, sku);
  const variant = rng.pick(kind.variants);
  const finish = VARIANTS[variant]?.label ?? variant;
  const id = index + 1;
  const title = built.title;
  const slug = title.includes(sku) ? slugify(title) : slugify(`${title} ${sku}`);
  const category = ctx.categoryIds.get(kind.category);
  const brandId = ctx.brandIds.get(brand);
  if (!category || brandId === undefined)
    throw new Error(`seed: unknown category ${kind.category} or brand ${brand}`);

  // Prices.
  const [lo, hi] = kind.price;
  const position = Math.min(1, built.size * 0.75 + rng.next() * 0.25);
  let priceCents = retailCents(rng, lo + (hi - lo) * position * position);
  if (brand === 'Miele') priceCents = retailCents(rng, centsToDollars(priceCents) * 1.6);
  let rrpCents: number | null = priceCents;
  if (rng.chance(0.55)) {
    const off = rng.weighted([0.03, 0.08, 0.12, 0.2, 0.3], [2, 4, 3, 2, 1]);
    rrpCents = retailCents(rng, centsToDollars(priceCents) / (1 - off));
    if (rrpCents <= priceCents) rrpCents = priceCents + 10_000;
  } else if (!kind.appliance && rng.chance(0.3)) {
    rrpCents = null;
  }
  const lineDiscountCents = rng.chance(0.08) ? Math.min(priceCents, rng.int(2, 30) * 1000) : 0;
  const requestPrice = rng.chance(0.01);
  const costCents = costPrice(ctx.seed, index, priceCents);
  if (requestPrice) priceCents = 0;
  const discountOffRrpCents =
    rrpCents !== null && rrpCents > priceCents && priceCents > 0 ? rrpCents - priceCents : null;
  const percentageDiscountOffRrp =
    discountOffRrpCents !== null && rrpCents
      ? Math.round((discountOffRrpCents / rrpCents) * 10_000) / 100
      : null;
  const altPriceMsg =
    !requestPrice && discountOffRrpCents !== null && rng.chance(0.05) ? rng.pick(ALT_PRICE_MSGS) : null;
  const priceSource = brand === 'Miele' || rng.chance(0.08) ? 'manufacturer' : 'winning';

  const stockStatus = rng.weighted(
    Object.keys(STOCK_STATUS_WEIGHTS) as StockStatus[],
    Object.values(STOCK_STATUS_WEIGHTS),
  );
  const stockQuantity = stockStatus === 'inStock' ? rng.int(1, 120) : 0;
  const conditionType = rng.weighted<ConditionType | null>(
    [null, 'Cosmetic Imperfection', 'New Condition', 'Brand New Runout'],
    [93, 3, 2, 2],
  );
  const missingParts =
    conditionType === 'Cosmetic Imperfection' && rng.chance(0.4) ? rng.pick(MISSING_PARTS) : null;
  let ribbon: RibbonType | null = null;
  if (rng.chance(0.25)) {
    // 'save' only where the discount earns it, then three times as likely as any other ribbon.
    const options: RibbonType[] = RIBBON_TYPES.filter((type) => type !== 'save');
    if (percentageDiscountOffRrp !== null && percentageDiscountOffRrp >= 5)
      options.push('save', 'save', 'save');
    ribbon = rng.pick(options);
  }
  const popularity = Math.floor(10_000 * rng.next() ** 3);
  const imageCount = rng.int(2, 4);
  const images = Array.from({ length: imageCount }, (_, i) => ({
    url: `/images/demo/${kind.kind}/${variant}-${i + 1}.svg`,
    thumbUrl: `/images/demo/${kind.kind}/thumb/${variant}-${i + 1}.svg`,
    alt: i === 0 ? title : `${title}, view ${i + 1}`,
  }));
  const featureTexts = featuresFor(kind.kind);
  const description =
    `<p>The ${title} brings ${brand} quality to your home in a ${finish.toLowerCase()} finish.</p>` +
    `<p>${featureTexts[0]?.body ?? ''}</p>` +
    `<ul>${built.specs
      .filter((s) => s.kind === 'String')
      .slice(0, 3)
      .map((s) => `<li>${s.name}: ${String(s.value)}</li>`)
      .join('')}</ul>`;

  const product: NewProduct & { id: number } = {
    id,
    productId: 200_000 + index * 7 + (index % 7),
    sku,
    uri: `product/${slug}/`,
    slug,
    title,
    brandId,
    categoryId: category.id,
    brandName: brand,
    categoryName: category.title,
    priceCents,
    costCents,
    rrpCents,
    lineDiscountCents,
    percentageDiscountOffRrp,
    discountOffRrpCents,
    altPriceMsg,
    priceSource,
    stockStatus,
    stockQuantity,
    conditionType,
    missingParts,
    ribbon,
    popularity,
    images,
    description,
  };

  const attributes: NewProductAttribute[] = [];
  const add = (groupName: string, name: string, kindName: NewProductAttribute['kind'], value: unknown) =>
    attributes.push({ productId: id, groupName, name, kind: kindName, value, sortOrder: attributes.length });
  add(
    'Overview',
    'Key Features',
    'Html',
    `<ul>${featureTexts.map((f) => `<li>${f.title}</li>`).join('')}</ul>`,
  );
  for (const s of built.specs) add(s.group, s.name, s.kind, s.value);
  add('Design', 'Colour', 'String', finish);
  add('Dimensions', 'Dimensions', 'String', built.dimensions);
  if (kind.appliance && kind.kind !== 'bbq') {
    add('Energy', 'Energy Rating', 'Rating', rng.int(4, 12) / 2);
    add('Features', 'Wi-Fi Connected', 'Boolean', rng.chance(0.35));
  }
  const years = rng.pick(kind.warrantyYears);
  add('Warranty', 'Manufacturer Warranty', 'String', `${years} Year${years === 1 ? '' : 's'}`);
  add('Downloads', 'Manuals', 'Downloads', [
    { title: 'User Manual', url: `/downloads/demo/${sku.toLowerCase()}-user-manual.pdf` },
    ...(kind.appliance
      ? [{ title: 'Installation Guide', url: `/downloads/demo/${sku.toLowerCase()}-installation.pdf` }]
      : []),
  ]);

  const features: NewProductFeature[] = featureTexts.slice(0, rng.int(2, 3)).map((f, i) => ({
    productId: id,
    title: f.title,
    body: `<p>${f.body}</p>`,
    image: `/images/demo/${kind.kind}/${variant}-${(i % imageCount) + 1}.svg`,
    sortOrder: i,
  }));

  const history: NewPriceHistoryPoint[] = [];
  if (priceCents > 0) {
    const start = rrpCents ?? priceCents;
    const offsets = [-120, -75, -30, 0];
    offsets.forEach((offset, i) => {
      const p =
        i === offsets.length - 1
          ? priceCents
          : dollarsToCents(Math.round(centsToDollars(start - (start - priceCents) * rng.next())));
      history.push({ sku, date: addDays(ctx.today, offset), priceCents: p });
    });
  }
  return { product, attributes, features, history, kind };
}
