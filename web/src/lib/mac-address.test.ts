import { describe, expect, it } from 'vitest';
import { formatMac } from './mac-address';

describe('formatMac', () => {
  it('writes the twelve digits the processor reports in pairs separated by colons', () => {
    expect(formatMac('000FFF12AB56')).toBe('00:0F:FF:12:AB:56');
    expect(formatMac('00-0f-ff-12-ab-56')).toBe('00:0F:FF:12:AB:56');
  });

  it('leaves anything else as it came', () => {
    expect(formatMac('000FFF')).toBe('000FFF');
  });
});
