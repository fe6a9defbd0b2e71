import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { bootFailedKioskMessage, bootFailedMessage, documentHead } from './documentCopy';
import { fillPlaceholder } from './html';

const config = parseSiteConfig({
  VITE_BRAND_NAME: 'Test Brand',
  VITE_STORE_URL: 'https://store.example.org/app?id=cm.test&ref=site',
  VITE_CONTACT_EMAIL: 'help@example.org',
  VITE_WHATSAPP_NUMBER: '+237699112233',
});

describe('documentHead', () => {
  it('titles and describes the page with the brand', () => {
    const $ = load(`<head>${documentHead(config, 'en')}</head>`);
    expect($('title').text()).toBe('Test Brand · Study app for Seconde, Première and Terminale');
    expect($('meta[name="description"]').attr('content')).toMatch(/^Test Brand: lessons/);
    expect($('meta[property="og:site_name"]').attr('content')).toBe('Test Brand');
    expect($('meta[property="og:title"]').attr('content')).toContain('Test Brand');
  });

  it("speaks the page's language", () => {
    const $ = load(`<head>${documentHead(config, 'fr')}</head>`);
    expect($('title').text()).toBe(
      'Test Brand · Appli de révision pour la Seconde, la Première et la Terminale',
    );
    expect($('meta[name="description"]').attr('content')).toMatch(/^Test Brand\u00a0: cours/);
  });
});

describe('bootFailedMessage', () => {
  it('names the brand and offers Retry and the store, in each language', () => {
    const $ = load(bootFailedMessage(config, 'en'));
    expect($('p').first().text()).toBe(
      'Test Brand could not finish loading. Check your connection and try again.',
    );
    expect($('button').text()).toBe('Retry');
    expect($('a').attr('href')).toBe(
      'https://store.example.org/app?id=cm.test&ref=site&referrer=utm_source%3Dwebsite%26utm_medium%3Dlink%26utm_content%3Dfailed-start',
    );
    const $fr = load(bootFailedMessage(config, 'fr'));
    expect($fr('button').text()).toBe('Réessayer');
    expect($fr('a').text()).toBe('Disponible sur Google Play');
  });
});

describe('bootFailedKioskMessage', () => {
  it('tells staff what to do, offers Retry and no link, in each language', () => {
    const $ = load(bootFailedKioskMessage(config, 'en'));
    expect($('p').first().text()).toBe(
      'Test Brand could not start on this kiosk. It tries again by itself. Staff: check the network connection, or restart the kiosk.',
    );
    expect($('button').text()).toBe('Retry');
    expect($('a')).toHaveLength(0);
    const $fr = load(bootFailedKioskMessage(config, 'fr'));
    expect($fr('p').first().text()).toMatch(/^Test Brand n’a pas pu démarrer sur cette borne\./);
    expect($fr('button').text()).toBe('Réessayer');
    expect($fr('a')).toHaveLength(0);
  });
});

describe('fillPlaceholder', () => {
  it('fills the placeholder once, and fails the build when it is gone', () => {
    expect(fillPlaceholder('<b><!--x--></b>', 'x', '$& $1')).toBe('<b>$& $1</b>');
    expect(() => fillPlaceholder('<b></b>', 'x', 'y')).toThrow(/lost its <!--x--> placeholder/);
  });
});
