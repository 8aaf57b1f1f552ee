import type { Device } from '@/features/domiko/domiko-features';
import type { Locale } from '@/i18n/bilingual';
import type { IconName } from './icons';

/** A label drawn in a screen: one string when it reads the same in both languages, else both versions. */
export type Text = string | { readonly en: string; readonly fr: string };

export const t = (en: string, fr: string): Text => ({ en, fr });

/** Fills a label for one language; `{app}` and `{brand}` stand for the configured app and brand names. */
export function say(text: Text, locale: Locale, names: { app: string; brand: string }): string {
  const raw = typeof text === 'string' ? text : text[locale];
  return raw.replaceAll('{app}', names.app).replaceAll('{brand}', names.brand);
}

export type Tone = 'accent' | 'success' | 'danger' | 'info' | 'muted';

export type Trailing =
  | { kind: 'toggle'; on: boolean }
  | { kind: 'value'; text: Text; tone?: Tone }
  | { kind: 'chevron'; text?: Text }
  | { kind: 'battery'; level: number; text: Text }
  | { kind: 'check'; on: boolean };

export interface Row {
  icon?: IconName;
  /** Shown in a round avatar instead of an icon (people). */
  initials?: string;
  tone?: Tone;
  label: Text;
  detail?: Text;
  trailing?: Trailing;
}

export interface Tile {
  icon: IconName;
  label: Text;
  state: Text;
  active?: boolean;
}

export type Block =
  | { kind: 'label'; text: Text; action?: Text }
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'slider'; icon: IconName; label: Text; value: number; text: Text }
  | { kind: 'tiles'; columns: 2 | 3; tiles: Tile[] }
  | {
      kind: 'chart';
      style: 'bars' | 'line';
      title: Text;
      value: Text;
      data: number[];
      axis: Text[];
      highlight?: number;
      height?: number;
    }
  | {
      kind: 'camera';
      label: Text;
      time: string;
      scene: 'driveway' | 'garden' | 'door' | 'living';
      live: boolean;
    }
  | { kind: 'dial'; value: Text; caption: Text; level: number; mode: Text; icon: IconName }
  | { kind: 'media'; title: Text; artist: Text; progress: number; cover: 0 | 1 | 2 }
  | {
      kind: 'buttons';
      buttons: { label: Text; icon?: IconName; tone?: 'accent' | 'neutral' | 'danger' | 'success' }[];
    }
  | { kind: 'segmented'; options: Text[]; selected: number }
  | { kind: 'keypad'; code: number }
  | { kind: 'qr'; caption: Text }
  | { kind: 'stats'; stats: { label: Text; value: Text; tone?: Tone }[] }
  | { kind: 'notice'; icon: IconName; title: Text; body: Text; time: Text; tone?: Tone }
  | { kind: 'fields'; fields: { label: Text; value: Text; icon?: IconName }[] }
  | { kind: 'steps'; steps: Text[]; current: number }
  | { kind: 'shades'; shades: { label: Text; position: number }[] }
  | { kind: 'flow'; items: { icon: IconName; label: Text; detail: Text }[] }
  | { kind: 'dpad' }
  | { kind: 'spacer'; height: number };

export interface Screen {
  device: Device;
  /** The illustration's accessible name. */
  alt: Text;
  title: Text;
  subtitle?: Text;
  back?: boolean;
  /** Highlighted item of the bottom tab bar, if the screen shows it. */
  tab?: 0 | 1 | 2 | 3;
  /** A phone has one column; a tablet one or two. */
  columns: Block[][];
}
