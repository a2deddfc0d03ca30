import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MailHtmlFrame, MailText } from '../mail-html-frame';
import { linkableMailHtml, textParts } from './mail-links';

// happy-dom's parser, typed as the browser's one the viewer uses.
const parser = () => new new Window().DOMParser() as unknown as DOMParser;

describe("links in the studio's mail viewer", () => {
  it("draws a text e-mail's web addresses as links that open in a new tab without opener or referrer", () => {
    const html = renderToStaticMarkup(createElement(MailText, { text: 'Choose a new password: https://shop.example/reset-password?token=a1&x=2.\nThanks' }));
    expect(html).toBe(
      '<pre class="mail-text">Choose a new password: <a href="https://shop.example/reset-password?token=a1&amp;x=2" target="_blank" rel="noopener noreferrer">https://shop.example/reset-password?token=a1&amp;x=2</a>.\nThanks</pre>',
    );
  });

  it('makes no link of anything but http(s), and no markup of the text around it', () => {
    expect(textParts('javascript:alert(1) ftp://host/x <b>bold</b> (see http://a.example/b)')).toEqual([{ text: 'javascript:alert(1) ftp://host/x <b>bold</b> (see ' }, { href: 'http://a.example/b' }, { text: ')' }]);
    const html = renderToStaticMarkup(createElement(MailText, { text: '<img src=x onerror=alert(1)> https://a.example/"><script>' }));
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('<a href="https://a.example/" target="_blank" rel="noopener noreferrer">');
  });

  it("opens an HTML e-mail's web and e-mail links in a new tab and strips the address of any other", () => {
    const html = linkableMailHtml(
      '<p><a href="https://shop.example/orders/1">Your order</a> <a href="javascript:alert(1)">x</a> <a href="data:text/html,hi">y</a> <a href="mailto:a@b.example">z</a></p>',
      parser(),
    );
    const links = Array.from(parser().parseFromString(html, 'text/html').querySelectorAll('a')).map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]);
    expect(links).toEqual([
      ['https://shop.example/orders/1', '_blank', 'noopener noreferrer'],
      [null, null, null],
      [null, null, null],
      ['mailto:a@b.example', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('lets the frame open only those links: popups that leave the sandbox, still no scripts, forms or access to the studio', () => {
    // The frame parses with the browser's DOMParser; Node has none, so happy-dom's stands in.
    Object.assign(globalThis, { DOMParser: new Window().DOMParser });
    let frame: string;
    try {
      frame = renderToStaticMarkup(createElement(MailHtmlFrame, { html: '<a href="https://shop.example/">Shop</a>', title: 'Order' }));
    } finally {
      Reflect.deleteProperty(globalThis, 'DOMParser');
    }
    expect(frame).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(frame).toContain('target=&quot;_blank&quot;');
  });
});
