import { describe, expect, it } from 'vitest';
import { ipv4ToNumber, parseGeoIpCsv } from './geoip.ts';

describe('parseGeoIpCsv', () => {
  const table = parseGeoIpCsv(
    [
      '# comment',
      '',
      '192.0.2.0/24,nz',
      '"198.51.100.0","198.51.100.127","AU"',
      '3405803776,3405804031,US',
    ].join('\n'),
  );

  it('finds the country of an address inside a CIDR, dotted or numeric range, at both ends', () => {
    expect(table.size).toBe(3);
    expect(table.lookup('192.0.2.0')).toBe('NZ');
    expect(table.lookup('192.0.2.255')).toBe('NZ');
    expect(table.lookup('::ffff:192.0.2.7')).toBe('NZ');
    expect(table.lookup('198.51.100.127')).toBe('AU');
    expect(table.lookup('203.0.113.0')).toBe('US');
  });

  it('knows nothing of other, IPv6 or malformed addresses', () => {
    expect(table.lookup('198.51.100.128')).toBeNull();
    expect(table.lookup('192.0.1.255')).toBeNull();
    expect(table.lookup('2001:db8::1')).toBeNull();
    expect(table.lookup('192.0.2')).toBeNull();
    expect(table.lookup(undefined)).toBeNull();
  });

  it('refuses unreadable lines with their number, and overlapping ranges', () => {
    expect(() => parseGeoIpCsv('192.0.2.0/24,NZ\n192.0.2.0/33,AU')).toThrow('line 2');
    expect(() => parseGeoIpCsv('10.0.0.9,10.0.0.1,AU')).toThrow('line 1');
    expect(() => parseGeoIpCsv('10.0.0.0/8,Australia')).toThrow('line 1');
    expect(() => parseGeoIpCsv('10.0.0.0/8,AU\n10.1.0.0/16,NZ')).toThrow('overlapping');
  });
});

describe('ipv4ToNumber', () => {
  it('reads dotted quads only', () => {
    expect(ipv4ToNumber('255.255.255.255')).toBe(0xffffffff);
    expect(ipv4ToNumber('1.2.3.256')).toBeNull();
    expect(ipv4ToNumber('1.2.3.x')).toBeNull();
    expect(ipv4ToNumber('0.0.0.0')).toBe(0);
    expect(ipv4ToNumber('10.1.2.3')).toBe(0x0a010203);
    expect(ipv4ToNumber('001.002.003.004')).toBe(0x01020304);
    for (const bad of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '1..3.4',
      '.1.2.3',
      '1.2.3.',
      '1.2.3.0004',
      '1.2.3.-4',
      '::1',
      '1.2.3.4 ',
      '１.2.3.4',
    ]) {
      expect(ipv4ToNumber(bad), bad).toBeNull();
    }
  });
});
