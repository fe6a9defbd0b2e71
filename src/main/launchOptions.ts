import { parseIdleSeconds } from '@shared/idleSeconds';

/** How the shell was started: windowed (laptop) or kiosk, and the kiosk idle delay. */
export interface LaunchOptions {
  kiosk: boolean;
  /** Seconds without input before the kiosk resets; null = the renderer's default. */
  idleSeconds: number | null;
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
  const idleArg = argv.find((arg) => arg.startsWith('--idle='))?.slice('--idle='.length);
  const idleSeconds = parseIdleSeconds(idleArg);
  const devServerUrl = !isPackaged && env.ELECTRON_RENDERER_URL ? env.ELECTRON_RENDERER_URL : null;
  return { kiosk, idleSeconds, devServerUrl, devTools: !kiosk && !isPackaged };
}
