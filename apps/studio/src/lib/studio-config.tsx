import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '../config/env';

const ConfigContext = createContext<PublicConfig | null>(null);

/** The site's public configuration (client id, site id, name, currency) for every screen. */
export function StudioConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useStudioConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useStudioConfig: wrap the tree in <StudioConfigProvider>');
  return config;
}
