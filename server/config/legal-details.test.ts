import { describe, expect, it } from 'vitest';
import { legalDetailsSchema, sampleLegalDetails } from './legal-details';

describe('legalDetailsSchema', () => {
  it('accepts the sample details', () => {
    expect(legalDetailsSchema.safeParse(sampleLegalDetails).success).toBe(true);
  });

  it('refuses a name an invoice could not write: a noncharacter, a direction control, a reference to one', () => {
    for (const legalName of ['Dupré\uFFFF SARL', 'Dupré \u202ESARL', 'Dupré &#x202E;SARL', 'Dupré &#0;']) {
      const result = legalDetailsSchema.safeParse({ ...sampleLegalDetails, legalName });
      expect(result.error?.issues[0]?.path, legalName).toEqual(['legalName']);
    }
  });
});
