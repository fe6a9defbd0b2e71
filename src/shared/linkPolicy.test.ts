import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy, MAX_LINK_LENGTH } from './linkPolicy';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './siteConfig';
import { siteLinks } from './test/testLinks';

// Every setting overridden, the blog under a path and the store pointing at another app.
const OVERRIDDEN = parseSiteConfig({
  VITE_STORE_URL: 'https://play.google.com/store/apps/details?id=cm.other.app',
  VITE_BLOG_URL: 'https://articles.example.cm/lyceo/',
  VITE_CONTACT_EMAIL: 'help@example.cm',
  VITE_WHATSAPP_NUMBER: '+237699112233',
  VITE_FACEBOOK_URL: 'https://www.facebook.com/other.cm',
  VITE_INSTAGRAM_URL: 'https://www.instagram.com/other.cm',
  VITE_TIKTOK_URL: 'https://www.tiktok.com/@other',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@other',
  VITE_VIDEO_HOST_URL: 'https://videos.example.cm/',
});

const policy = buildLinkPolicy(DEFAULT_SITE_CONFIG);
const long = (length: number): string => 'a'.repeat(length);
const STORE = DEFAULT_SITE_CONFIG.storeUrl;
/** A referrer as storeLink writes it, encoded once. */
const KIOSK = 'utm_source%3Dkiosk%26utm_medium%3Dqr';
const TAGGED = `${STORE}&referrer=${KIOSK}`;

