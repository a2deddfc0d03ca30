import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { sourceFile } from '../paths';
import { permissions, type Caller } from '../lib/caller';
import { catalogServicesFor } from '../domains/catalog/catalog.plugin';
import type { MediaRef, ProductInput } from '../domains/catalog/catalog.schemas';
import { mediaStoreFor } from '../domains/media/media-store';
import { createMediaService } from '../domains/media/media.service';
import { coverPicture, productPicture, type Art } from './demo-pictures';

/**
 * The demo store's catalogue: 43 products in 8 collections, with options and variants, some
 * discounted, some sold out, one set of digital downloads, a picture drawn for each product and
 * each of its colours, and a cover for each collection showing its products (`demo-pictures.ts`;
 * SVG, stored through the media store like any upload).
 */


interface DemoProduct extends Omit<ProductInput, 'name'> {
  name: string;
  art: Art;
  collections: CollectionSlug[];
  /** Colours the picture: one per colour choice when the product has a colour option. */
  tint: string;
  /** A video shown after the picture, from `seed/assets/` (recorded here from a drawn canvas), with the picture as its poster. */
  video?: { file: string; title: string };
}

const sizes = (...values: string[]) => ({ name: 'Size', optionType: 'drop_down' as const, choices: values.map((value) => ({ value })) });
const colors = (...pairs: Array<[string, string]>) => ({
  name: 'Color',
  optionType: 'color' as const,
  choices: pairs.map(([description, value]) => ({ value, description })),
});
const tracked = (quantity: number) => ({ trackInventory: true, quantity });
const soldOut = { trackInventory: true, quantity: 0 };
const percent = (value: number) => ({ type: 'PERCENT' as const, value });
const amount = (value: number) => ({ type: 'AMOUNT' as const, value });

/** By slug, the name products list them by: a product naming a collection that is not here does not compile. */
const collections = {
  apparel: { ground: '#c9d6df', name: 'Apparel', description: 'Everyday clothes in linen, wool and organic cotton.' },
  'home-kitchen': { ground: '#e8d8c3', name: 'Home & Kitchen', description: 'Stoneware, wood and iron for the kitchen and the table.' },
  stationery: { ground: '#d5dfd0', name: 'Stationery', description: 'Notebooks, pens and paper goods for desk people.' },
  accessories: { ground: '#e6cfc4', name: 'Accessories', description: 'Bags, wallets and small things that last.' },
  outdoor: { ground: '#c8dccf', name: 'Outdoor', description: 'Gear for picnics, trails and nights under the stars.' },
  digital: { ground: '#d8d3e8', name: 'Digital Downloads', description: 'Guides and packs delivered by download.' },
  sale: { ground: '#f0d9a8', name: 'Sale', description: 'Good things for less, while they last.' },
  'new-arrivals': { ground: '#cfe0e8', name: 'New Arrivals', description: 'Just landed in the shop.' },
};
type CollectionSlug = keyof typeof collections;

