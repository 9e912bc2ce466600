import type { Country } from '@shop/domain';
import type { NewStore, NewWarehouse, OpenTime } from '../schema/index.ts';
import { Rng, slugify } from './random.ts';

// [name, street address, suburb, state, postcode, latitude, longitude, phone]
type StoreTuple = [string, string, string, string, string, number, number, string];

const AU_STORES: StoreTuple[] = [
  ['Alexandria', "65 O'Riordan Street", 'Alexandria', 'NSW', '2015', -33.9088, 151.1943, '02 9698 4100'],
  ['Auburn', '265 Parramatta Road', 'Auburn', 'NSW', '2144', -33.8494, 151.033, '02 9737 5200'],
  ['Artarmon', '1 Frederick Street', 'Artarmon', 'NSW', '2064', -33.8108, 151.185, '02 9438 6300'],
  ['Castle Hill', '16 Victoria Avenue', 'Castle Hill', 'NSW', '2154', -33.73, 151.004, '02 9899 7400'],
  ['Penrith', '78 Mulgoa Road', 'Penrith', 'NSW', '2750', -33.751, 150.694, '02 4721 8500'],
  ['Newcastle', '3 Lambton Road', 'Broadmeadow', 'NSW', '2292', -32.924, 151.735, '02 4961 9600'],
  ['Wollongong', '12 Flinders Street', 'Wollongong', 'NSW', '2500', -34.425, 150.893, '02 4229 1700'],
  ['Wagga Wagga', '41 Hammond Avenue', 'Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598, '02 6921 2800'],
  ['Tamworth', '24 Bridge Street', 'Tamworth', 'NSW', '2340', -31.09, 150.929, '02 6766 3900'],
  ['Richmond', '550 Church Street', 'Richmond', 'VIC', '3121', -37.823, 144.998, '03 9428 1200'],
  ['Moorabbin', '1000 Nepean Highway', 'Moorabbin', 'VIC', '3189', -37.938, 145.058, '03 9555 2300'],
  ['Ringwood', '44 Maroondah Highway', 'Ringwood', 'VIC', '3134', -37.815, 145.229, '03 9870 3400'],
  [
    'Essendon Fields',
    '2 Hargrave Avenue',
    'Essendon Fields',
    'VIC',
    '3041',
    -37.726,
    144.902,
    '03 9379 4500',
  ],
  ['Geelong', '120 Moorabool Street', 'Geelong', 'VIC', '3220', -38.1499, 144.3617, '03 5221 5600'],
  ['Ballarat', '28 Creswick Road', 'Ballarat Central', 'VIC', '3350', -37.5622, 143.8503, '03 5331 6700'],
  ['Bendigo', '212 High Street', 'Bendigo', 'VIC', '3550', -36.757, 144.2794, '03 5443 7800'],
  [
    'Fortitude Valley',
    '10 Church Street',
    'Fortitude Valley',
    'QLD',
    '4006',
    -27.457,
    153.035,
    '07 3252 1100',
  ],
  ['Springwood', '3368 Pacific Highway', 'Springwood', 'QLD', '4127', -27.613, 153.129, '07 3208 2200'],
  ['North Lakes', '9 Flinders Parade', 'North Lakes', 'QLD', '4509', -27.235, 153.021, '07 3482 3300'],
  ['Gold Coast', '52 Ashmore Road', 'Bundall', 'QLD', '4217', -28.01, 153.407, '07 5531 4400'],
  ['Sunshine Coast', '34 Maroochydore Road', 'Maroochydore', 'QLD', '4558', -26.658, 153.089, '07 5443 5500'],
  ['Toowoomba', '910 Ruthven Street', 'Toowoomba City', 'QLD', '4350', -27.5598, 151.9507, '07 4638 6600'],
  ['Townsville', '160 Duckworth Street', 'Garbutt', 'QLD', '4814', -19.266, 146.783, '07 4779 7700'],
  ['Cairns', '88 Mulgrave Road', 'Parramatta Park', 'QLD', '4870', -16.927, 145.765, '07 4051 8800'],
  ['Mile End', '39 Railway Terrace', 'Mile End', 'SA', '5031', -34.924, 138.568, '08 8354 1300'],
  ['Holden Hill', '987 North East Road', 'Holden Hill', 'SA', '5088', -34.849, 138.674, '08 8266 2400'],
  ['Mount Gambier', '17 Penola Road', 'Mount Gambier', 'SA', '5290', -37.829, 140.783, '08 8725 3500'],
  [
    'Osborne Park',
    '425 Scarborough Beach Road',
    'Osborne Park',
    'WA',
    '6017',
    -31.9,
    115.817,
    '08 9446 4600',
  ],
  ['Cannington', '1350 Albany Highway', 'Cannington', 'WA', '6107', -32.017, 115.935, '08 9451 5700'],
  ['Joondalup', '8 Winton Road', 'Joondalup', 'WA', '6027', -31.745, 115.766, '08 9300 6800'],
  ['Bunbury', '2 Sandridge Road', 'Bunbury', 'WA', '6230', -33.327, 115.641, '08 9721 7900'],
  ['Hobart', '230 Main Road', 'Moonah', 'TAS', '7009', -42.846, 147.304, '03 6228 1400'],
  ['Launceston', '100 Wellington Street', 'Launceston', 'TAS', '7250', -41.4332, 147.1441, '03 6331 2500'],
  ['Canberra', '80 Barrier Street', 'Fyshwick', 'ACT', '2609', -35.33, 149.175, '02 6280 3600'],
  ['Darwin', '380 Stuart Highway', 'Winnellie', 'NT', '0820', -12.428, 130.882, '08 8947 4700'],
];

const NZ_STORES: StoreTuple[] = [
  [
    'Mt Wellington',
    '20 Mount Wellington Highway',
    'Mount Wellington',
    'AUK',
    '1060',
    -36.905,
    174.842,
    '09 573 1100',
  ],
  ['Albany', '219 Don McKinnon Drive', 'Albany', 'AUK', '0632', -36.728, 174.701, '09 414 2200'],
  ['Manukau', '5 Cavendish Drive', 'Manukau', 'AUK', '2104', -36.993, 174.88, '09 262 3300'],
  ['Hamilton', '20 The Boulevard', 'Te Rapa', 'WKO', '3200', -37.743, 175.226, '07 849 4400'],
  ['Tauranga', '10 Maru Street', 'Mount Maunganui', 'BOP', '3116', -37.669, 176.215, '07 575 5500'],
  ['Petone', '27 Jackson Street', 'Petone', 'WGN', '5012', -41.224, 174.88, '04 568 6600'],
  ['Christchurch', '55 Clarence Street', 'Riccarton', 'CAN', '8011', -43.537, 172.603, '03 348 7700'],
  ['Dunedin', '40 Andersons Bay Road', 'South Dunedin', 'OTA', '9012', -45.88, 170.503, '03 455 8800'],
  ['Palmerston North', '300 Main Street', 'Palmerston North', 'MWT', '4410', -40.356, 175.611, '06 356 9900'],
  ['Queenstown', '5 Grant Road', 'Frankton', 'OTA', '9300', -45.02, 168.733, '03 442 1200'],
];

const DAYS: OpenTime['day'][] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

function openTimes(rng: Rng, appointmentOnly: boolean): OpenTime[] {
  const lateThursday = rng.chance(0.5);
  const sundayOpen = !appointmentOnly && rng.chance(0.7);
  return DAYS.map((day, i): OpenTime => {
    if (appointmentOnly)
      return i < 5
        ? { day, isOpen: true, openTime: '10:00', closeTime: '16:00' }
        : { day, isOpen: false, openTime: null, closeTime: null };
    if (i < 5)
      return { day, isOpen: true, openTime: '09:00', closeTime: lateThursday && i === 3 ? '21:00' : '17:30' };
    if (i === 5) return { day, isOpen: true, openTime: '09:00', closeTime: '17:00' };
    return sundayOpen
      ? { day, isOpen: true, openTime: '10:00', closeTime: '16:00' }
      : { day, isOpen: false, openTime: null, closeTime: null };
  });
}

const APPOINTMENT_ONLY = new Set(['Bendigo', 'Mount Gambier', 'Darwin', 'Queenstown', 'Tamworth']);
const VIRTUAL_TOURS: Record<string, string> = {
  Alexandria: 'eGq3tK9sWmB',
  Richmond: 'p7ZrN2yLcQx',
  'Osborne Park': 'Hk4wV8dJtRf',
  'Mt Wellington': 'Ty6mB1nXsPa',
};

export const WAREHOUSES: (NewWarehouse & { id: number })[] = [
  {
    id: 1,
    locationCode: 'NSW1',
    name: 'Moorebank Distribution Centre',
    state: 'NSW',
    country: 'AU',
    latitude: -33.944,
    longitude: 150.924,
  },
  {
    id: 2,
    locationCode: 'VIC1',
    name: 'Truganina Distribution Centre',
    state: 'VIC',
    country: 'AU',
    latitude: -37.818,
    longitude: 144.735,
  },
  {
    id: 3,
    locationCode: 'QLD1',
    name: 'Larapinta Distribution Centre',
    state: 'QLD',
    country: 'AU',
    latitude: -27.64,
    longitude: 152.998,
  },
  {
    id: 4,
    locationCode: 'SA1',
    name: 'Gepps Cross Warehouse',
    state: 'SA',
    country: 'AU',
    latitude: -34.846,
    longitude: 138.603,
  },
  {
    id: 5,
    locationCode: 'WA1',
    name: 'Kewdale Warehouse',
    state: 'WA',
    country: 'AU',
    latitude: -31.979,
    longitude: 115.951,
  },
  {
    id: 6,
    locationCode: 'TAS1',
    name: 'Derwent Park Warehouse',
    state: 'TAS',
    country: 'AU',
    latitude: -42.835,
    longitude: 147.292,
  },
  {
    id: 7,
    locationCode: 'ACT1',
    name: 'Hume Warehouse',
    state: 'ACT',
    country: 'AU',
    latitude: -35.384,
    longitude: 149.162,
  },
  {
    id: 8,
    locationCode: 'NT1',
    name: 'Berrimah Warehouse',
    state: 'NT',
    country: 'AU',
    latitude: -12.435,
    longitude: 130.918,
  },
  {
    id: 9,
    locationCode: 'NZN1',
    name: 'East Tamaki Distribution Centre (North Island)',
    state: 'AUK',
    country: 'NZ',
    latitude: -36.948,
    longitude: 174.897,
  },
  {
    id: 10,
    locationCode: 'NZS1',
    name: 'Hornby Distribution Centre (South Island)',
    state: 'CAN',
    country: 'NZ',
    latitude: -43.545,
    longitude: 172.523,
  },
];

const SOUTH_ISLAND = new Set(['CAN', 'OTA', 'STL', 'NSN', 'TAS', 'MBH', 'WTC']);

function warehouseFor(country: Country, state: string): string {
  if (country === 'NZ') return SOUTH_ISLAND.has(state) ? 'NZS1' : 'NZN1';
  return `${state}1`;
}

export function buildStores(seed: number): (NewStore & { id: number })[] {
  const rng = Rng.derive(seed, 3);
  const all = [...AU_STORES.map((s) => ['AU', s] as const), ...NZ_STORES.map((s) => ['NZ', s] as const)];
  return all.map(([country, [name, address, suburb, state, postcode, latitude, longitude, phone]], i) => {
    const appointment = APPOINTMENT_ONLY.has(name);
    const storeUri = slugify(name);
    return {
      id: i + 1,
      storeId: 100 + i * 3,
      name,
      storeUri,
      address,
      suburb,
      state,
      postcode,
      country,
      phone,
      latitude,
      longitude,
      isAppointmentOnly: appointment,
      openTimes: openTimes(rng, appointment),
      thumbImg: `/images/demo/store/${storeUri}.svg`,
      virtualTourId: VIRTUAL_TOURS[name] ?? null,
      nearestWarehouseCode: warehouseFor(country, state),
    };
  });
}
