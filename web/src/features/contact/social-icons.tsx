import { createLucideIcon } from 'lucide-react';

/** Brand marks drawn with Lucide's icon factory, in the style of the other icons (Lucide has no brand icons). */
export const LinkedinIcon = createLucideIcon('linkedin-mark', [
  ['rect', { x: '2.5', y: '2.5', width: '19', height: '19', rx: '3', key: 'frame' }],
  ['path', { d: 'M7.5 10.5v6M7.5 7.5v.01M11.5 16.5v-6M11.5 13a2.5 2.5 0 0 1 5 0v3.5', key: 'letters' }],
]);

export const InstagramIcon = createLucideIcon('instagram-mark', [
  ['rect', { x: '2.5', y: '2.5', width: '19', height: '19', rx: '5.5', key: 'frame' }],
  ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
  ['path', { d: 'M17.5 6.5v.01', key: 'flash' }],
]);
