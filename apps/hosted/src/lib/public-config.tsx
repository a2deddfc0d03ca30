import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../config/env';

const ConfigContext = createContext<PublicConfig | undefined>(undefined);

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The store's public configuration (client id, name, the platform's URL). */
export function usePublicConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePublicConfig needs <PublicConfigProvider>');
  return config;
}
