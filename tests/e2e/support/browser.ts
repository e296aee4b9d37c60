/**
 * Debian's Chromium headless shell, never a downloaded browser: the same Chromium as the
 * `chromium` package without a desktop browser's work, so each page costs about half the CPU
 * (docs/decisions/030-ci-time.md).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };
