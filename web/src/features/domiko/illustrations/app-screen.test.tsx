import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/language';
import { testSettings } from '@/testing/domiko-test-settings';
import { SettingsContext } from '@/lib/settings';
import { AppScreen } from './app-screen';
import { screenMessagesEn } from './screen-messages-en';
import { screenMessagesFr } from './screen-messages-fr';
import { featureScreens } from './screens';

const catalogues = { en: screenMessagesEn, fr: screenMessagesFr };

function renderScreen(
  language: Language,
  drawn: (typeof featureScreens)[keyof typeof featureScreens][number],
) {
  render(
    <SettingsContext.Provider value={testSettings}>
      <IntlProvider locale={language}>
        <AppScreen screen={drawn} messages={catalogues[language]} eager />
      </IntlProvider>
    </SettingsContext.Provider>,
  );
}

describe('AppScreen', () => {
  it.each([
    {
      language: 'en',
      name: 'The Domix home screen on a tablet: temperatures, lights, shades, alarm, scenes and the music playing',
      labels: ['Good evening, Claire', 'Home · everything is in order', '21.5°', 'Lights', 'SCENES'],
    },
    {
      language: 'fr',
      name: 'L’écran d’accueil de Domix sur tablette : températures, lumières, volets, alarme, scénarios et musique en cours',
      labels: ['Bonsoir Claire', 'Maison · tout est en ordre', '21,5°', 'Lumières', 'SCÉNARIOS'],
    },
  ] as const)('draws the home screen in $language, the app name filled in', ({ language, name, labels }) => {
    renderScreen(language, featureScreens.intro[0]);
    const drawing = screen.getByRole('img', { name });
    for (const label of labels) expect(within(drawing).getByText(label)).toBeInTheDocument();
    // Figures and names read the same in both languages.
    expect(within(drawing).getByText('14°')).toBeInTheDocument();
    expect(within(drawing).getByText('Miles Davis')).toBeInTheDocument();
  });

  it.each([
    ['en', 'LIVE', 'Driveway'],
    ['fr', 'EN DIRECT', 'Allée'],
  ] as const)('labels a live camera in %s', (language, live, title) => {
    renderScreen(language, featureScreens.cameras[0]);
    const drawing = screen.getByRole('img');
    expect(within(drawing).getByText(live)).toBeInTheDocument();
    expect(within(drawing).getAllByText(title).length).toBeGreaterThan(0);
  });

  it('draws the control-system brand where a label names it', () => {
    renderScreen('fr', featureScreens.drivers[1]);
    expect(screen.getByRole('img').textContent).toMatch(/Brandix/);
    expect(screen.getByRole('img').textContent).not.toMatch(/\{(app|brand)\}/);
  });
});
