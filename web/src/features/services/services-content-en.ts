import type { ServicesContent } from './services-content';

export const servicesContentEn: ServicesContent = {
  eyebrow: 'Services',
  title: 'From the first plan to the last line of code',
  lead: 'Whether you are a private client, an architect or an installer, we take charge of the parts of a project that make it work well: the design, the coordination on site and the programming.',
  services: [
    {
      title: 'Planning and design',
      text: 'Needs analysis, equipment selection, cabling and rack plans, network architecture and a detailed quotation, so that every choice is made before the walls are closed.',
    },
    {
      title: 'Project follow-up',
      text: 'Site meetings, coordination with the electrician and the other trades, checks at each stage and a single point of contact until the handover.',
    },
    {
      title: 'Programming',
      text: 'Scenes, keypads, remotes, touch screens and the app, programmed around your habits, then tested, documented and adjusted over time.',
    },
  ],
  expertise: {
    title: 'A certified programmer who also writes software',
    text: [
      'We are a certified {brand} programmer: we know the platform in depth, from the home processor to the interfaces your family uses every day.',
      'When an installation needs more than the catalogue offers, we write it. Drivers for the home processor in C#, web interfaces in HTML5 and React, and mobile and desktop apps in Flutter, like our own home control app.',
    ],
  },
  logos: {
    eyebrow: 'Technologies',
    title: 'The tools of our trade',
    lead: 'Certifications, languages and standards we use on your projects every day.',
    names: {
      certified: 'Certified programmer',
      csharp: 'C#',
      flutter: 'Flutter',
      html5: 'HTML5',
      knx: 'KNX',
      brand: '{brand}',
    },
  },
  cta: { text: 'A project, a driver to write, a system to take over?', link: 'Tell us about it' },
};
