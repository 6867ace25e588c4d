/**
 * Every feature folder has its import rule in biome.json (decision 0023): a feature added without one would
 * be free to reach into the others' components unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it('biome.json restricts the imports of every feature under src/web/features', () => {
  const features = readdirSync('src/web/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const config = JSON.parse(readFileSync('biome.json', 'utf8')) as { overrides: { includes: string[] }[] };
  const covered = config.overrides.flatMap((override) => override.includes)
    .map((include) => /^src\/web\/features\/([^/]+)\/\*\*$/.exec(include)?.[1]).filter(Boolean).sort();
  expect(covered).toEqual(features);
});
