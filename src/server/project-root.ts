import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the project's package.json, where the files the server reads at run time
 * live (drizzle/, data/, src/web/public/). It is found by walking up from this module's own
 * folder, because that folder differs between src/server (tsx, tests, the command-line tools)
 * and dist/server (the compiled bundle), and the working directory may be anything.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No package.json in ${start} or any folder above it`);
    }
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, given relative to its root. */
export const fromProjectRoot = (...parts: string[]): string => path.join(PROJECT_ROOT, ...parts);
