import type { Page } from '@playwright/test';
import { expect, testWithWords } from './support/fixtures';

/** The business settings the server embedded in the page (the same ones the copy is built from). */
async function business(page: Page): Promise<{ email: string; controlSystemBrand: string; appName: string }> {
  const json = await page.locator('#app-settings').textContent();
  return (JSON.parse(json ?? '{}') as { business: never }).business;
}

/** Fails when the page is wider than the viewport (horizontal scrolling at 360 px). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** What the pages say, in each language. */
const copy = {
  en: {
    home: {
      h1: 'A home that responds to you',
      sections: [
        'Three trades, one coherent system',
        'How a project runs',
        /^Built on .+, programmed with care$/,
        'An app, services and drivers',
        'You install, we program',
        'Let’s talk about your home',
      ],
      links: [
        { name: 'Discuss your project', hash: '#/contact' },
        { name: /^Discover the \S+ app$/, hash: '#/domiko' },
        { name: 'See our services', hash: '#/prestation' },
        { name: 'Visit the store', hash: '#/store' },
        { name: 'The installer page', hash: '#/installateur' },
        { name: 'Contact us', hash: '#/contact' },
      ],
      experience: 'years of experience',
      process: 5,
    },
    services: {
      h1: 'From the first plan to the last line of code',
      intro: ['Planning and design', 'Project follow-up', 'Programming'],
      words: ['C#', 'HTML5 and React', 'Flutter', 'certified'],
      certified: 'Certified programmer',
      logosHeading: 'The tools of our trade',
    },
    installer: {
      h1: /programming partner$/,
      sections: ['Introduction', 'Service', 'Control system', 'Programming'],
      alt: /^Plan of a house/,
    },
    legalNote: 'Effective 24 January 2025',
    legal: {
      '/terms-use-alexa-skill': 'Alexa skill terms of use',
      '/privacy-policy-alexa-skill': 'Alexa skill privacy policy',
      '/privacy-policy-google-home': 'Google Home privacy policy',
      '/privacy-policy': 'App privacy policy',
    },
  },
  fr: {
    home: {
      h1: 'Une maison qui vous répond',
      sections: [
        'Trois métiers, un seul système cohérent',
        'Le déroulement d’un projet',
        /^Construit sur .+, programmé avec soin$/,
        'Une application, des prestations et des drivers',
        'Vous installez, nous programmons',
        'Parlons de votre maison',
      ],
      links: [
        { name: 'Parler de votre projet', hash: '#/contact' },
        { name: /^Découvrir l’application \S+$/, hash: '#/domiko' },
        { name: 'Voir nos prestations', hash: '#/prestation' },
        { name: 'Visiter la boutique', hash: '#/store' },
        { name: 'L’espace installateurs', hash: '#/installateur' },
        { name: 'Nous contacter', hash: '#/contact' },
      ],
      experience: 'années d’expérience',
      process: 5,
    },
    services: {
      h1: 'Du premier plan à la dernière ligne de code',
      intro: ['Étude et conception', 'Suivi de projet', 'Programmation'],
      words: ['C#', 'HTML5 et React', 'Flutter', 'certifié'],
      certified: 'Programmeur certifié',
      logosHeading: 'Les outils de notre métier',
    },
    installer: {
      h1: /^Votre partenaire de programmation/,
      sections: ['Introduction', 'Prestation', 'Système de pilotage', 'Programmation'],
      alt: /^Plan d’une maison/,
    },
    legalNote: 'En vigueur le 24 janvier 2025',
    legal: {
      '/terms-use-alexa-skill': 'Conditions d’utilisation de la skill Alexa',
      '/privacy-policy-alexa-skill': 'Politique de confidentialité de la skill Alexa',
      '/privacy-policy-google-home': 'Politique de confidentialité Google Home',
      '/privacy-policy': 'Politique de confidentialité de l’application',
    },
  },
} as const;

const test = testWithWords(copy);

