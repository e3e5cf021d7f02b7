// REFERENCE DATA: the seven directory categories in the order of docs/spec.md §2 (titles match the `Categories` messages).
import type { SeedCategory } from './types';

export const seedCategories: SeedCategory[] = [
  {
    slug: 'boat-tours',
    image: 'boat-tours.webp',
    title: { en: 'Boat tours', fr: 'Sorties en bateau', pt: 'Passeios de barco' },
    description: {
      en: 'Dolphin watching, coastal caves and sunset cruises from Vilamoura marina and along the Algarve coast.',
      fr: 'Observation des dauphins, grottes côtières et croisières au coucher du soleil depuis la marina de Vilamoura.',
      pt: 'Observação de golfinhos, grutas costeiras e passeios ao pôr do sol a partir da marina de Vilamoura.',
    },
  },
  {
    slug: 'gastronomy',
    image: 'gastronomy.webp',
    title: { en: 'Gastronomy', fr: 'Gastronomie', pt: 'Gastronomia' },
    description: {
      en: 'Restaurants for grilled fish, cataplana, steak and sushi, chosen by our team.',
      fr: 'Restaurants de poisson grillé, cataplana, viande et sushi, choisis par notre équipe.',
      pt: 'Restaurantes de peixe grelhado, cataplana, carne e sushi, escolhidos pela nossa equipa.',
    },
  },
  {
    slug: 'activities',
    image: 'activities.webp',
    title: { en: 'Activities', fr: 'Activités', pt: 'Atividades' },
    description: {
      en: 'Water parks, theme parks and outdoor fun for the whole family.',
      fr: 'Parcs aquatiques, parcs à thème et loisirs en plein air pour toute la famille.',
      pt: 'Parques aquáticos, parques temáticos e diversão ao ar livre para toda a família.',
    },
  },
  {
    slug: 'winery-tours',
    image: 'winery-tours.webp',
    title: { en: 'Winery tours', fr: 'Visites de vignobles', pt: 'Visitas a vinhas' },
    description: {
      en: 'Guided visits and tastings at Algarve wine estates. Visits need 24 hours’ notice.',
      fr: "Visites guidées et dégustations dans les domaines de l'Algarve. Les visites se réservent 24 heures à l'avance.",
      pt: 'Visitas guiadas e provas nas quintas do Algarve. As visitas requerem 24 horas de antecedência.',
    },
  },
  {
    slug: 'wellness',
    image: 'wellness.webp',
    title: { en: 'Wellness', fr: 'Bien-être', pt: 'Bem-estar' },
    description: {
      en: 'Spas, massages and therapeutic circuits, in a spa or at your holiday home.',
      fr: 'Spas, massages et circuits thérapeutiques, au spa ou dans votre maison de vacances.',
      pt: 'Spas, massagens e circuitos terapêuticos, no spa ou na sua casa de férias.',
    },
  },
  {
    slug: 'beauty-and-hair-salons',
    image: 'beauty-and-hair-salons.webp',
    title: {
      en: 'Beauty and hair salons',
      fr: 'Salons de beauté et de coiffure',
      pt: 'Salões de beleza e cabeleireiros',
    },
    description: {
      en: 'Hair, nails and beauty treatments near your holiday home.',
      fr: 'Coiffure, ongles et soins de beauté près de votre maison de vacances.',
      pt: 'Cabelo, unhas e tratamentos de beleza perto da sua casa de férias.',
    },
  },
  {
    slug: 'chef-at-home',
    image: 'chef-at-home.webp',
    title: { en: 'Chef at home', fr: 'Chef à domicile', pt: 'Chef em casa' },
    description: {
      en: 'Private chefs who cook for you in your holiday home, anywhere in the Algarve.',
      fr: 'Des chefs privés qui cuisinent pour vous dans votre maison de vacances, partout en Algarve.',
      pt: 'Chefs privados que cozinham para si na sua casa de férias, em todo o Algarve.',
    },
  },
];
