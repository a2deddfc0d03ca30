// wouter imports the `use-sync-external-store` shim for React 17; React 19 has the hook itself, and
// the shim would only hand it on (vite.config.ts points the shim's import here).
export { useSyncExternalStore } from 'react';
