/** A piece of an e-mail's text: plain text, or an http(s) address to show as a link. */
export type TextPart = { text: string } | { href: string };

// An address runs to the next space or bracket; a sentence's full stop or closing bracket after it is not part of it.
const address = /https?:\/\/[^\s<>"'`]+/gi;
const trailing = /[.,;:!?)\]}]+$/;

/** True for an absolute http(s) URL: the only links the mail viewer opens (no `javascript:`, `data:` or `mailto:`). */
export function isWebAddress(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const { protocol } = new URL(href);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * `text` cut into plain text and web addresses, in order, so the viewer can draw the addresses as
 * links and the rest as text (React escapes it: nothing in a message becomes markup).
 *
 * @example
 * ```ts
 * textParts('Reset: https://shop.example/reset?token=1.');
 * // [{ text: 'Reset: ' }, { href: 'https://shop.example/reset?token=1' }, { text: '.' }]
 * ```
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(address)) {
    const href = match[0].replace(trailing, '');
    if (!isWebAddress(href)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ href });
    at = match.index + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** True for a link an HTML e-mail may keep: a web address, or an e-mail address (`mailto:`, as a store's reply-to address is written in buyers' e-mails). */
const isFollowable = (href: string) => isWebAddress(href) || /^mailto:[^\s]+$/i.test(href);

/**
 * An e-mail's HTML with its links made safe to follow from the studio's frame: a web or e-mail
 * address opens in a new tab with no opener and no referrer (the studio's address, which a reset
 * link's site would otherwise see); any other link (`javascript:`, `data:`) loses its address and
 * is plain text. Parsed with `DOMParser`, which runs nothing it reads.
 */
export function linkableMailHtml(html: string, parser: Pick<DOMParser, 'parseFromString'> = new DOMParser()): string {
  const document = parser.parseFromString(html, 'text/html');
  for (const link of Array.from(document.querySelectorAll('a[href], area[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (isFollowable(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else link.removeAttribute('href');
  }
  return `<!doctype html>${document.documentElement.outerHTML}`;
}
