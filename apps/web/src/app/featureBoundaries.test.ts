import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The no-cross-feature-imports rule lives in biome.json as one `noRestrictedImports` override per
 * feature folder (Biome matches the import's text, so each folder lists the others by name). This
 * keeps that list whole: a new feature folder without its override, or missing from the others'
 * lists, fails here instead of silently allowing imports across features.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const features = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
}
const overrides: Override[] = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')).overrides;
const forbidden = (include: string) =>
  overrides
    .filter((o) => o.includes.includes(include))
    .flatMap((o) => o.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
    .flatMap((p) => p.group);

describe('biome.json: no cross-feature imports', () => {
  it.each(features)('features/%s may import no other feature', (feature) => {
    const others = features.filter((f) => f !== feature).map((f) => `**/${f}/**`);
    expect(forbidden(`**/src/features/${feature}/**`)).toEqual(expect.arrayContaining(others));
    expect(forbidden(`**/src/features/${feature}/**`)).not.toContain(`**/${feature}/**`);
  });

  it('the shared layer (api, components, lib) imports no feature', () => {
    for (const dir of ['api', 'components', 'lib'])
      expect(forbidden(`**/src/${dir}/**`)).toContain('**/features/**');
  });
});
