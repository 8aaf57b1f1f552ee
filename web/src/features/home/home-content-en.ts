import type { HomeContent } from './home-content';

export const homeContentEn: HomeContent = {
  hero: {
    eyebrow: 'Independent integrator · Home automation, audio-video, security',
    title: 'A home that responds to you, quietly and reliably.',
    lead: 'We design, install and program complete home systems: lighting, shades, climate, multiroom audio, cinema, cameras and alarm, brought together in one intuitive control. For over 15 years, one integrator has followed each project from the first sketch to after-sales.',
    primary: 'Discuss your project',
    secondary: 'Discover the {app} app',
    imageAlt:
      'A modern house at dusk, its windows warmly lit, a television glowing in the living room and the pool lit up in the foreground.',
    facts: [
      { value: '15+', label: 'years of experience' },
      { value: '{brand}', label: 'certified programming' },
      { value: '1', label: 'point of contact, from design to after-sales' },
    ],
    scenes: [
      { room: 'Living room', state: 'Evening scene · 40 %' },
      { room: 'Alarm', state: 'Perimeter armed' },
      { room: 'Garden', state: 'Lighting until 23:00' },
    ],
  },
  trades: {
    eyebrow: 'What we integrate',
    title: 'Three trades, one coherent system',
    lead: 'Each room is designed as a whole: what you see, what you hear and what protects you follow the same logic and answer to the same keypads, remotes and app.',
    items: [
      {
        title: 'Home automation',
        text: 'Lighting, shades, heating and air conditioning, watering and energy, orchestrated by scenes that follow your day.',
        points: [
          'Lighting scenes and dimming',
          'Motorised shades and blinds',
          'Climate, watering and energy monitoring',
        ],
      },
      {
        title: 'Audio-video',
        text: 'Music in every room, a home cinema that starts with a single touch, video distributed wherever you need it.',
        points: ['Multiroom audio', 'Home cinema and media rooms', 'Video distribution and intercom'],
      },
      {
        title: 'Security',
        text: 'Alarm, cameras and access control that live with the rest of the house instead of beside it.',
        points: ['Intrusion alarm', 'Cameras and recording', 'Access control and door stations'],
      },
    ],
  },
  process: {
    eyebrow: 'Method',
    title: 'How a project runs',
    lead: 'A clear path with one point of contact, whether you are building, renovating or upgrading an existing installation.',
    steps: [
      {
        title: 'Listening and site visit',
        text: 'We discuss how you live, what you expect and your constraints, then survey the site or study the plans.',
      },
      {
        title: 'Design and proposal',
        text: 'Equipment choices, cabling plans and a detailed quotation, with the budget explained line by line.',
      },
      {
        title: 'Project follow-up',
        text: 'We coordinate with your architect, electrician and other trades so that every cable is where it belongs.',
      },
      {
        title: 'Programming and commissioning',
        text: 'Scenes, keypads, interfaces and the app are programmed to your habits, then tested room by room.',
      },
      {
        title: 'Handover and support',
        text: 'A walkthrough with the whole family, documentation, then remote assistance and adjustments as your needs evolve.',
      },
    ],
  },
  platform: {
    eyebrow: 'The control system',
    title: 'Built on {brand}, programmed with care',
    text: [
      'We program the {brand} home processor, a platform recognised for its reliability and for the breadth of equipment it controls. It ties lighting, audio-video, climate and security together, and keeps working locally even when the internet does not.',
      'As a certified programmer, we write the drivers your installation needs when none exist, and we adjust the system over the years without starting again.',
    ],
    link: 'Our services',
    hubLabel: 'What the home processor brings together',
    hub: ['Lighting', 'Shades', 'Climate', 'Audio', 'Video', 'Cameras', 'Alarm', 'Intercom'],
  },
  offers: {
    eyebrow: 'Going further',
    title: 'An app, services and drivers',
    app: {
      title: 'The {app} app',
      text: 'Control the whole house from a phone, tablet or computer: iOS, Android, macOS, Windows and the Web.',
      link: 'Discover the app',
    },
    services: {
      title: 'Services',
      text: 'Planning, project follow-up and programming for private clients and professionals.',
      link: 'See our services',
    },
    store: {
      title: 'Driver store',
      text: 'Drivers for the {brand} processor: Velux, Risco, Netatmo and more, documented and ready to install.',
      link: 'Visit the store',
    },
  },
  installer: {
    eyebrow: 'For installers',
    title: 'You install, we program',
    text: 'Electricians, AV installers and integrators: rely on a certified programmer for your {brand} projects, from the design to the handover.',
    link: 'The installer page',
  },
  contact: {
    title: 'Let’s talk about your home',
    text: 'Tell us about your project: a new build, a renovation or an installation to bring up to date. We reply quickly and personally.',
    link: 'Contact us',
  },
};
