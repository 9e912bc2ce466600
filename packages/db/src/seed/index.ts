import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { inTransaction } from '../transaction.ts';
import {
  alertBanners,
  blogArticles,
  brands,
  categories,
  localities,
  navigationItems,
  navigationMenus,
  priceHistory,
  productAttributes,
  productFeatures,
  products,
  promotionProducts,
  promotions,
  redirects,
  salePlacements,
  sales,
  settings,
  staticPages,
  stores,
  warehouses,
  salespeople,
  installOptions,
  warrantyPlans,
  coupons,
  giftCards,
  deliveryServices,
  deliverySuppliers,
  cookingDemoBookings,
  cookingDemos,
} from '../schema/index.ts';
import type {
  NewCategory,
  NewNavigationItem,
  NewPriceHistoryPoint,
  NewProductAttribute,
  NewProductFeature,
} from '../schema/index.ts';
import { BRAND_DEFS } from './brands.ts';
import { CATEGORY_TREE, type CategoryDef } from './catalogue.ts';
import {
  ALERT_BANNER,
  DEFAULT_THEME,
  PRODUCT_THEME,
  PROMOTIONS,
  REDIRECTS,
  SALE_NAME,
  SETTINGS,
  STATIC_PAGES,
  salePlacementKeys,
} from './content.ts';
import { insertJsonChunked } from './bulk.ts';
import { buildLocalities } from './localities.ts';
import { generateProduct } from './products.ts';
import { slugify } from './random.ts';
import { WAREHOUSES, buildStores } from './stores.ts';
import { seedUpsell } from './upsell.ts';
import { seedCoupons } from './coupons.ts';
import { seedDelivery } from './delivery.ts';
import { seedWarehouseStock } from './warehouse-stock.ts';
import { seedSalespeople } from './salespeople.ts';
import { seedCookingDemos } from './cooking-demos.ts';
import { seedBlog } from './blog.ts';
import { rebuildSearchLexicon } from './search-lexicon.ts';
import { demoPlacementSize } from './images.ts';

export { renderDemoImage } from './images.ts';

export interface SeedOptions {
  products: number;
  /** PRNG seed; the same seed gives the same catalogue. Default 1. */
  seed?: number;
  /** 'full': every AU locality plus the NZ list (~18.7k); 'small': a few hundred (tests). Default 'full'. */
  localities?: 'full' | 'small';
  /** "Today" for date-relative content (promotion windows, the running sale, price history). Default: now. */
  now?: Date;
  /** Rows per INSERT statement for the large tables. Default 1,000. */
  batchSize?: number;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  seed: number;
  counts: Record<string, number>;
  /** Milliseconds per phase and in total. */
  timings: Record<string, number>;
}

const DAY = 86_400_000;

