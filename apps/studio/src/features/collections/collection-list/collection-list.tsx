import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { useCollectionList } from '../api/collections';

export const limit = 20;

export function CollectionList({ createHref, editHref }: { createHref: string; editHref(id: string): string }) {
  const [offset, setOffset] = useState(0);
  const list = useCollectionList(offset, limit);
  return (
    <Page title="Collections" actions={<Link className="btn btn-primary" to={createHref}>Create collection</Link>}>
      <QueryView
        query={list}
        loadingLabel="Loading collections…"
        isEmpty={(data) => data.collections.length === 0}
        empty={
          <EmptyState title="No collections yet">
            <Link to={createHref}>Create the first collection</Link>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <DataTable caption="Collections" columns={[{ label: <span className="visually-hidden">Image</span> }, 'Name', 'Slug', { label: 'Products', numeric: true }, 'Visibility']}>
              {data.collections.map((collection) => (
                <tr key={collection.id}>
                  <td>{collection.media.mainMedia?.image ? <img className="thumb" src={collection.media.mainMedia.image.url} alt="" /> : <span className="thumb" aria-hidden="true" />}</td>
                  <td>
                    <Link to={editHref(collection.id)}>{collection.name}</Link>
                  </td>
                  <td>{collection.slug}</td>
                  <td className="num">{collection.numberOfProducts}</td>
                  <td>{collection.visible ? 'Visible' : <span className="badge">Hidden</span>}</td>
                </tr>
              ))}
            </DataTable>
            <Pagination label="Collections" offset={offset} limit={limit} total={data.total} onChange={setOffset} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
