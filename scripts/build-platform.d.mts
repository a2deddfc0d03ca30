/** Types for build-platform.mjs: the platform's CLI compiled once to packages/platform/dist/cli.mjs. */
export const builtCli: string;
export function isPlatformStale(): boolean;
export function buildPlatformIfStale(options?: { log?: (line: string) => void }): Promise<string>;
