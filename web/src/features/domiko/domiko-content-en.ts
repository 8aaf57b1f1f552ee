import type { FeatureId } from './domiko-features';
import type { SectionCopy } from './domiko-content';

export const domikoContentEn: Record<FeatureId, SectionCopy> = {
  intro: {
    eyebrow: 'The app',
    title: '{app}, the whole house in one app',
    text: [
      '{app} is the home control app we designed for the installations we build. It is built around your {brand} home processor: the app talks to it directly, so every light, shade, camera and scene answers at once, without a detour through someone else’s cloud.',
      'The same interface follows you on iPhone and iPad, Android phones and tablets, Mac, Windows and in any web browser.',
    ],
    points: [
      'Available on iOS, Android, macOS, Windows and the Web',
      'Built around your {brand} home processor',
      'Set up and maintained by your integrator',
    ],
  },
  lighting: {
    eyebrow: 'Lighting',
    title: 'Light every room the way you like it',
    text: [
      'Switch and dim each light, adjust the colour temperature and recall the moods prepared for each room: reading, dinner, evening. A single touch switches off the whole house when you leave.',
    ],
    points: ['Dimmers, switches and LED strips', 'Moods per room', 'One button for all off'],
  },
  shades: {
    eyebrow: 'Shades',
    title: 'Shades, blinds and awnings at the right height',
    text: [
      'See the position of every shade at a glance and set it to the percent. Let them open at sunrise, close at sunset and lower on the south side when the heat rises.',
    ],
    points: ['Exact position, stop at any time', 'Sunrise and sunset schedules', 'Sun and heat protection'],
  },
  cameras: {
    eyebrow: 'Cameras',
    title: 'Your cameras, live, wherever you are',
    text: [
      'Watch each camera live in high definition, or all of them side by side on a tablet. Motion, arrivals and deliveries are listed by time, and the gate opens from the same screen.',
    ],
    points: ['Live view of every camera', 'Events listed by time', 'Open the gate from the picture'],
  },
  alarm: {
    eyebrow: 'Alarm',
    title: 'The alarm, armed and disarmed in a second',
    text: [
      'Arm the house for the night or for your absence, disarm it with your code, and see the state of every door, window and detector. The log tells you who armed and disarmed, and when.',
    ],
    points: ['Night and away modes', 'State of every zone', 'A clear event log'],
  },
  climate: {
    eyebrow: 'Heating and air conditioning',
    title: 'The right temperature in every room',
    text: [
      'Set the temperature room by room, choose comfort, eco or frost protection, and switch to cooling in summer. Current temperature, setpoint and humidity are always in view.',
    ],
    points: ['Heating and cooling per room', 'Comfort, eco and frost modes', 'Fan speed and humidity'],
  },
  audio: {
    eyebrow: 'Multiroom audio',
    title: 'Music in every room, or the same everywhere',
    text: [
      'Choose a source, play it in one room or several, and set each volume separately. Streaming services, radio, AirPlay and the TV sound are all reached from the same screen.',
    ],
    points: [
      'One source per room, or grouped rooms',
      'Volume room by room',
      'Streaming, radio, AirPlay and TV',
    ],
  },
  video: {
    eyebrow: 'Video',
    title: 'Every screen and every source, one remote',
    text: [
      'Send any source to any screen in the house and drive it with a remote designed for the room. The cinema scene closes the shades, dims the lights and lowers the screen for you.',
    ],
    points: ['Video distribution across the house', 'A remote for each room', 'Cinema scene in one touch'],
  },
  intercom: {
    eyebrow: 'Intercom',
    title: 'See who is at the door, and answer from anywhere',
    text: [
      'When someone rings, the call reaches your phones, tablets and TV with the door camera picture. Talk, open the door or the gate, or decline, even when you are away.',
    ],
    points: ['Video call on every device', 'Open the door or the gate', 'History of calls and visits'],
  },
  energy: {
    eyebrow: 'Energy charts',
    title: 'Understand where your energy goes',
    text: [
      'Follow consumption and solar production by the hour, day, month or year, and see the share of heating, hot water and the car. Clear charts help you spot what to change.',
    ],
    points: ['Live power and history', 'Solar production and self-consumption', 'Share of each use'],
  },
  watering: {
    eyebrow: 'Watering',
    title: 'A garden watered at the right time',
    text: [
      'Program each zone, adjust durations with the seasons and start a cycle by hand when needed. When rain is forecast, the next cycle is skipped to save water.',
    ],
    points: ['Zones and start times', 'Seasonal adjustment', 'Pause when rain is expected'],
  },
  sensors: {
    eyebrow: 'Batteries and sensors',
    title: 'Every sensor watched, every battery in view',
    text: [
      'Doors, windows, motion, smoke, leaks, temperature and humidity: each sensor shows its state and battery level. Those that need attention come first, well before they stop working.',
    ],
    points: ['Battery level of each sensor', 'Open doors and windows', 'Temperature and humidity curves'],
  },
  notifications: {
    eyebrow: 'Notifications',
    title: 'Told at once when something matters',
    text: [
      'A water leak, a doorbell, the alarm, a garage left open, a weak battery: {app} lets you know straight away. Choose which events notify each device and set quiet hours for the night.',
    ],
    points: ['Alerts for security and for the house', 'Chosen device by device', 'Quiet hours'],
  },
  privacy: {
    eyebrow: 'Privacy',
    title: 'Straight to your processor, nothing collected',
    text: [
      '{app} talks directly to your {brand} processor, on your home network or through your secure remote access. No account with us, no copy of your house somewhere else.',
      'Notifications are delivered by a third-party messaging service, which receives only what it needs: an installation token, the device model, language, time zone, system version, and the app’s identifier and version. Apart from that, the app collects nothing.',
    ],
    points: ['Direct link with the processor', 'No account, no tracking', 'Only what notifications need'],
  },
  automations: {
    eyebrow: 'Automations',
    title: 'A house that runs by itself',
    text: [
      'Describe what should happen, and when: at sunset, if nobody is home, close the shades, light the path and arm the alarm. Wake-up, arrival, night and holidays work the same way.',
    ],
    points: [
      'Triggers by time, sun or event',
      'Conditions on presence and state',
      'Switch each automation on or off',
    ],
  },
  users: {
    eyebrow: 'Multi-user rights',
    title: 'Each person sees only what concerns them',
    text: [
      'Give everyone their own access. For each user, choose the rooms and the functions they may use: the children keep their bedroom and the music, the housekeeper gets the entrance on her days.',
    ],
    points: ['Rooms filtered per user', 'Functions filtered per user', 'Temporary guest access'],
  },
  sites: {
    eyebrow: 'Multi-site',
    title: 'Your home, your chalet and your office in one app',
    text: [
      'Add a site by scanning the QR code your integrator gives you: the processor address and your rights are set up in a second. Then go from one site to another with a tap.',
    ],
    points: ['New site by QR code', 'Several sites on one device', 'Remote access to each site'],
  },
  siteSetup: {
    eyebrow: 'Site setup',
    title: 'A site ready in a few steps',
    text: [
      'Name the site, enter the address of the {brand} processor and test the connection. Then arrange floors and rooms so that the app matches the house exactly.',
    ],
    points: ['Guided steps', 'Local and remote addresses', 'Floors and rooms in your order'],
  },
  drivers: {
    eyebrow: 'Driver setup',
    title: 'Drivers read straight from the {brand} project',
    text: [
      '{app} reads the drivers of your {brand} project: shades, alarm, heating, weather station, TV. Link each one to a function of the app and choose how its outputs appear.',
    ],
    points: [
      'Drivers found on the processor',
      'Each output linked to a room',
      'Connection state at a glance',
    ],
  },
  devices: {
    eyebrow: 'Device setup',
    title: 'Every device named, placed and shown where you want it',
    text: [
      'Give each device a clear name, a room, a type and an icon, and choose whether it appears on the home screen, in all off or in voice control.',
    ],
    points: ['Names and icons', 'Room and type', 'Home screen and all off'],
  },
};
