// REFERENCE DATA: the words guests search for each category, per language (docs/search.md "Category words"). They
// are put in once per category (docs/deploy.md "Reference and sample data"); staff edit them in the backoffice.
// Every partner of the category gets them: words true of some of its partners only (dolphins, seafood) belong in
// those partners' own descriptions, or "fish" would find every boat.
// A word of up to 3 letters matches whole words only; longer ones also match longer words they begin ("restaurant"
// finds "restaurants"), and every word its stem in its language ("massagem" finds "massagens").
import type { Lines } from './types';

export const seedCategoryWords: Record<string, Lines> = {
  'boat-tours': {
    en: ['boat trip', 'boat tour', 'boat excursion', 'cruise', 'sea trip'],
    fr: ['balade en bateau', 'sortie en mer', 'excursion en bateau', 'croisière'],
    pt: ['passeio de barco', 'passeio de mar', 'excursão de barco', 'cruzeiro'],
  },
  gastronomy: {
    en: ['restaurant', 'food', 'eat out', 'lunch', 'dinner'],
    fr: ['restaurant', 'manger', 'déjeuner', 'dîner', 'repas'],
    pt: ['restaurante', 'comida', 'comer fora', 'almoço', 'jantar', 'refeição'],
  },
  activities: {
    en: ['things to do', 'family', 'kids', 'children', 'fun', 'leisure', 'day out'],
    fr: ['que faire', 'loisirs', 'famille', 'enfants', 'divertissement'],
    pt: ['o que fazer', 'lazer', 'família', 'crianças', 'diversão'],
  },
  'winery-tours': {
    en: ['wine', 'wine tasting', 'winery', 'vineyard', 'wine tour', 'wine cellar'],
    fr: ['vin', 'dégustation de vins', 'vignoble', 'domaine viticole', 'œnologie'],
    pt: ['vinho', 'prova de vinhos', 'degustação de vinhos', 'adega', 'vinha', 'enoturismo'],
  },
  wellness: {
    en: ['spa', 'massage', 'wellbeing', 'relaxation', 'treatment', 'therapy'],
    fr: ['spa', 'massage', 'détente', 'relaxation', 'soins'],
    pt: ['spa', 'massagem', 'relaxamento', 'tratamento', 'terapia'],
  },
  'beauty-and-hair-salons': {
    en: ['hairdresser', 'haircut', 'barber', 'nails', 'manicure', 'pedicure', 'make-up', 'beautician'],
    fr: ['coiffeur', 'coupe de cheveux', 'barbier', 'ongles', 'manucure', 'pédicure', 'maquillage', 'esthéticienne'],
    pt: ['cabeleireiro', 'corte de cabelo', 'barbeiro', 'unhas', 'manicure', 'pedicure', 'maquilhagem', 'estética'],
  },
  'chef-at-home': {
    en: ['private chef', 'cook', 'catering', 'dinner at home', 'cooking'],
    fr: ['chef privé', 'cuisinier', 'traiteur', 'dîner à la maison', 'repas à domicile'],
    pt: ['chef privado', 'cozinheiro', 'catering', 'jantar em casa', 'refeição em casa'],
  },
};
