import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../config/env';

const StoreConfigContext = createContext<PublicConfig | null>(null);

export function StoreConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <StoreConfigContext.Provider value={config}>{children}</StoreConfigContext.Provider>;
}

/** The store's public configuration: its name, currency and OAuth client id. */
export function useStoreConfig(): PublicConfig {
  const config = useContext(StoreConfigContext);
  if (!config) throw new Error('useStoreConfig outside StoreConfigProvider');
  return config;
}
