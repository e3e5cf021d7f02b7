// SAMPLE CONTENT (not real businesses): boat-tours partners, 7 (docs/spec.md §3 counts).
import { percentOff, week, type SeedPartner } from './types';

const marina = 'Marina de Vilamoura, 8125-409 Vilamoura';
const marinaGeo = { lat: 37.0755, lng: -8.1186 };

export const boatTours: SeedPartner[] = [
  {
    number: 1, name: 'Blue Dolphin Cruises', email: 'hello@bluedolphin.example', locations: [3],
    description: {
      en: 'Two-hour dolphin watching trips with a marine biologist on board, leaving the marina every morning.',
      fr: "Sorties de deux heures à la rencontre des dauphins avec une biologiste marine à bord, chaque matin depuis la marina.",
      pt: 'Passeios de duas horas para observar golfinhos com uma bióloga marinha a bordo, todas as manhãs a partir da marina.',
    },
    hours: week('09:00-18:00'), address: marina, phone: '+351 289 100 101', geo: marinaGeo,
    social: { facebook: 'https://www.facebook.com/bluedolphin.example', instagram: 'https://www.instagram.com/bluedolphin.example', website: 'https://bluedolphin.example' },
    offer: {
      type: 'fixed', value: 12,
      lines: {
        en: ['12 € off one dolphin experience'],
        fr: ['12 € de réduction sur une sortie dauphins'],
        pt: ['12 € de desconto numa experiência com golfinhos'],
      },
    },
    cardInfo: 'member-card-required',
  },
  {
    number: 2, name: 'Benagil Cave Explorer', email: 'info@benagilexplorer.example', locations: [7, 6],
    description: {
      en: 'Fast boat trips to the Benagil sea caves and the golden cliffs of Carvoeiro.',
      fr: 'Sorties en bateau rapide vers les grottes marines de Benagil et les falaises dorées de Carvoeiro.',
      pt: 'Passeios de barco rápido às grutas de Benagil e às falésias douradas de Carvoeiro.',
    },
    hours: week('09:30-19:00'), address: 'Praia de Benagil, 8400-066 Lagoa', phone: '+351 282 100 102',
    social: { instagram: 'https://www.instagram.com/benagilexplorer.example', website: 'https://benagilexplorer.example' },
    offer: percentOff(10),
    redirectUrl: 'https://booking.benagilexplorer.example/members',
  },
  {
    number: 3, name: 'Sunset Sail Vilamoura', email: 'sail@sunsetsail.example', locations: [3],
    description: {
      en: 'Sailing catamaran cruises at sunset with a glass of sparkling wine.',
      fr: 'Croisières en catamaran à voile au coucher du soleil avec une coupe de vin pétillant.',
      pt: 'Passeios de catamarã à vela ao pôr do sol com um copo de espumante.',
    },
    hours: week('16:00-21:30', { mon: 'closed' }), address: marina, phone: '+351 289 100 103', geo: marinaGeo,
    social: { facebook: 'https://www.facebook.com/sunsetsail.example', website: 'https://sunsetsail.example' },
    offer: percentOff(15), cardInfo: 'book-through-team',
  },
  {
    number: 4, name: 'Ria Formosa Eco Boats', email: 'eco@riaformosa-boats.example', locations: [5, 0],
    description: {
      en: 'Quiet solar boat tours through the lagoon islands and bird reserves of the Ria Formosa.',
      fr: 'Balades paisibles en bateau solaire parmi les îles et les réserves ornithologiques de la Ria Formosa.',
      pt: 'Passeios tranquilos de barco solar pelas ilhas e reservas de aves da Ria Formosa.',
    },
    hours: week('10:00-17:00'), address: 'Cais da Porta Nova, 8000-141 Faro', phone: '+351 289 100 104',
    social: { website: 'https://riaformosa-boats.example' },
    offer: percentOff(12),
  },
  {
    number: 5, name: 'Big Game Fishing Algarve', email: 'crew@biggame.example', locations: [3, 8],
    description: {
      en: 'Half-day and full-day sea fishing trips for beginners and experts, tackle included.',
      fr: "Sorties de pêche en mer à la demi-journée ou à la journée, débutants et confirmés, matériel compris.",
      pt: 'Pesca desportiva de meio dia ou dia inteiro, para principiantes e experientes, material incluído.',
    },
    hours: week('appointment'), address: marina, phone: '+351 289 100 105', geo: marinaGeo,
    social: { facebook: 'https://www.facebook.com/biggame.example' },
    offer: percentOff(5),
  },
  {
    number: 6, name: 'Coastline Jet Ski', email: 'ride@coastlinejet.example', locations: [4],
    description: {
      en: 'Guided jet ski rides along the Albufeira cliffs, no licence needed.',
      fr: 'Balades guidées en jet-ski le long des falaises d’Albufeira, sans permis.',
      pt: 'Passeios guiados de mota de água junto às falésias de Albufeira, sem carta.',
    },
    hours: week('10:00-13:00,14:30-19:00'), address: 'Marina de Albufeira, 8200-381 Albufeira', phone: '+351 289 100 106',
    social: { instagram: 'https://www.instagram.com/coastlinejet.example' },
    offer: percentOff(20),
  },
  {
    number: 7, name: 'Old Harbour Boat Trips', email: 'trips@oldharbour.example', locations: [6],
    description: {
      en: 'A family-run wooden boat visiting the caves and beaches west of Portimão.',
      fr: 'Un bateau en bois familial qui visite les grottes et les plages à l’ouest de Portimão.',
      pt: 'Um barco de madeira familiar que visita as grutas e praias a oeste de Portimão.',
    },
    hours: week('09:00-17:00', { sun: 'closed' }), address: 'Zona Ribeirinha, 8500-510 Portimão', phone: '+351 282 100 107',
    social: {},
    offer: percentOff(10),
  },
];
