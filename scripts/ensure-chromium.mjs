#!/usr/bin/env node
// Browser tests drive Debian's Chromium headless shell (docs/decisions/030-ci-time.md);
// `npx playwright install` needs the internet, apt does not.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGE = 'chromium-headless-shell';
const BINARY = `/usr/bin/${PACKAGE}`;

if (!existsSync(BINARY)) {
  console.log(`${BINARY} is missing; installing Debian's ${PACKAGE} package...`);
  execSync(`apt-get update && apt-get install -y ${PACKAGE}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(BINARY)) {
    console.error(`apt-get finished but ${BINARY} is still missing.`);
    process.exit(1);
  }
}
