/**
 * Grades HTTP response headers the way the Mozilla HTTP Observatory does: a score starting at 100, its
 * published penalties per test, bonuses counted only once the score is at least 90, and its grade chart.
 * Redirection to HTTPS and cookies are not observable on a loopback HTTP server and are reported as such.
 */
interface GradedTest {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  tests: GradedTest[];
}

type Headers = Record<string, string | undefined>;

function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function gradeCsp(value: string | undefined): GradedTest {
  if (!value) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(value);
  const defaultSrc = csp.get('default-src');
  const effective = (name: string) => csp.get(name) ?? defaultSrc ?? [];
  const scriptSrc = effective('script-src');
  const styleSrc = effective('style-src');
  const insecure = (sources: string[]) =>
    sources.some((s) => s === 'http:' || s.startsWith('http://') || s === '*');
  const passive = ['img-src', 'media-src'].some((name) => insecure(effective(name)));
  const active = ['script-src', 'object-src', 'style-src', 'connect-src', 'frame-src', 'font-src'].some(
    (name) => insecure(effective(name)),
  );
  if (!defaultSrc && !csp.get('script-src')) {
    return {
      test: 'content-security-policy',
      result: 'csp-header-invalid (no default-src nor script-src)',
      modifier: -25,
    };
  }
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes('data:')) {
    return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (active)
    return { test: 'content-security-policy', result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scriptSrc.includes("'unsafe-eval'")) {
    return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  if (passive) {
    return {
      test: 'content-security-policy',
      result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      modifier: -10,
    };
  }
  if (styleSrc.includes("'unsafe-inline'")) {
    return {
      test: 'content-security-policy',
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
    };
  }
  if (defaultSrc?.length === 1 && defaultSrc[0] === "'none'") {
    return {
      test: 'content-security-policy',
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      modifier: 10,
    };
  }
  return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function gradeHsts(value: string | undefined): GradedTest {
  if (!value) return { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge))
    return { test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < 15_552_000) {
    return {
      test: 'strict-transport-security',
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    };
  }
  return {
    test: 'strict-transport-security',
    result: 'hsts-implemented-max-age-at-least-six-months',
    modifier: 0,
  };
}

function gradeFraming(xfo: string | undefined, csp: string | undefined): GradedTest {
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) {
    return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) {
    return { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  if (xfo) return { test: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20 };
  return { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
}

function gradeNosniff(value: string | undefined): GradedTest {
  if (value?.trim().toLowerCase() === 'nosniff') {
    return { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 };
  }
  return {
    test: 'x-content-type-options',
    result: value ? 'x-content-type-options-header-invalid' : 'x-content-type-options-not-implemented',
    modifier: -5,
  };
}

function gradeReferrer(value: string | undefined): GradedTest {
  if (!value) return { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 };
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) {
    return { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { test: 'referrer-policy', result: 'referrer-policy-header-invalid', modifier: -5 };
}

function gradeCorp(value: string | undefined): GradedTest {
  if (!value) return { test: 'cross-origin-resource-policy', result: 'corp-not-implemented', modifier: 0 };
  const policy = value.trim().toLowerCase();
  if (policy === 'same-origin' || policy === 'same-site') {
    return { test: 'cross-origin-resource-policy', result: `corp-implemented-with-${policy}`, modifier: 0 };
  }
  if (policy === 'cross-origin') {
    return {
      test: 'cross-origin-resource-policy',
      result: 'corp-implemented-with-cross-origin',
      modifier: 0,
    };
  }
  return { test: 'cross-origin-resource-policy', result: 'corp-header-invalid', modifier: -5 };
}

function gradeSri(scriptUrls: string[], origin: string): GradedTest {
  if (scriptUrls.length === 0)
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-and-no-scripts-loaded',
      modifier: 0,
    };
  const external = scriptUrls.filter((url) => new URL(url, origin).origin !== origin);
  if (external.length === 0) {
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    };
  }
  return {
    test: 'subresource-integrity',
    result: 'sri-not-implemented-but-external-scripts-loaded-securely',
    modifier: -5,
  };
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

export function gradeHeaders(headers: Headers, page: { origin: string; scriptUrls: string[] }): Grade {
  const lower: Headers = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const tests: GradedTest[] = [
    gradeCsp(lower['content-security-policy']),
    gradeHsts(lower['strict-transport-security']),
    gradeFraming(lower['x-frame-options'], lower['content-security-policy']),
    gradeNosniff(lower['x-content-type-options']),
    gradeReferrer(lower['referrer-policy']),
    gradeCorp(lower['cross-origin-resource-policy']),
    gradeSri(page.scriptUrls, page.origin),
    {
      test: 'cookies',
      result: lower['set-cookie'] ? 'cookies-set (check Secure/HttpOnly/SameSite)' : 'cookies-not-found',
      modifier: 0,
    },
    {
      test: 'cross-origin-opener-policy',
      result: lower['cross-origin-opener-policy']
        ? `coop: ${lower['cross-origin-opener-policy']}`
        : 'coop-not-implemented',
      modifier: 0,
    },
    {
      test: 'redirection',
      result: 'not observable on loopback HTTP: HTTPS redirect is the proxy’s (docs/operations.md)',
      modifier: 0,
    },
  ];
  const penalties = tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = gradeChart.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, tests };
}
