/** Demo brands: real appliance makers (names only, no logos) and invented furniture makers. */
export interface BrandDef {
  name: string;
  /** Two or three letters that start the brand's model codes. */
  prefix: string;
  restricted?: boolean;
  /** Wordmark colour for the generated brand thumbnail. */
  colour: string;
}

export const BRAND_DEFS: readonly BrandDef[] = [
  { name: 'Miele', prefix: 'M', restricted: true, colour: '#8c0014' },
  { name: 'Samsung', prefix: 'SR', colour: '#1428a0' },
  { name: 'LG', prefix: 'GF', colour: '#a50034' },
  { name: 'Fisher & Paykel', prefix: 'RF', colour: '#222222' },
  { name: 'Bosch', prefix: 'KG', colour: '#e20015' },
  { name: 'Westinghouse', prefix: 'WH', colour: '#003a70' },
  { name: 'Electrolux', prefix: 'EH', colour: '#041e50' },
  { name: 'Smeg', prefix: 'SA', colour: '#231f20' },
  { name: 'Asko', prefix: 'DW', colour: '#4b4f54' },
  { name: 'Breville', prefix: 'BES', colour: '#5b2c1b' },
  { name: "De'Longhi", prefix: 'EC', colour: '#0b2a4a' },
  { name: 'Dyson', prefix: 'DY', colour: '#7b2c8f' },
  { name: 'Sony', prefix: 'XR', colour: '#000000' },
  { name: 'Panasonic', prefix: 'NN', colour: '#0041c0' },
  { name: 'Haier', prefix: 'HR', colour: '#005aab' },
  { name: 'Hisense', prefix: 'HS', colour: '#00a5a8' },
  { name: 'Whirlpool', prefix: 'WF', colour: '#e87722' },
  { name: 'Beko', prefix: 'BK', colour: '#0066b3' },
  { name: 'Omega', prefix: 'OO', colour: '#333f48' },
  { name: 'Euromaid', prefix: 'EM', colour: '#b5121b' },
  { name: 'Daikin', prefix: 'FT', colour: '#0097e0' },
  { name: 'Mitsubishi Electric', prefix: 'MSZ', colour: '#e60012' },
  { name: 'Weber', prefix: 'WB', colour: '#d31245' },
  { name: 'TCL', prefix: 'TC', colour: '#e4002b' },
  { name: 'Sharp', prefix: 'SH', colour: '#d0021b' },
  { name: 'Neff', prefix: 'NF', colour: '#8a1538' },
  { name: 'AEG', prefix: 'AE', colour: '#e2001a' },
  { name: 'Simpson', prefix: 'SW', colour: '#00447c' },
  { name: 'Chef', prefix: 'CF', colour: '#c8102e' },
  { name: 'Liebherr', prefix: 'LB', colour: '#4d5358' },
  { name: 'Jura', prefix: 'JE', colour: '#1d1d1b' },
  { name: 'Shark', prefix: 'IZ', colour: '#00263a' },
  { name: 'iRobot', prefix: 'RB', colour: '#6cc24a' },
  { name: 'Fujitsu', prefix: 'AS', colour: '#e60012' },
  { name: 'Sonos', prefix: 'SN', colour: '#000000' },
  { name: 'Ziegler & Brown', prefix: 'ZB', colour: '#2f2f2f' },
  { name: 'Harbour & Oak', prefix: 'HO', colour: '#4a3b2a' },
  { name: 'Kauri Living', prefix: 'KL', colour: '#2e5a3a' },
  { name: 'Coastline Home', prefix: 'CH', colour: '#2a6f8f' },
  { name: 'Banksia Furniture', prefix: 'BF', colour: '#8a5a2b' },
  { name: 'Ironbark & Co', prefix: 'IB', colour: '#3d3d3d' },
  { name: 'Southerly Outdoor', prefix: 'SO', colour: '#3b7a57' },
  { name: 'Drift Sleep', prefix: 'DS', colour: '#4b4a8c' },
];
