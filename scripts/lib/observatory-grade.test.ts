import { describe, expect, it } from 'vitest';
import { gradeHeaders } from './observatory-grade';

const page = { origin: 'https://site.test', scriptUrls: ['/assets/index.js'] };
const strict = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('Observatory-style header grade', () => {
  it('gives A+ to a strict set of headers, with the framing and referrer bonuses', () => {
    const grade = gradeHeaders(strict, page);
    expect(grade.score).toBe(110);
    expect(grade.grade).toBe('A+');
  });

  it('gives D to a site sending none of the headers', () => {
    const grade = gradeHeaders({}, page);
    expect(grade.score).toBe(100 - 25 - 20 - 20 - 5);
    expect(grade.grade).toBe('D');
  });

  it('penalises unsafe-inline scripts and withholds bonuses below 90', () => {
    const grade = gradeHeaders(
      { ...strict, 'content-security-policy': "default-src 'self' 'unsafe-inline'" },
      page,
    );
    expect(grade.tests[0]?.result).toBe('csp-implemented-with-unsafe-inline');
    // 100 - 20 = 80 (< 90), so the +5 bonuses do not count; frame-ancestors is gone so X-Frame-Options is missing.
    expect(grade.score).toBe(60);
    expect(grade.grade).toBe('C+');
  });

  it('rewards default-src none', () => {
    const grade = gradeHeaders(
      {
        ...strict,
        'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
      },
      page,
    );
    expect(grade.score).toBe(120);
  });

  it('penalises a short HSTS max-age', () => {
    const grade = gradeHeaders({ ...strict, 'strict-transport-security': 'max-age=3600' }, page);
    expect(grade.tests[1]?.modifier).toBe(-10);
    expect(grade.score).toBe(90 + 10);
  });
});
