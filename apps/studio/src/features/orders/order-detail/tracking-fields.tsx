import { useState } from 'react';
import { TextField } from '../../../components/ui/field';

export interface TrackingInput {
  shippingProvider?: string;
  trackingNumber?: string;
  trackingLink?: string;
}

/**
 * The carrier, tracking number and tracking link of a parcel, as the fulfil and tracking dialogs
 * ask for them. `read()` answers what was typed, trimmed (undefined when nothing was), or a problem
 * to show when the link is no web address.
 */
export function useTrackingFields(initial: TrackingInput = {}) {
  const [carrier, setCarrier] = useState(initial.shippingProvider ?? '');
  const [number, setNumber] = useState(initial.trackingNumber ?? '');
  const [link, setLink] = useState(initial.trackingLink ?? '');
  const fields = (
    <>
      <TextField label="Carrier" placeholder="UPS" value={carrier} maxLength={200} onChange={(e) => setCarrier(e.target.value)} />
      <TextField label="Tracking number" value={number} maxLength={200} onChange={(e) => setNumber(e.target.value)} />
      <TextField label="Tracking link" type="url" placeholder="https://" value={link} maxLength={2000} onChange={(e) => setLink(e.target.value)} />
    </>
  );
  const read = (): { tracking?: TrackingInput; problem?: string } => {
    if (link.trim() && !/^https?:\/\/\S+$/.test(link.trim())) return { problem: 'The tracking link must be a web address (https://…).' };
    const tracking = { shippingProvider: carrier.trim() || undefined, trackingNumber: number.trim() || undefined, trackingLink: link.trim() || undefined };
    return { tracking: Object.values(tracking).some(Boolean) ? tracking : undefined };
  };
  return { fields, read };
}
