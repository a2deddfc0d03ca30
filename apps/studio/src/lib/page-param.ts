/** The 1-based page a list's URL names (`?page=2`); anything else is the first page. */
export const pageParam = (params: URLSearchParams): number => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
