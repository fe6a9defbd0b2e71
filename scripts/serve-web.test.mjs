import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { busyPortMessage } from './serve-web.mjs';

const script = resolve(import.meta.dirname, 'serve-web.mjs');
const FIRST_PORT = 4173;

/** @type {import('node:net').Server[]} */
const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * Takes a free port above the project's own ports, as another program would.
 * @returns {Promise<number>}
 */
async function occupyPort() {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = FIRST_PORT + 30_000 + Math.floor(Math.random() * 10_000);
    const server = createServer();
    const taken = await new Promise((settle) => {
      server.once('error', () => settle(false));
      server.listen(port, '127.0.0.1', () => settle(true));
    });
    if (taken) {
      servers.push(server);
      return port;
    }
  }
  throw new Error('no free port to occupy');
}

describe('npm run web on a busy port', () => {
  it('says so in one line that names PORT_OFFSET, and exits with an error', async () => {
    const port = await occupyPort();
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, PORT_OFFSET: String(port - FIRST_PORT), HOST: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(busyPortMessage(port, port - FIRST_PORT));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`Port ${port} is already in use`);
    expect(run.stderr).toContain(`PORT_OFFSET=${port - FIRST_PORT + 10} npm run web`);
  });

  // Issue 54: the port was found busy only after a 77–100 s build.
  it('is said before anything is built: npm run web checks the port first', async () => {
    const scripts = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'),
    ).scripts;
    expect(scripts.web.split(' && ')[0]).toBe('node scripts/serve-web.mjs --check');
    const port = await occupyPort();
    const env = { ...process.env, PORT_OFFSET: String(port - FIRST_PORT), HOST: '' };
    const busy = spawnSync(process.execPath, [script, '--check'], { env, encoding: 'utf8' });
    expect(busy.status).toBe(1);
    expect(busy.stderr.trim()).toBe(busyPortMessage(port, port - FIRST_PORT));
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
    const free = spawnSync(process.execPath, [script, '--check'], { env, encoding: 'utf8' });
    expect(free.status).toBe(0);
    expect(free.stderr).toBe('');
  });
});
