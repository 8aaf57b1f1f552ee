import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/language';
import { testSettings } from '@/testing/domiko-test-settings';
import { useLanguageStore } from '@/i18n/language-store';
import { SettingsContext } from '@/lib/settings';
import { domikoContentEn } from './domiko-content-en';
import { domikoContentFr } from './domiko-content-fr';
import type { FeatureId } from './domiko-features';
import { domikoMessages } from './domiko-messages';
import { FeatureSection } from './feature-section';
import { screenCatalogue } from './illustrations/screen-catalogue';

const content = { en: domikoContentEn, fr: domikoContentFr };
const messages: Record<Language, Record<string, string>> = domikoMessages;

beforeAll(async () => {
  for (const language of ['fr', 'en'] as const) {
    useLanguageStore.setState({ language });
    await screenCatalogue.preload();
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(language: Language, id: FeatureId, heading: 'h1' | 'h2') {
  useLanguageStore.setState({ language });
  render(
    <SettingsContext.Provider value={testSettings}>
      <IntlProvider locale={language} messages={messages[language]}>
        <FeatureSection id={id} copy={content[language][id]} tone="dark" reverse={false} heading={heading} />
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

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
      renderSection(language, 'intro', 'h1');
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(section).getByText(point)).toBeInTheDocument();
      expect(section.textContent).not.toMatch(/\{(app|brand)\}/);
    },
  );

  it.each([
    {
      language: 'en',
      names: [
        'Lighting of the living room in Domix on a phone: two dimmers, three switches and the lighting moods',
        'Lighting of the whole house in Domix on a tablet: every room, colour temperature and the all-off button',
      ],
    },
    {
      language: 'fr',
      names: [
        'L’éclairage du salon dans Domix sur téléphone : deux variateurs, trois interrupteurs et les ambiances',
        'L’éclairage de toute la maison dans Domix sur tablette : chaque pièce, la température de couleur et le bouton tout éteindre',
      ],
    },
  ] as const)(
    'names both screens of a section far from the viewport in $language, before they are drawn',
    ({ language, names }) => {
      // An observer that never reports the section near: its screens stay undrawn frames.
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      renderSection(language, 'lighting', 'h2');
      const stage = screen.getByRole('group');
      const frames = within(stage).getAllByRole('img');
      expect(frames).toHaveLength(2);
      names.forEach((name, i) => expect(frames[i]).toHaveAccessibleName(name));
      expect(stage.querySelector('text')).toBeNull();
    },
  );
});