const products: DemoProduct[] = [
  // Apparel
  { name: 'Linen Camp Shirt', art: 'shirt', tint: '#e8dcc4', collections: ['apparel', 'new-arrivals'], priceData: { price: 68 }, costAndProfitData: { itemCost: 24 }, weight: 0.3, sku: 'AP-LIN-01', description: 'A relaxed camp-collar shirt in washed European linen. Breathes on hot days, softens with every wash.', productOptions: [sizes('S', 'M', 'L', 'XL'), colors(['Sand', '#d8c8a8'], ['Sky', '#a9c6de'], ['White', '#f7f5f0'])], manageVariants: true, stock: tracked(6), ribbon: 'New', brand: 'Vitrine Basics' },
  { name: 'Merino Crew Sweater', art: 'top', tint: '#5b6b7a', collections: ['apparel', 'sale'], priceData: { price: 120 }, discount: percent(25), costAndProfitData: { itemCost: 45 }, weight: 0.45, sku: 'AP-MER-02', description: 'Fine-gauge merino wool that keeps you warm without the bulk. Naturally odour-resistant.', productOptions: [sizes('S', 'M', 'L'), colors(['Slate', '#5b6b7a'], ['Oat', '#d9cbb0'])], stock: tracked(4), ribbon: 'Sale', brand: 'Northfold' },
  { name: 'Organic Cotton Tee', art: 'top', tint: '#2f4f4f', collections: ['apparel'], priceData: { price: 32 }, costAndProfitData: { itemCost: 9 }, weight: 0.18, sku: 'AP-TEE-03', description: 'Heavyweight organic cotton jersey, garment-dyed for a lived-in colour.', productOptions: [sizes('XS', 'S', 'M', 'L', 'XL'), colors(['Forest', '#2f4f4f'], ['Black', '#1c1c1c'], ['Natural', '#efe8da'])], stock: tracked(12), brand: 'Vitrine Basics' },
  { name: 'Denim Chore Jacket', art: 'shirt', tint: '#34507a', collections: ['apparel'], priceData: { price: 145 }, costAndProfitData: { itemCost: 58 }, weight: 0.9, sku: 'AP-DEN-04', description: 'Rigid selvedge denim with four patch pockets. Made to fade and to be mended.', productOptions: [sizes('S', 'M', 'L', 'XL')], manageVariants: true, stock: tracked(3), brand: 'Northfold' },
  { name: 'Ribbed Wool Beanie', art: 'beanie', tint: '#b5533c', collections: ['apparel', 'outdoor'], priceData: { price: 28 }, weight: 0.08, sku: 'AP-BEA-05', description: 'A snug ribbed beanie knitted from lambswool. One size fits most.', productOptions: [colors(['Rust', '#b5533c'], ['Charcoal', '#3a3a3a'], ['Mustard', '#d4a536'])], stock: tracked(20) },
  { name: 'Everyday Chinos', art: 'trousers', tint: '#a89a7a', collections: ['apparel'], priceData: { price: 78 }, weight: 0.6, sku: 'AP-CHI-06', description: 'Mid-rise cotton twill chinos with a tapered leg and a little stretch.', productOptions: [sizes('28', '30', '32', '34', '36')], stock: soldOut, brand: 'Vitrine Basics' },
  { name: 'Packable Rain Shell', art: 'top', tint: '#d9a21b', collections: ['apparel', 'outdoor'], priceData: { price: 110 }, discount: amount(20), weight: 0.35, sku: 'AP-RAI-07', description: 'A waterproof, breathable shell that packs into its own pocket.', productOptions: [sizes('S', 'M', 'L'), colors(['Ochre', '#d9a21b'], ['Navy', '#1f2e4a'])], stock: tracked(5), ribbon: 'Sale' },
  { name: 'Cotton Socks, Set of 3', art: 'socks', tint: '#7d9a6f', collections: ['apparel'], priceData: { price: 18 }, weight: 0.15, sku: 'AP-SOC-08', description: 'Cushioned crew socks in combed cotton. Three pairs, three colours.', productOptions: [sizes('S/M', 'L/XL')], stock: tracked(40) },
  // Home & Kitchen
  { name: 'Stoneware Mug', art: 'mug', tint: '#c9b8a3', collections: ['home-kitchen'], priceData: { price: 24 }, costAndProfitData: { itemCost: 7 }, weight: 0.4, sku: 'HK-MUG-01', description: 'Wheel-thrown stoneware with a speckled glaze. Holds 350 ml; dishwasher safe.', productOptions: [colors(['Speckled', '#c9b8a3'], ['Moss', '#6f7f4f'], ['Ink', '#27304a'])], stock: tracked(25), brand: 'Kiln & Co', video: { file: 'stoneware-mug-turning.webm', title: 'The mug, all the way round' } },
  { name: 'Single-Origin Coffee Beans', art: 'pouch', tint: '#5c3d2e', collections: ['home-kitchen', 'new-arrivals'], priceData: { price: 16 }, weight: 0.25, sku: 'HK-COF-09', description: 'Washed Ethiopian beans from Yirgacheffe, roasted light for notes of bergamot and apricot. A 250 g bag.', pricePerUnitData: { totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' }, productOptions: [{ name: 'Grind', optionType: 'drop_down', choices: [{ value: 'Whole bean' }, { value: 'Filter' }, { value: 'Espresso' }] }], stock: tracked(24), ribbon: 'New', brand: 'Kiln & Co' },
  { name: 'Walnut Serving Board', art: 'board', tint: '#6b4a32', collections: ['home-kitchen', 'new-arrivals'], priceData: { price: 85 }, weight: 1.2, sku: 'HK-WAL-02', description: 'Solid black walnut, finished with food-safe oil. For bread, cheese and long lunches.', stock: tracked(7), ribbon: 'New' },
  { name: 'Linen Tea Towels, Set of 2', art: 'cloth', tint: '#b7c4b0', collections: ['home-kitchen', 'sale'], priceData: { price: 26 }, discount: percent(20), weight: 0.2, sku: 'HK-TEA-03', description: 'Absorbent stonewashed linen towels that dry glasses without a trace.', stock: tracked(30), ribbon: 'Sale' },
  { name: 'Cast Iron Skillet', art: 'skillet', tint: '#2b2b2b', collections: ['home-kitchen'], priceData: { price: 64 }, weight: 2.6, sku: 'HK-CIS-04', description: 'A pre-seasoned 26 cm skillet that goes from stove to oven to table.', stock: soldOut, brand: 'Hearth' },
  { name: 'Pour-Over Coffee Set', art: 'mug', tint: '#8a5a3b', collections: ['home-kitchen'], priceData: { price: 58 }, weight: 0.9, sku: 'HK-POU-05', description: 'Ceramic dripper, glass carafe and 100 filters: everything for a slow morning cup.', stock: tracked(9), brand: 'Kiln & Co' },
  { name: 'Ceramic Planter', art: 'planter', tint: '#d7d0c2', collections: ['home-kitchen'], priceData: { price: 38 }, weight: 1.1, sku: 'HK-PLA-06', description: 'A matte planter with a drainage saucer, sized for herbs and small houseplants.', productOptions: [sizes('Small', 'Medium', 'Large')], manageVariants: true, stock: tracked(10) },
  { name: 'Beeswax Candle', art: 'candle', tint: '#e9b949', collections: ['home-kitchen', 'sale'], priceData: { price: 22 }, discount: amount(5), weight: 0.3, sku: 'HK-CAN-07', description: 'Hand-poured pure beeswax with a cotton wick. Burns clean for about 40 hours.', stock: tracked(15), ribbon: 'Sale' },
  { name: 'Olive Wood Spoon', art: 'spoon', tint: '#a0804f', collections: ['home-kitchen'], priceData: { price: 14 }, weight: 0.05, sku: 'HK-SPO-08', description: 'Carved from a single piece of olive wood; each grain pattern is different.', stock: tracked(50) },
  // Stationery
  { name: 'Dot Grid Notebook', art: 'notebook', tint: '#3d5a80', collections: ['stationery'], priceData: { price: 19 }, weight: 0.3, sku: 'ST-NOT-01', description: 'A5, 160 pages of 100 gsm paper that takes fountain-pen ink without bleeding.', productOptions: [colors(['Navy', '#3d5a80'], ['Terracotta', '#c0603f'], ['Sage', '#9caf88'])], stock: tracked(60), brand: 'Papery' },
  { name: 'Brass Fountain Pen', art: 'pen', tint: '#c8a75b', collections: ['stationery', 'new-arrivals'], priceData: { price: 75 }, costAndProfitData: { itemCost: 30 }, weight: 0.04, sku: 'ST-PEN-02', description: 'Solid brass body that develops a patina with use. Fine steel nib, converter included.', productOptions: [{ name: 'Nib', optionType: 'drop_down', choices: [{ value: 'Extra fine' }, { value: 'Fine' }, { value: 'Medium' }] }], stock: tracked(8), ribbon: 'New' },
  { name: 'Recycled Envelopes, Pack of 25', art: 'envelope', tint: '#d8cdb8', collections: ['stationery'], priceData: { price: 9 }, weight: 0.2, sku: 'ST-ENV-03', description: 'C6 envelopes in 100% recycled kraft paper.', stock: tracked(100) },
  { name: 'Oak Desk Organizer', art: 'tray', tint: '#c19a6b', collections: ['stationery', 'home-kitchen'], priceData: { price: 48 }, weight: 0.8, sku: 'ST-ORG-04', description: 'Solid oak tray with slots for pens, cards and a phone.', stock: soldOut },
  { name: 'Watercolor Postcards, Set of 12', art: 'card', tint: '#8fb8c9', collections: ['stationery'], priceData: { price: 16 }, weight: 0.1, sku: 'ST-POS-05', description: 'Twelve postcards printed from original watercolours of coast and countryside.', stock: tracked(35), brand: 'Papery' },
  { name: 'Undated Weekly Planner', art: 'notebook', tint: '#e07a5f', collections: ['stationery', 'sale'], priceData: { price: 24 }, discount: percent(30), weight: 0.35, sku: 'ST-PLA-06', description: 'Fifty-two weeks of planning pages with no dates, so you can start any Monday.', stock: tracked(18), ribbon: 'Sale' },
  { name: 'Washi Tape Set', art: 'tape', tint: '#f2cc8f', collections: ['stationery'], priceData: { price: 12 }, weight: 0.1, sku: 'ST-WAS-07', description: 'Six rolls of Japanese paper tape in muted colours.', stock: tracked(45) },
  // Accessories
  { name: 'Leather Card Wallet', art: 'wallet', tint: '#7b4b2a', collections: ['accessories'], priceData: { price: 45 }, costAndProfitData: { itemCost: 14 }, weight: 0.05, sku: 'AC-WAL-01', description: 'Vegetable-tanned leather, four card slots and a centre pocket for notes.', productOptions: [colors(['Tan', '#b07a4a'], ['Chestnut', '#7b4b2a'], ['Black', '#1c1c1c'])], stock: tracked(14), brand: 'Saddlery' },
  { name: 'Canvas Tote Bag', art: 'tote', tint: '#e6dccb', collections: ['accessories'], priceData: { price: 29 }, weight: 0.3, sku: 'AC-TOT-02', description: 'Heavy cotton canvas with an inside pocket and long handles for the shoulder.', productOptions: [colors(['Natural', '#e6dccb'], ['Black', '#1c1c1c'])], stock: tracked(30) },
  { name: 'Waxed Canvas Backpack', art: 'backpack', tint: '#4a5a3c', collections: ['accessories', 'outdoor', 'new-arrivals'], priceData: { price: 160 }, weight: 1.1, sku: 'AC-BAC-03', description: 'A 20-litre roll-top in waxed canvas and leather. Shrugs off rain, fits a laptop.', productOptions: [colors(['Olive', '#4a5a3c'], ['Navy', '#1f2e4a'])], manageVariants: true, stock: tracked(4), ribbon: 'New', brand: 'Saddlery' },
  { name: 'Acetate Sunglasses', art: 'sunglasses', tint: '#3b2f2f', collections: ['accessories', 'sale'], priceData: { price: 95 }, discount: percent(15), weight: 0.05, sku: 'AC-SUN-04', description: 'Hand-polished acetate frames with polarised, UV400 lenses.', productOptions: [colors(['Tortoise', '#6b4423'], ['Black', '#1c1c1c'])], stock: tracked(6), ribbon: 'Sale' },
  { name: 'Leather Belt', art: 'belt', tint: '#5a3a22', collections: ['accessories'], priceData: { price: 55 }, weight: 0.2, sku: 'AC-BEL-05', description: 'Full-grain leather with a solid brass buckle. Cut to order in your size.', productOptions: [sizes('80 cm', '90 cm', '100 cm', '110 cm')], stock: tracked(10), brand: 'Saddlery' },
  { name: 'Silk Scarf', art: 'cloth', tint: '#c85a7c', collections: ['accessories'], priceData: { price: 70 }, weight: 0.05, sku: 'AC-SCA-06', description: 'A 70 cm square of printed silk twill with hand-rolled edges.', stock: soldOut },
  { name: 'Enamel Pin Set', art: 'pins', tint: '#5c80bc', collections: ['accessories'], priceData: { price: 15 }, weight: 0.03, sku: 'AC-PIN-07', description: 'Three hard-enamel pins: a mountain, a moon and a mug.', stock: tracked(80) },
  // Outdoor
  { name: 'Insulated Water Bottle', art: 'bottle', tint: '#3f7d6e', collections: ['outdoor'], priceData: { price: 34 }, costAndProfitData: { itemCost: 11 }, weight: 0.35, sku: 'OD-BOT-01', description: 'Double-walled steel keeps drinks cold for 24 hours or hot for 12.', productOptions: [sizes('500 ml', '750 ml'), colors(['Pine', '#3f7d6e'], ['Sand', '#d8c8a8'], ['Coral', '#e07a5f'])], manageVariants: true, stock: tracked(12) },
  { name: 'Camp Enamel Mug', art: 'mug', tint: '#f4f1ea', collections: ['outdoor', 'home-kitchen'], priceData: { price: 16 }, weight: 0.15, sku: 'OD-MUG-02', description: 'Enamelled steel with a rolled rim, at home on a campfire or a desk.', stock: tracked(40) },
  { name: 'Trail Hammock', art: 'cloth', tint: '#6a994e', collections: ['outdoor', 'sale'], priceData: { price: 79 }, discount: amount(15), weight: 0.6, sku: 'OD-HAM-03', description: 'Parachute nylon hammock with tree straps; holds up to 180 kg.', stock: tracked(5), ribbon: 'Sale' },
  { name: 'Wool Picnic Blanket', art: 'cloth', tint: '#9a3b3b', collections: ['outdoor', 'home-kitchen'], priceData: { price: 98 }, weight: 1.4, sku: 'OD-BLA-04', description: 'Recycled wool with a waterproof backing and a leather carry strap.', stock: soldOut },
  { name: 'Folding Camp Stool', art: 'stool', tint: '#7a6a53', collections: ['outdoor'], priceData: { price: 42 }, weight: 0.9, sku: 'OD-STO-05', description: 'Beech legs and a canvas seat that fold flat in a second.', stock: tracked(9) },
  { name: 'Rechargeable Headlamp', art: 'lamp', tint: '#f2c14e', collections: ['outdoor', 'new-arrivals'], priceData: { price: 39 }, weight: 0.09, sku: 'OD-LAM-06', description: '350 lumens, red night mode and USB-C charging.', stock: tracked(16), ribbon: 'New' },
  { name: 'Trail First Aid Kit', art: 'kit', tint: '#c0392b', collections: ['outdoor'], priceData: { price: 27 }, weight: 0.25, sku: 'OD-AID-07', description: 'Forty essentials in a water-resistant pouch, sized for day hikes.', stock: tracked(22) },
  // Digital downloads
  { name: 'Sourdough at Home (E-book)', art: 'ebook', tint: '#d4a373', collections: ['digital'], productType: 'digital', priceData: { price: 12 }, description: 'A 120-page guide from starter to crumb, with weekly baking schedules. PDF and EPUB.', ribbon: 'Download' },
  { name: 'Watercolor Brush Pack', art: 'pen', tint: '#8fb8c9', collections: ['digital', 'stationery'], productType: 'digital', priceData: { price: 18 }, discount: percent(50), description: '48 procreate and Photoshop brushes made from real watercolour scans.', ribbon: 'Sale' },
  { name: 'National Trails Map Bundle', art: 'card', tint: '#588157', collections: ['digital', 'outdoor'], productType: 'digital', priceData: { price: 9 }, description: 'Printable topographic maps of twelve long-distance trails, in high-resolution PDF.' },
  { name: 'Gift Card', art: 'card', tint: '#264653', collections: ['digital'], productType: 'digital', priceData: { price: 25 }, description: 'Let them choose. Delivered by e-mail with a personal note.', productOptions: [{ name: 'Amount', optionType: 'drop_down', choices: [{ value: '$25' }, { value: '$50' }, { value: '$100' }] }], manageVariants: true },
];

export async function seedDemoCatalog(app: FastifyInstance, siteId: string): Promise<void> {
  const caller: Caller = { siteId, identityType: 'APP', identityId: 'demo-seed', permissions: new Set(permissions) };
  const services = catalogServicesFor(app);
  const media = createMediaService({ db: app.db, store: mediaStoreFor(app.platformOptions), baseUrl: () => app.platformOptions.publicUrl ?? '' });

  const collectionIds = new Map<string, string>();
  for (const [slug, { ground, ...collection }] of Object.entries(collections)) {
    // The cover shows the collection's first products, each in its own colour.
    const shown = products.filter((product) => product.collections.some((listed) => listed === slug)).map((product) => ({ art: product.art, colour: product.tint }));
    const cover = await media.upload(siteId, { fileName: `${slug}.svg`, mimeType: 'image/svg+xml', bytes: Buffer.from(coverPicture(shown, ground)) });
    const created = await services.collections.create(caller, { slug, ...collection, media: { items: [{ mediaId: cover.id }] } });
    collectionIds.set(slug, created.id);
  }

  const members = new Map<string, string[]>();
  for (const { art, tint, collections: slugs, video, ...input } of products) {
    const product = await services.products.createProduct(caller, input);
    const picture = await media.upload(siteId, { fileName: `${product.slug}.svg`, mimeType: 'image/svg+xml', bytes: Buffer.from(productPicture(art, tint)) });
    const pictures: MediaRef[] = [{ mediaId: picture.id }];
    if (video) {
      const bytes = await readFile(sourceFile('seed', 'assets', video.file));
      const clip = await media.upload(siteId, { fileName: video.file, mimeType: 'video/webm', bytes });
      pictures.push({ mediaId: clip.id, stillFrameMediaId: picture.id, title: video.title });
    }
    const colorOption = input.productOptions?.find((option) => option.optionType === 'color');
    const choicePictures = [];
    for (const choice of colorOption?.choices ?? []) {
      const label = choice.description ?? choice.value;
      const file = await media.upload(siteId, {
        fileName: `${product.slug}-${label.toLowerCase()}.svg`,
        mimeType: 'image/svg+xml',
        bytes: Buffer.from(productPicture(art, /^#[0-9a-f]{6}$/i.test(choice.value) ? choice.value : tint)),
      });
      choicePictures.push({ mediaId: file.id, choice: { option: colorOption!.name, choice: label } });
    }
    await services.products.addMedia(caller, product.id, [...pictures, ...choicePictures]);
    for (const slug of slugs) members.set(slug, [...(members.get(slug) ?? []), product.id]);
  }
  for (const [slug, productIds] of members) await services.collections.addProducts(caller, collectionIds.get(slug)!, productIds);

  // A few single variants sold out, so products show PARTIALLY_OUT_OF_STOCK and choices show it.
  const partly: Array<[string, Record<string, string>]> = [
    ['linen-camp-shirt', { Size: 'XL', Color: 'Sky' }],
    ['organic-cotton-tee', { Size: 'XS' }],
    ['stoneware-mug', { Color: 'Ink' }],
  ];
  for (const [slug, choices] of partly) {
    const found = await services.queryProducts(caller, siteId, { query: { filter: { slug } } });
    const id = found.products[0]?.id;
    if (id) await services.products.updateVariants(caller, id, [{ choices, stock: { quantity: 0 } }]);
  }
  const shirt = await services.queryProducts(caller, siteId, { query: { filter: { slug: 'linen-camp-shirt' } } });
  if (shirt.products[0]) await services.products.updateVariants(caller, shirt.products[0].id, [{ choices: { Size: 'XL' }, price: 72 }]);
}
