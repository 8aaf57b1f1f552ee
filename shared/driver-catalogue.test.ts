import { describe, expect, it } from 'vitest';
import { driverCatalogue, driverTitleKeys, findDriver } from './driver-catalogue';
import { MAC_ADDRESS_PATTERN, normaliseMac } from './message-payloads';

describe('driver catalogue', () => {
  it('holds the five drivers of the spec with their prices', () => {
    expect(driverCatalogue.map((d) => [d.title.en, d.priceExclVat])).toEqual([
      ['Velux KLF 200 gateway driver', 250],
      ['Risco alarm driver', 250],
      ['Opale TV mirror-screen serial driver', 0],
      ['Netatmo heating (energy) driver', 150],
      ['Netatmo weather station driver', 50],
    ]);
    expect(driverCatalogue.map((d) => d.titleKey)).toEqual([...driverTitleKeys]);
    expect(findDriver('risco-alarm')?.packageFile).toBe('risco_alarm.c4z');
    expect(new Set(driverCatalogue.flatMap((d) => [d.helpFile, d.packageFile])).size).toBe(10);
  });

  it('says in the weather station description that data is polled every 10 minutes', () => {
    const weather = findDriver('netatmo-weather-station');
    expect(weather?.description.en).toContain('polled every 10 minutes');
    expect(weather?.description.fr).toContain('toutes les 10 minutes');
  });
});

describe('MAC address rule', () => {
  const pattern = new RegExp(`^${MAC_ADDRESS_PATTERN}$`, 'v');
  it.each(['00:0F:FF:12:34:56', '00-0f-ff-12-34-5a', '000FFF123456', 'aa-bb-cc-dd-ee-ff', 'aabb.ccdd.eeff'])(
    'accepts %s',
    (mac) => {
      expect(pattern.test(mac)).toBe(true);
    },
  );
  it.each([
    '00:0F:FF:12:34',
    '00:0F:FF:12:34:5G',
    '00:0F-FF:12:34:56',
    '000FFF12345',
    '000FFF1234567',
    'aabb.ccdd:eeff',
    'aabb.ccdd.eef',
    'aa:bb:cc:dd:ee:ff\n',
  ])('refuses %s', (mac) => {
    expect(pattern.test(mac)).toBe(false);
  });
  it('normalises every accepted form to upper case with colons', () => {
    for (const mac of ['00-0f-ff-12-34-5a', '000fff12345a', '000f.ff12.345a', '00:0F:FF:12:34:5a'])
      expect(normaliseMac(mac)).toBe('00:0F:FF:12:34:5A');
  });
});
