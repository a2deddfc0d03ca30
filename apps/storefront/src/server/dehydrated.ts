import { dehydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The server's query cache as a script for the page: the browser hydrates it, so it asks the
 * platform again for nothing the HTML already shows. Failed queries go too (the page rendered
 * their error, and the browser must render the same): errors become plain objects with the fields
 * the store reads (`status`, `code`, `details`, `message`). `<` is escaped so the JSON cannot end the script.
 */
export function dehydratedScript(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const json = JSON.stringify(state, (_key, value: unknown) => {
    if (!(value instanceof Error)) return value;
    const { status, code, details } = value as Error & { status?: number; code?: string; details?: unknown };
    return { name: value.name, message: value.message, status, code, details };
  });
  return `<script>window.__VITRINE_QUERIES__=${scriptSafe(json)}</script>`;
}

export const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
