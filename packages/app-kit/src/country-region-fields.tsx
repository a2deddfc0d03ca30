import { useEffect, useId, useState } from 'react';
import { Options } from './options.tsx';
import { countryName, loadPlaces, type Place, type Places } from './places.ts';

interface Props {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2, or '' for none. */
  region: string;
  onChange: (next: { country: string; region: string }) => void;
  disabled?: boolean;
  /** The app's class for two fields side by side. */
  rowClassName?: string;
}

/**
 * Country and region as lists of names, never codes to type: the region list shows where the
 * country has regions, and changing the country clears a region of another country. `autocomplete`
 * lets the browser fill both from a saved address.
 */
export function CountryRegionFields({ country, region, onChange, disabled, rowClassName }: Props) {
  const [places, setPlaces] = useState<Places>();
  const countryId = useId();
  const regionId = useId();
  useEffect(() => {
    let current = true;
    void loadPlaces().then((loaded) => current && setPlaces(loaded));
    return () => {
      current = false;
    };
  }, []);

  // Until the lists arrive, the chosen country alone (the form works, and the server render matches).
  const countries = places?.countries ?? [{ code: country, name: countryName(country) ?? country }];
  const regions = places?.regionsOf(country) ?? [];
  return (
    <div className={rowClassName}>
      <div className="field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} name="country" autoComplete="country" value={country} disabled={disabled} onChange={(event) => onChange({ country: event.target.value, region: '' })}>
          <Options options={countries.map(choice)} />
        </select>
      </div>
      {regions.length > 0 ? (
        <div className="field">
          <label htmlFor={regionId}>State, province or region</label>
          <select id={regionId} name="region" autoComplete="address-level1" value={region} disabled={disabled} onChange={(event) => onChange({ country, region: event.target.value })}>
            <option value="">Choose…</option>
            <Options options={regions.map(choice)} />
          </select>
        </div>
      ) : null}
    </div>
  );
}

const choice = (place: Place) => ({ value: place.code, label: place.name });
