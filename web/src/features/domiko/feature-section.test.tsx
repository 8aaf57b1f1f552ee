import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/language';
import { testSettings } from '@/testing/domiko-test-settings';
import { SettingsContext } from '@/lib/settings';
import { domikoContentEn } from './domiko-content-en';
import { domikoContentFr } from './domiko-content-fr';
import { domikoMessages } from './domiko-messages';
import { FeatureSection } from './feature-section';

const content = { en: domikoContentEn, fr: domikoContentFr };
const messages: Record<Language, Record<string, string>> = domikoMessages;

describe('FeatureSection', () => {
  it.each([
    {
      language: 'en',
      title: 'Domix, the whole house in one app',
      point: 'Built around your Brandix home processor',
    },
    {
      language: 'fr',
      title: 'Domix, toute la maison dans une seule application',
      point: 'Construite autour de votre processeur Brandix',
    },
  ] as const)(
    'shows the introduction in $language with the app and brand names',
    ({ language, title, point }) => {
      render(
        <SettingsContext.Provider value={testSettings}>
          <IntlProvider locale={language} messages={messages[language]}>
            <FeatureSection
              id="intro"
              copy={content[language].intro}
              tone="dark"
              reverse={false}
              heading="h1"
            />
          </IntlProvider>
        </SettingsContext.Provider>,
      );
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(section).getByText(point)).toBeInTheDocument();
      expect(section.textContent).not.toMatch(/\{(app|brand)\}/);
    },
  );
});
