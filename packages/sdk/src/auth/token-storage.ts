/**
 * Where an `OAuthStrategy` keeps its tokens. Storage is keyed by client id, so two apps on one
 * origin never read each other's tokens. Each built-in store is created per strategy: no state is
 * shared between client instances unless they are given the same store or the same browser store.
 */
import { isTokens, type Tokens } from './tokens.ts';

/**
 * Where an `OAuthStrategy` keeps its tokens, by client id. Write your own to keep them elsewhere.
 *
 * @example
 * // Tokens in sessionStorage: one tab's session only.
 * const tokenStorage = localStorageTokenStorage({ storage: sessionStorage });
 * // Or anything with load, save and clear:
 * const custom: TokenStorage = {
 *   shared: false,
 *   load: (clientId) => cache.get(clientId),
 *   save: (clientId, tokens) => void cache.set(clientId, tokens),
 *   clear: (clientId) => void cache.delete(clientId),
 * };
 */
export interface TokenStorage {
  load(clientId: string): Tokens | undefined;
  save(clientId: string, tokens: Tokens): void;
  clear(clientId: string): void;
  /**
   * True when other tabs or processes see the same tokens (`localStorage`, cookies): renewals are
   * then coordinated across tabs with Web Locks, where the browser has them.
   */
  readonly shared: boolean;
}

/**
 * Tokens in this strategy's memory only (the default): a server rendering one request per
 * strategy never mixes two shoppers' tokens.
 *
 * @example
 * OAuthStrategy({ clientId, tokens: tokensFromCookie, tokenStorage: memoryTokenStorage() });
 */
export function memoryTokenStorage(): TokenStorage {
  const tokensByClient = new Map<string, Tokens>();
  return {
    shared: false,
    load: (clientId) => tokensByClient.get(clientId),
    save: (clientId, tokens) => void tokensByClient.set(clientId, structuredClone(tokens)),
    clear: (clientId) => void tokensByClient.delete(clientId),
  };
}

/**
 * The part of the Web Storage API used here; pass your own for tests or `sessionStorage`.
 *
 * @example
 * const items = new Map<string, string>();
 * const store: KeyValueStore = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
 * localStorageTokenStorage({ storage: store });
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const parse = (text: string | null | undefined): Tokens | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isTokens(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Tokens in `localStorage` under `vitrine:tokens:<client id>`, shared by the origin's tabs.
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() });
 */
export function localStorageTokenStorage(options: { storage?: KeyValueStore; prefix?: string } = {}): TokenStorage {
  const prefix = options.prefix ?? 'vitrine:tokens:';
  const store = (): KeyValueStore => {
    const storage = options.storage ?? (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (!storage) throw new Error('localStorage is not available here; use memoryTokenStorage() or pass `storage`');
    return storage;
  };
  return {
    shared: true,
    load: (clientId) => parse(store().getItem(prefix + clientId)),
    save: (clientId, tokens) => store().setItem(prefix + clientId, JSON.stringify(tokens)),
    clear: (clientId) => store().removeItem(prefix + clientId),
  };
}

/**
 * The part of `document` used here: reading and writing `cookie`.
 *
 * @example
 * cookieTokenStorage({ document: iframe.contentDocument! });
 */
export interface CookieJar {
  cookie: string;
}

/**
 * How `cookieTokenStorage` writes its cookie.
 *
 * @example
 * cookieTokenStorage({ domain: 'shop.example', sameSite: 'Strict', maxAgeSeconds: 7 * 86_400 });
 */
export interface CookieTokenStorageOptions {
  /** Default `document`. */
  document?: CookieJar;
  /** Cookie name prefix; the client id follows. Default `vitrine_tokens_`. */
  prefix?: string;
  /** Default `/`. */
  path?: string;
  domain?: string;
  /** Default: the refresh token's lifetime on the platform, 30 days. */
  maxAgeSeconds?: number;
  /** Default `Lax`. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Default true when the page is served over https. */
  secure?: boolean;
}

/**
 * Tokens in a first-party cookie, readable by the origin's tabs (and by a server rendering the
 * same site, which can pass them to `OAuthStrategy({ tokens })`).
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: cookieTokenStorage({ sameSite: 'Strict' }) });
 */
export function cookieTokenStorage(options: CookieTokenStorageOptions = {}): TokenStorage {
  const prefix = options.prefix ?? 'vitrine_tokens_';
  const jar = (): CookieJar => {
    const document = options.document ?? (globalThis as { document?: CookieJar }).document;
    if (!document) throw new Error('document.cookie is not available here; use memoryTokenStorage() or pass `document`');
    return document;
  };
  const secure =
    options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const attributes = (maxAge: number) =>
    [
      `Path=${options.path ?? '/'}`,
      options.domain ? `Domain=${options.domain}` : '',
      `Max-Age=${maxAge}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
      secure || options.sameSite === 'None' ? 'Secure' : '',
    ]
      .filter(Boolean)
      .join('; ');
  const read = (name: string): string | undefined => {
    for (const part of jar().cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  };
  return {
    shared: true,
    load: (clientId) => parse(read(prefix + clientId)),
    save: (clientId, tokens) => {
      jar().cookie = `${prefix + clientId}=${encodeURIComponent(JSON.stringify(tokens))}; ${attributes(options.maxAgeSeconds ?? 30 * 86_400)}`;
    },
    clear: (clientId) => {
      jar().cookie = `${prefix + clientId}=; ${attributes(0)}`;
    },
  };
}
