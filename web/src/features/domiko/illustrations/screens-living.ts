import type { FeatureId } from '@/features/domiko/domiko-features';
import { asIs, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the everyday features: what the household uses from the sofa. */
export const livingScreens = {
  intro: [
    {
      device: 'tablet',
      alt: 'domiko.screen.intro.tablet.alt',
      title: 'domiko.screen.intro.tablet.title',
      subtitle: 'domiko.screen.intro.tablet.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.inside', value: 'domiko.screen.21point5Degrees' },
              { label: 'domiko.screen.outside', value: asIs('14°'), tone: 'info' },
            ],
          },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'bulb', label: 'domiko.screen.lights', state: 'domiko.screen.4On', active: true },
              { icon: 'blinds', label: 'domiko.screen.shades', state: 'domiko.screen.closed' },
              { icon: 'shield', label: 'domiko.screen.alarm', state: 'domiko.screen.night', active: true },
              { icon: 'thermometer', label: 'domiko.screen.heating', state: 'domiko.screen.comfort' },
              { icon: 'cctv', label: 'domiko.screen.cameras', state: 'domiko.screen.4Online' },
              { icon: 'zap', label: 'domiko.screen.energy', state: asIs('1,8 kW') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.scenes', action: 'domiko.screen.all' },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: 'domiko.screen.welcome', trailing: { kind: 'chevron' } },
              { icon: 'film', label: 'domiko.screen.cinema', trailing: { kind: 'chevron' } },
              { icon: 'moon', label: 'domiko.screen.goodNight', trailing: { kind: 'chevron' } },
            ],
          },
          { kind: 'label', text: 'domiko.screen.livingRoom' },
          {
            kind: 'media',
            title: 'domiko.screen.blueGreen',
            artist: 'domiko.screen.milesDavis',
            progress: 0.42,
            cover: 1,
          },
        ],
      ],
    },
    {
      device: 'phone',
      alt: 'domiko.screen.intro.phone.alt',
      title: 'domiko.screen.intro.phone.title',
      subtitle: 'domiko.screen.intro.phone.subtitle',
      tab: 1,
      columns: [
        [
          {
            kind: 'segmented',
            options: ['domiko.screen.ground', 'domiko.screen.upstairs', 'domiko.screen.outside'],
            selected: 0,
          },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              {
                icon: 'sofa',
                label: 'domiko.screen.livingRoom',
                state: 'domiko.screen.3Lights21Degrees',
                active: true,
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                state: 'domiko.screen.1Light20Degrees',
                active: true,
              },
              { icon: 'tv', label: 'domiko.screen.cinema', state: 'domiko.screen.off19Degrees' },
              { icon: 'doorOpen', label: 'domiko.screen.entrance', state: 'domiko.screen.off19Degrees' },
            ],
          },
          {
            kind: 'notice',
            icon: 'sun',
            title: 'domiko.screen.sunset2058',
            body: 'domiko.screen.shadesCloseAutomatically',
            time: asIs(''),
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.allOff', icon: 'power', tone: 'neutral' },
              { label: 'domiko.screen.leave', icon: 'lock', tone: 'accent' },
            ],
          },
        ],
      ],
    },
  ],

  lighting: [
    {
      device: 'phone',
      alt: 'domiko.screen.lighting.phone.alt',
      title: 'domiko.screen.lighting.phone.title',
      subtitle: 'domiko.screen.lighting.phone.subtitle',
      back: true,
      tab: 1,
      columns: [
        [
          { kind: 'slider', icon: 'bulb', label: 'domiko.screen.ceiling', value: 0.8, text: asIs('80 %') },
          { kind: 'slider', icon: 'bulb', label: 'domiko.screen.floorLamp', value: 0.45, text: asIs('45 %') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: 'domiko.screen.wallLights', trailing: { kind: 'toggle', on: true } },
              { icon: 'bulb', label: 'domiko.screen.bookcase', trailing: { kind: 'toggle', on: false } },
              { icon: 'bulb', label: 'domiko.screen.lEDStrip', trailing: { kind: 'toggle', on: false } },
            ],
          },
          { kind: 'label', text: 'domiko.screen.moods' },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.reading', tone: 'neutral' },
              { label: 'domiko.screen.dinner', tone: 'accent' },
              { label: 'domiko.screen.evening', tone: 'neutral' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.lighting.tablet.alt',
      title: 'domiko.screen.lighting.tablet.title',
      subtitle: 'domiko.screen.lighting.tablet.subtitle',
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.rooms' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: 'domiko.screen.livingRoom',
                detail: asIs('3 / 5'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                detail: asIs('2 / 4'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'bed',
                label: 'domiko.screen.bedroom',
                detail: asIs('0 / 3'),
                trailing: { kind: 'toggle', on: false },
              },
              {
                icon: 'doorOpen',
                label: 'domiko.screen.hallway',
                detail: asIs('1 / 2'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sprout',
                label: 'domiko.screen.garden',
                detail: asIs('1 / 6'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: 'domiko.screen.garage',
                detail: asIs('0 / 2'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.kitchenIsland' },
          { kind: 'slider', icon: 'bulb', label: 'domiko.screen.level', value: 0.65, text: asIs('65 %') },
          { kind: 'slider', icon: 'sun', label: 'domiko.screen.white', value: 0.3, text: asIs('2 700 K') },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'sun', label: 'domiko.screen.day', state: asIs('100 %') },
              { icon: 'moon', label: 'domiko.screen.night', state: asIs('15 %'), active: true },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.allOff', icon: 'power', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  shades: [
    {
      device: 'phone',
      alt: 'domiko.screen.shades.phone.alt',
      title: 'domiko.screen.shades.phone.title',
      subtitle: 'domiko.screen.shades.phone.subtitle',
      tab: 1,
      columns: [
        [
          {
            kind: 'shades',
            shades: [
              { label: 'domiko.screen.living', position: 0.15 },
              { label: 'domiko.screen.kitchen', position: 0.55 },
              { label: 'domiko.screen.office', position: 1 },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.open', tone: 'neutral' },
              { label: 'domiko.screen.stop', tone: 'neutral' },
              { label: 'domiko.screen.close', tone: 'accent' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'domiko.screen.bayWindow',
                trailing: { kind: 'value', text: 'domiko.screen.open2' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.skylight',
                trailing: { kind: 'value', text: asIs('30 %') },
              },
              {
                icon: 'sun',
                label: 'domiko.screen.awning',
                trailing: { kind: 'value', text: 'domiko.screen.closed2' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.shades.tablet.alt',
      title: 'domiko.screen.shades.tablet.title',
      subtitle: 'domiko.screen.shades.tablet.subtitle',
      tab: 2,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.bedrooms' },
          {
            kind: 'shades',
            shades: [
              { label: 'domiko.screen.parents', position: 1 },
              { label: asIs('Léa'), position: 0.7 },
            ],
          },
          { kind: 'slider', icon: 'blinds', label: asIs('Léa'), value: 0.3, text: asIs('30 %') },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.openAll', tone: 'neutral' }],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.automatic' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sun',
                label: 'domiko.screen.sunrise',
                detail: 'domiko.screen.opens0712',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sunset',
                label: 'domiko.screen.sunset',
                detail: 'domiko.screen.closes2058',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'thermometer',
                label: 'domiko.screen.heat',
                detail: 'domiko.screen.above28DegreesC',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'moon',
                label: 'domiko.screen.holidays',
                detail: 'domiko.screen.random',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'sun',
            title: 'domiko.screen.sunProtection',
            body: 'domiko.screen.southSide50Percent',
            time: asIs(''),
          },
        ],
      ],
    },
  ],

  cameras: [
    {
      device: 'phone',
      alt: 'domiko.screen.cameras.phone.alt',
      title: 'domiko.screen.cameras.phone.title',
      subtitle: 'domiko.screen.cameras.phone.subtitle',
      back: true,
      tab: 0,
      columns: [
        [
          {
            kind: 'camera',
            label: 'domiko.screen.driveway',
            time: '21:14:06',
            scene: 'driveway',
            live: true,
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.photo', icon: 'camera', tone: 'neutral' },
              { label: 'domiko.screen.gate', icon: 'lockOpen', tone: 'accent' },
            ],
          },
          { kind: 'label', text: 'domiko.screen.today' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'car',
                label: 'domiko.screen.carArriving',
                detail: asIs('19:42'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'footprints',
                label: 'domiko.screen.person',
                detail: asIs('17:05'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'package',
                label: 'domiko.screen.delivery',
                detail: asIs('11:30'),
                trailing: { kind: 'chevron' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.cameras.tablet.alt',
      title: 'domiko.screen.cameras.tablet.title',
      subtitle: 'domiko.screen.cameras.tablet.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'camera',
            label: 'domiko.screen.driveway',
            time: '21:14:06',
            scene: 'driveway',
            live: true,
          },
          { kind: 'camera', label: 'domiko.screen.frontDoor', time: '21:14:06', scene: 'door', live: true },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'cctv',
                label: 'domiko.screen.recording',
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'bell', label: 'domiko.screen.alerts', trailing: { kind: 'toggle', on: true } },
            ],
          },
        ],
        [
          { kind: 'camera', label: 'domiko.screen.garden', time: '21:14:06', scene: 'garden', live: true },
          {
            kind: 'camera',
            label: 'domiko.screen.livingRoom',
            time: '21:14:06',
            scene: 'living',
            live: false,
          },
          {
            kind: 'notice',
            icon: 'footprints',
            title: 'domiko.screen.motion',
            body: 'domiko.screen.garden2051',
            time: asIs(''),
          },
        ],
      ],
    },
  ],

  alarm: [
    {
      device: 'phone',
      alt: 'domiko.screen.alarm.phone.alt',
      title: 'domiko.screen.alarm.phone.title',
      subtitle: 'domiko.screen.alarm.phone.subtitle',
      back: true,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'shield',
            title: 'domiko.screen.enterYourCode',
            body: 'domiko.screen.disarmAlarm',
            time: asIs(''),
            tone: 'success',
          },
          { kind: 'spacer', height: 8 },
          { kind: 'keypad', code: 2 },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.panic', icon: 'siren', tone: 'danger' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.alarm.tablet.alt',
      title: 'domiko.screen.alarm.tablet.title',
      subtitle: 'domiko.screen.alarm.tablet.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'segmented',
            options: ['domiko.screen.off', 'domiko.screen.night', 'domiko.screen.away'],
            selected: 1,
          },
          { kind: 'label', text: 'domiko.screen.zones' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'doorClosed',
                label: 'domiko.screen.frontDoor',
                trailing: { kind: 'value', text: 'domiko.screen.closed3', tone: 'success' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.bayWindow',
                trailing: { kind: 'value', text: 'domiko.screen.closed3', tone: 'success' },
              },
              {
                icon: 'activity',
                label: 'domiko.screen.hallMotion',
                trailing: { kind: 'value', text: 'domiko.screen.idle', tone: 'success' },
              },
              {
                icon: 'car',
                label: 'domiko.screen.garage',
                trailing: { kind: 'value', text: 'domiko.screen.open2', tone: 'danger' },
              },
              {
                icon: 'flame',
                label: 'domiko.screen.smoke',
                trailing: { kind: 'value', text: asIs('OK'), tone: 'success' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.log' },
          {
            kind: 'notice',
            icon: 'alert',
            title: 'domiko.screen.garageOpen',
            body: 'domiko.screen.zoneExcluded',
            time: asIs('22:30'),
            tone: 'danger',
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'domiko.screen.nightMode',
            body: 'domiko.screen.armedClaire',
            time: asIs('22:30'),
            tone: 'success',
          },
          {
            kind: 'notice',
            icon: 'lockOpen',
            title: 'domiko.screen.disarmed',
            body: 'domiko.screen.byThomas',
            time: asIs('07:10'),
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.disarm', icon: 'lockOpen', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  climate: [
    {
      device: 'phone',
      alt: 'domiko.screen.climate.phone.alt',
      title: 'domiko.screen.climate.phone.title',
      subtitle: 'domiko.screen.climate.phone.subtitle',
      back: true,
      tab: 1,
      columns: [
        [
          {
            kind: 'dial',
            value: 'domiko.screen.21point5Degrees',
            caption: 'domiko.screen.setpoint',
            level: 0.62,
            mode: 'domiko.screen.heating',
            icon: 'flame',
          },
          {
            kind: 'segmented',
            options: ['domiko.screen.auto', 'domiko.screen.comfort', asIs('Éco'), 'domiko.screen.frost'],
            selected: 1,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bed',
                label: 'domiko.screen.bedroom',
                trailing: { kind: 'value', text: 'domiko.screen.19point0Degrees' },
              },
              {
                icon: 'bath',
                label: 'domiko.screen.bathroom',
                trailing: { kind: 'value', text: 'domiko.screen.22point5Degrees', tone: 'accent' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.climate.tablet.alt',
      title: 'domiko.screen.climate.tablet.title',
      subtitle: 'domiko.screen.climate.tablet.subtitle',
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.rooms' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: 'domiko.screen.livingRoom',
                detail: 'domiko.screen.target24Degrees',
                trailing: { kind: 'value', text: 'domiko.screen.25point1Degrees', tone: 'info' },
              },
              {
                icon: 'bed',
                label: 'domiko.screen.bedroom',
                detail: 'domiko.screen.target22Degrees',
                trailing: { kind: 'value', text: 'domiko.screen.22point4Degrees', tone: 'info' },
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                detail: 'domiko.screen.off',
                trailing: { kind: 'value', text: 'domiko.screen.26point0Degrees' },
              },
              {
                icon: 'user',
                label: 'domiko.screen.office',
                detail: 'domiko.screen.target23Degrees',
                trailing: { kind: 'value', text: 'domiko.screen.23point2Degrees', tone: 'info' },
              },
            ],
          },
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.outside', value: asIs('31°'), tone: 'accent' },
              { label: 'domiko.screen.humidity', value: asIs('52 %') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.livingRoom' },
          {
            kind: 'dial',
            value: asIs('24°'),
            caption: 'domiko.screen.target',
            level: 0.45,
            mode: 'domiko.screen.cooling',
            icon: 'snowflake',
          },
          { kind: 'slider', icon: 'fan', label: 'domiko.screen.fan', value: 0.5, text: asIs('2 / 4') },
        ],
      ],
    },
  ],

  audio: [
    {
      device: 'phone',
      alt: 'domiko.screen.audio.phone.alt',
      title: 'domiko.screen.audio.phone.title',
      subtitle: 'domiko.screen.audio.phone.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'media',
            title: 'domiko.screen.soWhat',
            artist: 'domiko.screen.milesDavisKindBlue',
            progress: 0.35,
            cover: 0,
          },
          { kind: 'slider', icon: 'volume', label: 'domiko.screen.volume', value: 0.4, text: asIs('40') },
          { kind: 'label', text: 'domiko.screen.alsoPlaying' },
          {
            kind: 'rows',
            rows: [
              { icon: 'kitchen', label: 'domiko.screen.kitchen', trailing: { kind: 'check', on: true } },
              { icon: 'sprout', label: 'domiko.screen.terrace', trailing: { kind: 'check', on: false } },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.audio.tablet.alt',
      title: 'domiko.screen.audio.tablet.title',
      subtitle: 'domiko.screen.audio.tablet.subtitle',
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.sources' },
          {
            kind: 'rows',
            rows: [
              { icon: 'music', label: 'domiko.screen.spotify', trailing: { kind: 'check', on: true } },
              {
                icon: 'radio',
                label: 'domiko.screen.radio',
                detail: asIs('FIP'),
                trailing: { kind: 'check', on: false },
              },
              { icon: 'wifi', label: 'domiko.screen.airPlay', trailing: { kind: 'check', on: false } },
              { icon: 'tv', label: 'domiko.screen.tVSound', trailing: { kind: 'check', on: false } },
            ],
          },
          {
            kind: 'media',
            title: 'domiko.screen.clairDeLune',
            artist: 'domiko.screen.debussy',
            progress: 0.7,
            cover: 2,
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.rooms' },
          { kind: 'slider', icon: 'sofa', label: 'domiko.screen.living', value: 0.4, text: asIs('40') },
          { kind: 'slider', icon: 'kitchen', label: 'domiko.screen.kitchen', value: 0.25, text: asIs('25') },
          { kind: 'slider', icon: 'sprout', label: 'domiko.screen.terrace', value: 0.6, text: asIs('60') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'domiko.screen.bedroom', trailing: { kind: 'toggle', on: false } },
              {
                icon: 'bath',
                label: 'domiko.screen.bathroom',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
      ],
    },
  ],

  video: [
    {
      device: 'phone',
      alt: 'domiko.screen.video.phone.alt',
      title: 'domiko.screen.video.phone.title',
      subtitle: 'domiko.screen.video.phone.subtitle',
      back: true,
      columns: [
        [
          { kind: 'segmented', options: ['domiko.screen.appleTV', asIs('TV'), asIs('Blu-ray')], selected: 0 },
          { kind: 'spacer', height: 4 },
          { kind: 'dpad' },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.menu', tone: 'neutral' },
              { label: 'domiko.screen.home', tone: 'neutral' },
            ],
          },
          {
            kind: 'slider',
            icon: 'volume',
            label: 'domiko.screen.volume',
            value: 0.55,
            text: asIs('-18 dB'),
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.turnOffRoom', icon: 'power', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.video.tablet.alt',
      title: 'domiko.screen.video.tablet.title',
      subtitle: 'domiko.screen.video.tablet.subtitle',
      tab: 0,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.screens' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'film',
                label: 'domiko.screen.cinema',
                detail: 'domiko.screen.appleTV',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'tv',
                label: 'domiko.screen.livingRoom',
                detail: 'domiko.screen.canal',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'bed',
                label: 'domiko.screen.bedroom',
                detail: 'domiko.screen.netflix',
                trailing: { kind: 'toggle', on: false },
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                detail: 'domiko.screen.cameras',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          { kind: 'camera', label: 'domiko.screen.appleTV', time: '20:45', scene: 'living', live: false },
        ],
        [
          { kind: 'label', text: 'domiko.screen.cinemaScene' },
          {
            kind: 'flow',
            items: [
              { icon: 'film', label: 'domiko.screen.press', detail: 'domiko.screen.movieNight' },
              { icon: 'blinds', label: 'domiko.screen.shades', detail: 'domiko.screen.close2' },
              { icon: 'bulb', label: 'domiko.screen.lights', detail: 'domiko.screen.dim10Percent' },
              { icon: 'tv', label: 'domiko.screen.projector', detail: 'domiko.screen.screenDown' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.start', icon: 'play', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  intercom: [
    {
      device: 'phone',
      alt: 'domiko.screen.intercom.phone.alt',
      title: 'domiko.screen.intercom.phone.title',
      subtitle: 'domiko.screen.intercom.phone.subtitle',
      columns: [
        [
          {
            kind: 'camera',
            label: 'domiko.screen.frontDoor2',
            time: '18:32:10',
            scene: 'door',
            live: true,
          },
          { kind: 'spacer', height: 6 },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.answer', icon: 'phone', tone: 'success' },
              { label: 'domiko.screen.decline', icon: 'hangUp', tone: 'danger' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.openDoor', icon: 'lockOpen', tone: 'accent' }],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.gate', icon: 'doorOpen', tone: 'neutral' },
              { label: 'domiko.screen.light', icon: 'bulb', tone: 'neutral' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.intercom.tablet.alt',
      title: 'domiko.screen.intercom.tablet.title',
      subtitle: 'domiko.screen.intercom.tablet.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'camera',
            label: 'domiko.screen.frontDoor2',
            time: '18:32:52',
            scene: 'door',
            live: true,
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.mute', icon: 'mic', tone: 'neutral' },
              { label: 'domiko.screen.hangUp', icon: 'hangUp', tone: 'danger' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.openDoor', icon: 'lockOpen', tone: 'accent' }],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.calls' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bellRing',
                label: 'domiko.screen.frontDoor',
                detail: 'domiko.screen.today1832',
                trailing: { kind: 'value', text: 'domiko.screen.now', tone: 'success' },
              },
              {
                icon: 'package',
                label: 'domiko.screen.gate',
                detail: 'domiko.screen.today1130',
                trailing: { kind: 'value', text: 'domiko.screen.opened' },
              },
              {
                icon: 'bellRing',
                label: 'domiko.screen.gate',
                detail: 'domiko.screen.yesterday',
                trailing: { kind: 'value', text: 'domiko.screen.missed', tone: 'danger' },
              },
            ],
          },
          { kind: 'label', text: 'domiko.screen.ringOn' },
          {
            kind: 'rows',
            rows: [
              { icon: 'phone', label: 'domiko.screen.phones', trailing: { kind: 'toggle', on: true } },
              { icon: 'tv', label: 'domiko.screen.livingTV', trailing: { kind: 'toggle', on: true } },
            ],
          },
        ],
      ],
    },
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
