import type { FeatureId } from '@/features/domiko/domiko-features';
import { battery, check, chevron, screen, toggle, value } from './screen-builders';
import { asIs, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the features that watch over the house, share it and set it up. */
export const managingScreens = {
  energy: [
    screen('energy', 'phone', {
      tab: 0,
      columns: [
        [
          { kind: 'segmented', options: ['day', 'week', 'month'], selected: 0 },
          {
            kind: 'chart',
            style: 'bars',
            title: 'consumption',
            value: '14point2KWh',
            data: [
              0.4, 0.3, 0.3, 0.3, 0.4, 0.6, 1.1, 1.4, 0.9, 0.7, 0.6, 0.8, 1.2, 0.9, 0.6, 0.5, 0.7, 1, 1.6,
              1.8, 1.3, 0.9, 0.6, 0.5,
            ],
            axis: [asIs('0 h'), asIs('6 h'), asIs('12 h'), asIs('18 h'), asIs('24 h')],
            highlight: 19,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'solar', value: '9point8KWh', tone: 'accent' },
              { label: 'selfUse', value: asIs('72 %'), tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'flame', label: 'heating', trailing: value(asIs('42 %')) },
              { icon: 'droplets', label: 'hotWater', trailing: value(asIs('21 %')) },
            ],
          },
        ],
      ],
    }),
    screen('energy', 'tablet', {
      tab: 0,
      columns: [
        [
          {
            kind: 'chart',
            style: 'line',
            title: 'powerNow',
            value: '2point4KW',
            data: [1.2, 1.4, 1.1, 1.8, 2.6, 2.2, 1.9, 2.8, 3.1, 2.5, 2, 2.3, 2.9, 2.4],
            axis: [asIs('18:00'), asIs('19:00'), asIs('20:00')],
            height: 170,
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'flame', label: 'heating', trailing: value(asIs('42 %'), 'accent') },
              { icon: 'droplets', label: 'hotWater', trailing: value(asIs('21 %')) },
              { icon: 'kitchen', label: 'kitchen', trailing: value(asIs('14 %')) },
              { icon: 'car', label: 'car', trailing: value(asIs('12 %')) },
            ],
          },
        ],
        [
          {
            kind: 'chart',
            style: 'bars',
            title: 'thisYear',
            value: asIs('4 820 kWh'),
            data: [620, 560, 480, 390, 300, 260, 280, 270, 310, 420, 520, 610],
            axis: ['jan', 'jun', 'dec'],
            highlight: 4,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'solar', value: asIs('3,1 MWh'), tone: 'accent' },
              { label: 'vsLastYear', value: asIs('−8 %'), tone: 'success' },
            ],
          },
        ],
      ],
    }),
  ],

  watering: [
    screen('watering', 'phone', {
      tab: 2,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: 'rainExpected',
            body: 'tonightSCycleSkipped',
            time: asIs('4 mm'),
            tone: 'info',
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'sprout', label: 'lawn', detail: asIs('20 min'), trailing: toggle(true) },
              { icon: 'leaf', label: 'vegetables', detail: asIs('12 min'), trailing: toggle(true) },
              { icon: 'sprout', label: 'flowerBeds', detail: 'drip30Min', trailing: toggle(true) },
              { icon: 'leaf', label: 'hedge', detail: asIs('15 min'), trailing: toggle(false) },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'waterNow', icon: 'droplets', tone: 'accent' }] },
        ],
      ],
    }),
    screen('watering', 'tablet', {
      tab: 2,
      columns: [
        [
          {
            kind: 'chart',
            style: 'bars',
            title: 'thisWeek',
            value: asIs('1 840 L'),
            data: [260, 280, 0, 310, 290, 350, 350],
            axis: ['mon', 'thu', 'sun'],
            highlight: 6,
            height: 160,
          },
          {
            kind: 'stats',
            stats: [
              { label: 'soil', value: asIs('34 %'), tone: 'info' },
              { label: 'rain24H', value: asIs('0 mm') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'startTimes' },
          {
            kind: 'rows',
            rows: [
              { icon: 'clock', label: asIs('06:00'), detail: 'lawnHedge', trailing: toggle(true) },
              { icon: 'clock', label: asIs('21:30'), detail: 'vegetables', trailing: toggle(true) },
            ],
          },
          { kind: 'slider', icon: 'droplets', label: 'seasonal', value: 0.8, text: asIs('120 %') },
          { kind: 'rows', rows: [{ icon: 'sprout', label: 'skipIfRain', trailing: toggle(true) }] },
        ],
      ],
    }),
  ],

  sensors: [
    screen('sensors', 'phone', {
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: 'kitchenSmoke',
                detail: 'replaceSoon',
                trailing: battery(0.12, asIs('12 %')),
              },
              {
                icon: 'activity',
                label: 'hallMotion',
                detail: 'seen2MinAgo',
                trailing: battery(0.82, asIs('82 %')),
              },
              {
                icon: 'doorOpen',
                label: 'bayWindow',
                detail: 'closed3',
                trailing: battery(0.64, asIs('64 %')),
              },
              { icon: 'droplets', label: 'laundryLeak', detail: 'dry', trailing: battery(0.9, asIs('90 %')) },
              {
                icon: 'thermometer',
                label: 'cellar',
                detail: asIs('13,5 °C · 71 %'),
                trailing: battery(0.47, asIs('47 %')),
              },
              { icon: 'lock', label: 'doorLock', detail: 'locked', trailing: battery(0.58, asIs('58 %')) },
            ],
          },
        ],
      ],
    }),
    screen('sensors', 'tablet', {
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: asIs('OK'), value: asIs('23'), tone: 'success' },
              { label: 'toCheck', value: asIs('1'), tone: 'danger' },
            ],
          },
          {
            kind: 'chart',
            style: 'line',
            title: 'cellarHumidity',
            value: asIs('71 %'),
            data: [64, 65, 67, 66, 68, 70, 69, 71, 72, 71],
            axis: [asIs('0 h'), asIs('12 h'), asIs('24 h')],
            height: 160,
          },
          { kind: 'rows', rows: [{ icon: 'wifi', label: 'signal', trailing: value('good', 'success') }] },
        ],
        [
          { kind: 'label', text: 'openNow' },
          {
            kind: 'rows',
            rows: [{ icon: 'blinds', label: 'office', detail: 'window', trailing: value('open3', 'accent') }],
          },
          { kind: 'label', text: 'batteries' },
          {
            kind: 'rows',
            rows: [
              { icon: 'flame', label: 'smoke', trailing: battery(0.12, asIs('12 %')) },
              { icon: 'activity', label: 'hall', trailing: battery(0.82, asIs('82 %')) },
              { icon: 'doorOpen', label: 'bay', trailing: battery(0.64, asIs('64 %')) },
              { icon: 'droplets', label: 'leak', trailing: battery(0.9, asIs('90 %')) },
            ],
          },
        ],
      ],
    }),
  ],

  notifications: [
    screen('notifications', 'phone', {
      tab: 0,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: 'waterLeak',
            body: 'laundryRoomValveClosed',
            time: asIs('21:02'),
            tone: 'danger',
          },
          { kind: 'notice', icon: 'bellRing', title: 'doorbell', body: 'someoneGate', time: asIs('18:32') },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'alarmArmed',
            body: 'awayModeThomas',
            time: asIs('08:15'),
            tone: 'success',
          },
          {
            kind: 'notice',
            icon: 'battery',
            title: 'lowBattery',
            body: 'kitchenSmokeDetector',
            time: asIs('07:40'),
            tone: 'accent',
          },
          {
            kind: 'notice',
            icon: 'car',
            title: 'garageStillOpen',
            body: 'since30Minutes',
            time: asIs('07:30'),
            tone: 'info',
          },
        ],
      ],
    }),
    screen('notifications', 'tablet', {
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'security' },
          {
            kind: 'rows',
            rows: [
              { icon: 'siren', label: 'alarmTriggered', trailing: toggle(true) },
              { icon: 'shield', label: 'arming', trailing: toggle(true) },
              { icon: 'bellRing', label: 'doorbell', trailing: toggle(true) },
              { icon: 'footprints', label: 'motion', trailing: toggle(false) },
            ],
          },
          { kind: 'notice', icon: 'moon', title: 'quietHours', body: asIs('22:00 – 07:00'), time: asIs('') },
        ],
        [
          { kind: 'label', text: 'home2' },
          {
            kind: 'rows',
            rows: [
              { icon: 'droplets', label: 'waterLeak', trailing: toggle(true) },
              { icon: 'flame', label: 'smoke', trailing: toggle(true) },
              { icon: 'battery', label: 'lowBattery', trailing: toggle(true) },
              { icon: 'car', label: 'garageOpen', trailing: toggle(true) },
              { icon: 'thermometer', label: 'frost2', trailing: toggle(false) },
            ],
          },
        ],
      ],
    }),
  ],

  privacy: [
    screen('privacy', 'phone', {
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: 'link', value: 'direct', tone: 'success' },
              { label: 'response', value: asIs('12 ms') },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'wifi', label: 'homeNetwork', trailing: value('connected', 'success') },
              { icon: 'globe', label: 'remoteAccess', trailing: value('encrypted') },
              { icon: 'server', label: 'processor', trailing: value(asIs('192.168.1.20')) },
              { icon: 'user', label: 'cloudAccount', trailing: value('notNeeded') },
            ],
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: 'dataStaysHome',
            body: 'appCollectsNothingElse',
            time: asIs(''),
            tone: 'success',
          },
        ],
      ],
    }),
    screen('privacy', 'tablet', {
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'forNotifications' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bell', label: 'installToken', trailing: check(true) },
              { icon: 'phone', label: 'deviceModel', trailing: check(true) },
              { icon: 'globe', label: 'language', trailing: check(true) },
              { icon: 'clock', label: 'timeZone', trailing: check(true) },
              { icon: 'cpu', label: 'oSVersion', trailing: check(true) },
              { icon: 'package', label: 'appVersion', trailing: check(true) },
            ],
          },
        ],
        [
          { kind: 'label', text: 'neverSent' },
          {
            kind: 'rows',
            rows: [
              { icon: 'cctv', label: 'images', trailing: value('never') },
              { icon: 'activity', label: 'usage', trailing: value('never') },
              { icon: 'pin', label: 'location', trailing: value('never') },
              { icon: 'house', label: 'yourHome', trailing: value('never') },
            ],
          },
          {
            kind: 'notice',
            icon: 'server',
            title: 'directLink',
            body: 'appProcessor',
            time: asIs(''),
            tone: 'success',
          },
        ],
      ],
    }),
  ],

  automations: [
    screen('automations', 'phone', {
      back: true,
      tab: 2,
      columns: [
        [
          {
            kind: 'flow',
            items: [
              { icon: 'sunset', label: 'when', detail: 'sunset2' },
              { icon: 'users', label: 'if', detail: 'nobodyHome' },
              { icon: 'blinds', label: 'then', detail: 'closeAllShades' },
              { icon: 'bulb', label: 'and', detail: 'pathLights40Percent' },
              { icon: 'shield', label: 'and', detail: 'armAwayMode' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: 'test', icon: 'play', tone: 'neutral' },
              { label: 'save', tone: 'accent' },
            ],
          },
        ],
      ],
    }),
    screen('automations', 'tablet', {
      tab: 2,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              { icon: 'sunset', label: 'evening', detail: 'atSunset', trailing: toggle(true) },
              { icon: 'sun', label: 'wakeUp', detail: 'weekdays0700', trailing: toggle(true) },
              { icon: 'droplets', label: 'leak', detail: 'closeValve', trailing: toggle(true) },
              { icon: 'car', label: 'arrival', detail: 'gateOpens', trailing: toggle(true) },
              { icon: 'moon', label: 'night', detail: asIs('23:30'), trailing: toggle(true) },
              { icon: 'calendar', label: 'holidays', detail: 'presence', trailing: toggle(false) },
            ],
          },
        ],
        [
          { kind: 'label', text: 'wakeUp' },
          {
            kind: 'flow',
            items: [
              { icon: 'clock', label: 'when', detail: '0700MonFri' },
              { icon: 'blinds', label: 'then', detail: 'openBedroom' },
              { icon: 'flame', label: 'and', detail: 'bathroom23Degrees' },
              { icon: 'music', label: 'and', detail: 'radioLow' },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'new', icon: 'plus', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  users: [
    screen('users', 'phone', {
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              { initials: 'CM', label: 'claire', detail: 'ownerEverything', trailing: chevron() },
              {
                initials: 'TM',
                label: 'thomas',
                detail: 'adultEverything',
                tone: 'info',
                trailing: chevron(),
              },
              {
                initials: 'LM',
                label: asIs('Léa'),
                detail: 'child3Rooms',
                tone: 'success',
                trailing: chevron(),
              },
              {
                initials: 'SR',
                label: 'sofia',
                detail: 'housekeeperTueFri',
                tone: 'muted',
                trailing: chevron(),
              },
            ],
          },
          { kind: 'notice', icon: 'users', title: 'guestAccess', body: 'validUntilSunday', time: asIs('') },
          { kind: 'buttons', buttons: [{ label: 'addSomeone', icon: 'plus', tone: 'accent' }] },
        ],
      ],
    }),
    screen('users', 'tablet', {
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'rooms' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'herBedroom', trailing: check(true) },
              { icon: 'sofa', label: 'livingRoom', trailing: check(true) },
              { icon: 'film', label: 'cinema', trailing: check(true) },
              { icon: 'user', label: 'office', trailing: check(false) },
              { icon: 'car', label: 'garage', trailing: check(false) },
            ],
          },
        ],
        [
          { kind: 'label', text: 'functions' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: 'lighting', trailing: toggle(true) },
              { icon: 'music', label: 'music', trailing: toggle(true) },
              { icon: 'blinds', label: 'shades', trailing: toggle(true) },
              { icon: 'thermometer', label: 'heating', trailing: toggle(false) },
              { icon: 'shield', label: 'alarm', trailing: toggle(false) },
              { icon: 'cctv', label: 'cameras', trailing: toggle(false) },
            ],
          },
        ],
      ],
    }),
  ],

  sites: [
    screen('sites', 'phone', {
      back: true,
      columns: [
        [
          { kind: 'qr', caption: 'holdCodeInsideFrame' },
          {
            kind: 'notice',
            icon: 'check',
            title: 'chaletRecognised',
            body: 'processorRightsReceived',
            time: asIs(''),
            tone: 'success',
          },
          { kind: 'buttons', buttons: [{ label: 'addSite', tone: 'accent' }] },
        ],
      ],
    }),
    screen('sites', 'tablet', {
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: 'house', detail: 'lyonConnected', trailing: check(true) },
              { icon: 'pin', label: 'chalet', detail: 'megeveRemote', trailing: check(false) },
              { icon: 'building', label: 'office', detail: 'villeurbanne', trailing: check(false) },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'scanCode', icon: 'qr', tone: 'accent' }] },
        ],
        [
          { kind: 'label', text: 'chalet' },
          {
            kind: 'stats',
            stats: [
              { label: 'inside', value: asIs('12°'), tone: 'info' },
              { label: 'alarm', value: 'on', tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'flame', label: 'preHeat', detail: 'friday1600', trailing: toggle(true) },
              { icon: 'droplets', label: 'water', detail: 'valve', trailing: value('off2') },
            ],
          },
        ],
      ],
    }),
  ],

  siteSetup: [
    screen('siteSetup', 'phone', {
      back: true,
      columns: [
        [
          { kind: 'steps', steps: ['site', 'processor', 'rooms', 'users'], current: 1 },
          {
            kind: 'fields',
            fields: [
              { label: 'siteName', value: 'house' },
              { label: 'processorAddress', value: asIs('192.168.1.20'), icon: 'server' },
              { label: 'remoteAccess2', value: 'maisonExampleNet', icon: 'globe' },
            ],
          },
          {
            kind: 'notice',
            icon: 'check',
            title: 'brandProcessorFound',
            body: 'connectionTestPassed',
            time: asIs(''),
            tone: 'success',
          },
          { kind: 'buttons', buttons: [{ label: 'continue', tone: 'accent' }] },
        ],
      ],
    }),
    screen('siteSetup', 'tablet', {
      tab: 3,
      columns: [
        [
          { kind: 'label', text: 'groundFloor', action: 'edit' },
          {
            kind: 'rows',
            rows: [
              { icon: 'sofa', label: 'livingRoom', trailing: chevron(asIs('12')) },
              { icon: 'kitchen', label: 'kitchen', trailing: chevron(asIs('8')) },
              { icon: 'film', label: 'cinema', trailing: chevron(asIs('6')) },
              { icon: 'doorOpen', label: 'entrance', trailing: chevron(asIs('4')) },
            ],
          },
          { kind: 'label', text: 'outside' },
          { kind: 'rows', rows: [{ icon: 'sprout', label: 'garden', trailing: chevron(asIs('9')) }] },
        ],
        [
          { kind: 'label', text: 'upstairs', action: 'edit' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: 'mainBedroom', trailing: chevron(asIs('7')) },
              { icon: 'bed', label: 'leaSRoom', trailing: chevron(asIs('5')) },
              { icon: 'bath', label: 'bathroom', trailing: chevron(asIs('4')) },
              { icon: 'user', label: 'office', trailing: chevron(asIs('6')) },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'addRoom', icon: 'plus', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  drivers: [
    screen('drivers', 'phone', {
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'fields', fields: [{ label: 'search', value: 'driverName', icon: 'search' }] },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'veluxKLF200',
                detail: '12Shades',
                trailing: value('linked', 'success'),
              },
              { icon: 'shield', label: 'risco', detail: '8Zones', trailing: value('linked', 'success') },
              {
                icon: 'thermometer',
                label: 'netatmoEnergy',
                detail: '6Rooms',
                trailing: value('linked', 'success'),
              },
              {
                icon: 'sun',
                label: 'netatmoWeather',
                detail: 'every10Min',
                trailing: value('linked', 'success'),
              },
              {
                icon: 'tv',
                label: 'opaleMirrorTV',
                detail: asIs('RS-232'),
                trailing: value('toSet', 'accent'),
              },
            ],
          },
        ],
      ],
    }),
    screen('drivers', 'tablet', {
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: 'shownAs', value: 'shades', icon: 'blinds' },
              { label: 'gateway', value: asIs('192.168.1.41'), icon: 'router' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'check', label: 'online', tone: 'success', trailing: value(asIs('v2.1'), 'muted') },
            ],
          },
        ],
        [
          { kind: 'label', text: 'outputs' },
          {
            kind: 'rows',
            rows: [
              { icon: 'blinds', label: 'living1', detail: 'livingRoom', trailing: chevron() },
              { icon: 'blinds', label: 'living2', detail: 'livingRoom', trailing: chevron() },
              { icon: 'blinds', label: 'skylight', detail: 'office', trailing: chevron() },
              { icon: 'blinds', label: 'suite', detail: 'bedroom', trailing: chevron() },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'save', tone: 'accent' }] },
        ],
      ],
    }),
  ],

  devices: [
    screen('devices', 'phone', {
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'segmented', options: ['all2', 'lights', 'other'], selected: 0 },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: 'ceiling', detail: 'dimmer', trailing: chevron() },
              { icon: 'bulb', label: 'floorLamp', detail: 'dimmer', trailing: chevron() },
              { icon: 'blinds', label: 'bayWindow', detail: 'shade', trailing: chevron() },
              { icon: 'thermometer', label: 'thermostat', detail: 'heating', trailing: chevron() },
              { icon: 'speaker', label: 'speakers', detail: 'audioZone', trailing: chevron() },
              { icon: 'plug', label: 'outlet', detail: 'switch', trailing: chevron() },
            ],
          },
          { kind: 'buttons', buttons: [{ label: 'addDevice', icon: 'plus', tone: 'accent' }] },
        ],
      ],
    }),
    screen('devices', 'tablet', {
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: 'name', value: 'ceilingLight', icon: 'bulb' },
              { label: 'room', value: 'livingRoom', icon: 'sofa' },
              { label: 'type', value: 'dimmer', icon: 'gauge' },
              { label: 'brandDevice', value: 'dimmer3Way118', icon: 'cpu' },
            ],
          },
        ],
        [
          { kind: 'label', text: 'icon' },
          {
            kind: 'tiles',
            columns: 3,
            tiles: [
              { icon: 'bulb', label: asIs(''), state: asIs(''), active: true },
              { icon: 'sun', label: asIs(''), state: asIs('') },
              { icon: 'moon', label: asIs(''), state: asIs('') },
            ],
          },
          { kind: 'label', text: 'showIn' },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: 'homeScreen', trailing: toggle(true) },
              { icon: 'power', label: 'allOff', trailing: toggle(true) },
              { icon: 'mic', label: 'voice', trailing: toggle(false) },
            ],
          },
        ],
      ],
    }),
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
