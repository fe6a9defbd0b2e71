import { describe, expect, it } from 'vitest';
import { refuseWrongType } from './answerType';

const answer = (type: string): Response =>
  new Response('body', { status: 200, headers: { 'Content-Type': type } });
const request = (path: string): Request => new Request(`https://lyceo.cm${path}`);

// Finding 11 of issue 38: a precache request answered 200 text/html (a Wi-Fi login page, a
// host's fallback to the landing page) was kept and served for good.
describe('refuseWrongType (the precache plugin)', () => {
  it('refuses an HTML page in place of a script, so the install fails and is tried again later', async () => {
    const refused = await refuseWrongType.cacheWillUpdate({
      request: request('/assets/VideosPage-abc123.js'),
      response: answer('text/html; charset=utf-8'),
    });
    expect(refused).toBeNull();
  });

  it('keeps an answer of the file’s own type, parameters or not', async () => {
    for (const [path, type] of [
      ['/assets/VideosPage-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-abc.css', 'text/css'],
      ['/fr/index.html', 'text/html'],
      ['/icons/icon-192.png', 'image/png'],
    ] as const) {
      const response = answer(type);
      expect(await refuseWrongType.cacheWillUpdate({ request: request(path), response })).toBe(
        response,
      );
    }
  });
});
