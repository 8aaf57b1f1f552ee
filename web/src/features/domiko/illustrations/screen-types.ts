import type { Device } from '@/features/domiko/domiko-features';
import type { IconName } from './icons';
import type { ScreenMessageId } from './screen-messages-en';

/** A figure, a time or a unit that reads the same in every language: drawn as it is. */
export interface AsIs {
  readonly asIs: string;
}

export const asIs = (text: string): AsIs => ({ asIs: text });

type WithoutPrefix<Id> = Id extends `domiko.screen.${infer Key}` ? Key : never;

/**
 * A message of the screens' catalogue as the screens name it, without the `domiko.screen.` every id of that
 * catalogue starts with: `ceiling` is drawn as the message `domiko.screen.ceiling`.
 */
export type ScreenKey = WithoutPrefix<ScreenMessageId>;

export const screenMessageId = (key: ScreenKey): ScreenMessageId => `domiko.screen.${key}`;

/** A label drawn in a screen: a message of the screens' catalogue, or a figure drawn as it is. */
export type Text = ScreenKey | AsIs;

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

interface Tile {
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
