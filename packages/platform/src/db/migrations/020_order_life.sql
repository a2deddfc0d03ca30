-- The order life after placement: fulfilments, payments and refunds, the activity timeline, and
-- the order's own save count and fulfilment status (kept on the row so search can filter on it).
ALTER TABLE orders ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN fulfillment_status text NOT NULL DEFAULT 'NOT_FULFILLED';
-- Set when a pickup order is marked ready for pickup.
ALTER TABLE orders ADD COLUMN ready_for_pickup_date timestamptz;

CREATE INDEX orders_site_status_idx ON orders (site_id, status, payment_status, fulfillment_status);

CREATE TABLE order_fulfillments (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  -- [{ id: <line item id>, quantity }]
  line_items jsonb NOT NULL,
  -- { trackingNumber?, shippingProvider?, trackingLink? }
  tracking_info jsonb,
  -- A pickup order handed over at the pickup point rather than shipped.
  picked_up boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_fulfillments_order_idx ON order_fulfillments (site_id, order_id, created_date);

-- Payments after placement (an offline payment marked paid) and refunds. The payment taken at
-- placement stays in orders.data.payment.
CREATE TABLE order_transactions (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('PAYMENT', 'REFUND')),
  -- A refund is PENDING while its provider is asked (the amount is held so racing refunds cannot
  -- exceed what was paid), then COMPLETED; a refund the provider refuses is deleted.
  status text NOT NULL CHECK (status IN ('PENDING', 'COMPLETED')),
  amount bigint NOT NULL CHECK (amount > 0),
  provider text NOT NULL,
  provider_transaction_id text,
  -- Refunds: { paymentId, lineItems: [{ id, quantity }], shippingAmount, restockLineItems, reason }
  details jsonb NOT NULL DEFAULT '{}',
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transactions_order_idx ON order_transactions (site_id, order_id, created_date);

CREATE TABLE order_activities (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  seq bigserial,
  type text NOT NULL,
  -- { type: WIX_USER | APP | MEMBER | SYSTEM, id? }
  author jsonb NOT NULL,
  note text,
  data jsonb,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_activities_order_idx ON order_activities (site_id, order_id, seq);
