/**
 * The e-mail addresses that signed in on this browser's hosted pages, newest first, for
 * prompt=select_account. Only addresses are kept, never a password or a token; a person can
 * forget one.
 */
const key = 'vitrine:hosted:accounts';
const limit = 5;

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (private modes, iframes without storage access): then nothing is remembered.
    return undefined;
  }
}

export function rememberedAccounts(): string[] {
  try {
    const value: unknown = JSON.parse(store()?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, limit) : [];
  } catch {
    return [];
  }
}

export function rememberAccount(email: string): void {
  const next = [email, ...rememberedAccounts().filter((item) => item !== email)].slice(0, limit);
  store()?.setItem(key, JSON.stringify(next));
}

export function forgetAccount(email: string): void {
  store()?.setItem(key, JSON.stringify(rememberedAccounts().filter((item) => item !== email)));
}
