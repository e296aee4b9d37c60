// `npm run build:server`: bundles the server (src/server/main.ts and the src/domain code it
// uses) into one ES module, dist/server/main.js, with its source map beside it. `npm start`
// runs this when the bundle is missing or older than its sources.
//
// Packages stay outside the bundle and load from node_modules as they are: some find files of
// their own at run time (PGlite's WebAssembly, pino's transports), and none gains from being
// bundled. The project's own files the server reads (migrations, the shipped data, the logo)
// are found from the project root (src/server/project-root.ts), not beside the bundle.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'dist/server/main.js');

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Written below, whole files only.
  write: false,
});

// Two starts may build at once (several instances started together): each writes its own
// temporary files and renames them into place, so a start never imports a half-written bundle.
// The map goes into place first, so a bundle in place always has its map.
const isMap = (file) => file.path.endsWith('.map');
const files = result.outputFiles.toSorted((a, b) => Number(isMap(b)) - Number(isMap(a)));
await mkdir(path.dirname(outfile), { recursive: true });
for (const file of files) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  await writeFile(temporary, file.contents);
  await rename(temporary, file.path);
}
console.log(`Built ${path.relative(root, outfile)}`);
