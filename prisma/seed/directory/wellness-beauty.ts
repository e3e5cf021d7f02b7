// SAMPLE CONTENT (not real businesses): wellness (2) and beauty-and-hair-salons (2) partners; the home wellness
// service needs 24 hours' notice and charges a 10 € travel fee (docs/spec.md §5, §9).
import { percentOff, week, type SeedPartner } from './types';

export const wellness: SeedPartner[] = [
  {
    number: 1,
    name: 'Thermae Spa Vilamoura',
    email: 'spa@thermae.example',
    locations: [3],
    description: {
      en: 'Hotel spa with heated pool, sauna, hammam and a two-hour therapeutic circuit.',
      fr: 'Spa d’hôtel avec piscine chauffée, sauna, hammam et circuit thérapeutique de deux heures.',
      pt: 'Spa de hotel com piscina aquecida, sauna, banho turco e um circuito terapêutico de duas horas.',
    },
    hours: week('09:00-21:00'),
    address: 'Avenida Tivoli 3, 8125-410 Vilamoura',
    phone: '+351 289 500 501',
    geo: { lat: 37.0769, lng: -8.1166 },
    social: { instagram: 'https://www.instagram.com/thermae.example', website: 'https://thermae.example' },
    offer: {
      type: 'fixed',
      value: 5,
      lines: {
        en: ['5 € off a therapeutic circuit'],
        fr: ['5 € de réduction sur un circuit thérapeutique'],
        pt: ['5 € de desconto num circuito terapêutico'],
      },
    },
    cardInfo: 'member-card-required',
  },
  {
    number: 2,
    name: 'Mãos de Ouro Home Massage',
    email: 'book@maosdeouro.example',
    locations: [3, 8, 2, 1],
    description: {
      en: 'Relaxing and sports massage in your holiday home. Book at least 24 hours ahead; a 10 € travel fee applies.',
      fr: "Massages relaxants et sportifs dans votre maison de vacances. Réservez au moins 24 heures à l'avance ; des frais de déplacement de 10 € s'appliquent.",
      pt: 'Massagem de relaxamento e desportiva na sua casa de férias. Reserve com pelo menos 24 horas de antecedência; aplica-se uma taxa de deslocação de 10 €.',
    },
    hours: week('appointment', { sun: 'closed' }),
    address: 'Serviço ao domicílio, Vilamoura',
    phone: '+351 912 500 502',
    social: { facebook: 'https://www.facebook.com/maosdeouro.example' },
    offer: percentOff(10, {
      en: ['At least 24 hours’ notice', '10 € home-service travel fee'],
      fr: ["Au moins 24 heures à l'avance", 'Frais de déplacement à domicile de 10 €'],
      pt: ['Pelo menos 24 horas de antecedência', 'Taxa de deslocação ao domicílio de 10 €'],
    }),
    cardInfo: 'book-through-team',
  },
];

export const beautyAndHairSalons: SeedPartner[] = [
  {
    number: 1,
    name: 'Studio Marés Hair',
    email: 'studio@mares.example',
    locations: [8],
    description: {
      en: 'Cuts, colour and blow-dry by a team that speaks English and French.',
      fr: 'Coupe, couleur et brushing par une équipe qui parle anglais et français.',
      pt: 'Cortes, coloração e brushing por uma equipa que fala inglês e francês.',
    },
    hours: week('09:30-13:00,14:30-19:00', { sun: 'closed', mon: 'closed' }),
    address: 'Rua Vasco da Gama 12, 8125-257 Quarteira',
    phone: '+351 289 600 601',
    social: { instagram: 'https://www.instagram.com/maresstudio.example' },
    offer: percentOff(10),
  },
  {
    number: 2,
    name: 'Bela Unhas & Beauty',
    email: 'bela@belaunhas.example',
    locations: [3, 4],
    description: {
      en: 'Manicure, pedicure, lashes and facials, walk-ins welcome.',
      fr: 'Manucure, pédicure, cils et soins du visage, avec ou sans rendez-vous.',
      pt: 'Manicure, pedicure, pestanas e tratamentos de rosto, com ou sem marcação.',
    },
    hours: week('10:00-19:00', { sun: 'closed' }),
    address: 'Centro Comercial da Marina, 8125-410 Vilamoura',
    phone: '+351 289 600 602',
    social: {
      facebook: 'https://www.facebook.com/belaunhas.example',
      instagram: 'https://www.instagram.com/belaunhas.example',
    },
    offer: percentOff(15),
  },
];
