// Starts the built shell (`npm run app`, `npm run kiosk`). Electron 42+ downloads
// its binary on first use; where that cannot happen, say what to do instead of
// printing a stack trace.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const pathFile = join(electronDir, 'path.txt');
const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : null;
const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
const binary = override
  ? join(override, relative ?? 'electron')
  : relative && join(electronDir, 'dist', relative);

if (!binary || !existsSync(binary)) {
  console.error(`The Electron binary is not installed on this machine.

To get it, either:
  - run once with internet access:  npx install-electron
    (or: rm -rf node_modules/electron && npm ci)
  - or point to an Electron ${require('electron/package.json').version} you already have:
      ELECTRON_OVERRIDE_DIST_PATH=/path/to/electron-folder npm run app

The website itself needs no Electron: npm run web`);
  process.exit(1);
}

const child = spawn(binary, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
