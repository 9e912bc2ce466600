import type { AttributeKind } from '../schema/enums.ts';
import type { Rng } from './random.ts';

export interface CategoryDef {
  title: string;
  slug: string;
  icon?: string;
  /** Plain text under the page heading, also the page's meta description. */
  description?: string;
  children?: CategoryDef[];
}

/** The demo category tree; a category's uri is the slugs of its path joined by '/', e.g. 'kitchen/cooking/ovens'. */
export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    title: 'Kitchen',
    slug: 'kitchen',
    description:
      'Fridges, ovens, cooktops, dishwashers and small appliances for every kitchen, with delivery and installation available.',
    icon: 'oven',
    children: [
      {
        title: 'Refrigeration',
        slug: 'refrigeration',
        description:
          'Fridges and freezers in every size, from compact bar fridges to French door models with plumbed ice and water.',
        icon: 'fridge',
        children: [
          {
            title: 'Fridges',
            slug: 'fridges',
            icon: 'fridge',
            description:
              'Top mount, bottom mount, side by side and French door fridges. Check the cavity size before you buy and leave room for ventilation.',
          },
          {
            title: 'Freezers',
            slug: 'freezers',
            icon: 'freezer',
            description:
              'Chest and upright freezers for bulk buys and batch cooking, including frost-free models that never need defrosting.',
          },
        ],
      },
      {
        title: 'Cooking',
        slug: 'cooking',
        description:
          'Ovens, cooktops, rangehoods and microwaves. Match widths and fuel types to your benchtop and gas or electrical supply.',
        icon: 'oven',
        children: [
          {
            title: 'Ovens',
            slug: 'ovens',
            icon: 'oven',
            description:
              'Built-in and freestanding ovens, including pyrolytic self-cleaning and steam models, in 60 cm and 90 cm widths.',
          },
          {
            title: 'Cooktops',
            slug: 'cooktops',
            icon: 'cooktop',
            description:
              'Gas, ceramic and induction cooktops. Induction heats fastest and is easiest to clean; gas models need a licensed installer.',
          },
          {
            title: 'Rangehoods',
            slug: 'rangehoods',
            icon: 'rangehood',
            description:
              'Canopy, undermount, slide-out and island rangehoods. Choose one at least as wide as your cooktop and ducted outside where you can.',
          },
          {
            title: 'Microwaves',
            slug: 'microwaves',
            icon: 'microwave',
            description:
              'Benchtop and built-in microwaves, including convection and combination models that grill and bake as well.',
          },
        ],
      },
      {
        title: 'Dishwashers',
        slug: 'dishwashers',
        icon: 'dishwasher',
        description:
          'Freestanding, built-in and drawer dishwashers. Look for the water rating stars and a quiet model for open-plan living.',
      },
      {
        title: 'Small Appliances',
        slug: 'small-appliances',
        description:
          'Coffee machines, kettles, toasters and the other everyday helpers that earn their place on the bench.',
        icon: 'coffee',
        children: [
          {
            title: 'Coffee Machines',
            slug: 'coffee-machines',
            icon: 'coffee',
            description:
              'Manual espresso, fully automatic and capsule coffee machines, from a quick morning cup to cafe-style milk drinks.',
          },
        ],
      },
    ],
  },
  {
    title: 'Laundry',
    slug: 'laundry',
    description:
      'Washing machines and dryers for every household, with delivery, connection and removal of your old machine available.',
    icon: 'washer',
    children: [
      {
        title: 'Washing Machines',
        slug: 'washing-machines',
        icon: 'washer',
        description:
          'Front and top loader washing machines from 7 kg to 12 kg. Front loaders use less water; top loaders are gentler on your back.',
      },
      {
        title: 'Dryers',
        slug: 'dryers',
        icon: 'dryer',
        description:
          'Vented, condenser and heat pump dryers. Heat pump models cost the most up front and the least to run.',
      },
    ],
  },
  {
    title: 'TV & Audio',
    slug: 'tv-audio',
    description: 'TVs, soundbars and home audio, with wall mounting and set-up services available.',
    icon: 'tv',
    children: [
      {
        title: 'TVs',
        slug: 'tvs',
        icon: 'tv',
        description:
          'LED, QLED and OLED TVs from 32 to 85 inches. Sit about one and a half screen widths away for the best picture.',
      },
      {
        title: 'Soundbars',
        slug: 'soundbars',
        icon: 'soundbar',
        description:
          'Soundbars and subwoofers that bring cinema sound to your TV, many with Dolby Atmos and wireless rear speakers.',
      },
    ],
  },
  {
    title: 'Home Comfort',
    slug: 'home-comfort',
    description: 'Air conditioners and vacuums to keep your home comfortable and clean all year round.',
    icon: 'aircon',
    children: [
      {
        title: 'Air Conditioners',
        slug: 'air-conditioners',
        icon: 'aircon',
        description:
          'Split system and portable air conditioners. Size the unit to the room: roughly 1 kW of cooling for every 8 to 10 square metres.',
      },
      {
        title: 'Vacuums',
        slug: 'vacuums',
        icon: 'vacuum',
        description:
          'Stick, barrel and robot vacuums. Cordless stick vacuums suit quick daily cleans; barrel vacuums suit carpets and big homes.',
      },
    ],
  },
  {
    title: 'Furniture',
    slug: 'furniture',
    description:
      'Sofas, beds, mattresses and dining furniture, delivered to your room of choice and assembled on request.',
    icon: 'sofa',
    children: [
      {
        title: 'Living Room',
        slug: 'living-room',
        description: 'Sofas, modulars and recliners for the living room, in fabric and leather.',
        icon: 'sofa',
        children: [
          {
            title: 'Sofas',
            slug: 'sofas',
            icon: 'sofa',
            description:
              'Two-seater, three-seater and modular sofas. Measure doorways and stairs before you order so delivery goes smoothly.',
          },
        ],
      },
      {
        title: 'Bedroom',
        slug: 'bedroom',
        description: 'Beds and mattresses for better sleep, in every size from single to super king.',
        icon: 'bed',
        children: [
          {
            title: 'Beds',
            slug: 'beds',
            icon: 'bed',
            description:
              'Bed frames and bases in timber, upholstered and storage designs, from single to king size.',
          },
          {
            title: 'Mattresses',
            slug: 'mattresses',
            icon: 'mattress',
            description:
              'Innerspring, pocket spring and memory foam mattresses in firm, medium and plush feels.',
          },
        ],
      },
      {
        title: 'Dining',
        slug: 'dining',
        description: 'Dining tables and chairs for everyday meals and entertaining.',
        icon: 'table',
        children: [
          {
            title: 'Dining Tables',
            slug: 'dining-tables',
            icon: 'table',
            description:
              'Dining tables in timber, glass and stone-look finishes, seating from four to ten people.',
          },
          {
            title: 'Dining Chairs',
            slug: 'dining-chairs',
            icon: 'chair',
            description: 'Dining chairs and bar stools to match your table, in timber, fabric and leather.',
          },
        ],
      },
    ],
  },
  {
    title: 'Outdoor',
    slug: 'outdoor',
    description: 'Outdoor furniture and barbecues for the backyard, balcony and patio.',
    icon: 'bbq',
    children: [
      {
        title: 'Outdoor Furniture',
        slug: 'outdoor-furniture',
        icon: 'outdoor',
        description: 'Outdoor dining settings, lounges and sun loungers built to handle the weather.',
      },
      {
        title: 'BBQs',
        slug: 'bbqs',
        icon: 'bbq',
        description:
          'Gas, charcoal and electric barbecues, from portable models to four-burner hooded outdoor kitchens.',
      },
    ],
  },
];

