import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Not built yet: the page says so instead of failing. */
export function Component() {
  return (
    <main className="page">
      <h1>Checkout</h1>
      <p>
        This page is not available yet. <Link to={paths.cart.href()}>Back to your cart</Link>
      </p>
    </main>
  );
}
