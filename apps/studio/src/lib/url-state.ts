/**
 * A list page's state kept in its URL (`?q=shirt&sort=price.DESC&page=2`), so a filtered view can
 * be bookmarked, shared and restored with the back button. Each field has a default: a field the URL
 * lacks, or holds in a form `accepts` refuses, reads as its default; a number field takes a whole
 * number from 1 up (a page). Writing leaves out every field at its default, so the plain list has a
 * plain URL.
 */
export function urlState<State extends { [Key in keyof State]: string | number }>(defaults: State, accepts: { [Key in keyof State]?: (value: string) => boolean } = {}) {
  const keys = Object.keys(defaults) as Array<keyof State & string>;
  return {
    read(params: URLSearchParams): State {
      const state = { ...defaults };
      for (const key of keys) {
        const raw = params.get(key);
        if (raw === null || accepts[key]?.(raw) === false) continue;
        if (typeof defaults[key] !== 'number') state[key] = raw as State[typeof key];
        else if (Number.isInteger(Number(raw)) && Number(raw) > 0) state[key] = Number(raw) as State[typeof key];
      }
      return state;
    },
    write(state: State): URLSearchParams {
      const params = new URLSearchParams();
      for (const key of keys) if (state[key] !== defaults[key]) params.set(key, String(state[key]));
      return params;
    },
  };
}

/** `accepts` for a field that must be one of a select's values. */
export const oneOf = (options: ReadonlyArray<{ value: string }>) => (value: string) => options.some((option) => option.value === value);
