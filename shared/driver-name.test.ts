import { describe, expect, it } from 'vitest';
import { driverNameInSentence } from './driver-name';

describe('driver names in a sentence', () => {
  it('lower-cases the French titles’ leading “Driver” and leaves brand names and English titles alone', () => {
    expect(driverNameInSentence('Driver passerelle Velux KLF 200', 'fr')).toBe(
      'driver passerelle Velux KLF 200',
    );
    expect(driverNameInSentence('Velux KLF 200 gateway driver', 'en')).toBe('Velux KLF 200 gateway driver');
    expect(driverNameInSentence('Velux KLF 200 : passerelle', 'fr')).toBe('Velux KLF 200 : passerelle');
    expect(driverNameInSentence('Drivers Opale', 'fr')).toBe('Drivers Opale');
  });
});
