import { errorMessage, useMyOrders } from '@vitrine/react';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states';
import { useProfile } from '../api/member-queries';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const line = (address: Record<string, unknown>) =>
  [text(address.addressLine), text(address.city), text(address.postalCode), text(address.subdivision), text(address.country)].filter(Boolean).join(', ');

/**
 * The member's addresses: those on their profile and those they had orders delivered to. Editing
 * them waits for a member profile-update call on the platform; left out on purpose until then.
 */
export function AddressBook() {
  const profile = useProfile();
  const orders = useMyOrders();
  const error = profile.error ?? orders.error;
  if (error) return <ErrorState message={errorMessage(error)} />;
  if (!profile.data || !orders.data) return <Loading label="Loading your addresses…" />;
  const saved = (profile.data.identityProfile.addresses ?? []).map((entry) => ({ text: line(entry.address), tag: entry.tag }));
  const used = orders.data.orders.flatMap((order) => (order.shippingInfo?.shippingDestination?.address ? [{ text: line(order.shippingInfo.shippingDestination.address), tag: 'Used for an order' }] : []));
  const unique = [...saved, ...used].filter((entry, index, all) => entry.text && all.findIndex((other) => other.text === entry.text) === index);
  if (unique.length === 0) return <EmptyState title="No addresses yet">Addresses you order to appear here.</EmptyState>;
  return (
    <ul className="address-list">
      {unique.map((entry) => (
        <li key={entry.text} className="panel">
          {entry.text}
          {entry.tag && entry.tag !== 'UNTAGGED' ? <span className="muted block">{entry.tag === 'Used for an order' ? entry.tag : entry.tag.toLowerCase()}</span> : null}
        </li>
      ))}
    </ul>
  );
}
