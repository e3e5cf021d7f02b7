// SAMPLE CONTENT (not real businesses): activities partners, 3, with the seasonal hours of two water and theme
// parks (docs/spec.md §9) as seasons (docs/decisions/12-staff-run-directory.md §2).
import { percentOff, week, type SeedPartner } from './types';

export const activities: SeedPartner[] = [
  {
    number: 1,
    name: 'Aqua Splash Park',
    email: 'tickets@aquasplash.example',
    locations: [9],
    description: {
      en: 'Water park with giant slides, a wave pool and a lazy river for little ones.',
      fr: 'Parc aquatique avec toboggans géants, piscine à vagues et rivière lente pour les petits.',
      pt: 'Parque aquático com escorregas gigantes, piscina de ondas e rio lento para os mais pequenos.',
    },
    // Open 1 June to 15 September: 10:00-18:00, and 10:00-19:00 in July and August; closed the rest of the year.
    hours: week('10:00-18:00'),
    address: 'EN125, 8365-908 Alcantarilha',
    phone: '+351 282 300 301',
    geo: { lat: 37.1281, lng: -8.3419 },
    seasons: [
      { kind: 'hours', from: '07-01', to: '08-31', hours: week('10:00-19:00') },
      { kind: 'closed', from: '09-16', to: '05-31' },
    ],
    seasonalNote: {
      en: 'Last entry one hour before closing. The slides close in strong wind.',
      fr: 'Dernière entrée une heure avant la fermeture. Les toboggans ferment par vent fort.',
      pt: 'Última entrada uma hora antes do fecho. As escorregas fecham com vento forte.',
    },
    social: { facebook: 'https://www.facebook.com/aquasplash.example', website: 'https://aquasplash.example' },
    offer: {
      type: 'fixed',
      value: 3.5,
      lines: {
        en: ['3.5 € off a normal ticket', '2.5 € off senior or junior tickets'],
        fr: ['3,5 € de réduction sur un billet normal', '2,5 € de réduction sur les billets senior ou junior'],
        pt: ['3,5 € de desconto num bilhete normal', '2,5 € de desconto nos bilhetes sénior ou júnior'],
      },
    },
    cardInfo: 'member-card-required',
  },
  {
    number: 2,
    name: 'Ocean World Theme Park',
    email: 'info@oceanworld.example',
    locations: [9, 4],
    description: {
      en: 'Theme park with sea lion shows, an aquarium, rides and a beach area.',
      fr: 'Parc à thème avec spectacles d’otaries, aquarium, manèges et plage.',
      pt: 'Parque temático com espetáculos de leões-marinhos, aquário, diversões e praia.',
    },
    // Open March to October, Tuesday to Sunday 10:00-18:00; every day 10:00-19:30 from 15 June to 15 September.
    hours: week('10:00-18:00', { mon: 'closed' }),
    address: 'EN125 km 65, 8201-864 Guia, Albufeira',
    phone: '+351 289 300 302',
    seasons: [
      { kind: 'hours', from: '06-15', to: '09-15', hours: week('10:00-19:30') },
      { kind: 'closed', from: '11-01', to: '02-29' },
    ],
    seasonalNote: {
      en: 'Sea lion shows at 11:00, 15:00 and 17:00.',
      fr: 'Spectacles d’otaries à 11h00, 15h00 et 17h00.',
      pt: 'Espetáculos de leões-marinhos às 11:00, 15:00 e 17:00.',
    },
    social: { instagram: 'https://www.instagram.com/oceanworld.example', website: 'https://oceanworld.example' },
    offer: {
      type: 'fixed',
      value: 9,
      lines: {
        en: ['9 € off an adult ticket'],
        fr: ['9 € de réduction sur un billet adulte'],
        pt: ['9 € de desconto num bilhete de adulto'],
      },
    },
  },
  {
    number: 3,
    name: 'Karting Vilamoura',
    email: 'race@kartingvilamoura.example',
    locations: [3, 8],
    description: {
      en: 'Outdoor go-kart track for adults and children from 7 years old.',
      fr: 'Piste de karting en plein air pour adultes et enfants dès 7 ans.',
      pt: 'Pista de karting ao ar livre para adultos e crianças a partir dos 7 anos.',
    },
    hours: week('10:00-22:00'),
    address: 'Estrada de Quarteira, 8125-019 Vilamoura',
    phone: '+351 289 300 303',
    social: { facebook: 'https://www.facebook.com/kartingvilamoura.example' },
    offer: percentOff(10),
  },
];
