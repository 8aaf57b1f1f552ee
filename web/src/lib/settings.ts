import { createContext, useContext } from 'react';
import type { PublicSettings } from '@shared/public-settings';

/** Reads the settings the server embedded in index.html; in `vite dev` they are fetched from the API. */
export async function loadSettings(doc: Document = document): Promise<PublicSettings> {
  const embedded = doc.getElementById('app-settings')?.textContent;
  if (embedded) return JSON.parse(embedded) as PublicSettings;
  // Loaded on demand: a built page always has the embedded settings, so the client stays out of its entry.
  const { getJson } = await import('./api-client');
  return getJson<PublicSettings>('/api/settings');
}

export const SettingsContext = createContext<PublicSettings | null>(null);

export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsContext');
  return settings;
}
