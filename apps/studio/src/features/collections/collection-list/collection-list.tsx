import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states';
import { useCollectionList } from '../api/collections';

const limit = 20;

export function CollectionList({ createHref, editHref }: { createHref: string; editHref(id: string): string }) {
  const [offset, setOffset] = useState(0);
  const list = useCollectionList(offset, limit);
  return (
    <section aria-labelledby="collections-title">
      <div className="page-head">
        <h1 id="collections-title">Collections</h1>
        <Link className="btn btn-primary" to={createHref}>
          Create collection
        </Link>
      </div>
      {list.isPending ? (
        <Loading label="Loading collections…" />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => list.refetch()} />
      ) : list.data.collections.length === 0 ? (
        <EmptyState title="No collections yet">
          <Link to={createHref}>Create the first collection</Link>
        </EmptyState>
      ) : (
        <>
          <table className="data">
            <caption className="visually-hidden">Collections</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col" className="num">
                  Products
                </th>
                <th scope="col">Visibility</th>
              </tr>
            </thead>
            <tbody>
              {list.data.collections.map((collection) => (
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
            </tbody>
          </table>
          <Pagination label="Collections" offset={offset} limit={limit} total={list.data.total} onChange={setOffset} />
        </>
      )}
    </section>
  );
}
