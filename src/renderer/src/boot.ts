/**
 * The boot watcher's entry: a separate, tiny script that index.html loads just
 * before the app's entry (tooling/document/bootScript.ts), so it still runs
 * when the app's own script cannot load. See lib/bootWatch.ts.
 */
import { watchBoot } from './lib/bootWatch';

watchBoot(window);
