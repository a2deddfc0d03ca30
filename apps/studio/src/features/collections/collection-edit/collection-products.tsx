import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { DataTable } from '../../../components/ui/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import type { Collection } from '@vitrine/sdk/modules/collections';
import { useCollectionMutation, useProductsFor } from '../api/collections';

const limit = 20;

/** The collection's products, with a search to add more and a button to take one out. */
export function CollectionProducts({ collection }: { collection: Collection }) {
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const members = useProductsFor({ filter: { 'collections.id': { $hasSome: [collection.id] } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit, offset } });
  const term = search.trim();
  const candidates = useProductsFor({ filter: { name: { $contains: term } }, sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 10, offset: 0 } }, term.length > 0);
  const add = useCollectionMutation((catalog, productId: string) => catalog.addProductsToCollection(collection.id, [productId]));
  const remove = useCollectionMutation((catalog, productId: string) => catalog.removeProductsFromCollection(collection.id, [productId]));
  const failure = add.error ?? remove.error;

  return (
    <section className="panel" aria-labelledby="collection-products-title">
      <h2 id="collection-products-title">Products in this collection</h2>
      {failure && <Notice tone="error">{errorMessage(failure)}</Notice>}
      <QueryView
        query={members}
        loadingLabel="Loading the collection's products…"
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState title="No products in this collection yet" />}
      >
        {(data) => (
          <>
            <DataTable caption={`Products in ${collection.name}`} columns={['Name', { label: 'Price', numeric: true }]} actions>
              {data.products.map((product) => (
                <tr key={product.id}>
                  <td>{product.name}</td>
                  <td className="num">{product.priceData.formatted.price}</td>
                  <td>
                    <Button className="btn-small" aria-label={`Remove ${product.name} from the collection`} busy={remove.isPending && remove.variables === product.id} onClick={() => remove.mutate(product.id)}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination label="Collection products" offset={offset} limit={limit} total={data.total} onChange={setOffset} />
          </>
        )}
      </QueryView>
      <h3 style={{ marginTop: '1rem' }}>Add products</h3>
      <TextField label="Find products to add" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {term && candidates.data && (
        <ul aria-label="Products found" style={{ listStyle: 'none', padding: 0 }}>
          {candidates.data.products.length === 0 && <li>No product matches “{term}”.</li>}
          {candidates.data.products.map((product) => {
            const inside = product.collectionIds.includes(collection.id);
            return (
              <li key={product.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.3rem' }}>
                <span>{product.name}</span>
                {inside ? (
                  <span className="badge badge-ok">In the collection</span>
                ) : (
                  <Button className="btn-small" aria-label={`Add ${product.name} to the collection`} busy={add.isPending && add.variables === product.id} onClick={() => add.mutate(product.id)}>
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
