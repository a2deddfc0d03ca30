/**
 * Countries and their first-level regions (states, provinces, ...) for address forms, from the
 * ISO 3166 lists of the `iso-3166` package, named in the shopper's language by the browser's own
 * `Intl.DisplayNames` where it knows the country. The lists are about 40 KB gzip, so they load on
 * first use (a checkout's address form), never with the store's first page.
 */
export interface Place {
  /** ISO 3166-1 alpha-2 for a country (`US`), ISO 3166-2 for a region (`US-NY`): what the platform stores. */
  code: string;
  name: string;
}

export interface Places {
  countries: Place[];
  /** The country's first-level regions, by name; empty where ISO 3166-2 lists none. */
  regionsOf(country: string): Place[];
}

let loading: Promise<Places> | undefined;

export function loadPlaces(locale?: string): Promise<Places> {
  loading ??= Promise.all([import('iso-3166/1'), import('iso-3166/2')]).then(([{ iso31661 }, { iso31662 }]) => {
    const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, locale);
    const countries = iso31661.map((country) => ({ code: country.alpha2, name: countryName(country.alpha2, locale) ?? country.name })).sort(byName);
    const regions = new Map<string, Place[]>();
    for (const region of iso31662) {
      // Second-level entries name another region as their parent (GB-ENG → GB-BFS): left out.
      if (region.parent.length !== 2) continue;
      const list = regions.get(region.parent) ?? [];
      list.push({ code: region.code, name: region.name });
      regions.set(region.parent, list);
    }
    for (const list of regions.values()) list.sort(byName);
    return { countries, regionsOf: (country) => regions.get(country) ?? [] };
  });
  return loading;
}

/** A country's name in `locale` (the browser's when absent), or undefined where Intl does not know it. */
export function countryName(code: string, locale?: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