export const IMAGE_KINDS = [
  'fridge',
  'freezer',
  'washer',
  'dryer',
  'dishwasher',
  'oven',
  'cooktop',
  'rangehood',
  'microwave',
  'tv',
  'soundbar',
  'vacuum',
  'coffee',
  'aircon',
  'sofa',
  'bed',
  'mattress',
  'table',
  'chair',
  'outdoor',
  'bbq',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Finishes: the image variant in the path, the label shown as the colour attribute. */
export const VARIANTS: Record<string, { label: string; colour: string }> = {
  stainless: { label: 'Stainless Steel', colour: '#c9ced3' },
  black: { label: 'Black', colour: '#2b2d30' },
  white: { label: 'White', colour: '#f4f5f6' },
  graphite: { label: 'Graphite', colour: '#5a5f66' },
  silver: { label: 'Silver', colour: '#b8bcc2' },
  cream: { label: 'Cream', colour: '#efe4c8' },
  red: { label: 'Red', colour: '#b3262e' },
  charcoal: { label: 'Charcoal', colour: '#3f4145' },
  oatmeal: { label: 'Oatmeal', colour: '#d8cbb3' },
  navy: { label: 'Navy', colour: '#2d3e5f' },
  sage: { label: 'Sage', colour: '#9cae94' },
  walnut: { label: 'Walnut', colour: '#6b4a32' },
  oak: { label: 'Natural Oak', colour: '#c49a6c' },
  teak: { label: 'Teak', colour: '#a0703f' },
};

export interface SpecDef {
  group: string;
  name: string;
  kind: AttributeKind;
  value: unknown;
}

export interface BuiltProduct {
  title: string;
  specs: SpecDef[];
  /** 0..1 position in the kind's price range (bigger, better → dearer). */
  size: number;
  dimensions: string;
}

export interface KindDef {
  kind: ImageKind;
  /** Leaf category uri. */
  category: string;
  /** Relative share of the catalogue. */
  weight: number;
  brands: readonly string[];
  /** Dollars. */
  price: readonly [number, number];
  variants: readonly string[];
  appliance: boolean;
  warrantyYears: readonly number[];
  build(rng: Rng, brand: string, model: string): BuiltProduct;
}

const str = (group: string, name: string, value: string): SpecDef => ({ group, name, kind: 'String', value });
const bool = (group: string, name: string, value: boolean): SpecDef => ({
  group,
  name,
  kind: 'Boolean',
  value,
});
const frac = (value: number, min: number, max: number) =>
  Math.max(0, Math.min(1, (value - min) / (max - min)));
const mm = (w: number, h: number, d: number) => `${w}mm W x ${h}mm H x ${d}mm D`;

const NAMES = [
  'Byron',
  'Noosa',
  'Hamilton',
  'Lorne',
  'Mosman',
  'Portsea',
  'Kiama',
  'Huon',
  'Margaret',
  'Daintree',
  'Otway',
  'Hobart',
  'Ponsonby',
  'Raglan',
  'Wanaka',
  'Kaikoura',
  'Akaroa',
  'Coogee',
  'Bondi',
  'Cottesloe',
  'Glenelg',
  'Fremantle',
  'Avoca',
  'Sorrento',
  'Palm',
  'Cairns',
  'Broome',
  'Arcadia',
  'Tamarama',
  'Hyams',
];

function fridgeBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const style = rng.weighted(
    [
      'French Door Fridge',
      'Side by Side Fridge',
      'Top Mount Fridge',
      'Bottom Mount Fridge',
      'Quad Door Fridge',
      'Bar Fridge',
    ],
    [4, 2, 3, 3, 2, 1],
  );
  const litres =
    style === 'Bar Fridge'
      ? rng.int(4, 15) * 10
      : style === 'Top Mount Fridge'
        ? rng.int(20, 54) * 10 + 3
        : rng.int(42, 92) * 10 + 5;
  const width = litres > 600 ? 912 : litres > 400 ? 790 : 600;
  return {
    title: `${brand} ${litres}L ${style} ${model}`,
    size: frac(litres, 40, 925),
    dimensions: mm(width, litres > 150 ? 1720 + rng.int(0, 20) * 10 : 850, 700 + rng.int(0, 12) * 5),
    specs: [
      str('Capacity', 'Total Capacity', `${litres}L`),
      str('Capacity', 'Fridge Capacity', `${Math.round(litres * 0.68)}L`),
      str('Capacity', 'Freezer Capacity', `${Math.round(litres * 0.32)}L`),
      bool('Features', 'Ice & Water Dispenser', style !== 'Bar Fridge' && rng.chance(0.4)),
      bool('Features', 'Frost Free', true),
      str('Features', 'Door Style', style.replace(' Fridge', '')),
    ],
  };
}

function freezerBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.pick(['Upright', 'Chest']);
  const litres = rng.int(10, 50) * 10 - 2;
  return {
    title: `${brand} ${litres}L ${type} Freezer ${model}`,
    size: frac(litres, 98, 498),
    dimensions: type === 'Chest' ? mm(1100, 850, 700) : mm(600, 1700, 650),
    specs: [
      str('Capacity', 'Total Capacity', `${litres}L`),
      str('Features', 'Freezer Type', type),
      bool('Features', 'Convertible to Fridge', rng.chance(0.3)),
    ],
  };
}

function washerBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Front Load', 'Top Load'], [3, 1]);
  const kg = rng.pick([7, 7.5, 8, 8.5, 9, 10, 10.5, 12]);
  return {
    title: `${brand} ${kg}kg ${type} Washing Machine ${model}`,
    size: frac(kg, 7, 12),
    dimensions: mm(600, 850, 600 + rng.int(0, 10) * 5),
    specs: [
      str('Capacity', 'Wash Capacity', `${kg}kg`),
      str('Performance', 'Max Spin Speed', `${rng.pick([1000, 1200, 1400, 1600])}rpm`),
      { group: 'Energy', name: 'Water Rating', kind: 'Rating', value: rng.pick([3, 3.5, 4, 4.5, 5]) },
      bool('Features', 'Steam Wash', rng.chance(0.5)),
      str('Features', 'Load Type', type),
    ],
  };
}

function dryerBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Heat Pump', 'Vented', 'Condenser'], [3, 2, 1]);
  const kg = rng.pick([6, 7, 8, 9, 10]);
  return {
    title: `${brand} ${kg}kg ${type} Dryer ${model}`,
    size: frac(kg, 6, 10) * 0.6 + (type === 'Heat Pump' ? 0.4 : 0),
    dimensions: mm(600, 850, 600),
    specs: [
      str('Capacity', 'Dry Capacity', `${kg}kg`),
      str('Features', 'Dryer Type', type),
      bool('Features', 'Sensor Dry', rng.chance(0.7)),
    ],
  };
}

function dishwasherBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(
    ['Freestanding', 'Built-in', 'Fully Integrated', 'Semi Integrated'],
    [3, 2, 2, 1],
  );
  const settings = rng.pick([13, 14, 15, 16]);
  return {
    title: `${brand} 60cm ${type} Dishwasher ${model}`,
    size: frac(settings, 13, 16) * 0.5 + (type === 'Fully Integrated' ? 0.5 : 0.2),
    dimensions: mm(598, 850, 600),
    specs: [
      str('Capacity', 'Place Settings', String(settings)),
      { group: 'Energy', name: 'Water Rating', kind: 'Rating', value: rng.pick([4, 4.5, 5, 5.5, 6]) },
      str('Performance', 'Noise Level', `${rng.int(40, 49)}dB`),
      str('Features', 'Installation', type),
    ],
  };
}

function ovenBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const width = rng.weighted([60, 90], [4, 1]);
  const type = rng.pick(['Pyrolytic', 'Multifunction', 'Steam', 'Combination Microwave']);
  const litres = width === 90 ? rng.int(100, 130) : rng.int(65, 80);
  return {
    title: `${brand} ${width}cm ${type} Built-in Oven ${model}`,
    size: (width === 90 ? 0.4 : 0) + (type === 'Steam' || type === 'Pyrolytic' ? 0.5 : 0.2),
    dimensions: mm(width * 10 - 5, 595, 570),
    specs: [
      str('Capacity', 'Oven Capacity', `${litres}L`),
      str('Features', 'Cooking Functions', String(rng.int(8, 16))),
      bool('Features', 'Pyrolytic Self Clean', type === 'Pyrolytic'),
      bool('Features', 'Air Fry Function', rng.chance(0.35)),
    ],
  };
}

function cooktopBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const width = rng.pick([60, 70, 80, 90]);
  const type = rng.weighted(['Induction', 'Gas', 'Ceramic'], [3, 3, 1]);
  return {
    title: `${brand} ${width}cm ${type} Cooktop ${model}`,
    size: frac(width, 60, 90) * 0.5 + (type === 'Induction' ? 0.5 : 0.1),
    dimensions: mm(width * 10 - 10, 55, 520),
    specs: [
      str('Features', 'Fuel Type', type === 'Gas' ? 'Natural Gas (LPG convertible)' : 'Electric'),
      str('Features', 'Zones / Burners', String(width >= 80 ? 5 : 4)),
      bool('Features', 'Wok Burner', type === 'Gas'),
    ],
  };
}

function rangehoodBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const width = rng.pick([60, 90, 120]);
  const type = rng.pick(['Canopy', 'Undermount', 'Island', 'Slideout', 'Integrated']);
  return {
    title: `${brand} ${width}cm ${type} Rangehood ${model}`,
    size: frac(width, 60, 120) * 0.6 + (type === 'Island' ? 0.4 : 0.1),
    dimensions: mm(width * 10 - 2, type === 'Slideout' ? 180 : 650, 500),
    specs: [
      str('Performance', 'Extraction Rate', `${rng.int(40, 100) * 10}m³/h`),
      str('Features', 'Speed Settings', String(rng.int(3, 5))),
      str('Features', 'Style', type),
    ],
  };
}

function microwaveBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const litres = rng.pick([20, 23, 25, 27, 32, 34, 42, 44]);
  const type = rng.pick(['Inverter', 'Convection', 'Solo']);
  return {
    title: `${brand} ${litres}L ${type} Microwave ${model}`,
    size: frac(litres, 20, 44),
    dimensions: mm(490 + litres * 3, 290 + litres * 2, 400),
    specs: [
      str('Capacity', 'Capacity', `${litres}L`),
      str('Performance', 'Power', `${rng.pick([800, 1000, 1100, 1200])}W`),
      bool('Features', 'Grill', type === 'Convection'),
    ],
  };
}

function tvBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const inches = rng.pick([43, 50, 55, 58, 65, 75, 85, 98]);
  const panel = rng.weighted(['4K UHD LED', 'QLED 4K', 'OLED 4K', 'Mini LED 4K', 'QLED 8K'], [4, 3, 2, 2, 1]);
  return {
    title: `${brand} ${inches} Inch ${panel} Smart TV ${model}`,
    size: frac(inches, 43, 98) * 0.7 + (panel.includes('OLED') || panel.includes('8K') ? 0.3 : 0),
    dimensions: mm(Math.round(inches * 22.2), Math.round(inches * 12.9), 60),
    specs: [
      str('Display', 'Screen Size', `${inches}"`),
      str('Display', 'Resolution', panel.includes('8K') ? '7680 x 4320' : '3840 x 2160'),
      str('Display', 'Panel Type', panel.replace(/ [48]K.*$/, '')),
      str('Display', 'Refresh Rate', `${rng.pick([60, 100, 120, 144])}Hz`),
      bool('Connectivity', 'Freeview Plus', true),
    ],
  };
}

function soundbarBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const ch = rng.pick(['2.1', '3.1', '5.1', '3.1.2', '5.1.2', '7.1.4', '9.1.4']);
  const atmos = ch.split('.').length === 3;
  return {
    title: `${brand} ${ch}ch ${atmos ? 'Dolby Atmos ' : ''}Soundbar ${model}`,
    size: frac(Number(ch.split('.')[0]), 2, 9) * 0.8 + (atmos ? 0.2 : 0),
    dimensions: mm(rng.int(80, 125) * 10, 70, 120),
    specs: [
      str('Audio', 'Channels', ch),
      bool('Audio', 'Dolby Atmos', atmos),
      bool('Audio', 'Wireless Subwoofer', rng.chance(0.7)),
      str('Audio', 'Total Power', `${rng.int(20, 80) * 10}W`),
    ],
  };
}

function vacuumBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Cordless Stick', 'Robot', 'Barrel', 'Upright'], [4, 3, 2, 1]);
  return {
    title: `${brand} ${type} Vacuum ${model}`,
    size: type === 'Robot' ? 0.7 : type === 'Cordless Stick' ? 0.6 : 0.2,
    dimensions: type === 'Robot' ? mm(350, 95, 350) : mm(250, 1150, 260),
    specs: [
      str(
        'Performance',
        'Run Time',
        type === 'Barrel' || type === 'Upright' ? 'Corded' : `${rng.int(4, 12) * 10} minutes`,
      ),
      bool('Features', 'HEPA Filtration', rng.chance(0.6)),
      bool('Features', 'Bagless', type !== 'Barrel' || rng.chance(0.5)),
    ],
  };
}

function coffeeBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Fully Automatic', 'Manual Espresso', 'Pod', 'Filter'], [3, 3, 2, 1]);
  return {
    title: `${brand} ${type} Coffee Machine ${model}`,
    size: type === 'Fully Automatic' ? 0.85 : type === 'Manual Espresso' ? 0.5 : 0.1,
    dimensions: mm(rng.int(20, 35) * 10, rng.int(30, 40) * 10, rng.int(30, 45) * 10),
    specs: [
      str('Performance', 'Pump Pressure', `${rng.pick([9, 15, 19])} bar`),
      bool('Features', 'Built-in Grinder', type === 'Fully Automatic' || rng.chance(0.3)),
      bool('Features', 'Milk Frother', type !== 'Filter'),
      str('Capacity', 'Water Tank', `${rng.pick([1.2, 1.5, 1.8, 2, 2.5])}L`),
    ],
  };
}

function airconBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Reverse Cycle Split System', 'Portable', 'Ducted'], [5, 2, 1]);
  const kw =
    type === 'Portable'
      ? rng.pick([2.6, 3.5])
      : type === 'Ducted'
        ? rng.pick([10, 12.5, 14, 16])
        : rng.pick([2.5, 3.5, 5, 6, 7.1, 8, 9.4]);
  return {
    title: `${brand} ${kw}kW ${type} Air Conditioner ${model}`,
    size: frac(kw, 2.5, 16),
    dimensions: type === 'Portable' ? mm(450, 750, 380) : mm(800 + Math.round(kw * 20), 290, 230),
    specs: [
      str('Performance', 'Cooling Capacity', `${kw}kW`),
      str('Performance', 'Heating Capacity', `${Math.round(kw * 11) / 10}kW`),
      str('Features', 'Room Size', `Up to ${Math.round(kw * 10)}m²`),
      bool('Features', 'Inverter', type !== 'Portable'),
    ],
  };
}

function sofaBuild(rng: Rng, brand: string): BuiltProduct {
  const seats = rng.pick([2, 2.5, 3, 4]);
  const fabric = rng.pick(['Fabric', 'Leather', 'Velvet', 'Boucle']);
  const name = rng.pick(NAMES);
  const shape = rng.weighted(['Sofa', 'Modular Sofa', 'Corner Sofa', 'Sofa Bed'], [4, 2, 2, 1]);
  return {
    title: `${brand} ${name} ${seats} Seater ${fabric} ${shape}`,
    size: frac(seats, 2, 4) * 0.6 + (fabric === 'Leather' ? 0.4 : 0.1),
    dimensions: mm(Math.round(seats * 700 + 400), 850, 950),
    specs: [
      str('Materials', 'Upholstery', fabric),
      str('Materials', 'Frame', 'Kiln-dried hardwood'),
      str('Features', 'Seats', String(seats)),
      bool('Features', 'Removable Covers', rng.chance(0.4)),
    ],
  };
}

