// One slow link shared by every connection of a browser, as a phone's is: a
// TCP proxy in front of a server whose answers all queue behind one rate
// limit, each chunk also held back by half the round trip (the requests the
// other half). Chromium's network emulation throttles each page's requests
// but not its service worker's; this throttles both, so a worker's precache
// slows the page as it does on a real 2G link. Used by scripts/bench-wire.mjs.
import { connect, createServer } from 'node:net';

/**
 * @param {{ target: { host: string, port: number }, kbps: number, latencyMs: number }} options
 * @returns {Promise<{ port: number, lastByteAt: () => number, bytes: () => number, close: () => Promise<void> }>}
 */
export async function throttlingProxy({ target, kbps, latencyMs }) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  const half = latencyMs / 2;
  /** When the shared downlink is free again (ms, Date.now() scale). */
  let linkFreeAt = 0;
  let lastByteAt = 0;
  let total = 0;
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(target);
    sockets.add(client);
    sockets.add(upstream);
    let closed = false;
    const end = () => {
      closed = true;
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => setTimeout(() => !closed && upstream.write(chunk), half));
    client.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
    /** Answers in order, each after the ones before it on the shared link. */
    let pending = Promise.resolve();
    let upstreamEnded = false;
    upstream.on('data', (chunk) => {
      const arrives = Date.now() + half;
      const start = Math.max(arrives, linkFreeAt);
      linkFreeAt = start + chunk.length / bytesPerMs;
      const deliverAt = linkFreeAt;
      total += chunk.length;
      pending = pending.then(
        () =>
          new Promise((done) =>
            setTimeout(
              () => {
                if (!closed) client.write(chunk);
                lastByteAt = Math.max(lastByteAt, Date.now());
                done(undefined);
              },
              Math.max(0, deliverAt - Date.now()),
            ),
          ),
      );
    });
    upstream.on('end', () => {
      upstreamEnded = true;
      void pending.then(() => upstreamEnded && client.end());
    });
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    lastByteAt: () => lastByteAt,
    bytes: () => total,
    close: () =>
      new Promise((closedAll) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closedAll(undefined));
      }),
  };
}
