import type { FastifyInstance } from 'fastify';
import { createSettingsService } from '../domains/ecom/settings/settings.service';
import { mediaStoreFor } from '../domains/media/media-store';
import { createMediaService } from '../domains/media/media.service';
import { coverPicture } from './demo-pictures';

/**
 * The demo store's look (store settings, storefront section): a brand colour and typeface, the
 * home page's hero over a drawn cover, the store's own section, and the footer's contact. Saved
 * through the settings service, so the seed obeys the same validation as the studio.
 */
export async function seedDemoStorefront(app: FastifyInstance, siteId: string): Promise<void> {
  const media = createMediaService({ db: app.db, store: mediaStoreFor(app.platformOptions), baseUrl: () => app.platformOptions.publicUrl ?? '' });
  const upload = async (name: string, svg: string) => (await media.upload(siteId, { fileName: name, mimeType: 'image/svg+xml', bytes: Buffer.from(svg) })).url;
  const heroUrl = await upload(
    'home-hero.svg',
    coverPicture(
      [
        { art: 'shirt', colour: '#d8c8a8' },
        { art: 'mug', colour: '#6f7f4f' },
        { art: 'notebook', colour: '#c0603f' },
        { art: 'backpack', colour: '#4a5a3c' },
      ],
      '#2e4a46',
    ),
  );
  const storyUrl = await upload(
    'home-story.svg',
    coverPicture(
      [
        { art: 'planter', colour: '#d7d0c2' },
        { art: 'candle', colour: '#e9b949' },
      ],
      '#e8d8c3',
    ),
  );
  await createSettingsService({ db: app.db }).updateSettings(siteId, {
    storefront: {
      brandColor: '#1f5f57',
      font: 'HUMANIST',
      hero: {
        tagline: 'Things made to be used every day, and kept for years.',
        text: 'Linen, stoneware, paper and waxed canvas from small workshops. Free shipping over $100.',
        imageUrl: heroUrl,
        callToAction: { label: 'Shop everything', href: '/shop' },
      },
      homeSection: {
        title: 'Made slowly, sold honestly',
        text: 'Every piece in the shop comes from a workshop we have visited, and every price is the one you pay.\n\nOrder by 2 pm and it leaves the same day; pick it up from our Spring Street shop if you are in New York.',
        imageUrl: storyUrl,
      },
      contact: { email: 'hello@vitrine.example', phone: '+1 (212) 555-0134', address: '120 Spring St, New York, NY 10013' },
      policies: [],
    },
  });
}
