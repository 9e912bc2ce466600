import { dollarsToCents } from '@shop/domain';
import type { Db } from '../client.ts';
import {
  installOptions,
  warrantyPlans,
  type NewInstallOption,
  type NewWarrantyPlan,
} from '../schema/index.ts';

/** Price bands in dollars, [min, max): one warranty row per band. */
const BANDS: readonly (readonly [number, number | null])[] = [
  [0, 500],
  [500, 1000],
  [1000, 2000],
  [2000, null],
];

/** Plan prices in dollars per band (null: not sold in that band). */
const APPLIANCE_PLANS: { name: string; years: number; prices: (number | null)[] }[] = [
  { name: 'Extended Care 2 Years', years: 2, prices: [49, 79, 129, 199] },
  { name: 'Extended Care 3 Years', years: 3, prices: [69, 109, 179, 279] },
  { name: 'Extended Care 5 Years', years: 5, prices: [null, 159, 249, 399] },
];
const APPLIANCE_TOPS = ['kitchen', 'laundry', 'tv-audio', 'home-comfort'];

/** Installation services; `scope` is a category uri, matched as a prefix unless `byId`. */
const INSTALLS: { name: string; description: string; price: number; scope: string; byId?: boolean }[] = [
  {
    name: 'Dishwasher Installation',
    description: 'Connect to existing plumbing and power, level and test run.',
    price: 149,
    scope: 'kitchen/dishwashers',
  },
  {
    name: 'Oven Installation',
    description: 'Fit into an existing cavity and connect to an existing power point.',
    price: 189,
    scope: 'kitchen/cooking/ovens',
  },
  {
    name: 'Cooktop Installation',
    description: 'Fit into an existing cut-out and connect to existing gas or power.',
    price: 169,
    scope: 'kitchen/cooking/cooktops',
  },
  {
    name: 'Rangehood Installation',
    description: 'Mount and connect to existing ducting and power.',
    price: 229,
    scope: 'kitchen/cooking/rangehoods',
  },
  {
    name: 'Fridge Water Connection',
    description: 'Connect the ice and water dispenser to an existing tap.',
    price: 89,
    scope: 'kitchen/refrigeration/fridges',
  },
  {
    name: 'Washing Machine Connection',
    description: 'Connect hoses, remove transit bolts and test run.',
    price: 59,
    scope: 'laundry/washing-machines',
  },
  {
    name: 'Dryer Wall Mounting',
    description: 'Mount on a wall bracket above your washer.',
    price: 119,
    scope: 'laundry/dryers',
  },
  {
    name: 'TV Wall Mounting',
    description: 'Mount on a plasterboard or brick wall with a standard bracket.',
    price: 199,
    scope: 'tv-audio/tvs',
  },
  {
    name: 'Split System Installation',
    description: 'Back-to-back installation up to 3 metres of piping.',
    price: 799,
    scope: 'home-comfort/air-conditioners',
  },
  {
    name: 'Remove Old Appliance',
    description: 'Take your old appliance away for recycling.',
    price: 39,
    scope: 'kitchen',
    byId: true,
  },
  {
    name: 'Remove Old Appliance',
    description: 'Take your old appliance away for recycling.',
    price: 39,
    scope: 'laundry',
    byId: true,
  },
  {
    name: 'Furniture Assembly',
    description: 'Unpack, assemble and place in the room of your choice; packaging taken away.',
    price: 99,
    scope: 'furniture',
    byId: true,
  },
];

/** Demo warranty plans and installation services, scoped by the seeded category tree (uri → id). */
export async function seedUpsell(
  db: Db,
  categoryIds: ReadonlyMap<string, number>,
): Promise<{ warrantyPlans: number; installOptions: number }> {
  const plans: NewWarrantyPlan[] = [];
  for (const top of APPLIANCE_TOPS) {
    const categoryId = categoryIds.get(top);
    if (categoryId === undefined) continue;
    for (const plan of APPLIANCE_PLANS) {
      BANDS.forEach(([min, max], i) => {
        const price = plan.prices[i];
        if (price === null || price === undefined) return;
        plans.push({
          name: plan.name,
          years: plan.years,
          minPriceCents: dollarsToCents(min),
          maxPriceCents: max === null ? null : dollarsToCents(max),
          priceCents: dollarsToCents(price),
          categoryId,
        });
      });
    }
  }
  const furniture = categoryIds.get('furniture');
  if (furniture !== undefined) {
    plans.push(
      {
        name: 'Furniture Protection 5 Years',
        years: 5,
        minPriceCents: 0,
        maxPriceCents: dollarsToCents(1000),
        priceCents: dollarsToCents(79),
        categoryId: furniture,
      },
      {
        name: 'Furniture Protection 5 Years',
        years: 5,
        minPriceCents: dollarsToCents(1000),
        maxPriceCents: null,
        priceCents: dollarsToCents(149),
        categoryId: furniture,
      },
    );
  }
  const installs: NewInstallOption[] = INSTALLS.flatMap((i): NewInstallOption[] => {
    const base = { name: i.name, description: i.description, priceCents: dollarsToCents(i.price) };
    if (!i.byId) return [{ ...base, categoryUriPrefix: i.scope }];
    const categoryId = categoryIds.get(i.scope);
    return categoryId === undefined ? [] : [{ ...base, categoryId }];
  });
  if (plans.length > 0) await db.insert(warrantyPlans).values(plans);
  if (installs.length > 0) await db.insert(installOptions).values(installs);
  return { warrantyPlans: plans.length, installOptions: installs.length };
}