/** [what it tries, the URL]: each must be refused under the default configuration. */
const HOSTILE: [string, string][] = [
  // Odd spellings the URL parser would quietly repair.
  ['leading NUL', '\u0000https://wa.me/237650000000'],
  ['leading space', ' https://wa.me/237650000000'],
  ['trailing space', 'https://wa.me/237650000000 '],
  ['tab inside the host', 'https://w\ta.me/237650000000'],
  ['newline at the end', 'https://wa.me/237650000000\n'],
  ['CR LF inside the path', 'https://wa.me/2376\r\n50000000'],
  ['no-break space first', '\u00a0https://wa.me/237650000000'],
  ['zero-width space', 'https://wa.me/237650000000\u200b'],
  ['right-to-left override', 'https://wa.me/\u202e237650000000'],
  ['DEL character', 'https://wa.me/237650000000\u007f'],
  ['backslashes', 'https:\\\\wa.me\\237650000000'],
  ['backslash after the host', 'https://wa.me\\@evil.example/'],
  ['no slashes after the scheme', 'https:wa.me/237650000000'],
  ['one slash after the scheme', 'https:/wa.me/237650000000'],
  ['three slashes after the scheme', 'https:///wa.me/237650000000'],
  ['protocol-relative', '//wa.me/237650000000'],
  // The hosts' open redirectors and other destinations on allowed hosts.
  ['YouTube redirector', 'https://www.youtube.com/redirect?q=https%3A%2F%2Fevil.example'],
  ['Facebook link shim', 'https://www.facebook.com/l.php?u=https%3A%2F%2Fevil.example'],
  ['redirector behind a dot segment', 'https://www.youtube.com/@lyceo-cm/../redirect?q=x'],
  ['another app on the store', 'https://play.google.com/store/apps/details?id=com.evil.app'],
  ['our app id as a prefix', 'https://play.google.com/store/apps/details?id=cm.lyceo.app.evil'],
  ['a second app id', 'https://play.google.com/store/apps/details?id=cm.lyceo.app&id=com.evil'],
  ['store page without an id', 'https://play.google.com/store/apps/details'],
  ['another store page', 'https://play.google.com/store/apps/developer?id=cm.lyceo.app'],
  ['another WhatsApp number', 'https://wa.me/237699999999'],
  ['our number plus a digit', 'https://wa.me/2376500000001'],
  ['a second number in the path', 'https://wa.me/237650000000/237699999999'],
  ['WhatsApp with a phone parameter', 'https://wa.me/237650000000?text=Hi&phone=237699999999'],
  ['WhatsApp with two texts', 'https://wa.me/237650000000?text=Hi&text=Bye'],
  ['WhatsApp API host', 'https://api.whatsapp.com/send?phone=237650000000'],
  ['another video', 'https://www.youtube.com/watch?v=not-ours'],
  ['the video host itself', 'https://www.youtube.com/'],
  ['a video with a playlist', 'https://www.youtube.com/watch?v=lyceo-newton&list=evil'],
  ['another profile', 'https://www.tiktok.com/@evil'],
  ['our profile as a prefix', 'https://www.instagram.com/lyceo.cm.evil'],
  ['our profile with a next=', 'https://www.facebook.com/lyceo.cm?next=https://evil.example'],
  // Play's referrer: our store page, our app id, utm pairs as storeLink writes them, nothing else.
  ['an extra parameter beside the referrer', `${TAGGED}&hl=fr`],
  ['utm beside the referrer, not inside', `${STORE}&utm_source=website`],
  ['utm without any referrer', `${STORE}&utm_campaign=foire`],
  ['a second id beside the referrer', `${STORE}&id=com.evil.app&referrer=${KIOSK}`],
  ['a second id inside the referrer', `${STORE}&referrer=${KIOSK}%26id%3Dcom.evil.app`],
  [
    'a referrer on another app',
    `https://play.google.com/store/apps/details?id=com.evil.app&referrer=${KIOSK}`,
  ],
  ['two referrers', `${TAGGED}&referrer=${KIOSK}`],
  ['a referrer smuggling a click id', `${STORE}&referrer=${KIOSK}%26gclid%3Dabc`],
  ['a referrer smuggling an unknown utm key', `${STORE}&referrer=${KIOSK}%26utm_id%3Dabc`],
  ['a referrer smuggling a URL', `${STORE}&referrer=utm_source%3Dhttps%253A%252F%252Fevil.example`],
  ['a referrer smuggling a slash', `${STORE}&referrer=utm_campaign%3Dfoire%252Fevil`],
  ['a key twice in the referrer', `${STORE}&referrer=${KIOSK}%26utm_source%3Dwebsite`],
  ['a key twice, second spelled in capitals', `${STORE}&referrer=${KIOSK}%26UTM_SOURCE%3Dwebsite`],
  ['an encoded line feed in a value', `${STORE}&referrer=utm_campaign%3Dfoire%0Aevil`],
  ['an encoded CR LF between pairs', `${STORE}&referrer=${KIOSK}%0D%0Autm_medium%3Dqr`],
  ['a double-encoded line feed', `${STORE}&referrer=utm_campaign%3Dfoire%250Aevil`],
  ['a double-encoded referrer', `${STORE}&referrer=utm_source%253Dkiosk`],
  ['a referrer not encoded at all', `${STORE}&referrer=utm_source=kiosk`],
  ['lower-case percent escapes', `${STORE}&referrer=utm_source%3dkiosk`],
  ['a plus for a space', `${STORE}&referrer=utm_campaign%3Dfoire+yaounde`],
  ['an encoded space', `${STORE}&referrer=utm_campaign%3Dfoire%2520yaounde`],
  ['a value in capitals', `${STORE}&referrer=utm_campaign%3DFoire`],
  ['a value of 41 characters', `${STORE}&referrer=utm_campaign%3D${long(41)}`],
  ['an oversized value', `${STORE}&referrer=utm_term%3D${long(1500)}`],
  ['an empty value', `${STORE}&referrer=utm_source%3D`],
  ['a medium we never write', `${STORE}&referrer=utm_source%3Dkiosk%26utm_medium%3Dfax`],
  ['a source we never write', `${STORE}&referrer=utm_source%3Devil%26utm_medium%3Dprint`],
  ['a placement we never write', `${STORE}&referrer=utm_medium%3Dprint%26utm_content%3Dbanner`],
  ['a key without a value', `${STORE}&referrer=utm_source`],
  ['an empty referrer', `${STORE}&referrer=`],
  ['a trailing separator', `${STORE}&referrer=${KIOSK}%26`],
  ['a semicolon as separator', `${STORE}&referrer=${KIOSK}%3Butm_medium%3Dqr`],
  ['an encoded parameter name', `${STORE}&%72eferrer=${KIOSK}`],
  ['the parameter name in capitals', `${STORE}&Referrer=${KIOSK}`],
  ['a referrer and a fragment', `${TAGGED}#details`],
  // Look-alike and IDN hosts.
  ['look-alike suffix', 'https://play.google.com.evil.example/store/apps/details?id=cm.lyceo.app'],
  ['look-alike prefix', 'https://evilplay.google.com/store/apps/details?id=cm.lyceo.app'],
  ['subdomain of wa.me', 'https://evil.wa.me/237650000000'],
  ['wa.me as a subdomain', 'https://wa.me.evil.example/237650000000'],
  ['trailing dot', 'https://wa.me./237650000000'],
  ['blog look-alike', 'https://blog-lyceo.cm/'],
  ['blog parent domain', 'https://lyceo.cm/'],
  ['Cyrillic a', 'https://w\u0430.me/237650000000'],
  ['Cyrillic a as punycode', 'https://xn--w-8sb.me/237650000000'],
  ['full-width letters', 'https://\uff57\uff41.\uff4d\uff45/237650000000'],
  ['ideographic full stops', 'https://blog\u3002lyceo\u3002cm/'],
  // Credentials.
  ['host as the user name', 'https://wa.me@evil.example/'],
  ['user name before our host', 'https://evil.example@wa.me/237650000000'],
  ['user and password', 'https://user:pass@wa.me/237650000000'],
  ['encoded @ in the host', 'https://wa.me%40evil.example/'],
  // Ports.
  ['other port', 'https://wa.me:8443/237650000000'],
  ['explicit default port', 'https://wa.me:443/237650000000'],
  ['port zero', 'https://wa.me:0/237650000000'],
  ['port out of range', 'https://wa.me:65536/237650000000'],
  // Encodings.
  ['encoded dot in the host', 'https://wa%2Eme/237650000000'],
  ['encoded letter in the host', 'https://%77a.me/237650000000'],
  ['encoded number', 'https://wa.me/%32%33%37%36%35%30%30%30%30%30%30%30'],
  ['encoded question mark', 'https://www.youtube.com/watch%3Fv=lyceo-newton'],
  ['encoded slashes', 'https://www.facebook.com/lyceo.cm%2F..%2Fl.php'],
  // Schemes.
  ['http downgrade', 'http://play.google.com/store/apps/details?id=cm.lyceo.app'],
  ['file', 'file:///etc/passwd'],
  ['UNC-like file', 'file://evil.example/share/x.exe'],
  ['smb share', 'smb://evil.example/share'],
  ['javascript', 'javascript:alert(1)'],
  ['javascript, mixed case', 'jAvAsCrIpT:alert(1)'],
  ['data', 'data:text/html,<script>alert(1)</script>'],
  ['custom protocol handler', 'ms-msdt:/id%20PCWDiagnostic'],
  ['our own scheme', 'app://lyceo/index.html'],
  ['Android intent', 'intent://wa.me/#Intent;scheme=https;end'],
  ['ftp', 'ftp://wa.me/237650000000'],
  ['blob', 'blob:https://wa.me/0d5c0c3e'],
  ['view-source', 'view-source:https://wa.me/237650000000'],
  ['IP address', 'https://127.0.0.1/'],
  // mailto: other addresses and headers.
  ['other mail address', 'mailto:someone@evil.example'],
  ['our address as a prefix', 'mailto:contact@lyceo.cm.evil.example'],
  ['two addresses', 'mailto:contact@lyceo.cm,someone@evil.example'],
  ['two addresses, encoded comma', 'mailto:contact@lyceo.cm%2Csomeone@evil.example'],
  ['two addresses, double-encoded', 'mailto:contact@lyceo.cm%252Csomeone@evil.example'],
  ['two addresses, semicolon', 'mailto:contact@lyceo.cm;someone@evil.example'],
  ['two addresses, encoded semicolon', 'mailto:contact@lyceo.cm%3Bsomeone@evil.example'],
  ['ours second', 'mailto:someone@evil.example,contact@lyceo.cm'],
  ['address only in to=', 'mailto:?to=contact@lyceo.cm'],
  ['to= parameter', 'mailto:contact@lyceo.cm?to=someone@evil.example'],
  ['cc', 'mailto:contact@lyceo.cm?cc=someone@evil.example'],
  ['CC in capitals', 'mailto:contact@lyceo.cm?CC=someone@evil.example'],
  ['bcc after a subject', 'mailto:contact@lyceo.cm?subject=Hi&bcc=someone@evil.example'],
  ['attach', 'mailto:contact@lyceo.cm?attach=%2Fetc%2Fpasswd'],
  ['attachment', 'mailto:contact@lyceo.cm?attachment=%2Fetc%2Fpasswd'],
  ['another parameter', 'mailto:contact@lyceo.cm?in-reply-to=x'],
  ['CR LF in the subject', 'mailto:contact@lyceo.cm?subject=Hi%0D%0ABcc:%20someone@evil.example'],
  ['LF in the body', 'mailto:contact@lyceo.cm?body=Hi%0Aattach=%2Fetc%2Fpasswd'],
  ['two subjects', 'mailto:contact@lyceo.cm?subject=a&Subject=b'],
  ['a second query', 'mailto:contact@lyceo.cm?subject=Hi?cc=someone@evil.example'],
  ['an authority', 'mailto://contact@lyceo.cm'],
  // Overlong, raw and normalized.
  ['overlong query', `https://wa.me/237650000000?text=${long(MAX_LINK_LENGTH)}`],
  ['overlong path', `https://blog.lyceo.cm/${long(MAX_LINK_LENGTH)}`],
  ['overlong once normalized', `https://blog.lyceo.cm/${'<'.repeat(700)}`],
  // Not a URL at all.
  ['empty', ''],
  ['words', 'not a url'],
];

