import type { Tone } from './screen-types';

/** The drawn app's colours: a dark interface whose accent is the site's brass. */
export const ui = {
  body: '#07090d',
  bezel: '#3a4454',
  screen: '#0d1118',
  bar: '#111720',
  card: '#171d27',
  raised: '#232b38',
  line: '#262f3c',
  text: '#f3efe6',
  muted: '#8f98a7',
  faint: '#586170',
  accent: '#d4a857',
  accentSoft: '#2f281b',
  onAccent: '#1a1408',
  track: '#2c3543',
  knob: '#fff8ea',
} as const;

export const toneColour: Record<Tone, string> = {
  accent: '#d4a857',
  success: '#5fc08a',
  danger: '#ea6b5f',
  info: '#66a9ea',
  muted: '#8f98a7',
};
