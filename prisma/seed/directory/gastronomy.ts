// SAMPLE CONTENT (not real businesses): gastronomy partners, 7 visible plus the two hidden items of docs/spec.md §3
// (golf id 999 and rent a car id 1000, isVisible false).
import { percentOff, week, type SeedPartner, type Text } from './types';

const type = (en: string, fr: string, pt: string): Text => ({ en, fr, pt });
const seafood = type('Seafood', 'Fruits de mer', 'Marisco');

export const gastronomy: SeedPartner[] = [
  {
    number: 1, name: 'O Pescador da Marina', email: 'reservas@opescador.example', locations: [3],
    description: {
      en: 'Grilled fish of the day and cataplana on the marina front, with a view of the boats.',
      fr: 'Poisson du jour grillé et cataplana face à la marina, avec vue sur les bateaux.',
      pt: 'Peixe do dia grelhado e cataplana em frente à marina, com vista para os barcos.',
    },
    hours: week('12:00-15:00,19:00-23:00', { tue: 'closed' }), address: 'Marina de Vilamoura, Loja 12, 8125-409 Vilamoura', phone: '+351 289 200 201',
    geo: { lat: 37.0761, lng: -8.1179 },
    social: { facebook: 'https://www.facebook.com/opescador.example', instagram: 'https://www.instagram.com/opescador.example', website: 'https://opescador.example' },
    offer: percentOff(10), restaurantType: seafood, priceRange: 2, menuUrl: 'https://opescador.example/menu', cardInfo: 'member-card-required',
  },
  {
    number: 2, name: 'Sakura Sushi Lounge', email: 'hello@sakuralounge.example', locations: [3],
    description: {
      en: 'Japanese sushi and robata grill with a late-night terrace.',
      fr: 'Sushi japonais et grill robata avec une terrasse ouverte tard le soir.',
      pt: 'Sushi japonês e grelha robata com esplanada aberta até tarde.',
    },
    hours: week('18:30-01:00', { mon: 'closed' }), address: 'Rua da Marina 5, 8125-410 Vilamoura', phone: '+351 289 200 202',
    social: { instagram: 'https://www.instagram.com/sakuralounge.example', website: 'https://sakuralounge.example' },
    offer: percentOff(15), restaurantType: type('Japanese', 'Japonais', 'Japonês'), priceRange: 3, menuUrl: 'https://sakuralounge.example/menu',
  },
  {
    number: 3, name: 'Churrasqueira da Avó', email: 'avo@churrasqueira.example', locations: [8],
    description: {
      en: 'Piri-piri chicken and grilled meats cooked over charcoal, as grandmother made them.',
      fr: 'Poulet piri-piri et grillades au charbon de bois, comme les faisait grand-mère.',
      pt: 'Frango piri-piri e grelhados no carvão, como a avó fazia.',
    },
    hours: week('11:30-15:00,18:30-22:30', { wed: 'closed' }), address: 'Avenida Infante de Sagres 40, 8125-156 Quarteira', phone: '+351 289 200 203',
    social: { facebook: 'https://www.facebook.com/churrasqueira.example' },
    offer: percentOff(5), restaurantType: type('Portuguese grill', 'Grill portugais', 'Churrasqueira'), priceRange: 1,
  },
  {
    number: 4, name: 'Steakhouse Lusitano', email: 'booking@lusitano.example', locations: [3, 2],
    description: {
      en: 'Aged beef, Alentejo black pork and a long list of Portuguese red wines.',
      fr: 'Bœuf maturé, porc noir de l’Alentejo et une longue carte de vins rouges portugais.',
      pt: 'Carne maturada, porco preto alentejano e uma longa carta de tintos portugueses.',
    },
    hours: week('18:00-23:30'), address: 'Rua do Golfe 18, 8125-406 Vilamoura', phone: '+351 289 200 204',
    social: { website: 'https://lusitano.example' },
    offer: percentOff(12), restaurantType: type('Steakhouse', 'Grill à viande', 'Churrasqueira de carne'), priceRange: 3, menuUrl: 'https://lusitano.example/menu',
    cardInfo: 'book-through-team',
  },
  {
    number: 5, name: 'Tasca do Mercado', email: 'tasca@mercado.example', locations: [2],
    description: {
      en: 'Small plates of Algarve tradition next to the Loulé market: octopus salad, carob cake, medronho.',
      fr: 'Petites assiettes de tradition algarvienne près du marché de Loulé : salade de poulpe, gâteau de caroube, medronho.',
      pt: 'Petiscos da tradição algarvia junto ao mercado de Loulé: salada de polvo, bolo de alfarroba, medronho.',
    },
    hours: week('12:00-16:00', { sun: 'closed', sat: '10:00-16:00' }), address: 'Praça da República 3, 8100-270 Loulé', phone: '+351 289 200 205',
    social: { instagram: 'https://www.instagram.com/tascamercado.example' },
    offer: percentOff(10), restaurantType: type('Tapas and petiscos', 'Tapas et petiscos', 'Petiscos'), priceRange: 1,
  },
  {
    number: 6, name: 'Casa do Rio', email: 'info@casadorio.example', locations: [0],
    description: {
      en: 'Riverside terrace in Tavira serving clams, tuna steak and fresh oysters from the lagoon.',
      fr: 'Terrasse au bord du fleuve à Tavira : palourdes, steak de thon et huîtres fraîches de la lagune.',
      pt: 'Esplanada junto ao rio em Tavira: amêijoas, bife de atum e ostras frescas da ria.',
    },
    hours: week('12:00-22:00', { mon: 'closed' }), address: 'Rua José Pires Padinha 20, 8800-354 Tavira', phone: '+351 281 200 206',
    geo: { lat: 37.1262, lng: -7.6485 },
    social: { facebook: 'https://www.facebook.com/casadorio.example', website: 'https://casadorio.example' },
    offer: percentOff(20, { en: ['Dessert offered with every main course'], fr: ['Dessert offert avec chaque plat principal'], pt: ['Sobremesa oferecida com cada prato principal'] }),
    restaurantType: seafood, priceRange: 2,
  },
  {
    number: 7, name: 'Pizzeria Bella Faro', email: 'ciao@bellafaro.example', locations: [5],
    description: {
      en: 'Wood-fired Neapolitan pizza and fresh pasta in the old town of Faro.',
      fr: 'Pizza napolitaine au feu de bois et pâtes fraîches dans la vieille ville de Faro.',
      pt: 'Pizza napolitana em forno a lenha e massa fresca na cidade velha de Faro.',
    },
    hours: week('12:00-15:00,18:00-23:00'), address: 'Rua de Santo António 55, 8000-283 Faro', phone: '+351 289 200 207',
    social: { instagram: 'https://www.instagram.com/bellafaro.example' },
    offer: {
      type: 'fixed', value: 5,
      lines: { en: ['5 € off any menu'], fr: ['5 € de réduction sur tout menu'], pt: ['5 € de desconto em qualquer menu'] },
    },
    restaurantType: type('Italian', 'Italien', 'Italiano'), priceRange: 2, menuUrl: 'https://bellafaro.example/menu',
  },
  {
    number: 999, name: 'Vilamoura Golf Club', email: 'golf@vilamouragolf.example', locations: [3], isVisible: false,
    description: {
      en: 'Reduced green fees on five championship courses.',
      fr: 'Green fees réduits sur cinq parcours de championnat.',
      pt: 'Green fees reduzidos em cinco campos de campeonato.',
    },
    hours: week('07:30-19:00'), address: 'Rua do Golfe, 8125-406 Vilamoura', phone: '+351 289 200 999',
    social: { website: 'https://vilamouragolf.example' }, offer: percentOff(10),
  },
  {
    number: 1000, name: 'Algarve Rent a Car', email: 'cars@algarverent.example', locations: [5, 3], isVisible: false,
    description: {
      en: 'Car hire with airport delivery and a free second driver.',
      fr: "Location de voitures livrées à l'aéroport, second conducteur gratuit.",
      pt: 'Aluguer de automóveis com entrega no aeroporto e segundo condutor grátis.',
    },
    hours: week('08:00-20:00'), address: 'Aeroporto de Faro, 8006-901 Faro', phone: '+351 289 201 000',
    social: { website: 'https://algarverent.example' }, offer: percentOff(15),
  },
];
