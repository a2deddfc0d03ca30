import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * README names the lowest Node the project runs on (package.json `engines`). Every package the
 * lock file installs must run on it too, or `npm ci` warns EBADENGINE and the package may use what
 * that Node lacks. An upgrade that raises a dependency's floor fails here, naming the package.
 */
const root = new URL('../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

describe('the Node the README names', () => {
  const supported: string = readJson('package.json').engines.node;
  const lowest = semver.minVersion(supported)!;

  it('is the floor README states', () => {
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(`Node ${lowest.major}.${lowest.minor} or newer`);
  });

  it('runs every package the lock file installs', () => {
    const packages: Record<string, { engines?: { node?: string } | string[] }> = readJson('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .map(([path, entry]) => ({ path, node: !Array.isArray(entry.engines) ? entry.engines?.node : undefined }))
      .filter(({ node }) => node !== undefined && !semver.satisfies(lowest, node, { includePrerelease: true }))
      .map(({ path, node }) => `${path} wants node ${node}`);
    expect(refusing).toEqual([]);
  });
});
