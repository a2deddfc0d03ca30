import { Link } from '../../lib/routing';
import { paths } from '../../config/paths';
import { useHttpStatus, usePageHead } from '../../lib/render-record';

export function Component() {
  useHttpStatus(404);
  usePageHead({ title: 'Not found', path: '/', noIndex: true });
  return (
    <main className="page">
      <h1>Not found</h1>
      <p>
        This page does not exist. <Link to={paths.catalogue.href()}>Browse the shop</Link>
      </p>
    </main>
  );
}
