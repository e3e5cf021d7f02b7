// REFERENCE DATA: the ten towns of docs/spec.md §3 Location with their ids 0-9.
import type { SeedLocation } from './types';

const town = (id: number, name: string, en: string, fr: string, pt: string): SeedLocation => ({
  id,
  name,
  image: `${name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-')}.webp`,
  description: { en, fr, pt },
});

export const seedLocations: SeedLocation[] = [
  town(
    0,
    'Tavira',
    'A riverside town of churches, Roman bridge and island beaches.',
    'Une ville au bord du fleuve, avec ses églises, son pont romain et ses plages sur les îles.',
    'Uma cidade ribeirinha de igrejas, ponte romana e praias nas ilhas.',
  ),
  town(
    1,
    'Quinta do Lago',
    'Pine woods, golf courses and the Ria Formosa lagoon.',
    'Pinèdes, parcours de golf et lagune de la Ria Formosa.',
    'Pinhais, campos de golfe e a lagoa da Ria Formosa.',
  ),
  town(
    2,
    'Loulé',
    'A market town with a Saturday gipsy market and the famous covered market.',
    'Une ville de marché avec son marché du samedi et ses célèbres halles.',
    'Uma vila de mercado com a feira de sábado e o famoso mercado municipal.',
  ),
  town(
    3,
    'Vilamoura',
    'The marina, the beaches and our office: the heart of your holiday.',
    'La marina, les plages et notre bureau : le cœur de vos vacances.',
    'A marina, as praias e o nosso escritório: o centro das suas férias.',
  ),
  town(
    4,
    'Albufeira',
    'Lively old town above golden beaches and cliffs.',
    'Vieille ville animée au-dessus de plages dorées et de falaises.',
    'Centro histórico animado sobre praias douradas e falésias.',
  ),
  town(
    5,
    'Faro',
    'The regional capital, its walled old town and the airport.',
    "La capitale régionale, sa vieille ville fortifiée et l'aéroport.",
    'A capital da região, a cidade velha muralhada e o aeroporto.',
  ),
  town(
    6,
    'Portimão',
    'Fishing harbour, grilled sardines and the Praia da Rocha beach.',
    'Port de pêche, sardines grillées et la plage de Praia da Rocha.',
    'Porto de pesca, sardinhas assadas e a Praia da Rocha.',
  ),
  town(
    7,
    'Lagoa',
    'Wine estates and the sea caves of Benagil nearby.',
    'Domaines viticoles et grottes marines de Benagil toutes proches.',
    'Quintas de vinho e as grutas marinhas de Benagil ali perto.',
  ),
  town(
    8,
    'Quarteira',
    'A seaside promenade, fish market and long sandy beach.',
    'Une promenade en bord de mer, un marché aux poissons et une longue plage de sable.',
    'Um passeio marítimo, mercado do peixe e uma longa praia de areia.',
  ),
  town(
    9,
    'Alcantarilha',
    'A quiet village close to the water and theme parks.',
    'Un village tranquille proche des parcs aquatiques et des parcs à thème.',
    'Uma aldeia tranquila perto dos parques aquáticos e temáticos.',
  ),
];
