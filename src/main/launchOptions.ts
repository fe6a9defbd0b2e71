import { parseIdleSeconds } from '@shared/idleSeconds';
import { readKioskTags, type IgnoredTag } from '@shared/kioskTags';

/** How the shell was started: windowed (laptop) or kiosk, the kiosk idle delay, its event and name. */
export interface LaunchOptions {
  kiosk: boolean;
  /** Seconds without input before the kiosk resets; null = the renderer's default. */
  idleSeconds: number | null;
  /** `--event=foire-yaounde-2026`: the event the kiosk stands at; null = the build's default, if any. */
  event: string | null;
  /** `--name=stand-a`: this kiosk's short name in its usage counts; null = none. */
  kioskName: string | null;
  /** `--event=` or `--name=` values that were not slugs: the staff view says they were ignored. */
  ignored: IgnoredTag[];
  /** `--present`: a windowed shell opens in presenter mode, full screen (never a kiosk). */
  present: boolean;
  /** electron-vite's dev server in development; null = the packaged renderer. */
  devServerUrl: string | null;
  /** DevTools only in a windowed development build. */
  devTools: boolean;
}

export function parseLaunchOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): LaunchOptions {
  const kiosk = argv.includes('--kiosk') || env.KIOSK === '1' || env.KIOSK === 'true';
  const option = (name: string): string | undefined =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const idleSeconds = parseIdleSeconds(option('idle'));
  const tags = readKioskTags({ event: option('event'), name: option('name') });
  const devServerUrl = !isPackaged && env.ELECTRON_RENDERER_URL ? env.ELECTRON_RENDERER_URL : null;
  return {
    kiosk,
    idleSeconds,
    event: tags.event,
    kioskName: tags.name,
    ignored: tags.ignored,
    present: !kiosk && argv.includes('--present'),
    devServerUrl,
    devTools: !kiosk && !isPackaged,
  };
}
