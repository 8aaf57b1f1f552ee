import { describe, expect, it } from 'vitest';
import { newLicenceSigner } from '../../../testing/licences';
import type { LicenceKeyProblem } from '../../../lib/licence-key/licence-key';
import { licenceSigningStatus } from './licence-signing-status';

const unavailable = (problem: LicenceKeyProblem) => ({ status: 'unavailable', problem, detail: '' }) as const;

describe('licenceSigningStatus', () => {
  it('says licences can be issued when the key is ready', () => {
    expect(licenceSigningStatus({ status: 'ready', signer: newLicenceSigner() }, 'fr')).toEqual({
      available: true,
    });
  });

  it('tells the owner, in their language, why not and how to fix it', () => {
    expect(licenceSigningStatus(unavailable('not_configured'), 'en')).toEqual({
      available: false,
      reason: expect.stringMatching(
        /^Licences cannot be issued: no signing key is configured .*“npm run licences -- keygen PATH”/,
      ),
    });
    expect(licenceSigningStatus(unavailable('not_configured'), 'fr')).toEqual({
      available: false,
      reason: expect.stringMatching(/^Les licences ne peuvent pas être émises : aucune clé de signature/),
    });
  });

  it.each([
    ['en', /^Licences cannot be issued: /],
    ['fr', /^Les licences ne peuvent pas être émises : /],
  ] as const)('words each problem its own way (%s)', (language, opening) => {
    const problems = ['not_configured', 'unreadable', 'not_rsa', 'too_short'] as const;
    const reasons = problems.map((problem) => {
      const status = licenceSigningStatus(unavailable(problem), language);
      return status.available ? '' : status.reason;
    });
    for (const reason of reasons) expect(reason).toMatch(opening);
    expect(new Set(reasons).size).toBe(problems.length);
  });
});
