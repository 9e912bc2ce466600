import type { BuiltProduct, SpecDef } from './catalogue.ts';
import { CATALOGUE_DATA, type ImageKind } from './catalogue-data/load.ts';
import type { Rng } from './random.ts';

/** Builds a product's title, specs and size from its kind's own rules; furniture has no model code in its title. */
export type BuildProduct = (rng: Rng, brand: string, model: string) => BuiltProduct;

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

const NAMES: readonly string[] = CATALOGUE_DATA.rangeNames;

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

export const BUILDERS: Record<ImageKind, BuildProduct> = {
  fridge: fridgeBuild,
  freezer: freezerBuild,
  washer: washerBuild,
  dryer: dryerBuild,
  dishwasher: dishwasherBuild,
  oven: ovenBuild,
  cooktop: cooktopBuild,
  rangehood: rangehoodBuild,
  microwave: microwaveBuild,
  tv: tvBuild,
  soundbar: soundbarBuild,
  vacuum: vacuumBuild,
  coffee: coffeeBuild,
  aircon: airconBuild,
  sofa: sofaBuild,
  bed: bedBuild,
  mattress: mattressBuild,
  table: tableBuild,
  chair: chairBuild,
  outdoor: outdoorBuild,
  bbq: bbqBuild,
};
