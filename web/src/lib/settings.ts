import { createContext, useContext } from 'react';
import type { PublicSettings } from '@shared/public-settings';

/** Reads the settings the server embedded in index.html; in `vite dev` they are fetched from the API. */
export async function loadSettings(doc: Document = document): Promise<PublicSettings> {
  const embedded = doc.getElementById('app-settings')?.textContent;
  if (embedded) return JSON.parse(embedded) as PublicSettings;
  const response = await fetch('/api/settings');
  if (!response.ok) throw new Error(`settings: HTTP ${response.status}`);
  return (await response.json()) as PublicSettings;
}

export const SettingsContext = createContext<PublicSettings | null>(null);

export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsContext');
  return settings;
}
