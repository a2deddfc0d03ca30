import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { CellProps } from '../../../components/ui/rows-editor';
import { useCatalog } from '../../../lib/catalog';
import { studioKeys } from '../../../lib/query-keys';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chosen products are read in one page, the most the platform answers at once. */
const chosenPage = 100;

/**
 * How a chosen id reads: the product's name; once every chosen product was asked for and the
 * answer came (`answeredAll`), an id that names none says so ("No such product · 1a2b3c4d"), with
 * its start to tell several apart; otherwise, and for what is not an id at all, the text as it is.
 */
export function chosenLabel(id: string, names: ReadonlyMap<string, string>, answeredAll: boolean): string {
  const name = names.get(id);
  if (name !== undefined) return name;
  return answeredAll && uuid.test(id) ? `No such product · ${id.slice(0, 8)}` : id;
}

/**
 * Products chosen by name instead of typed ids (discounts, memberships): the chosen ones show by
 * name with a button to take each out, and a search adds more. Ids that name no product (typed
 * before, or deleted since) say so (`chosenLabel`), and can still be taken out.
 */
export function ProductPicker({ label, value, onChange }: CellProps) {
  const catalog = useCatalog();
  const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  const [term, setTerm] = useState('');
  const search = term.trim();
  // Only uuids can be products; anything else would make the query invalid.
  const known = ids.filter((id) => uuid.test(id));
  const chosen = useQuery({
    queryKey: studioKeys.products.list({ picked: known }),
    queryFn: () => catalog.queryProducts({ filter: { id: { $in: known } }, paging: { limit: chosenPage, offset: 0 } }),
    enabled: known.length > 0,
  });
  const found = useQuery({
    queryKey: studioKeys.products.list({ pick: search }),
    queryFn: () => catalog.queryProducts({ filter: { name: { $contains: search } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 8, offset: 0 } }),
    enabled: search.length > 0,
  });
  const names = new Map(chosen.data?.products.map((product) => [product.id, product.name]));
  // Past one page of chosen ids, one missing from the answer may only be on the next page.
  const nameOf = (id: string) => chosenLabel(id, names, chosen.isSuccess && known.length <= chosenPage);

  return (
    <div className="picker" role="group" aria-label={label}>
      {ids.length > 0 && (
        <ul className="chips" aria-label={`${label}, chosen`}>
          {ids.map((id) => (
            <li key={id}>
              {nameOf(id)}
              <Button className="btn-small" variant="ghost" aria-label={`Take ${nameOf(id)} out of ${label}`} onClick={() => onChange(ids.filter((other) => other !== id))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input type="search" aria-label={`Find products for ${label}`} placeholder="Find a product" value={term} onChange={(e) => setTerm(e.target.value)} />
      {search && found.data && (
        <ul className="picker-results" aria-label={`Products found for ${label}`}>
          {found.data.products.length === 0 && <li className="field-hint">No product matches “{search}”.</li>}
          {found.data.products.map((product) => (
            <li key={product.id}>
              <Button
                className="btn-small"
                disabled={ids.includes(product.id)}
                aria-label={`Add ${product.name} to ${label}`}
                onClick={() => {
                  onChange([...ids, product.id]);
                  setTerm('');
                }}
              >
                {product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
