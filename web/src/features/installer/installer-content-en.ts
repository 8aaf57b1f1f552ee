import type { InstallerContent } from './installer-content';

export const installerContentEn: InstallerContent = {
  header: {
    eyebrow: 'For installers',
    title: 'Your {brand} programming partner',
    text: 'You win the project and install the equipment; we design the system with you and program it to the standard your clients expect. Electricians, AV installers and integrators rely on us to deliver smart homes that work on the first day and keep working.',
    cta: 'Discuss a project',
    imageAlt:
      'Plan of a house with its home-automation devices, keypads, speakers, camera and processor, connected by cable runs.',
  },
  sections: [
    {
      id: 'introduction',
      eyebrow: 'Introduction',
      title: 'An expert at your side, not a competitor',
      text: [
        'For over 15 years we have programmed home automation, audio-video and security systems. We work under your brand and in your name: your client remains yours, and we stay behind the scenes unless you want us on site.',
      ],
      points: [
        'White-label programming on request',
        'Availability planned around your schedule',
        'Clear quotations per project or per day',
      ],
    },
    {
      id: 'service',
      eyebrow: 'Service',
      title: 'From the quotation to the handover',
      text: [
        'We help you size the installation, choose the equipment and draw the cabling and rack plans. On site, we commission the system with your team, then train your client and hand over complete documentation.',
      ],
      points: [
        'Pre-sale support and equipment lists',
        'Cabling, network and rack plans',
        'Commissioning, training and documentation',
      ],
    },
    {
      id: 'control-system',
      eyebrow: 'Control system',
      title: 'The {brand} platform, mastered',
      text: [
        'We are a certified {brand} programmer. The home processor brings together lighting, shades, climate, audio-video, cameras, alarm and intercom, and we know how to get the best out of each of them, including third-party equipment through dedicated drivers.',
      ],
      points: [
        'Certified {brand} programming',
        'Drivers for Velux, Risco, Netatmo and more',
        'Remote maintenance and system updates',
      ],
    },
    {
      id: 'programming',
      eyebrow: 'Programming',
      title: 'Programming that lasts',
      text: [
        'Clean, documented projects that another programmer can read: consistent naming, scenes that follow your client’s habits and interfaces that stay simple. When a need goes beyond the standard, we develop it, in C# for drivers, in HTML5 and React or in Flutter for interfaces.',
      ],
      points: [
        'Scenes, keypads, touch screens and app',
        'Custom drivers in C#',
        'Custom interfaces in HTML5/React and Flutter',
      ],
    },
  ],
};