describe('link policy', () => {
  it('holds at least 130 hostile cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(130);
  });

  it.each(HOSTILE)('refuses %s', (_what, url) => {
    expect(allowedLink(policy, url)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['https://wa.me/237650000000']])(
    'refuses a non-string %j',
    (value) => {
      expect(allowedLink(policy, value)).toBeNull();
    },
  );

  it.each(siteLinks(DEFAULT_SITE_CONFIG))('allows the site link %s', (url) => {
    expect(allowedLink(policy, url)).toBe(new URL(url).href);
  });

  it.each(siteLinks(OVERRIDDEN))('allows the configured override %s', (url) => {
    expect(allowedLink(buildLinkPolicy(OVERRIDDEN), url)).toBe(new URL(url).href);
  });

  it('follows the configuration: the default destinations are refused once overridden', () => {
    const overridden = buildLinkPolicy(OVERRIDDEN);
    const defaults = siteLinks(DEFAULT_SITE_CONFIG);
    expect(defaults.filter((url) => allowedLink(overridden, url) !== null)).toEqual([]);
    expect(allowedLink(overridden, 'https://articles.example.cm/elsewhere')).toBeNull();
  });

  it('allows our store page with any referrer storeLink writes, its pairs in any order', () => {
    expect(allowedLink(policy, TAGGED)).toBe(TAGGED);
    const reordered = `${STORE.replace('id=', 'referrer=utm_content%3Dhero%26utm_source%3Dwebsite&id=')}`;
    expect(allowedLink(policy, reordered)).toBe(reordered);
    const everyKey = `${STORE}&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_campaign%3D${long(40)}%26utm_content%3Dattract%26utm_term%3Dx`;
    expect(allowedLink(policy, everyKey)).toBe(everyKey);
  });

  it('keeps a referrer configured in the store URL out of the required query', () => {
    const configured = parseSiteConfig({ VITE_STORE_URL: `${TAGGED}&hl=fr` });
    const withConfig = buildLinkPolicy(configured);
    expect(allowedLink(withConfig, `${STORE}&hl=fr`)).not.toBeNull();
    expect(allowedLink(withConfig, `${STORE}&hl=fr&referrer=utm_source%3Dwebsite`)).not.toBeNull();
    expect(allowedLink(withConfig, STORE)).toBeNull();
  });

  it('returns the normalized URL it judged, which is what gets opened', () => {
    expect(allowedLink(policy, 'HTTPS://WA.ME/237650000000?text=Hi')).toBe(
      'https://wa.me/237650000000?text=Hi',
    );
    expect(allowedLink(policy, 'https://www.youtube.com/@lyceo-cm/search?query=Newton')).toBe(
      'https://www.youtube.com/@lyceo-cm/search?query=Newton',
    );
    expect(allowedLink(policy, 'MAILTO:Contact@Lyceo.cm?Subject=Hello')).toBe(
      'mailto:Contact@Lyceo.cm?Subject=Hello',
    );
  });
});