/** Tables in an order that TRUNCATE … CASCADE and inserts both accept. */
export const SEEDED_TABLES: PgTable[] = [
  blogArticles,
  cookingDemoBookings,
  cookingDemos,
  deliverySuppliers,
  deliveryServices,
  coupons,
  giftCards,
  warrantyPlans,
  installOptions,
  navigationItems,
  navigationMenus,
  promotionProducts,
  promotions,
  salePlacements,
  sales,
  priceHistory,
  productAttributes,
  productFeatures,
  products,
  categories,
  brands,
  staticPages,
  alertBanners,
  settings,
  redirects,
  salespeople,
  stores,
  warehouses,
  localities,
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

/** Empties every seeded table and restarts identities (the CLI's --reset). */
export async function resetDemoData(db: Db): Promise<void> {
  const names = [
    'blog_articles',
    'cooking_demo_bookings',
    'cooking_demos',
    'delivery_suppliers',
    'delivery_services',
    'coupons',
    'gift_cards',
    'warranty_plans',
    'install_options',
    'navigation_items',
    'navigation_menus',
    'promotion_products',
    'promotions',
    'sale_placements',
    'sales',
    'price_history',
    'warehouse_stock',
    'product_attributes',
    'product_features',
    'products',
    'categories',
    'brands',
    'static_pages',
    'alert_banner',
    'settings',
    'redirects',
    'salespeople',
    'stores',
    'warehouses',
    'localities',
  ];
  await db.execute(sql.raw(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

const insertChunked = insertJsonChunked;

/** After explicit ids, move the identity sequence past them so later inserts get fresh ids. */
async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1))`,
    ),
  );
}

function flattenCategories(
  defs: readonly CategoryDef[],
  parent: { id: number; uri: string } | null,
  out: (NewCategory & { id: number })[],
): void {
  defs.forEach((def, i) => {
    const id = out.length + 1;
    const uri = parent ? `${parent.uri}/${def.slug}` : def.slug;
    out.push({
      id,
      parentId: parent?.id ?? null,
      uri,
      slug: def.slug,
      title: def.title,
      sortOrder: i,
      icon: def.icon ? `/images/demo/category/${def.icon}.svg` : null,
      description: def.description ?? null,
    });
    if (def.children) flattenCategories(def.children, { id, uri }, out);
  });
}

/**
 * Seeds the demo data set into an empty, migrated database. Deterministic for a given `seed` (dates aside, which are
 * relative to `now`). Large tables are written in multi-row INSERTs of `batchSize` rows inside one transaction.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const seed = opts.seed ?? 1;
  const batch = opts.batchSize ?? 1000;
  const now = opts.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const startOfToday = Date.parse(`${today}T00:00:00Z`);
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const t0 = performance.now();
  let mark = t0;
  const lap = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    mark = t;
    log(`${name}: ${timings[name]} ms`);
  };

  await inTransaction(db, async (tx) => {

    // Reference data.
    const cats: (NewCategory & { id: number })[] = [];
    flattenCategories(CATEGORY_TREE, null, cats);
    await tx.insert(categories).values(cats);
    const brandRows = BRAND_DEFS.map((b, i) => ({
      id: i + 1,
      name: b.name,
      uri: slugify(b.name),
      thumbnailUrl: `/images/demo/brand/${slugify(b.name)}.svg`,
      isRestricted: b.restricted ?? false,
      description: `${b.name} products, delivered and installed.`,
    }));
    await tx.insert(brands).values(brandRows);
    counts.categories = cats.length;
    counts.brands = brandRows.length;

    // Products and their children.
    const ctx = {
      seed,
      brandIds: new Map(brandRows.map((b) => [b.name, b.id])),
      categoryIds: new Map(cats.map((c) => [c.uri, { id: c.id, title: c.title }])),
      usedSkus: new Set<string>(),
      today,
    };
    const index: { id: number; brand: string; category: string; priceCents: number }[] = [];
    counts.products = counts.productAttributes = counts.productFeatures = counts.priceHistory = 0;
    for (let start = 0; start < opts.products; start += batch) {
      const end = Math.min(opts.products, start + batch);
      const rows = [];
      const attrs: NewProductAttribute[] = [];
      const feats: NewProductFeature[] = [];
      const hist: NewPriceHistoryPoint[] = [];
      for (let i = start; i < end; i++) {
        const g = generateProduct(i, ctx);
        rows.push(g.product);
        attrs.push(...g.attributes);
        feats.push(...g.features);
        hist.push(...g.history);
        index.push({
          id: g.product.id,
          brand: g.product.brandName ?? '',
          category: g.kind.category,
          priceCents: g.product.priceCents,
        });
      }
      await insertChunked(tx, products, rows, batch);
      await insertChunked(tx, productAttributes, attrs, batch * 20);
      await insertChunked(tx, productFeatures, feats, batch * 20);
      await insertChunked(tx, priceHistory, hist, batch * 20);
      counts.products += rows.length;
      counts.productAttributes += attrs.length;
      counts.productFeatures += feats.length;
      counts.priceHistory += hist.length;
      if (end % (batch * 10) === 0 || end === opts.products) log(`products: ${end}/${opts.products}`);
    }
    lap('products');

    // Promotions and their products.
    const brandId = (name: string | null) => (name ? (ctx.brandIds.get(name) ?? null) : null);
    const promoRows = PROMOTIONS.map((p, i) => ({
      id: i + 1,
      path: p.path,
      title: p.title,
      startDate: new Date(startOfToday + p.startOffset * DAY),
      endDate: new Date(startOfToday + p.endOffset * DAY),
      brandId: brandId(p.brand),
      thumbnailImg: `/images/demo/promo/${p.path}.svg`,
      ribbon: p.ribbon,
      featured: p.featured,
      categories: p.categories,
      redemptionUrl: p.redemption ? `https://rewards.example.com/claim/${p.path}` : null,
      redemptionEndDate: p.redemption ? new Date(startOfToday + (p.endOffset + 30) * DAY) : null,
      rewardLabel: p.rewardLabel,
      body: `<p>${p.body}</p><p>Offer valid while stocks last. See the redemption terms for full details.</p>`,
    }));
    await tx.insert(promotions).values(promoRows);
    const links: { promotionId: number; productId: number }[] = [];
    PROMOTIONS.forEach((p, i) => {
      const matches = index.filter(
        (r) =>
          r.priceCents > 0 &&
          (p.brand === null || r.brand === p.brand) &&
          (p.categories.length === 0 || p.categories.includes(r.category)),
      );
      for (const m of matches.slice(0, 40)) links.push({ promotionId: i + 1, productId: m.id });
    });
    await insertChunked(tx, promotionProducts, links, batch * 4);
    counts.promotions = promoRows.length;
    counts.promotionProducts = links.length;

    // The running sale.
    await tx.insert(sales).values({
      id: 1,
      name: SALE_NAME,
      startsAt: new Date(startOfToday - 3 * DAY),
      endsAt: new Date(startOfToday + 14 * DAY),
      baseImagePath: '/images/demo/sale/',
      url: '/sale',
      colour: '#c4102b',
    });
    const placements = salePlacementKeys(PRODUCT_THEME).map((key) => ({
      saleId: 1,
      placement: key,
      src: `${key}.svg`,
      // Width and height let pages reserve the image's box before it arrives (no layout shift).
      attributes: { alt: SALE_NAME, width: String(demoPlacementSize(key)[0]), height: String(demoPlacementSize(key)[1]) },
    }));
    await tx.insert(salePlacements).values(placements);
    counts.salePlacements = placements.length;

    // Content and settings.
    await tx.insert(staticPages).values(STATIC_PAGES);
    await tx.insert(alertBanners).values({
      ...ALERT_BANNER,
      startsAt: new Date(startOfToday - DAY),
      endsAt: new Date(startOfToday + 30 * DAY),
    });
    await tx.insert(redirects).values(REDIRECTS);
    await tx.insert(settings).values(SETTINGS);
    counts.staticPages = STATIC_PAGES.length;
    counts.redirects = REDIRECTS.length;
    counts.settings = SETTINGS.length;

    // Warranty plans and installation services offered with products.
    Object.assign(counts, await seedUpsell(tx, new Map(cats.map((c) => [c.uri, c.id]))));

    // Demo coupons and gift cards (docs/decisions/0012).
    Object.assign(
      counts,
      await seedCoupons(tx, { now, brandIds: ctx.brandIds, categoryIds: new Map(cats.map((c) => [c.uri, c.id])) }),
    );

    // Delivery services and supplier-delivered brands (docs/decisions/0026).
    Object.assign(counts, await seedDelivery(tx, { brandIds: ctx.brandIds }));

    // Navigation: appliance themes lead with the kitchen; furniture themes with furniture.
    const top = cats.filter((c) => c.parentId === null);
    const furnitureFirst = [...top].sort(
      (a, b) =>
        Number(b.slug === 'furniture') - Number(a.slug === 'furniture') || a.sortOrder! - b.sortOrder!,
    );
    const brandsByTop = new Map<number, number[]>();
    for (const t of top) {
      const tally = new Map<string, number>();
      for (const r of index)
        if (r.category.startsWith(`${t.uri}/`)) tally.set(r.brand, (tally.get(r.brand) ?? 0) + 1);
      const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
      brandsByTop.set(
        t.id,
        ranked.map(([name]) => ctx.brandIds.get(name)).filter((id): id is number => id !== undefined),
      );
    }
    const themes = [
      { theme: DEFAULT_THEME, order: top, displayProjectIcon: false },
      { theme: 'aol-nz', order: top, displayProjectIcon: false },
      { theme: 'wa', order: top, displayProjectIcon: false },
      { theme: PRODUCT_THEME, order: furnitureFirst, displayProjectIcon: true },
      { theme: 'fk', order: furnitureFirst, displayProjectIcon: true },
    ];
    let navId = 0;
    for (const t of themes) {
      await tx.insert(navigationMenus).values({
        theme: t.theme,
        displayCartIcon: true,
        displayProjectIcon: t.displayProjectIcon,
        displaySearchIcon: true,
        displayContactUsIcon: true,
      });
      const items: (NewNavigationItem & { id: number })[] = [];
      t.order.forEach((c, i) => {
        const parentId = ++navId;
        items.push({
          id: parentId,
          theme: t.theme,
          parentId: null,
          categoryId: c.id,
          sortOrder: i,
          brandIds: brandsByTop.get(c.id) ?? [],
        });
        cats
          .filter((s) => s.parentId === c.id)
          .forEach((s, j) =>
            items.push({
              id: ++navId,
              theme: t.theme,
              parentId,
              categoryId: s.id,
              sortOrder: j,
              brandIds: [],
            }),
          );
      });
      await tx.insert(navigationItems).values(items);
    }
    counts.navigationItems = navId;
    lap('content');

    // Places.
    await tx.insert(warehouses).values(WAREHOUSES);
    const storeRows = buildStores(seed);
    await tx.insert(stores).values(storeRows);
    const locs = buildLocalities(opts.localities ?? 'full');
    await insertChunked(tx, localities, locs, 5000);
    counts.warehouses = WAREHOUSES.length;
    counts.stores = storeRows.length;
    // Salespeople of a few stores, for staff-assisted checkout (docs/decisions/0034).
    counts.salespeople = await seedSalespeople(tx, storeRows);
    counts.localities = locs.length;
    // Stock per warehouse, as migration 0014 splits an older catalogue's (docs/decisions/0033).
    counts.warehouseStock = await seedWarehouseStock(tx);
    lap('places');

    // Cooking demos at every store for the coming 90 days, with bookings and wait lists (docs/decisions/0035).
    Object.assign(counts, await seedCookingDemos(tx, { seed, now, stores: storeRows, brandIds: ctx.brandIds }));
    lap('cooking demos');

    // The blog's articles, each at /article/{slug} (docs/decisions/0039).
    counts.blogArticles = await seedBlog(tx);

    for (const t of [
      'categories',
      'brands',
      'products',
      'promotions',
      'sales',
      'stores',
      'warehouses',
      'navigation_items',
      'cooking_demos',
    ])
      await syncIdentity(tx, t);
  });
  lap('commit');
  // Search typo tolerance reads the catalogue's vocabulary (docs/decisions/0010).
  counts.searchLexicon = await rebuildSearchLexicon(db);
  lap('search lexicon');
  timings.total = Math.round(performance.now() - t0);
  return { seed, counts, timings };
}
