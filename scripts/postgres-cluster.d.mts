/** Types for postgres-cluster.mjs: a throwaway PostgreSQL cluster for tests and benchmarks. */
export function startPostgresCluster(): Promise<{ url: string; stop(): void; reason?: undefined } | { reason: string; url?: undefined; stop?: undefined }>;
