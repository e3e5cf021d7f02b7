// Sample shop products (docs/spec.md §3 Product): names, descriptions and categories in en, fr and pt; prices in euros;
// some positions null (listed after the positioned ones), some out of stock, one disabled.
type Text = { en: string; fr: string; pt: string };
export type SeedProduct = {
  id: number;
  name: Text;
  description: Text;
  category: Text;
  price: string;
  quantity: number;
  position: number | null;
  enabled?: boolean;
  image: string;
};

const pantry = { en: 'Pantry', fr: 'Épicerie', pt: 'Mercearia' };
const drinks = { en: 'Drinks', fr: 'Boissons', pt: 'Bebidas' };
const beach = { en: 'Beach essentials', fr: 'Essentiels de plage', pt: 'Essenciais de praia' };
const home = { en: 'Home and souvenirs', fr: 'Maison et souvenirs', pt: 'Casa e lembranças' };

export const seedProducts: SeedProduct[] = [
  {
    id: 1,
    name: {
      en: 'Flor de Sal from Castro Marim, 150 g',
      fr: 'Fleur de sel de Castro Marim, 150 g',
      pt: 'Flor de Sal de Castro Marim, 150 g',
    },
    description: {
      en: 'Hand-harvested sea salt flakes from the Algarve salt pans. A pinch lifts grilled fish and summer salads.',
      fr: "Fleur de sel récoltée à la main dans les marais salants de l'Algarve. Une pincée sublime poissons grillés et salades d'été.",
      pt: 'Flor de sal apanhada à mão nas salinas do Algarve. Uma pitada realça peixe grelhado e saladas de verão.',
    },
    category: pantry,
    price: '6.50',
    quantity: 25,
    position: 1,
    image: 'flor-de-sal.webp',
  },
  {
    id: 2,
    name: { en: 'Medronho liqueur, 50 cl', fr: 'Liqueur de medronho, 50 cl', pt: 'Licor de medronho, 50 cl' },
    description: {
      en: 'The traditional strawberry-tree spirit of the Monchique hills, softened into a sweet liqueur.',
      fr: "L'eau-de-vie traditionnelle d'arbousier des collines de Monchique, adoucie en liqueur.",
      pt: 'A aguardente tradicional de medronho da serra de Monchique, suavizada em licor.',
    },
    category: drinks,
    price: '18.90',
    quantity: 10,
    position: 2,
    image: 'medronho.webp',
  },
  {
    id: 3,
    name: { en: 'Algarve orange marmalade', fr: "Marmelade d'oranges de l'Algarve", pt: 'Doce de laranja do Algarve' },
    description: {
      en: 'Bitter-sweet marmalade made with oranges from Silves orchards. 250 g jar.',
      fr: 'Marmelade douce-amère préparée avec des oranges des vergers de Silves. Pot de 250 g.',
      pt: 'Doce agridoce feito com laranjas dos pomares de Silves. Frasco de 250 g.',
    },
    category: pantry,
    price: '4.75',
    quantity: 30,
    position: 3,
    image: 'orange-marmalade.webp',
  },
  {
    id: 4,
    name: {
      en: 'Extra virgin olive oil, 500 ml',
      fr: "Huile d'olive vierge extra, 500 ml",
      pt: 'Azeite virgem extra, 500 ml',
    },
    description: {
      en: 'Cold-pressed oil from a family mill near Tavira, fruity with a peppery finish.',
      fr: 'Huile pressée à froid dans un moulin familial près de Tavira, fruitée avec une finale poivrée.',
      pt: 'Azeite extraído a frio num lagar familiar perto de Tavira, frutado e com final picante.',
    },
    category: pantry,
    price: '12.00',
    quantity: 0,
    position: 4,
    image: 'olive-oil.webp',
  },
  {
    id: 5,
    name: { en: 'Mini copper cataplana', fr: 'Mini cataplana en cuivre', pt: 'Mini cataplana de cobre' },
    description: {
      en: 'A small hand-made copper cataplana, the clam-shaped pan of Algarve seafood stews. Serves two.',
      fr: "Une petite cataplana en cuivre faite main, la cocotte en forme de coquillage des ragoûts de la mer de l'Algarve. Pour deux.",
      pt: 'Uma pequena cataplana de cobre feita à mão, o tacho dos guisados de marisco algarvios. Para duas pessoas.',
    },
    category: home,
    price: '34.00',
    quantity: 5,
    position: null,
    image: 'cataplana.webp',
  },
  {
    id: 6,
    name: { en: 'Cork beach bag', fr: 'Sac de plage en liège', pt: 'Saco de praia em cortiça' },
    description: {
      en: 'Light, water-resistant bag made of Portuguese cork fabric, with an inner zip pocket.',
      fr: 'Sac léger et résistant à l’eau en tissu de liège portugais, avec une poche intérieure zippée.',
      pt: 'Saco leve e resistente à água em tecido de cortiça portuguesa, com bolso interior com fecho.',
    },
    category: beach,
    price: '29.50',
    quantity: 8,
    position: null,
    image: 'cork-bag.webp',
  },
  {
    id: 7,
    name: {
      en: 'Reef-safe sunscreen SPF 50',
      fr: 'Crème solaire SPF 50 respectueuse des récifs',
      pt: 'Protetor solar SPF 50 amigo dos recifes',
    },
    description: {
      en: 'Mineral sunscreen for the whole family, 200 ml, water resistant.',
      fr: 'Crème solaire minérale pour toute la famille, 200 ml, résistante à l’eau.',
      pt: 'Protetor solar mineral para toda a família, 200 ml, resistente à água.',
    },
    category: beach,
    price: '15.90',
    quantity: 40,
    position: 5,
    image: 'sunscreen.webp',
  },
  {
    id: 8,
    name: {
      en: 'Vilamoura striped beach towel',
      fr: 'Serviette de plage rayée Vilamoura',
      pt: 'Toalha de praia às riscas Vilamoura',
    },
    description: {
      en: 'Large cotton towel, 100 × 180 cm, in the blue and white stripes of the marina.',
      fr: 'Grande serviette en coton, 100 × 180 cm, aux rayures bleues et blanches de la marina.',
      pt: 'Toalha grande de algodão, 100 × 180 cm, com as riscas azuis e brancas da marina.',
    },
    category: beach,
    price: '22.00',
    quantity: 12,
    position: 6,
    image: 'beach-towel.webp',
  },
  {
    id: 9,
    name: {
      en: 'Dom Rodrigo sweets, box of 6',
      fr: 'Douceurs Dom Rodrigo, boîte de 6',
      pt: 'Doces Dom Rodrigo, caixa de 6',
    },
    description: {
      en: 'The Algarve’s golden egg-and-almond sweets, wrapped in their colourful foil.',
      fr: 'Les douceurs dorées de l’Algarve aux œufs et aux amandes, dans leur papier coloré.',
      pt: 'Os doces dourados de ovos e amêndoa do Algarve, embrulhados no seu papel colorido.',
    },
    category: pantry,
    price: '8.20',
    quantity: 20,
    position: null,
    image: 'dom-rodrigo.webp',
  },
  {
    id: 10,
    name: { en: 'Hand-painted azulejo tile', fr: 'Azulejo peint à la main', pt: 'Azulejo pintado à mão' },
    description: {
      en: 'A 15 × 15 cm glazed tile painted in Loulé, with a hanging cord.',
      fr: 'Un carreau émaillé de 15 × 15 cm peint à Loulé, avec cordon de suspension.',
      pt: 'Um azulejo vidrado de 15 × 15 cm pintado em Loulé, com cordão para pendurar.',
    },
    category: home,
    price: '14.00',
    quantity: 15,
    position: 7,
    image: 'azulejo.webp',
  },
  {
    id: 11,
    name: { en: 'Algarve red wine, 75 cl', fr: "Vin rouge de l'Algarve, 75 cl", pt: 'Vinho tinto do Algarve, 75 cl' },
    description: {
      en: 'A smooth red from Lagoa vineyards, made from Negra Mole and Syrah grapes.',
      fr: 'Un rouge souple des vignobles de Lagoa, issu des cépages Negra Mole et Syrah.',
      pt: 'Um tinto suave das vinhas de Lagoa, das castas Negra Mole e Syrah.',
    },
    category: drinks,
    price: '16.50',
    quantity: 18,
    position: 8,
    image: 'red-wine.webp',
  },
  {
    id: 12,
    name: {
      en: 'Sardine tin gift box',
      fr: 'Coffret de sardines en conserve',
      pt: 'Caixa de oferta de conservas de sardinha',
    },
    description: {
      en: 'Three tins of Portuguese sardines in olive oil, lemon and piri-piri.',
      fr: "Trois boîtes de sardines portugaises à l'huile d'olive, au citron et au piri-piri.",
      pt: 'Três latas de sardinhas portuguesas em azeite, limão e piri-piri.',
    },
    category: pantry,
    price: '11.90',
    quantity: 0,
    position: null,
    image: 'sardines.webp',
  },
  {
    id: 13,
    name: { en: 'Junior snorkel set', fr: 'Kit de snorkeling junior', pt: 'Kit de snorkel júnior' },
    description: {
      en: 'Mask and snorkel for children aged 6 to 12, for the calm coves near Albufeira.',
      fr: "Masque et tuba pour enfants de 6 à 12 ans, pour les criques calmes près d'Albufeira.",
      pt: 'Máscara e tubo para crianças dos 6 aos 12 anos, para as enseadas calmas perto de Albufeira.',
    },
    category: beach,
    price: '19.00',
    quantity: 6,
    position: 9,
    image: 'snorkel.webp',
  },
  {
    id: 14,
    name: {
      en: 'Espresso coffee beans, 250 g',
      fr: 'Café en grains espresso, 250 g',
      pt: 'Café em grão expresso, 250 g',
    },
    description: {
      en: 'A Lisbon roaster’s espresso blend. Currently withdrawn from sale.',
      fr: "Un mélange espresso d'un torréfacteur lisboète. Actuellement retiré de la vente.",
      pt: 'Um lote de expresso de uma torrefação lisboeta. Atualmente retirado de venda.',
    },
    category: pantry,
    price: '7.40',
    quantity: 22,
    position: 10,
    enabled: false,
    image: 'coffee.webp',
  },
];
