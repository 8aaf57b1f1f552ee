import type { Device, FeatureId } from '@/features/domiko/domiko-features';
import type { Screen, ScreenKey, Text, Tone, Trailing } from './screen-types';

/**
 * One section's screen on one device, its accessible name, title and subtitle the catalogue's
 * `<section>.<device>.alt`, `.title` and `.subtitle`.
 */
export function screen<D extends Device>(
  section: FeatureId,
  device: D,
  drawn: Omit<Screen, 'device' | 'alt' | 'title' | 'subtitle'>,
): Screen & { device: D } {
  const key = (part: 'alt' | 'title' | 'subtitle'): ScreenKey => `${section}.${device}.${part}`;
  return { device, alt: key('alt'), title: key('title'), subtitle: key('subtitle'), ...drawn };
}

/** A row ending in a switch, on or off. */
export const toggle = (on: boolean): Trailing => ({ kind: 'toggle', on });

/** A row ending in a check mark, ticked or an empty circle. */
export const check = (on: boolean): Trailing => ({ kind: 'check', on });

/** A row that opens more, with a word before its chevron. */
export const chevron = (text?: Text): Trailing => ({ kind: 'chevron', text });

/** A row ending in a value, in its tone (muted when none). */
export const value = (text: Text, tone?: Tone): Trailing => ({ kind: 'value', text, tone });

/** A row ending in a battery gauge filled to `level` (0 to 1), `text` beside it. */
export const battery = (level: number, text: Text): Trailing => ({ kind: 'battery', level, text });
