import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from './public-config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

/** Hands the store's public configuration to every screen of an app. */
export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

/** The store's public configuration (client id, site id, name, currency, design). */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig outside PublicConfigProvider');
  return config;
}
