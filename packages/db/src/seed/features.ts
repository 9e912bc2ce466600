import type { ImageKind } from './catalogue.ts';

interface FeatureText {
  title: string;
  body: string;
}

const GROUPS: Record<string, FeatureText[]> = {
  cooling: [
    {
      title: 'Keeps food fresher for longer',
      body: 'Separate cooling circuits hold steady humidity in the fridge and dry cold in the freezer, so vegetables stay crisp and ice cream stays free of frost.',
    },
    {
      title: 'Flexible storage',
      body: 'Spill-safe glass shelves slide and fold away, and deep door bins take two-litre bottles, so the weekly shop fits without a fight.',
    },
    {
      title: 'Quiet inverter compressor',
      body: 'The inverter compressor adjusts its speed to the load instead of switching on and off, which saves energy and keeps the kitchen quiet.',
    },
  ],
  laundry: [
    {
      title: 'Gentle on fabrics',
      body: 'Sensors weigh each load and set the water level and drum movement to suit, so delicates and heavy towels each get the care they need.',
    },
    {
      title: 'Steam refresh',
      body: 'A short steam cycle relaxes creases and refreshes clothes between washes, with less ironing afterwards.',
    },
    {
      title: 'Built to last',
      body: 'A brushless inverter motor has fewer wearing parts, runs quietly and is backed by an extended motor warranty.',
    },
  ],
  dish: [
    {
      title: 'Spotless results',
      body: 'Rotating spray arms reach every corner of both baskets, and an auto program senses how dirty the load is.',
    },
    {
      title: 'Third-level cutlery tray',
      body: 'A shallow top tray keeps cutlery and utensils apart, leaving more room below for pots and pans.',
    },
    {
      title: 'Whisper quiet',
      body: 'Extra insulation and a quiet motor mean you can run it overnight in an open-plan home.',
    },
  ],
  cooking: [
    {
      title: 'Even heat on every shelf',
      body: 'A rear fan element circulates heat evenly, so you can bake on three shelves at once without swapping trays.',
    },
    {
      title: 'Easy to clean',
      body: 'Enamelled surfaces and removable parts wipe clean in minutes, and the door glass comes out for a proper clean.',
    },
    {
      title: 'Precise control',
      body: 'Responsive controls let you go from a gentle simmer to a fast boil in seconds.',
    },
  ],
  screen: [
    {
      title: 'Picture that pops',
      body: 'Local dimming and wide colour bring out detail in dark scenes and bright skies alike, with support for HDR10 and HLG.',
    },
    {
      title: 'All your streaming in one place',
      body: 'Built-in apps for the major streaming services, Freeview Plus and voice control put everything on one remote.',
    },
    {
      title: 'Made for gaming',
      body: 'HDMI 2.1 inputs with variable refresh rate and an auto low-latency mode keep fast games smooth.',
    },
  ],
  floor: [
    {
      title: 'Deep clean on every floor',
      body: 'Strong suction and a motorised brush bar lift dust from carpet and hard floors without changing heads.',
    },
    {
      title: 'Whole-home filtration',
      body: 'A sealed system with a fine filter traps allergens so the air coming out is cleaner than the air going in.',
    },
    {
      title: 'Light and easy to move',
      body: 'A balanced design and swivel steering make stairs and tight corners easy.',
    },
  ],
  coffee: [
    {
      title: 'Café-quality espresso',
      body: 'Precise temperature control and a pre-infusion stage draw out balanced flavour from freshly ground beans.',
    },
    {
      title: 'Silky milk texture',
      body: 'A powerful steam wand creates microfoam for latte art, or let the automatic frother do the work.',
    },
    {
      title: 'Bean to cup in under a minute',
      body: 'A fast heat-up system has the machine ready to brew in seconds, not minutes.',
    },
  ],
  climate: [
    {
      title: 'Comfort all year round',
      body: 'Reverse cycle heating and cooling keep rooms at a steady temperature through summer heat and winter chill.',
    },
    {
      title: 'Energy-smart inverter',
      body: 'The inverter compressor ramps up to reach the set temperature fast, then slows down to hold it using less power.',
    },
    {
      title: 'Control from anywhere',
      body: 'Wi-Fi control lets you switch it on before you get home and set weekly schedules from your phone.',
    },
  ],
  soft: [
    {
      title: 'Made for real life',
      body: 'Performance fabrics resist stains and fading, and high-resilience foam keeps its shape year after year.',
    },
    {
      title: 'Sturdy frame',
      body: 'A kiln-dried hardwood frame with corner blocks and webbing support stays solid for years.',
    },
    {
      title: 'Delivered and assembled',
      body: 'Arrives flat-packed in two boxes with clear instructions, or choose our assembly service at checkout.',
    },
  ],
  timber: [
    {
      title: 'Solid timber',
      body: 'Cut from sustainably sourced timber and finished with a hard-wearing lacquer that resists heat and spills.',
    },
    {
      title: 'Timeless design',
      body: 'Clean lines and a natural grain suit both a modern apartment and a family home.',
    },
    { title: 'Easy care', body: 'Wipe with a damp cloth; no oils or polishes needed.' },
  ],
  outdoor: [
    {
      title: 'Built for Australian weather',
      body: 'UV-stabilised materials and powder-coated frames resist fading and corrosion, even near the coast.',
    },
    {
      title: 'Entertain in style',
      body: 'Generous seating and a full-size table make weekend lunches easy.',
    },
    { title: 'Quick to clean', body: 'Hose down surfaces and remove cushion covers for washing.' },
  ],
};

const KIND_GROUP: Record<ImageKind, string> = {
  fridge: 'cooling',
  freezer: 'cooling',
  washer: 'laundry',
  dryer: 'laundry',
  dishwasher: 'dish',
  oven: 'cooking',
  cooktop: 'cooking',
  rangehood: 'cooking',
  microwave: 'cooking',
  tv: 'screen',
  soundbar: 'screen',
  vacuum: 'floor',
  coffee: 'coffee',
  aircon: 'climate',
  sofa: 'soft',
  bed: 'soft',
  mattress: 'soft',
  table: 'timber',
  chair: 'timber',
  outdoor: 'outdoor',
  bbq: 'outdoor',
};

export function featuresFor(kind: ImageKind): readonly FeatureText[] {
  return GROUPS[KIND_GROUP[kind]] ?? [];
}
