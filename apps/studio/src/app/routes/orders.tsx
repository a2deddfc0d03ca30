import { EmptyState } from '../../components/ui/states';

/** Not built yet: the route exists so navigation works; see docs/studio.md for what is planned. */
export function Component() {
  return <EmptyState title="Coming soon" />;
}
