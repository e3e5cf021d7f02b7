// SAMPLE CONTENT (not real chefs): chef-at-home partners, 9, with no location (they come to any holiday home).
import { percentOff, week, type SeedPartner, type Text } from './types';

const chef = (
  number: number,
  name: string,
  email: string,
  percent: number,
  description: Text,
  phone: string,
): SeedPartner => ({
  number,
  name,
  email,
  description,
  phone,
  locations: [],
  hours: week('appointment'),
  address: 'Serviço ao domicílio, Algarve',
  social: { instagram: `https://www.instagram.com/${email.split('@')[1].replace('.example', '')}.example` },
  offer: percentOff(percent),
});

export const chefAtHome: SeedPartner[] = [
  chef(
    1,
    'Chef Rita Algarvia',
    'rita@chefrita.example',
    10,
    {
      en: 'Traditional Algarve menus: cataplana, xerém and almond desserts, cooked in your kitchen.',
      fr: "Menus traditionnels de l'Algarve : cataplana, xerém et desserts aux amandes, cuisinés chez vous.",
      pt: 'Menus tradicionais algarvios: cataplana, xerém e doces de amêndoa, cozinhados na sua cozinha.',
    },
    '+351 913 700 701',
  ),
  chef(
    2,
    'Chef Louis Martin',
    'louis@cheflouis.example',
    15,
    {
      en: 'French bistro dinners for families and groups up to twelve.',
      fr: "Dîners de bistrot français pour familles et groupes jusqu'à douze personnes.",
      pt: 'Jantares de bistrô francês para famílias e grupos até doze pessoas.',
    },
    '+351 913 700 702',
  ),
  chef(
    3,
    'Barbecue Brothers',
    'grill@bbqbrothers.example',
    5,
    {
      en: 'Poolside barbecue with fresh fish, meat and salads; grill brought along.',
      fr: 'Barbecue au bord de la piscine avec poisson frais, viande et salades ; grill fourni.',
      pt: 'Churrasco junto à piscina com peixe fresco, carne e saladas; grelhador incluído.',
    },
    '+351 913 700 703',
  ),
  chef(
    4,
    'Green Table Vegan Chef',
    'hello@greentable.example',
    12,
    {
      en: 'Plant-based tasting menus from organic Algarve produce.',
      fr: 'Menus dégustation végétaux à partir de produits bio de l’Algarve.',
      pt: 'Menus de degustação vegetais com produtos biológicos do Algarve.',
    },
    '+351 913 700 704',
  ),
  chef(
    5,
    'Sushi at Home by Kenji',
    'kenji@sushihome.example',
    10,
    {
      en: 'A sushi master prepares nigiri and rolls in front of your guests.',
      fr: 'Un maître sushi prépare nigiris et makis devant vos invités.',
      pt: 'Um mestre de sushi prepara nigiri e rolos à frente dos seus convidados.',
    },
    '+351 913 700 705',
  ),
  chef(
    6,
    'Mesa Mediterrânica',
    'mesa@mediterranica.example',
    20,
    {
      en: 'Mediterranean sharing dinners with paella, grilled octopus and mezze.',
      fr: 'Dîners méditerranéens à partager : paella, poulpe grillé et mezze.',
      pt: 'Jantares mediterrânicos para partilhar: paelha, polvo grelhado e mezze.',
    },
    '+351 913 700 706',
  ),
  chef(
    7,
    'Little Chefs Party',
    'party@littlechefs.example',
    10,
    {
      en: 'Cooking party for children: pizzas, cupcakes and an apron to take home.',
      fr: 'Atelier cuisine pour enfants : pizzas, cupcakes et un tablier à emporter.',
      pt: 'Festa de culinária para crianças: pizzas, queques e um avental para levar.',
    },
    '+351 913 700 707',
  ),
  chef(
    8,
    'Brunch by Sofia',
    'sofia@brunchsofia.example',
    15,
    {
      en: 'Late breakfasts and brunch delivered and served at your villa.',
      fr: 'Petits déjeuners tardifs et brunchs livrés et servis dans votre villa.',
      pt: 'Pequenos-almoços tardios e brunch entregues e servidos na sua moradia.',
    },
    '+351 913 700 708',
  ),
  chef(
    9,
    'Chef Miguel Fine Dining',
    'miguel@chefmiguel.example',
    5,
    {
      en: 'Seven-course fine dining menu with wine pairing by a former hotel chef.',
      fr: 'Menu gastronomique en sept plats avec accords mets et vins, par un ancien chef d’hôtel.',
      pt: 'Menu de degustação de sete pratos com vinhos harmonizados, por um antigo chef de hotel.',
    },
    '+351 913 700 709',
  ),
];