function bedBuild(rng: Rng, brand: string): BuiltProduct {
  const size = rng.weighted(['Single', 'King Single', 'Double', 'Queen', 'King'], [1, 1, 2, 4, 3]);
  const finish = rng.pick(['Natural Oak', 'Walnut', 'Charcoal Fabric', 'Oatmeal Fabric', 'White']);
  const name = rng.pick(NAMES);
  return {
    title: `${brand} ${name} ${size} Bed Frame in ${finish}`,
    size: ['Single', 'King Single', 'Double', 'Queen', 'King'].indexOf(size) / 4,
    dimensions: mm(size === 'King' ? 1950 : size === 'Queen' ? 1630 : 1100, 1100, 2150),
    specs: [
      str('Size', 'Bed Size', size),
      str('Materials', 'Finish', finish),
      bool('Features', 'Storage Drawers', rng.chance(0.35)),
    ],
  };
}

function mattressBuild(rng: Rng, brand: string): BuiltProduct {
  const size = rng.weighted(['Single', 'King Single', 'Double', 'Queen', 'King'], [1, 1, 2, 4, 3]);
  const feel = rng.pick(['Firm', 'Medium Firm', 'Medium', 'Plush']);
  const type = rng.pick(['Pocket Spring', 'Hybrid', 'Memory Foam', 'Latex']);
  return {
    title: `${brand} ${rng.pick(NAMES)} ${feel} ${type} ${size} Mattress`,
    size:
      ['Single', 'King Single', 'Double', 'Queen', 'King'].indexOf(size) / 5 + (type === 'Latex' ? 0.2 : 0),
    dimensions: mm(size === 'King' ? 1830 : size === 'Queen' ? 1530 : 1000, rng.int(25, 35) * 10, 2030),
    specs: [
      str('Comfort', 'Feel', feel),
      str('Comfort', 'Construction', type),
      str('Size', 'Mattress Size', size),
      str('Comfort', 'Trial', `${rng.pick([60, 100, 120])} nights`),
    ],
  };
}

function tableBuild(rng: Rng, brand: string): BuiltProduct {
  const seats = rng.pick([4, 6, 8, 10]);
  const timber = rng.pick(['Oak', 'Walnut', 'Mango Wood', 'Marble Top', 'Ash']);
  return {
    title: `${brand} ${rng.pick(NAMES)} ${seats} Seater ${timber} Dining Table ${seats * 30 + 60}cm`,
    size: frac(seats, 4, 10),
    dimensions: mm(seats * 300 + 600, 760, seats > 6 ? 1000 : 900),
    specs: [
      str('Materials', 'Top', timber),
      str('Features', 'Seats', String(seats)),
      bool('Features', 'Extendable', rng.chance(0.3)),
    ],
  };
}

function chairBuild(rng: Rng, brand: string): BuiltProduct {
  const colour = rng.pick(['Black', 'Natural', 'Sage', 'Charcoal', 'Walnut', 'Oatmeal']);
  const material = rng.pick(['Timber', 'Upholstered', 'Rattan', 'Leather']);
  return {
    title: `${brand} ${rng.pick(NAMES)} ${material} Dining Chair in ${colour}`,
    size: material === 'Leather' ? 0.8 : 0.3,
    dimensions: mm(460, 820, 540),
    specs: [
      str('Materials', 'Material', material),
      str('Materials', 'Colour', colour),
      bool('Features', 'Stackable', rng.chance(0.2)),
    ],
  };
}

function outdoorBuild(rng: Rng, brand: string): BuiltProduct {
  const pieces = rng.pick([3, 4, 5, 7, 9]);
  const type = rng.pick(['Lounge', 'Dining']);
  const material = rng.pick(['Aluminium', 'Teak', 'Wicker', 'Eucalyptus']);
  return {
    title: `${brand} ${rng.pick(NAMES)} ${pieces} Piece ${material} Outdoor ${type} Setting`,
    size: frac(pieces, 3, 9),
    dimensions: mm(pieces * 300 + 800, 760, 1000),
    specs: [
      str('Materials', 'Material', material),
      str('Features', 'Pieces', String(pieces)),
      bool('Features', 'Weather Resistant', true),
    ],
  };
}

function bbqBuild(rng: Rng, brand: string, model: string): BuiltProduct {
  const type = rng.weighted(['Gas', 'Kettle', 'Pellet', 'Electric'], [4, 2, 1, 1]);
  const burners = type === 'Gas' ? rng.pick([2, 3, 4, 6]) : 1;
  const name = rng.pick([
    'Spirit',
    'Genesis',
    'Family Q',
    'Traveller',
    'Summit',
    'Baby Q',
    'Grand Hotel',
    'Texan',
  ]);
  return {
    title:
      type === 'Gas'
        ? `${brand} ${name} ${burners} Burner Gas BBQ ${model}`
        : `${brand} ${name} ${type} BBQ ${model}`,
    size: type === 'Pellet' ? 0.8 : frac(burners, 1, 6),
    dimensions: mm(600 + burners * 200, 1150, 650),
    specs: [
      str('Features', 'Fuel Type', type === 'Gas' ? 'LPG' : type),
      str('Features', 'Burners', String(burners)),
      bool('Features', 'Side Burner', type === 'Gas' && burners >= 4),
    ],
  };
}

