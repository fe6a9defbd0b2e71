import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { bootFailedMessage, documentHead, noscriptNote } from './documentCopy';
import { fillPlaceholder } from './html';

const config = parseSiteConfig({
  VITE_BRAND_NAME: 'Test Brand',
  VITE_STORE_URL: 'https://store.example.org/app?id=cm.test&ref=site',
  VITE_CONTACT_EMAIL: 'help@example.org',
  VITE_WHATSAPP_NUMBER: '+237699112233',
});

describe('documentHead', () => {
  it('titles and describes the page with the brand', () => {
    const $ = load(`<head>${documentHead(config)}</head>`);
    expect($('title').text()).toBe('Test Brand · Study app for Seconde, Première and Terminale');
    expect($('meta[name="description"]').attr('content')).toMatch(/^Test Brand: lessons/);
    expect($('meta[property="og:site_name"]').attr('content')).toBe('Test Brand');
    expect($('meta[property="og:title"]').attr('content')).toContain('Test Brand');
  });
});

describe('noscriptNote', () => {
  const $ = load(noscriptNote(config));

  it('offers the store, WhatsApp, email and the static legal pages, in English and French', () => {
    for (const locale of ['en', 'fr']) {
      const hrefs = $(`section[lang="${locale}"] a`)
        .toArray()
        .map((link) => $(link).attr('href'));
      // The configured store page with Play's referrer naming the note.
      expect(hrefs).toContain(
        'https://store.example.org/app?id=cm.test&ref=site&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dno-javascript',
      );
      expect(hrefs.some((href) => href?.startsWith('https://wa.me/237699112233?text='))).toBe(true);
      expect(hrefs).toContain('mailto:help@example.org');
      const prefix = locale === 'en' ? './' : './fr/';
      expect(hrefs).toContain(`${prefix}privacy-policy/`);
      expect(hrefs).toContain(`${prefix}terms-of-use/`);
    }
    expect($('h1').text()).toBe('Test Brand');
  });

  it('escapes what it writes into attributes', () => {
    expect(noscriptNote(config)).toContain(
      'href="https://store.example.org/app?id=cm.test&amp;ref=site&amp;referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dno-javascript"',
    );
  });
});

describe('bootFailedMessage', () => {
  it('names the brand and offers Retry and the store', () => {
    const $ = load(bootFailedMessage(config));
    expect($('p').first().text()).toBe(
      'Test Brand could not start. Check your connection and try again.',
    );
    expect($('button').text()).toBe('Retry');
    expect($('a').attr('href')).toBe(
      'https://store.example.org/app?id=cm.test&ref=site&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dfailed-start',
    );
  });
});

describe('fillPlaceholder', () => {
  it('fills the placeholder once, and fails the build when it is gone', () => {
    expect(fillPlaceholder('<b><!--x--></b>', 'x', '$& $1')).toBe('<b>$& $1</b>');
    expect(() => fillPlaceholder('<b></b>', 'x', 'y')).toThrow(/lost its <!--x--> placeholder/);
  });
});
