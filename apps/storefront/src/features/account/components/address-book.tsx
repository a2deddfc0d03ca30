import { errorMessage, useMyOrders } from '@vitrine/react';
import { toWireAddress } from '@vitrine/sdk';
import type { SavedAddress } from '@vitrine/sdk/modules/members';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states';
import { useProfile } from '../../../lib/member-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { addressLine } from '../../../lib/address-text';
import { saveFailure } from '../utils/form-errors';
import { AddressForm, tagLabels } from './address-form';

/** Which form is open: a new address, or the saved one at this index (read afresh at each render, so a reload after a stale save shows the newer entry). */
type Editing = number | 'new' | undefined;

/**
 * The member's address book: add, edit and remove saved addresses. Each change saves the whole
 * book against the revision it was read at, so a change made in another tab is never undone
 * silently. Addresses the member had orders delivered to, and has not saved, are offered too.
 */
export function AddressBook() {
  const profile = useProfile();
  const orders = useMyOrders();
  const [editing, setEditing] = useState<Editing>();
  const [notice, setNotice] = useState<string>();
  const save = useUpdateProfileMutation();
  const error = profile.error ?? orders.error;
  if (error) return <ErrorState message={errorMessage(error)} onRetry={() => void Promise.all([profile.refetch(), orders.refetch()])} />;
  if (!profile.data || !orders.data) return <Loading label="Loading your addresses…" />;
  const { revision } = profile.data;
  const saved = profile.data.identityProfile.addresses ?? [];

  const store = (addresses: SavedAddress[], done: string) =>
    save.mutate(
      { revision, changes: { addresses } },
      {
        onSuccess: () => {
          setEditing(undefined);
          setNotice(done);
        },
      },
    );
  const open = (next: Editing) => {
    save.reset();
    setNotice(undefined);
    setEditing(next);
  };

  if (editing !== undefined) {
    const entry = typeof editing === 'number' ? saved[editing] : undefined;
    const index = typeof editing === 'number' && entry ? editing : saved.length;
    return (
      <AddressForm
        key={revision}
        entry={entry}
        index={index}
        error={save.error}
        pending={save.isPending}
        onSubmit={(changed) => store(entry ? saved.map((old, at) => (at === index ? changed : old)) : [...saved, changed], 'The address was saved.')}
        onCancel={() => open(undefined)}
      />
    );
  }

  const savedLines = new Set(saved.map((entry) => addressLine(entry.address)));
  // Orders show addresses in the client form (addressLine1); the book keeps the wire form.
  // Each address once, first use first, none already in the book (one pass: `seen` grows as it goes).
  const seen = new Set(savedLines);
  const used = orders.data.orders
    .flatMap((order) => (order.shippingInfo?.shippingDestination?.address ? [toWireAddress(order.shippingInfo.shippingDestination.address) as Record<string, unknown>] : []))
    .filter((address) => {
      const line = addressLine(address);
      if (!line || seen.has(line)) return false;
      seen.add(line);
      return true;
    });

  return (
    <>
      {notice ? (
        <p className="notice ok" role="status">
          {notice}
        </p>
      ) : null}
      {save.error ? (
        <p className="form-error" role="alert">
          {saveFailure(save.error)}
        </p>
      ) : null}
      <p>
        <button type="button" className="button" onClick={() => open('new')}>
          Add an address
        </button>
      </p>
      {saved.length === 0 && used.length === 0 ? <EmptyState title="No addresses yet">Add one here, or order to an address and it appears here.</EmptyState> : null}
      {saved.length > 0 ? (
        <ul className="address-list" aria-label="Saved addresses">
          {saved.map((entry, index) => {
            const line = addressLine(entry.address);
            return (
              <li key={`${index}-${line}`} className="panel">
                {line}
                {entry.tag && entry.tag !== 'UNTAGGED' ? <span className="muted block">{tagLabels[entry.tag]}</span> : null}
                <span className="block">
                  <button type="button" className="button link" aria-label={`Edit ${line}`} disabled={save.isPending} onClick={() => open(index)}>
                    Edit
                  </button>{' '}
                  <button
                    type="button"
                    className="button link"
                    aria-label={`Remove ${line}`}
                    disabled={save.isPending}
                    onClick={() => store(saved.filter((_, at) => at !== index), 'The address was removed.')}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {used.length > 0 ? (
        <section aria-labelledby="used-addresses-title">
          <h2 id="used-addresses-title">Used for your orders</h2>
          <ul className="address-list">
            {used.map((address) => {
              const line = addressLine(address);
              return (
                <li key={line} className="panel">
                  {line}
                  <span className="block">
                    <button
                      type="button"
                      className="button link"
                      aria-label={`Save to the address book: ${line}`}
                      disabled={save.isPending}
                      onClick={() => store([...saved, { address, tag: 'SHIPPING' }], 'The address was saved.')}
                    >
                      Save to the address book
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