const APPLIANCE_FINISHES = ['stainless', 'black', 'white', 'graphite'] as const;
const FABRICS = ['charcoal', 'oatmeal', 'navy', 'sage'] as const;
const TIMBERS = ['oak', 'walnut', 'black', 'white'] as const;

export const KINDS: readonly KindDef[] = [
  {
    kind: 'fridge',
    category: 'kitchen/refrigeration/fridges',
    weight: 14,
    brands: [
      'Samsung',
      'LG',
      'Fisher & Paykel',
      'Westinghouse',
      'Electrolux',
      'Haier',
      'Hisense',
      'Bosch',
      'Miele',
      'Liebherr',
      'Smeg',
      'Beko',
      'Whirlpool',
      'Mitsubishi Electric',
      'Sharp',
      'Chef',
    ],
    price: [399, 6999],
    variants: APPLIANCE_FINISHES,
    appliance: true,
    warrantyYears: [2, 2, 5],
    build: fridgeBuild,
  },
  {
    kind: 'freezer',
    category: 'kitchen/refrigeration/freezers',
    weight: 4,
    brands: ['Westinghouse', 'Fisher & Paykel', 'Haier', 'Hisense', 'LG', 'Liebherr', 'Electrolux'],
    price: [349, 2999],
    variants: ['white', 'stainless'],
    appliance: true,
    warrantyYears: [2],
    build: freezerBuild,
  },
  {
    kind: 'washer',
    category: 'laundry/washing-machines',
    weight: 9,
    brands: [
      'LG',
      'Samsung',
      'Fisher & Paykel',
      'Bosch',
      'Miele',
      'Electrolux',
      'Haier',
      'Asko',
      'Whirlpool',
      'Simpson',
      'Beko',
      'AEG',
      'Westinghouse',
    ],
    price: [499, 3999],
    variants: ['white', 'graphite', 'black', 'silver'],
    appliance: true,
    warrantyYears: [2, 5],
    build: washerBuild,
  },
  {
    kind: 'dryer',
    category: 'laundry/dryers',
    weight: 5,
    brands: [
      'LG',
      'Samsung',
      'Fisher & Paykel',
      'Bosch',
      'Miele',
      'Electrolux',
      'Haier',
      'Asko',
      'Simpson',
      'Beko',
      'AEG',
    ],
    price: [399, 3499],
    variants: ['white', 'graphite', 'silver'],
    appliance: true,
    warrantyYears: [2],
    build: dryerBuild,
  },
  {
    kind: 'dishwasher',
    category: 'kitchen/dishwashers',
    weight: 8,
    brands: [
      'Bosch',
      'Miele',
      'Asko',
      'Fisher & Paykel',
      'Westinghouse',
      'Electrolux',
      'Smeg',
      'Beko',
      'Haier',
      'Omega',
      'Euromaid',
      'Neff',
      'AEG',
      'LG',
    ],
    price: [499, 3999],
    variants: APPLIANCE_FINISHES,
    appliance: true,
    warrantyYears: [2, 5],
    build: dishwasherBuild,
  },
  {
    kind: 'oven',
    category: 'kitchen/cooking/ovens',
    weight: 8,
    brands: [
      'Westinghouse',
      'Electrolux',
      'Bosch',
      'Miele',
      'Smeg',
      'Fisher & Paykel',
      'Euromaid',
      'Omega',
      'Chef',
      'Neff',
      'AEG',
      'Asko',
      'Beko',
    ],
    price: [599, 7999],
    variants: ['stainless', 'black', 'cream'],
    appliance: true,
    warrantyYears: [2, 5],
    build: ovenBuild,
  },
  {
    kind: 'cooktop',
    category: 'kitchen/cooking/cooktops',
    weight: 6,
    brands: [
      'Westinghouse',
      'Electrolux',
      'Bosch',
      'Miele',
      'Smeg',
      'Fisher & Paykel',
      'Euromaid',
      'Omega',
      'Chef',
      'Neff',
      'AEG',
      'Asko',
    ],
    price: [349, 4999],
    variants: ['black', 'stainless'],
    appliance: true,
    warrantyYears: [2],
    build: cooktopBuild,
  },
  {
    kind: 'rangehood',
    category: 'kitchen/cooking/rangehoods',
    weight: 5,
    brands: [
      'Westinghouse',
      'Electrolux',
      'Bosch',
      'Miele',
      'Smeg',
      'Fisher & Paykel',
      'Euromaid',
      'Omega',
      'Neff',
      'AEG',
      'Asko',
    ],
    price: [199, 3999],
    variants: ['stainless', 'black'],
    appliance: true,
    warrantyYears: [2],
    build: rangehoodBuild,
  },
  {
    kind: 'microwave',
    category: 'kitchen/cooking/microwaves',
    weight: 5,
    brands: [
      'Panasonic',
      'Sharp',
      'Samsung',
      'LG',
      'Breville',
      'Westinghouse',
      'Electrolux',
      'Smeg',
      'Miele',
    ],
    price: [129, 2999],
    variants: ['stainless', 'black', 'white', 'red'],
    appliance: true,
    warrantyYears: [1, 2],
    build: microwaveBuild,
  },
  {
    kind: 'tv',
    category: 'tv-audio/tvs',
    weight: 9,
    brands: ['Samsung', 'LG', 'Sony', 'Hisense', 'TCL', 'Panasonic'],
    price: [499, 9999],
    variants: ['black', 'silver'],
    appliance: true,
    warrantyYears: [1, 2],
    build: tvBuild,
  },
  {
    kind: 'soundbar',
    category: 'tv-audio/soundbars',
    weight: 4,
    brands: ['Samsung', 'LG', 'Sony', 'Sonos', 'Hisense', 'TCL', 'Panasonic'],
    price: [199, 2499],
    variants: ['black', 'white'],
    appliance: true,
    warrantyYears: [1],
    build: soundbarBuild,
  },
  {
    kind: 'vacuum',
    category: 'home-comfort/vacuums',
    weight: 5,
    brands: ['Dyson', 'Shark', 'iRobot', 'Miele', 'Samsung', 'LG', 'Electrolux', 'Bosch'],
    price: [149, 1799],
    variants: ['graphite', 'red', 'white', 'silver'],
    appliance: true,
    warrantyYears: [1, 2],
    build: vacuumBuild,
  },
  {
    kind: 'coffee',
    category: 'kitchen/small-appliances/coffee-machines',
    weight: 5,
    brands: ['Breville', "De'Longhi", 'Jura', 'Miele', 'Smeg', 'Panasonic'],
    price: [99, 4999],
    variants: ['stainless', 'black', 'cream', 'red'],
    appliance: true,
    warrantyYears: [1, 2],
    build: coffeeBuild,
  },
  {
    kind: 'aircon',
    category: 'home-comfort/air-conditioners',
    weight: 5,
    brands: ['Daikin', 'Mitsubishi Electric', 'Fujitsu', 'Panasonic', 'Samsung', 'LG', 'Haier', 'Hisense'],
    price: [599, 8999],
    variants: ['white'],
    appliance: true,
    warrantyYears: [5],
    build: airconBuild,
  },
  {
    kind: 'sofa',
    category: 'furniture/living-room/sofas',
    weight: 5,
    brands: ['Harbour & Oak', 'Kauri Living', 'Coastline Home', 'Banksia Furniture'],
    price: [799, 5999],
    variants: FABRICS,
    appliance: false,
    warrantyYears: [1, 5, 10],
    build: sofaBuild,
  },
  {
    kind: 'bed',
    category: 'furniture/bedroom/beds',
    weight: 3,
    brands: ['Harbour & Oak', 'Kauri Living', 'Coastline Home', 'Banksia Furniture', 'Ironbark & Co'],
    price: [499, 3999],
    variants: TIMBERS,
    appliance: false,
    warrantyYears: [1, 5],
    build: bedBuild,
  },
  {
    kind: 'mattress',
    category: 'furniture/bedroom/mattresses',
    weight: 3,
    brands: ['Drift Sleep', 'Kauri Living', 'Coastline Home'],
    price: [399, 4999],
    variants: ['white'],
    appliance: false,
    warrantyYears: [10, 15],
    build: mattressBuild,
  },
  {
    kind: 'table',
    category: 'furniture/dining/dining-tables',
    weight: 3,
    brands: ['Harbour & Oak', 'Ironbark & Co', 'Banksia Furniture', 'Kauri Living'],
    price: [599, 4999],
    variants: TIMBERS,
    appliance: false,
    warrantyYears: [1, 5],
    build: tableBuild,
  },
  {
    kind: 'chair',
    category: 'furniture/dining/dining-chairs',
    weight: 3,
    brands: ['Harbour & Oak', 'Ironbark & Co', 'Banksia Furniture', 'Kauri Living', 'Coastline Home'],
    price: [99, 899],
    variants: TIMBERS,
    appliance: false,
    warrantyYears: [1],
    build: chairBuild,
  },
  {
    kind: 'outdoor',
    category: 'outdoor/outdoor-furniture',
    weight: 3,
    brands: ['Southerly Outdoor', 'Coastline Home', 'Ironbark & Co'],
    price: [699, 6999],
    variants: ['teak', 'charcoal', 'white'],
    appliance: false,
    warrantyYears: [1, 3],
    build: outdoorBuild,
  },
  {
    kind: 'bbq',
    category: 'outdoor/bbqs',
    weight: 3,
    brands: ['Weber', 'Ziegler & Brown', 'Euromaid'],
    price: [199, 4999],
    variants: ['black', 'stainless', 'red'],
    appliance: true,
    warrantyYears: [2, 5, 10],
    build: bbqBuild,
  },
];
