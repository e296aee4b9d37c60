// Checks the shape of the features, beside the import rules biome.jsonc enforces:
// - no circle between features, server (src/server/features) or web (src/web/features): a
//   feature that uses another is never used by it, even by a long way round;
// - SQL only in repositories: in src/server/features, only `repository.ts` and
//   `*-repository.ts` files import drizzle-orm.
// Exits 1 and names each fault. Part of `npm run check`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

/** The feature a path lies in under `featuresDir`, or null. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/**
 * Every circle of the graph `edges` (feature → features it uses), each named once: it is
 * followed only from its alphabetically first feature, through features after that one.
 */
function circles(edges) {
  const found = [];
  const walk = (start, node, trail) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) found.push([...trail, start].join(' → '));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return found;
}

const faults = [];

for (const side of ['src/server/features', 'src/web/features']) {
  const featuresDir = path.join(root, side);
  const edges = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (from === null || /\.test\.tsx?$/.test(file)) continue;
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(featuresDir, path.resolve(path.dirname(file), specifier, 'x'));
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  for (const circle of circles(edges)) faults.push(`${side}: features in a circle: ${circle}`);
}

const serverFeatures = path.join(root, 'src/server/features');
for (const file of sourceFiles(serverFeatures)) {
  if (/\.test\.ts$/.test(file) || /(^|-)repository\.ts$/.test(path.basename(file))) continue;
  if (importsOf(file).some((specifier) => specifier.startsWith('drizzle-orm'))) {
    faults.push(`${path.relative(root, file)}: SQL belongs in a repository (imports drizzle-orm)`);
  }
}

if (faults.length > 0) {
  for (const fault of faults) console.error(fault);
  process.exit(1);
}
console.log('Features: no circles; SQL only in repositories.');
