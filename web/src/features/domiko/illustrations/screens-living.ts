import type { FeatureId } from '@/features/domiko/domiko-features';
import { check, chevron, screen, toggle, value } from './screen-builders';
import { asIs, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the everyday features: what the household uses from the sofa. */
export const livingScreens = {
  intro: [
    screen('intro', 'tablet', {
      tab: 0,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: 'inside', value: '21point5Degrees' },
              { label: 'outside', value: asIs('14°'), tone: 'info' },
            ],
          },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'bulb', label: 'lights', state: '4On', active: true },
              { icon: 'blinds', label: 'shades', state: 'closed' },
              { icon: 'shield', label: 'alarm', state: 'night', active: true },
              { icon: 'thermometer', label: 'heating', state: 'comfort' },
              { icon: 'cctv', label: 'cameras', state: '4Online' },
              { icon: 'zap', label: 'energy', state: asIs('1,8 kW') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'scenes', action: 'all' },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: 'welcome', trailing: chevron() },
              { icon: 'film', label: 'cinema', trailing: chevron() },
              { icon: 'moon', label: 'goodNight', trailing: chevron() },
            ],
          },
          { kind: 'label', text: 'livingRoom' },
          { kind: 'media', title: 'blueGreen', artist: 'milesDavis', progress: 0.42, cover: 1 },
        ],
      ],
    }),
    screen('intro', 'phone', {
      tab: 1,
      columns: [
        [
          { kind: 'segmented', options: ['ground', 'upstairs', 'outside'], selected: 0 },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'sofa', label: 'livingRoom', state: '3Lights21Degrees', active: true },
              { icon: 'kitchen', label: 'kitchen', state: '1Light20Degrees', active: true },
              { icon: 'tv', label: 'cinema', state: 'off19Degrees' },
              { icon: 'doorOpen', label: 'entrance', state: 'off19Degrees' },
            ],
          },
          {
            kind: 'notice',
            icon: 'sun',
            title: 'sunset2058',
            body: 'shadesCloseAutomatically',
            time: asIs(''),
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'allOff', icon: 'power', tone: 'neutral' },
              { label: 'leave', icon: 'lock', tone: 'accent' },
            ],
          },
        ],
      ],
    }),
  ],

  lighting: [
    screen('lighting', 'phone', {
      back: true,
      tab: 1,
      columns: [
        [
          { kind: 'slider', icon: 'bulb', label: 'ceiling', value: 0.8, text: asIs('80 %') },
          { kind: 'slider', icon: 'bulb', label: 'floorLamp', value: 0.45, text: asIs('45 %') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: 'wallLights', trailing: toggle(true) },
              { icon: 'bulb', label: 'bookcase', trailing: toggle(false) },
              { icon: 'bulb', label: 'lEDStrip', trailing: toggle(false) },
            ],
          },
          { kind: 'label', text: 'moods' },
          {
            kind: 'buttons',
            buttons: [
              { label: 'reading', tone: 'neutral' },
              { label: 'dinner', tone: 'accent' },
              { label: 'evening', tone: 'neutral' },
            ],
          },
        ],
      ],
    }),
    screen('lighting', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'rooms' },
          {
            kind: 'rows',
            rows: [
              { icon: 'sofa', label: 'livingRoom', detail: asIs('3 / 5'), trailing: toggle(true) },
              { icon: 'kitchen', label: 'kitchen', detail: asIs('2 / 4'), trailing: toggle(true) },
              { icon: 'bed', label: 'bedroom', detail: asIs('0 / 3'), trailing: toggle(false) },
              { icon: 'doorOpen', label: 'hallway', detail: asIs('1 / 2'), trailing: toggle(true) },
              { icon: 'sprout', label: 'garden', detail: asIs('1 / 6'), trailing: toggle(true) },
              { icon: 'car', label: 'garage', detail: asIs('0 / 2'), trailing: toggle(false) },
            ],
          },
        ],
        [
          { kind: 'label', text: 'kitchenIsland' },
          { kind: 'slider', icon: 'bulb', label: 'level', value: 0.65, text: asIs('65 %') },
          { kind: 'slider', icon: 'sun', label: 'white', value: 0.3, text: asIs('2 700 K') },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'sun', label: 'day', state: asIs('100 %') },
              { icon: 'moon', label: 'night', state: asIs('15 %'), active: true },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'allOff', icon: 'power', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  shades: [
    screen('shades', 'phone', {
      tab: 1,
      columns: [
        [
          {
            kind: 'shades',
            shades: [
              { label: 'living', position: 0.15 },
              { label: 'kitchen', position: 0.55 },
              { label: 'office', position: 1 },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'open', tone: 'neutral' },
              { label: 'stop', tone: 'neutral' },
              { label: 'close', tone: 'accent' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'blinds', label: 'bayWindow', trailing: value('open2') },
              { icon: 'blinds', label: 'skylight', trailing: value(asIs('30 %')) },
              { icon: 'sun', label: 'awning', trailing: value('closed2') },
            ],
          },
        ],
      ],
    }),
    screen('shades', 'tablet', {
      tab: 2,
      columns: [
        [
          { kind: 'label', text: 'bedrooms' },
          {
            kind: 'shades',
            shades: [
              { label: 'parents', position: 1 },
              { label: asIs('Léa'), position: 0.7 },
            ],
          },
          { kind: 'slider', icon: 'blinds', label: asIs('Léa'), value: 0.3, text: asIs('30 %') },
          { kind: 'buttons', buttons: [{ label: 'openAll', tone: 'neutral' }] },
        ],
        [
          { kind: 'label', text: 'automatic' },
          {
            kind: 'rows',
            rows: [
              { icon: 'sun', label: 'sunrise', detail: 'opens0712', trailing: toggle(true) },
              { icon: 'sunset', label: 'sunset', detail: 'closes2058', trailing: toggle(true) },
              { icon: 'thermometer', label: 'heat', detail: 'above28DegreesC', trailing: toggle(true) },
              { icon: 'moon', label: 'holidays', detail: 'random', trailing: toggle(false) },
            ],
          },
          { kind: 'notice', icon: 'sun', title: 'sunProtection', body: 'southSide50Percent', time: asIs('') },
        ],
      ],
    }),
  ],

  cameras: [
    screen('cameras', 'phone', {
      back: true,
      tab: 0,
      columns: [
        [
          { kind: 'camera', label: 'driveway', time: '21:14:06', scene: 'driveway', live: true },
          {
            kind: 'buttons',
            buttons: [
              { label: 'photo', icon: 'camera', tone: 'neutral' },
              { label: 'gate', icon: 'lockOpen', tone: 'accent' },
            ],
          },
          { kind: 'label', text: 'today' },
          {
            kind: 'rows',
            rows: [
              { icon: 'car', label: 'carArriving', detail: asIs('19:42'), trailing: chevron() },
              { icon: 'footprints', label: 'person', detail: asIs('17:05'), trailing: chevron() },
              { icon: 'package', label: 'delivery', detail: asIs('11:30'), trailing: chevron() },
            ],
          },
        ],
      ],
    }),
    screen('cameras', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'camera', label: 'driveway', time: '21:14:06', scene: 'driveway', live: true },
          { kind: 'camera', label: 'frontDoor', time: '21:14:06', scene: 'door', live: true },
          {
            kind: 'rows',
            rows: [
              { icon: 'cctv', label: 'recording', trailing: toggle(true) },
              { icon: 'bell', label: 'alerts', trailing: toggle(true) },
            ],
          },
        ],
        [
          { kind: 'camera', label: 'garden', time: '21:14:06', scene: 'garden', live: true },
          { kind: 'camera', label: 'livingRoom', time: '21:14:06', scene: 'living', live: false },
          { kind: 'notice', icon: 'footprints', title: 'motion', body: 'garden2051', time: asIs('') },
        ],
      ],
    }),
  ],

  alarm: [
    screen('alarm', 'phone', {
      back: true,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'shield',
            title: 'enterYourCode',
            body: 'disarmAlarm',
            time: asIs(''),
            tone: 'success',
          },
          { kind: 'spacer', height: 8 },
          { kind: 'keypad', code: 2 },
          { kind: 'buttons', buttons: [{ label: 'panic', icon: 'siren', tone: 'danger' }] },
        ],
      ],
    }),
    screen('alarm', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'segmented', options: ['off', 'night', 'away'], selected: 1 },
          { kind: 'label', text: 'zones' },
          {
            kind: 'rows',
            rows: [
              { icon: 'doorClosed', label: 'frontDoor', trailing: value('closed3', 'success') },
              { icon: 'blinds', label: 'bayWindow', trailing: value('closed3', 'success') },
              { icon: 'activity', label: 'hallMotion', trailing: value('idle', 'success') },
              { icon: 'car', label: 'garage', trailing: value('open2', 'danger') },
              { icon: 'flame', label: 'smoke', trailing: value(asIs('OK'), 'success') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'log' },
          {
            kind: 'notice',
            icon: 'alert',
            title: 'garageOpen',
            body: 'zoneExcluded',
            time: asIs('22:30'),
            tone: 'danger',
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'nightMode',
            body: 'armedClaire',
            time: asIs('22:30'),
            tone: 'success',
          },
          { kind: 'notice', icon: 'lockOpen', title: 'disarmed', body: 'byThomas', time: asIs('07:10') },
          { kind: 'buttons', buttons: [{ label: 'disarm', icon: 'lockOpen', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  climate: [
    screen('climate', 'phone', {
      back: true,
      tab: 1,
      columns: [
        [
          {
            kind: 'dial',
            value: '21point5Degrees',
            caption: 'setpoint',
            level: 0.62,
            mode: 'heating',
            icon: 'flame',
          },
          { kind: 'segmented', options: ['auto', 'comfort', asIs('Éco'), 'frost'], selected: 1 },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'bedroom', trailing: value('19point0Degrees') },
              { icon: 'bath', label: 'bathroom', trailing: value('22point5Degrees', 'accent') },
            ],
          },
        ],
      ],
    }),
    screen('climate', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'rooms' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: 'livingRoom',
                detail: 'target24Degrees',
                trailing: value('25point1Degrees', 'info'),
              },
              {
                icon: 'bed',
                label: 'bedroom',
                detail: 'target22Degrees',
                trailing: value('22point4Degrees', 'info'),
              },
              { icon: 'kitchen', label: 'kitchen', detail: 'off', trailing: value('26point0Degrees') },
              {
                icon: 'user',
                label: 'office',
                detail: 'target23Degrees',
                trailing: value('23point2Degrees', 'info'),
              },
            ],
          },
          {
            kind: 'stats',
            stats: [
              { label: 'outside', value: asIs('31°'), tone: 'accent' },
              { label: 'humidity', value: asIs('52 %') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'livingRoom' },
          {
            kind: 'dial',
            value: asIs('24°'),
            caption: 'target',
            level: 0.45,
            mode: 'cooling',
            icon: 'snowflake',
          },
          { kind: 'slider', icon: 'fan', label: 'fan', value: 0.5, text: asIs('2 / 4') },
        ],
      ],
    }),
  ],

  audio: [
    screen('audio', 'phone', {
      tab: 0,
      columns: [
        [
          { kind: 'media', title: 'soWhat', artist: 'milesDavisKindBlue', progress: 0.35, cover: 0 },
          { kind: 'slider', icon: 'volume', label: 'volume', value: 0.4, text: asIs('40') },
          { kind: 'label', text: 'alsoPlaying' },
          {
            kind: 'rows',
            rows: [
              { icon: 'kitchen', label: 'kitchen', trailing: check(true) },
              { icon: 'sprout', label: 'terrace', trailing: check(false) },
            ],
          },
        ],
      ],
    }),
    screen('audio', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'sources' },
          {
            kind: 'rows',
            rows: [
              { icon: 'music', label: 'spotify', trailing: check(true) },
              { icon: 'radio', label: 'radio', detail: asIs('FIP'), trailing: check(false) },
              { icon: 'wifi', label: 'airPlay', trailing: check(false) },
              { icon: 'tv', label: 'tVSound', trailing: check(false) },
            ],
          },
          { kind: 'media', title: 'clairDeLune', artist: 'debussy', progress: 0.7, cover: 2 },
        ],
        [
          { kind: 'label', text: 'rooms' },
          { kind: 'slider', icon: 'sofa', label: 'living', value: 0.4, text: asIs('40') },
          { kind: 'slider', icon: 'kitchen', label: 'kitchen', value: 0.25, text: asIs('25') },
          { kind: 'slider', icon: 'sprout', label: 'terrace', value: 0.6, text: asIs('60') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'bedroom', trailing: toggle(false) },
              { icon: 'bath', label: 'bathroom', trailing: toggle(false) },
            ],
          },
        ],
      ],
    }),
  ],

  video: [
    screen('video', 'phone', {
      back: true,
      columns: [
        [
          { kind: 'segmented', options: ['appleTV', asIs('TV'), asIs('Blu-ray')], selected: 0 },
          { kind: 'spacer', height: 4 },
          { kind: 'dpad' },
          {
            kind: 'buttons',
            buttons: [
              { label: 'menu', tone: 'neutral' },
              { label: 'home', tone: 'neutral' },
            ],
          },
          { kind: 'slider', icon: 'volume', label: 'volume', value: 0.55, text: asIs('-18 dB') },
          { kind: 'buttons', buttons: [{ label: 'turnOffRoom', icon: 'power', tone: 'accent' }] },
        ],
      ],
    }),
    screen('video', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'screens' },
          {
            kind: 'rows',
            rows: [
              { icon: 'film', label: 'cinema', detail: 'appleTV', trailing: toggle(true) },
              { icon: 'tv', label: 'livingRoom', detail: 'canal', trailing: toggle(true) },
              { icon: 'bed', label: 'bedroom', detail: 'netflix', trailing: toggle(false) },
              { icon: 'kitchen', label: 'kitchen', detail: 'cameras', trailing: toggle(false) },
            ],
          },
          { kind: 'camera', label: 'appleTV', time: '20:45', scene: 'living', live: false },
        ],
        [
          { kind: 'label', text: 'cinemaScene' },
          {
            kind: 'flow',
            items: [
              { icon: 'film', label: 'press', detail: 'movieNight' },
              { icon: 'blinds', label: 'shades', detail: 'close2' },
              { icon: 'bulb', label: 'lights', detail: 'dim10Percent' },
              { icon: 'tv', label: 'projector', detail: 'screenDown' },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'start', icon: 'play', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  intercom: [
    screen('intercom', 'phone', {
      columns: [
        [
          { kind: 'camera', label: 'frontDoor2', time: '18:32:10', scene: 'door', live: true },
          { kind: 'spacer', height: 6 },
          {
            kind: 'buttons',
            buttons: [
              { label: 'answer', icon: 'phone', tone: 'success' },
              { label: 'decline', icon: 'hangUp', tone: 'danger' },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'openDoor', icon: 'lockOpen', tone: 'accent' }] },
          {
            kind: 'buttons',
            buttons: [
              { label: 'gate', icon: 'doorOpen', tone: 'neutral' },
              { label: 'light', icon: 'bulb', tone: 'neutral' },
            ],
          },
        ],
      ],
    }),
    screen('intercom', 'tablet', {
      tab: 0,
      columns: [
        [
          { kind: 'camera', label: 'frontDoor2', time: '18:32:52', scene: 'door', live: true },
          {
            kind: 'buttons',
            buttons: [
              { label: 'mute', icon: 'mic', tone: 'neutral' },
              { label: 'hangUp', icon: 'hangUp', tone: 'danger' },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'openDoor', icon: 'lockOpen', tone: 'accent' }] },
        ],
        [
          { kind: 'label', text: 'calls' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bellRing',
                label: 'frontDoor',
                detail: 'today1832',
                trailing: value('now', 'success'),
              },
              { icon: 'package', label: 'gate', detail: 'today1130', trailing: value('opened') },
              { icon: 'bellRing', label: 'gate', detail: 'yesterday', trailing: value('missed', 'danger') },
            ],
          },
          { kind: 'label', text: 'ringOn' },
          {
            kind: 'rows',
            rows: [
              { icon: 'phone', label: 'phones', trailing: toggle(true) },
              { icon: 'tv', label: 'livingTV', trailing: toggle(true) },
            ],
          },
        ],
      ],
    }),
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