test.describe('marketing pages', () => {
  test('home presents the business, its method and brand, and links to every offer', async ({
    page,
    words,
    consoleErrors,
  }) => {
    await page.goto('/#/');
    const settings = await business(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText(words.home.h1);
    const h2 = main.getByRole('heading', { level: 2 });
    await expect(h2).toHaveCount(words.home.sections.length);
    for (const [index, title] of words.home.sections.entries()) await expect(h2.nth(index)).toHaveText(title);
    await expect(main.getByText('15+', { exact: true })).toBeVisible();
    await expect(main.getByText(words.home.experience)).toBeVisible();
    await expect(main.getByText(settings.controlSystemBrand, { exact: true }).first()).toBeVisible();
    const process = main.getByRole('region', { name: words.home.sections[1] as string });
    await expect(process.getByRole('listitem')).toHaveCount(words.home.process);
    await expect(main.getByRole('img', { name: /.{20,}/ })).toHaveJSProperty('complete', true);

    for (const link of words.home.links) {
      await expect(main.getByRole('link', { name: link.name })).toHaveAttribute('href', link.hash);
    }
    await main.getByRole('link', { name: words.home.links[4].name }).click();
    await expect(page).toHaveURL(/#\/installateur$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.installer.h1);
    expect(consoleErrors).toEqual([]);
  });

  test('the service page covers the services, then the row of technology logos', async ({ page, words }) => {
    await page.goto('/#/prestation');
    const settings = await business(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.services.h1);
    for (const title of words.services.intro) {
      await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    for (const word of words.services.words) await expect(main).toContainText(word);
    const logos = main.getByRole('region', { name: words.services.logosHeading }).getByRole('img');
    await expect(logos).toHaveCount(6);
    const names = await logos.evaluateAll((images) =>
      images.map((image) => image.getAttribute('aria-label')),
    );
    expect(names).toEqual([
      words.services.certified,
      'C#',
      'Flutter',
      'HTML5',
      'KNX',
      settings.controlSystemBrand,
    ]);
    await expect(main.getByRole('link', { name: /.+/ }).last()).toHaveAttribute('href', '#/contact');
  });

  test('the installer page has a header image, then four alternating sections', async ({ page, words }) => {
    await page.goto('/#/installateur');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.installer.h1);
    const image = main.getByRole('img', { name: words.installer.alt });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(900);
    const sections = main.locator('section[data-tone]');
    await expect(sections).toHaveCount(4);
    expect(
      await sections.evaluateAll((all) => all.map((section) => section.getAttribute('data-tone'))),
    ).toEqual(['light', 'dark', 'light', 'dark']);
    for (const [index, eyebrow] of words.installer.sections.entries()) {
      await expect(sections.nth(index).locator('.eyebrow')).toHaveText(eyebrow);
      await expect(sections.nth(index).getByRole('heading', { level: 2 })).toBeVisible();
    }
    await expect(main.getByRole('link').first()).toHaveAttribute('href', '#/contact');
  });

  for (const route of Object.keys(copy.en.legal) as (keyof typeof copy.en.legal)[]) {
    test(`${route} shows the English text, a rule, then the French text`, async ({ page, language }) => {
      const title = copy[language].legal[route];
      await page.goto(`/#${route}`);
      const settings = await business(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(main).toContainText(copy[language].legalNote);

      const order = await main
        .locator('section[lang], hr')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.tagName === 'HR' || node.parentElement?.closest('section[lang]') === null)
            .map((node) => (node.tagName === 'HR' ? 'hr' : node.getAttribute('lang'))),
        );
      expect(order).toEqual(['en', 'hr', 'fr']);

      for (const [lang, effective] of [
        ['en', 'Effective date: 24 January 2025'],
        ['fr', 'Date d’effet : 24 janvier 2025'],
      ] as const) {
        const version = main.locator(`section[lang="${lang}"]`);
        await expect(version).toContainText(effective);
        const headings = version.getByRole('heading', { level: 3 });
        await expect(headings).toHaveCount(8);
        const texts = await headings.allTextContents();
        texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
        await expect(version.getByRole('link', { name: settings.email }).last()).toHaveAttribute(
          'href',
          `mailto:${settings.email}`,
        );
      }
    });
  }

  test('my pages fit a 360 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const route of ['/', '/prestation', '/installateur', ...Object.keys(copy.en.legal)]) {
      await page.goto(`/#${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});

test.describe('legal content', { tag: '@en-only' }, () => {
  test('the Alexa terms: the eight sections, French law, support e-mail in section 8', async ({ page }) => {
    await page.goto('/#/terms-use-alexa-skill');
    const en = page.locator('section[lang="en"]');
    await expect(en.getByRole('heading', { level: 3 })).toHaveText([
      '1. Use of the Skill',
      '2. User responsibilities',
      '3. Limitations of liability',
      '4. Intellectual property',
      '5. Termination',
      '6. Changes to these terms',
      '7. Governing law',
      '8. Contact us',
    ]);
    await expect(en).toContainText('governed by French law');
    await expect(page.locator('section[lang="fr"]')).toContainText('régies par le droit français');
    const contact = en.locator('section').last();
    await expect(contact.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  });

  /** Each privacy policy's English text states these points; the app's French text, these too. */
  const policies = [
    {
      name: 'the Alexa privacy policy states every point of the specification',
      route: '/privacy-policy-alexa-skill',
      points: [
        'Amazon Alexa user ID, your user name and your user email',
        'voice commands and the Skill’s responses',
        'status and functionality of the smart-home devices',
        'We do not use your information for marketing',
        'only with Amazon, the voice platform provider',
        'legal obligation or to protect the rights',
        'as long as the law requires',
        'Voice recordings are held by Amazon',
        'cannot guarantee absolute security',
        'this stops all data collection',
        'access to your data or its deletion',
        'updated effective date',
      ],
      french: [],
    },
    {
      name: 'the Google Home privacy policy states every point of the specification',
      route: '/privacy-policy-google-home',
      points: [
        'We do not store your Google user ID, your name or your email address',
        'Authentication tokens',
        'Device status and commands',
        'not used for advertising, analytics or marketing',
        'shared only with Google, the platform provider',
        'or when the law requires it',
        'unlinking it in the Google Home app',
        'deletion of your data by e-mail',
      ],
      french: [],
    },
    {
      name: 'the app privacy policy lists what push notifications collect, and nothing else',
      route: '/privacy-policy',
      points: [
        'third-party messaging service',
        'installation token',
        'device model',
        'language and time zone',
        'version of your operating system',
        'identifier and version',
        'The app collects nothing else',
        'directly with the home processor',
      ],
      french: ['jeton d’installation', 'fuseau horaire'],
    },
  ];
  for (const policy of policies) {
    test(policy.name, async ({ page }) => {
      await page.goto(`/#${policy.route}`);
      const en = page.locator('section[lang="en"]');
      for (const point of policy.points) await expect(en).toContainText(point);
      const fr = page.locator('section[lang="fr"]');
      for (const point of policy.french) await expect(fr).toContainText(point);
    });
  }

  test('the legal pages have a print stylesheet that keeps only the texts', async ({ page }) => {
    await page.goto('/#/privacy-policy-google-home');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('section[lang="fr"]')).toBeVisible();
  });
});

test('switching the language on the home page swaps its copy', { tag: '@en-only' }, async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A home that responds to you');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Une maison qui vous répond');
  await expect(page).toHaveTitle(/^Intégration/);
});
