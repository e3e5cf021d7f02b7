// SAMPLE CONTENT (not real businesses): winery-tours partners, 4; every visit needs 24 hours' notice (docs/spec.md §5).
import { percentOff, week, type Lines, type SeedPartner } from './types';

const notice: Lines = {
  en: ['Visits need 24 hours’ notice'],
  fr: ["Visites sur réservation 24 heures à l'avance"],
  pt: ['Visitas com 24 horas de antecedência'],
};

export const wineryTours: SeedPartner[] = [
  {
    number: 1,
    name: 'Quinta dos Vales Altos',
    email: 'visits@valesaltos.example',
    locations: [7],
    description: {
      en: 'Family estate with vineyard walk, cellar visit and tasting of five wines.',
      fr: 'Domaine familial : promenade dans les vignes, visite du chai et dégustation de cinq vins.',
      pt: 'Quinta familiar com passeio na vinha, visita à adega e prova de cinco vinhos.',
    },
    hours: week('10:00-17:00', { sun: 'closed' }),
    address: 'Sítio dos Vales, 8400-012 Lagoa',
    phone: '+351 282 400 401',
    social: { website: 'https://valesaltos.example' },
    offer: percentOff(15, notice),
    cardInfo: 'book-through-team',
  },
  {
    number: 2,
    name: 'Adega do Barrocal',
    email: 'ola@adegabarrocal.example',
    locations: [2],
    description: {
      en: 'Small organic winery in the hills between Loulé and São Brás de Alportel, with tastings on the terrace.',
      fr: 'Petit domaine bio dans les collines entre Loulé et São Brás de Alportel, dégustations en terrasse.',
      pt: 'Pequena adega biológica nas colinas entre Loulé e São Brás de Alportel, com provas na esplanada.',
    },
    hours: week('appointment'),
    address: 'Sítio do Barrocal, 8100-101 Loulé',
    phone: '+351 289 400 402',
    social: { instagram: 'https://www.instagram.com/adegabarrocal.example' },
    offer: percentOff(10, notice),
  },
  {
    number: 3,
    name: 'Herdade da Serra',
    email: 'tours@herdadeserra.example',
    locations: [6],
    description: {
      en: 'Estate tour with lunch pairing Algarve wines and local cheese.',
      fr: 'Visite du domaine avec déjeuner accordé aux vins de l’Algarve et aux fromages locaux.',
      pt: 'Visita à herdade com almoço a harmonizar vinhos do Algarve e queijos locais.',
    },
    hours: week('11:00-18:00', { sat: 'appointment', sun: 'closed' }),
    address: 'Estrada de Monchique km 4, 8500-120 Portimão',
    phone: '+351 282 400 403',
    social: { facebook: 'https://www.facebook.com/herdadeserra.example', website: 'https://herdadeserra.example' },
    offer: percentOff(5, notice),
    cardInfo: 'member-card-required',
  },
  {
    number: 4,
    name: 'Vinhas do Atlântico',
    email: 'info@vinhasatlantico.example',
    locations: [4, 9],
    description: {
      en: 'Sunset tastings among the vines with views to the sea.',
      fr: 'Dégustations au coucher du soleil dans les vignes avec vue sur la mer.',
      pt: 'Provas ao pôr do sol entre as vinhas com vista para o mar.',
    },
    hours: week('15:00-20:00', { mon: 'closed', tue: 'closed' }),
    address: 'Sítio da Vinha, 8200-555 Albufeira',
    phone: '+351 289 400 404',
    social: { website: 'https://vinhasatlantico.example' },
    offer: percentOff(20, notice),
  },
];
