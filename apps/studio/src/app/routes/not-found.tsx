import { Link } from 'react-router';
import { EmptyState } from '@vitrine/app-kit/states';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <EmptyState title="This page does not exist">
      <Link to={paths.home.href()}>Back to the dashboard</Link>
    </EmptyState>
  );
}
