import type { FeatureId } from '@/features/domiko/domiko-features';
import { asIs, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the features that watch over the house, share it and set it up. */
export const managingScreens = {
  energy: [
    {
      device: 'phone',
      alt: 'domiko.screen.energy.phone.alt',
      title: 'domiko.screen.energy.phone.title',
      subtitle: 'domiko.screen.energy.phone.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'segmented',
            options: ['domiko.screen.day', 'domiko.screen.week', 'domiko.screen.month'],
            selected: 0,
          },
          {
            kind: 'chart',
            style: 'bars',
            title: 'domiko.screen.consumption',
            value: 'domiko.screen.14point2KWh',
            data: [
              0.4, 0.3, 0.3, 0.3, 0.4, 0.6, 1.1, 1.4, 0.9, 0.7, 0.6, 0.8, 1.2, 0.9, 0.6, 0.5, 0.7, 1.0, 1.6,
              1.8, 1.3, 0.9, 0.6, 0.5,
            ],
            axis: [asIs('0 h'), asIs('6 h'), asIs('12 h'), asIs('18 h'), asIs('24 h')],
            highlight: 19,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.solar', value: 'domiko.screen.9point8KWh', tone: 'accent' },
              { label: 'domiko.screen.selfUse', value: asIs('72 %'), tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'domiko.screen.heating',
                trailing: { kind: 'value', text: asIs('42 %') },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.hotWater',
                trailing: { kind: 'value', text: asIs('21 %') },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.energy.tablet.alt',
      title: 'domiko.screen.energy.tablet.title',
      subtitle: 'domiko.screen.energy.tablet.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'chart',
            style: 'line',
            title: 'domiko.screen.powerNow',
            value: 'domiko.screen.2point4KW',
            data: [1.2, 1.4, 1.1, 1.8, 2.6, 2.2, 1.9, 2.8, 3.1, 2.5, 2.0, 2.3, 2.9, 2.4],
            axis: [asIs('18:00'), asIs('19:00'), asIs('20:00')],
            height: 170,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'domiko.screen.heating',
                trailing: { kind: 'value', text: asIs('42 %'), tone: 'accent' },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.hotWater',
                trailing: { kind: 'value', text: asIs('21 %') },
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                trailing: { kind: 'value', text: asIs('14 %') },
              },
              { icon: 'car', label: 'domiko.screen.car', trailing: { kind: 'value', text: asIs('12 %') } },
            ],
          },
        ],
        [
          {
            kind: 'chart',
            style: 'bars',
            title: 'domiko.screen.thisYear',
            value: asIs('4 820 kWh'),
            data: [620, 560, 480, 390, 300, 260, 280, 270, 310, 420, 520, 610],
            axis: ['domiko.screen.jan', 'domiko.screen.jun', 'domiko.screen.dec'],
            highlight: 4,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.solar', value: asIs('3,1 MWh'), tone: 'accent' },
              { label: 'domiko.screen.vsLastYear', value: asIs('−8 %'), tone: 'success' },
            ],
          },
        ],
      ],
    },
  ],

  watering: [
    {
      device: 'phone',
      alt: 'domiko.screen.watering.phone.alt',
      title: 'domiko.screen.watering.phone.title',
      subtitle: 'domiko.screen.watering.phone.subtitle',
      tab: 2,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: 'domiko.screen.rainExpected',
            body: 'domiko.screen.tonightSCycleSkipped',
            time: asIs('4 mm'),
            tone: 'info',
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sprout',
                label: 'domiko.screen.lawn',
                detail: asIs('20 min'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'leaf',
                label: 'domiko.screen.vegetables',
                detail: asIs('12 min'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sprout',
                label: 'domiko.screen.flowerBeds',
                detail: 'domiko.screen.drip30Min',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'leaf',
                label: 'domiko.screen.hedge',
                detail: asIs('15 min'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.waterNow', icon: 'droplets', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.watering.tablet.alt',
      title: 'domiko.screen.watering.tablet.title',
      subtitle: 'domiko.screen.watering.tablet.subtitle',
      tab: 2,
      columns: [
        [
          {
            kind: 'chart',
            style: 'bars',
            title: 'domiko.screen.thisWeek',
            value: asIs('1 840 L'),
            data: [260, 280, 0, 310, 290, 350, 350],
            axis: ['domiko.screen.mon', 'domiko.screen.thu', 'domiko.screen.sun'],
            highlight: 6,
            height: 160,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.soil', value: asIs('34 %'), tone: 'info' },
              { label: 'domiko.screen.rain24H', value: asIs('0 mm') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.startTimes' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'clock',
                label: asIs('06:00'),
                detail: 'domiko.screen.lawnHedge',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'clock',
                label: asIs('21:30'),
                detail: 'domiko.screen.vegetables',
                trailing: { kind: 'toggle', on: true },
              },
            ],
          },
          {
            kind: 'slider',
            icon: 'droplets',
            label: 'domiko.screen.seasonal',
            value: 0.8,
            text: asIs('120 %'),
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sprout',
                label: 'domiko.screen.skipIfRain',
                trailing: { kind: 'toggle', on: true },
              },
            ],
          },
        ],
      ],
    },
  ],

  sensors: [
    {
      device: 'phone',
      alt: 'domiko.screen.sensors.phone.alt',
      title: 'domiko.screen.sensors.phone.title',
      subtitle: 'domiko.screen.sensors.phone.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'domiko.screen.kitchenSmoke',
                detail: 'domiko.screen.replaceSoon',
                trailing: { kind: 'battery', level: 0.12, text: asIs('12 %') },
              },
              {
                icon: 'activity',
                label: 'domiko.screen.hallMotion',
                detail: 'domiko.screen.seen2MinAgo',
                trailing: { kind: 'battery', level: 0.82, text: asIs('82 %') },
              },
              {
                icon: 'doorOpen',
                label: 'domiko.screen.bayWindow',
                detail: 'domiko.screen.closed3',
                trailing: { kind: 'battery', level: 0.64, text: asIs('64 %') },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.laundryLeak',
                detail: 'domiko.screen.dry',
                trailing: { kind: 'battery', level: 0.9, text: asIs('90 %') },
              },
              {
                icon: 'thermometer',
                label: 'domiko.screen.cellar',
                detail: asIs('13,5 °C · 71 %'),
                trailing: { kind: 'battery', level: 0.47, text: asIs('47 %') },
              },
              {
                icon: 'lock',
                label: 'domiko.screen.doorLock',
                detail: 'domiko.screen.locked',
                trailing: { kind: 'battery', level: 0.58, text: asIs('58 %') },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.sensors.tablet.alt',
      title: 'domiko.screen.sensors.tablet.title',
      subtitle: 'domiko.screen.sensors.tablet.subtitle',
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: asIs('OK'), value: asIs('23'), tone: 'success' },
              { label: 'domiko.screen.toCheck', value: asIs('1'), tone: 'danger' },
            ],
          },
          {
            kind: 'chart',
            style: 'line',
            title: 'domiko.screen.cellarHumidity',
            value: asIs('71 %'),
            data: [64, 65, 67, 66, 68, 70, 69, 71, 72, 71],
            axis: [asIs('0 h'), asIs('12 h'), asIs('24 h')],
            height: 160,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'wifi',
                label: 'domiko.screen.signal',
                trailing: { kind: 'value', text: 'domiko.screen.good', tone: 'success' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.openNow' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'domiko.screen.office',
                detail: 'domiko.screen.window',
                trailing: { kind: 'value', text: 'domiko.screen.open3', tone: 'accent' },
              },
            ],
          },
          { kind: 'label', text: 'domiko.screen.batteries' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'domiko.screen.smoke',
                trailing: { kind: 'battery', level: 0.12, text: asIs('12 %') },
              },
              {
                icon: 'activity',
                label: 'domiko.screen.hall',
                trailing: { kind: 'battery', level: 0.82, text: asIs('82 %') },
              },
              {
                icon: 'doorOpen',
                label: 'domiko.screen.bay',
                trailing: { kind: 'battery', level: 0.64, text: asIs('64 %') },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.leak',
                trailing: { kind: 'battery', level: 0.9, text: asIs('90 %') },
              },
            ],
          },
        ],
      ],
    },
  ],

  notifications: [
    {
      device: 'phone',
      alt: 'domiko.screen.notifications.phone.alt',
      title: 'domiko.screen.notifications.phone.title',
      subtitle: 'domiko.screen.notifications.phone.subtitle',
      tab: 0,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: 'domiko.screen.waterLeak',
            body: 'domiko.screen.laundryRoomValveClosed',
            time: asIs('21:02'),
            tone: 'danger',
          },
          {
            kind: 'notice',
            icon: 'bellRing',
            title: 'domiko.screen.doorbell',
            body: 'domiko.screen.someoneGate',
            time: asIs('18:32'),
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'domiko.screen.alarmArmed',
            body: 'domiko.screen.awayModeThomas',
            time: asIs('08:15'),
            tone: 'success',
          },
          {
            kind: 'notice',
            icon: 'battery',
            title: 'domiko.screen.lowBattery',
            body: 'domiko.screen.kitchenSmokeDetector',
            time: asIs('07:40'),
            tone: 'accent',
          },
          {
            kind: 'notice',
            icon: 'car',
            title: 'domiko.screen.garageStillOpen',
            body: 'domiko.screen.since30Minutes',
            time: asIs('07:30'),
            tone: 'info',
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.notifications.tablet.alt',
      title: 'domiko.screen.notifications.tablet.title',
      subtitle: 'domiko.screen.notifications.tablet.subtitle',
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.security' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'siren',
                label: 'domiko.screen.alarmTriggered',
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'shield', label: 'domiko.screen.arming', trailing: { kind: 'toggle', on: true } },
              { icon: 'bellRing', label: 'domiko.screen.doorbell', trailing: { kind: 'toggle', on: true } },
              {
                icon: 'footprints',
                label: 'domiko.screen.motion',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'moon',
            title: 'domiko.screen.quietHours',
            body: asIs('22:00 – 07:00'),
            time: asIs(''),
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.home2' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'droplets',
                label: 'domiko.screen.waterLeak',
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'flame', label: 'domiko.screen.smoke', trailing: { kind: 'toggle', on: true } },
              {
                icon: 'battery',
                label: 'domiko.screen.lowBattery',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: 'domiko.screen.garageOpen',
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'thermometer', label: 'domiko.screen.frost2', trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],

  privacy: [
    {
      device: 'phone',
      alt: 'domiko.screen.privacy.phone.alt',
      title: 'domiko.screen.privacy.phone.title',
      subtitle: 'domiko.screen.privacy.phone.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.link', value: 'domiko.screen.direct', tone: 'success' },
              { label: 'domiko.screen.response', value: asIs('12 ms') },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'wifi',
                label: 'domiko.screen.homeNetwork',
                trailing: { kind: 'value', text: 'domiko.screen.connected', tone: 'success' },
              },
              {
                icon: 'globe',
                label: 'domiko.screen.remoteAccess',
                trailing: { kind: 'value', text: 'domiko.screen.encrypted' },
              },
              {
                icon: 'server',
                label: 'domiko.screen.processor',
                trailing: { kind: 'value', text: asIs('192.168.1.20') },
              },
              {
                icon: 'user',
                label: 'domiko.screen.cloudAccount',
                trailing: { kind: 'value', text: 'domiko.screen.notNeeded' },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'domiko.screen.dataStaysHome',
            body: 'domiko.screen.appCollectsNothingElse',
            time: asIs(''),
            tone: 'success',
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.privacy.tablet.alt',
      title: 'domiko.screen.privacy.tablet.title',
      subtitle: 'domiko.screen.privacy.tablet.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.forNotifications' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bell', label: 'domiko.screen.installToken', trailing: { kind: 'check', on: true } },
              { icon: 'phone', label: 'domiko.screen.deviceModel', trailing: { kind: 'check', on: true } },
              { icon: 'globe', label: 'domiko.screen.language', trailing: { kind: 'check', on: true } },
              { icon: 'clock', label: 'domiko.screen.timeZone', trailing: { kind: 'check', on: true } },
              { icon: 'cpu', label: 'domiko.screen.oSVersion', trailing: { kind: 'check', on: true } },
              {
                icon: 'package',
                label: 'domiko.screen.appVersion',
                trailing: { kind: 'check', on: true },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.neverSent' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'cctv',
                label: 'domiko.screen.images',
                trailing: { kind: 'value', text: 'domiko.screen.never' },
              },
              {
                icon: 'activity',
                label: 'domiko.screen.usage',
                trailing: { kind: 'value', text: 'domiko.screen.never' },
              },
              {
                icon: 'pin',
                label: 'domiko.screen.location',
                trailing: { kind: 'value', text: 'domiko.screen.never' },
              },
              {
                icon: 'house',
                label: 'domiko.screen.yourHome',
                trailing: { kind: 'value', text: 'domiko.screen.never' },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'server',
            title: 'domiko.screen.directLink',
            body: 'domiko.screen.appProcessor',
            time: asIs(''),
            tone: 'success',
          },
        ],
      ],
    },
  ],

  automations: [
    {
      device: 'phone',
      alt: 'domiko.screen.automations.phone.alt',
      title: 'domiko.screen.automations.phone.title',
      subtitle: 'domiko.screen.automations.phone.subtitle',
      back: true,
      tab: 2,
      columns: [
        [
          {
            kind: 'flow',
            items: [
              { icon: 'sunset', label: 'domiko.screen.when', detail: 'domiko.screen.sunset2' },
              { icon: 'users', label: 'domiko.screen.if', detail: 'domiko.screen.nobodyHome' },
              {
                icon: 'blinds',
                label: 'domiko.screen.then',
                detail: 'domiko.screen.closeAllShades',
              },
              { icon: 'bulb', label: 'domiko.screen.and', detail: 'domiko.screen.pathLights40Percent' },
              { icon: 'shield', label: 'domiko.screen.and', detail: 'domiko.screen.armAwayMode' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'domiko.screen.test', icon: 'play', tone: 'neutral' },
              { label: 'domiko.screen.save', tone: 'accent' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.automations.tablet.alt',
      title: 'domiko.screen.automations.tablet.title',
      subtitle: 'domiko.screen.automations.tablet.subtitle',
      tab: 2,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sunset',
                label: 'domiko.screen.evening',
                detail: 'domiko.screen.atSunset',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sun',
                label: 'domiko.screen.wakeUp',
                detail: 'domiko.screen.weekdays0700',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.leak',
                detail: 'domiko.screen.closeValve',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: 'domiko.screen.arrival',
                detail: 'domiko.screen.gateOpens',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'moon',
                label: 'domiko.screen.night',
                detail: asIs('23:30'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'calendar',
                label: 'domiko.screen.holidays',
                detail: 'domiko.screen.presence',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.wakeUp' },
          {
            kind: 'flow',
            items: [
              { icon: 'clock', label: 'domiko.screen.when', detail: 'domiko.screen.0700MonFri' },
              { icon: 'blinds', label: 'domiko.screen.then', detail: 'domiko.screen.openBedroom' },
              { icon: 'flame', label: 'domiko.screen.and', detail: 'domiko.screen.bathroom23Degrees' },
              { icon: 'music', label: 'domiko.screen.and', detail: 'domiko.screen.radioLow' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.new', icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  users: [
    {
      device: 'phone',
      alt: 'domiko.screen.users.phone.alt',
      title: 'domiko.screen.users.phone.title',
      subtitle: 'domiko.screen.users.phone.subtitle',
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                initials: 'CM',
                label: 'domiko.screen.claire',
                detail: 'domiko.screen.ownerEverything',
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'TM',
                label: 'domiko.screen.thomas',
                detail: 'domiko.screen.adultEverything',
                tone: 'info',
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'LM',
                label: asIs('Léa'),
                detail: 'domiko.screen.child3Rooms',
                tone: 'success',
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'SR',
                label: 'domiko.screen.sofia',
                detail: 'domiko.screen.housekeeperTueFri',
                tone: 'muted',
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'users',
            title: 'domiko.screen.guestAccess',
            body: 'domiko.screen.validUntilSunday',
            time: asIs(''),
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.addSomeone', icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.users.tablet.alt',
      title: asIs('Léa'),
      subtitle: 'domiko.screen.users.tablet.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.rooms' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'domiko.screen.herBedroom', trailing: { kind: 'check', on: true } },
              { icon: 'sofa', label: 'domiko.screen.livingRoom', trailing: { kind: 'check', on: true } },
              { icon: 'film', label: 'domiko.screen.cinema', trailing: { kind: 'check', on: true } },
              { icon: 'user', label: 'domiko.screen.office', trailing: { kind: 'check', on: false } },
              { icon: 'car', label: 'domiko.screen.garage', trailing: { kind: 'check', on: false } },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.functions' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: 'domiko.screen.lighting', trailing: { kind: 'toggle', on: true } },
              { icon: 'music', label: 'domiko.screen.music', trailing: { kind: 'toggle', on: true } },
              { icon: 'blinds', label: 'domiko.screen.shades', trailing: { kind: 'toggle', on: true } },
              {
                icon: 'thermometer',
                label: 'domiko.screen.heating',
                trailing: { kind: 'toggle', on: false },
              },
              { icon: 'shield', label: 'domiko.screen.alarm', trailing: { kind: 'toggle', on: false } },
              { icon: 'cctv', label: 'domiko.screen.cameras', trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],

  sites: [
    {
      device: 'phone',
      alt: 'domiko.screen.sites.phone.alt',
      title: 'domiko.screen.sites.phone.title',
      subtitle: 'domiko.screen.sites.phone.subtitle',
      back: true,
      columns: [
        [
          { kind: 'qr', caption: 'domiko.screen.holdCodeInsideFrame' },
          {
            kind: 'notice',
            icon: 'check',
            title: 'domiko.screen.chaletRecognised',
            body: 'domiko.screen.processorRightsReceived',
            time: asIs(''),
            tone: 'success',
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.addSite', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.sites.tablet.alt',
      title: 'domiko.screen.sites.tablet.title',
      subtitle: 'domiko.screen.sites.tablet.subtitle',
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'house',
                label: 'domiko.screen.house',
                detail: 'domiko.screen.lyonConnected',
                trailing: { kind: 'check', on: true },
              },
              {
                icon: 'pin',
                label: 'domiko.screen.chalet',
                detail: 'domiko.screen.megeveRemote',
                trailing: { kind: 'check', on: false },
              },
              {
                icon: 'building',
                label: 'domiko.screen.office',
                detail: 'domiko.screen.villeurbanne',
                trailing: { kind: 'check', on: false },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.scanCode', icon: 'qr', tone: 'accent' }],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.chalet' },
          {
            kind: 'stats',
            stats: [
              { label: 'domiko.screen.inside', value: asIs('12°'), tone: 'info' },
              { label: 'domiko.screen.alarm', value: 'domiko.screen.on', tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'domiko.screen.preHeat',
                detail: 'domiko.screen.friday1600',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'droplets',
                label: 'domiko.screen.water',
                detail: 'domiko.screen.valve',
                trailing: { kind: 'value', text: 'domiko.screen.off2' },
              },
            ],
          },
        ],
      ],
    },
  ],

  siteSetup: [
    {
      device: 'phone',
      alt: 'domiko.screen.siteSetup.phone.alt',
      title: 'domiko.screen.siteSetup.phone.title',
      subtitle: 'domiko.screen.siteSetup.phone.subtitle',
      back: true,
      columns: [
        [
          {
            kind: 'steps',
            steps: [
              'domiko.screen.site',
              'domiko.screen.processor',
              'domiko.screen.rooms',
              'domiko.screen.users',
            ],
            current: 1,
          },
          {
            kind: 'fields',
            fields: [
              { label: 'domiko.screen.siteName', value: 'domiko.screen.house' },
              {
                label: 'domiko.screen.processorAddress',
                value: asIs('192.168.1.20'),
                icon: 'server',
              },
              {
                label: 'domiko.screen.remoteAccess2',
                value: 'domiko.screen.maisonExampleNet',
                icon: 'globe',
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'check',
            title: 'domiko.screen.brandProcessorFound',
            body: 'domiko.screen.connectionTestPassed',
            time: asIs(''),
            tone: 'success',
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.continue', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.siteSetup.tablet.alt',
      title: 'domiko.screen.siteSetup.tablet.title',
      subtitle: 'domiko.screen.siteSetup.tablet.subtitle',
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'domiko.screen.groundFloor', action: 'domiko.screen.edit' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: 'domiko.screen.livingRoom',
                trailing: { kind: 'chevron', text: asIs('12') },
              },
              {
                icon: 'kitchen',
                label: 'domiko.screen.kitchen',
                trailing: { kind: 'chevron', text: asIs('8') },
              },
              { icon: 'film', label: 'domiko.screen.cinema', trailing: { kind: 'chevron', text: asIs('6') } },
              {
                icon: 'doorOpen',
                label: 'domiko.screen.entrance',
                trailing: { kind: 'chevron', text: asIs('4') },
              },
            ],
          },
          { kind: 'label', text: 'domiko.screen.outside' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sprout',
                label: 'domiko.screen.garden',
                trailing: { kind: 'chevron', text: asIs('9') },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.upstairs', action: 'domiko.screen.edit' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bed',
                label: 'domiko.screen.mainBedroom',
                trailing: { kind: 'chevron', text: asIs('7') },
              },
              {
                icon: 'bed',
                label: 'domiko.screen.leaSRoom',
                trailing: { kind: 'chevron', text: asIs('5') },
              },
              {
                icon: 'bath',
                label: 'domiko.screen.bathroom',
                trailing: { kind: 'chevron', text: asIs('4') },
              },
              { icon: 'user', label: 'domiko.screen.office', trailing: { kind: 'chevron', text: asIs('6') } },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.addRoom', icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  drivers: [
    {
      device: 'phone',
      alt: 'domiko.screen.drivers.phone.alt',
      title: 'domiko.screen.drivers.phone.title',
      subtitle: 'domiko.screen.drivers.phone.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [{ label: 'domiko.screen.search', value: 'domiko.screen.driverName', icon: 'search' }],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'domiko.screen.veluxKLF200',
                detail: 'domiko.screen.12Shades',
                trailing: { kind: 'value', text: 'domiko.screen.linked', tone: 'success' },
              },
              {
                icon: 'shield',
                label: 'domiko.screen.risco',
                detail: 'domiko.screen.8Zones',
                trailing: { kind: 'value', text: 'domiko.screen.linked', tone: 'success' },
              },
              {
                icon: 'thermometer',
                label: 'domiko.screen.netatmoEnergy',
                detail: 'domiko.screen.6Rooms',
                trailing: { kind: 'value', text: 'domiko.screen.linked', tone: 'success' },
              },
              {
                icon: 'sun',
                label: 'domiko.screen.netatmoWeather',
                detail: 'domiko.screen.every10Min',
                trailing: { kind: 'value', text: 'domiko.screen.linked', tone: 'success' },
              },
              {
                icon: 'tv',
                label: 'domiko.screen.opaleMirrorTV',
                detail: asIs('RS-232'),
                trailing: { kind: 'value', text: 'domiko.screen.toSet', tone: 'accent' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.drivers.tablet.alt',
      title: 'domiko.screen.drivers.tablet.title',
      subtitle: 'domiko.screen.drivers.tablet.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: 'domiko.screen.shownAs', value: 'domiko.screen.shades', icon: 'blinds' },
              { label: 'domiko.screen.gateway', value: asIs('192.168.1.41'), icon: 'router' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'check',
                label: 'domiko.screen.online',
                tone: 'success',
                trailing: { kind: 'value', text: asIs('v2.1'), tone: 'muted' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.outputs' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'domiko.screen.living1',
                detail: 'domiko.screen.livingRoom',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.living2',
                detail: 'domiko.screen.livingRoom',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.skylight',
                detail: 'domiko.screen.office',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.suite',
                detail: 'domiko.screen.bedroom',
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.save', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  devices: [
    {
      device: 'phone',
      alt: 'domiko.screen.devices.phone.alt',
      title: 'domiko.screen.devices.phone.title',
      subtitle: 'domiko.screen.devices.phone.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'segmented',
            options: ['domiko.screen.all2', 'domiko.screen.lights', 'domiko.screen.other'],
            selected: 0,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bulb',
                label: 'domiko.screen.ceiling',
                detail: 'domiko.screen.dimmer',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'bulb',
                label: 'domiko.screen.floorLamp',
                detail: 'domiko.screen.dimmer',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: 'domiko.screen.bayWindow',
                detail: 'domiko.screen.shade',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'thermometer',
                label: 'domiko.screen.thermostat',
                detail: 'domiko.screen.heating',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'speaker',
                label: 'domiko.screen.speakers',
                detail: 'domiko.screen.audioZone',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'plug',
                label: 'domiko.screen.outlet',
                detail: 'domiko.screen.switch',
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: 'domiko.screen.addDevice', icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: 'domiko.screen.devices.tablet.alt',
      title: 'domiko.screen.devices.tablet.title',
      subtitle: 'domiko.screen.devices.tablet.subtitle',
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: 'domiko.screen.name', value: 'domiko.screen.ceilingLight', icon: 'bulb' },
              { label: 'domiko.screen.room', value: 'domiko.screen.livingRoom', icon: 'sofa' },
              { label: 'domiko.screen.type', value: 'domiko.screen.dimmer', icon: 'gauge' },
              { label: 'domiko.screen.brandDevice', value: 'domiko.screen.dimmer3Way118', icon: 'cpu' },
            ],
          },
        ],
        [
          { kind: 'label', text: 'domiko.screen.icon' },
          {
            kind: 'tiles',
            columns: 3,
            tiles: [
              { icon: 'bulb', label: asIs(''), state: asIs(''), active: true },
              { icon: 'sun', label: asIs(''), state: asIs('') },
              { icon: 'moon', label: asIs(''), state: asIs('') },
            ],
          },
          { kind: 'label', text: 'domiko.screen.showIn' },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: 'domiko.screen.homeScreen', trailing: { kind: 'toggle', on: true } },
              { icon: 'power', label: 'domiko.screen.allOff', trailing: { kind: 'toggle', on: true } },
              { icon: 'mic', label: 'domiko.screen.voice', trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
