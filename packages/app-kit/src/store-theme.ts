import type { StorefrontSettings } from '@vitrine/sdk/modules/store-settings';

/**
 * The store's look from its settings, written into the page's head by the server: the design
 * tokens the store chose (brand colour, typeface) as CSS custom properties over the defaults in
 * `styles.css`, and a favicon drawn from its initial. In the HTML before the stylesheet applies,
 * so the first paint already wears the store's colours (no flash of the default theme).
 */

type Font = NonNullable<StorefrontSettings['font']>;

/** Typefaces as system font stacks: each names fonts that ship with common systems, so nothing is downloaded. */
export const fontStacks: Record<Font, string> = {
  SYSTEM: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  HUMANIST: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', sans-serif",
  GEOMETRIC: "Avenir, 'Avenir Next LT Pro', Montserrat, Corbel, 'URW Gothic', sans-serif",
  SERIF: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, Georgia, serif",
  ROUNDED: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, 'Arial Rounded MT', Calibri, sans-serif",
};

const hexColour = /^#[0-9a-f]{6}$/i;
type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG's relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/**
 * The three colours a brand colour gives: the fill of buttons, the text on that fill (white or near
 * black, whichever reads better), and the brand as text on the white page, darkened until it reads
 * at WCAG AA (4.5:1) so a pale brand colour never makes links unreadable.
 */
export function brandColours(hex: string): { brand: string; onBrand: string; brandText: string } {
  const rgb = toRgb(hex);
  const onBrand = contrast(rgb, white) >= contrast(rgb, black) ? '#ffffff' : '#1c1b1f';
  let text = rgb;
  for (let step = 0; step < 20 && contrast(text, white) < 4.5; step += 1) text = text.map((channel) => channel * 0.9) as Rgb;
  return { brand: toHex(rgb), onBrand, brandText: toHex(text) };
}

/** The custom properties the store's settings override, as one `:root` rule ('' when it chose nothing). */
export function themeCss(design: StorefrontSettings | undefined): string {
  const declarations: string[] = [];
  // Checked again here: the value goes into a <style> element, whoever served the configuration.
  if (design?.brandColor && hexColour.test(design.brandColor)) {
    const { brand, onBrand, brandText } = brandColours(design.brandColor);
    declarations.push(`--color-brand:${brand}`, `--color-on-brand:${onBrand}`, `--color-brand-text:${brandText}`);
  }
  const font = design?.font && Object.hasOwn(fontStacks, design.font) ? fontStacks[design.font] : undefined;
  if (font) declarations.push(`--font-body:${font}`, `--font-heading:${font}`);
  return declarations.length ? `:root{${declarations.join(';')}}` : '';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A favicon drawn for the store: its initial on its brand colour, as an SVG data URL (nothing to fetch). */
export function faviconHref(siteName: string, design: StorefrontSettings | undefined): string {
  const { brand, onBrand } = brandColours(design?.brandColor && hexColour.test(design.brandColor) ? design.brandColor : '#4a2f8f');
  const initial = escapeXml(Array.from(siteName.trim())[0]?.toUpperCase() ?? 'S');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/><text x="32" y="45" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="700" fill="${onBrand}">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What the store's look adds to the page's head: the favicon and the theme's custom properties. */
export function themeHead(siteName: string, design: StorefrontSettings | undefined): string {
  const css = themeCss(design);
  return `<link rel="icon" type="image/svg+xml" href="${faviconHref(siteName, design)}">${css ? `<style id="store-theme">${css}</style>` : ''}`;
}
