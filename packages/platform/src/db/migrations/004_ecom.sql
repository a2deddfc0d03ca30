-- Ecom: store settings, coupons, gift cards, carts, checkouts and orders.
-- Money is integer minor units of the site's currency. Carts and checkouts keep their lines as one
-- jsonb document with a revision: every write locks the row (SELECT ... FOR UPDATE), so concurrent
-- writes to one cart queue up instead of losing each other's lines.

-- The settings behind pricing (discounts, tax, shipping, pickup, memberships, payment), one document
-- per site; amounts inside are minor units.
CREATE TABLE store_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id),
  settings jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  updated_date timestamptz NOT NULL DEFAULT now()
);

-- Coupons and gift cards have counters that orders change, so they are rows, not settings.
CREATE TABLE coupons (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  code text NOT NULL,
  -- lower(code): codes are matched without regard to case.
  code_key text NOT NULL,
  -- { name, valueType, value, minimumSubtotal?, productIds?, startDate?, expirationDate?, active }
  rule jsonb NOT NULL,
  usage_limit integer CHECK (usage_limit >= 0),
  times_used integer NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, code_key)
);

CREATE TABLE gift_cards (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  code text NOT NULL,
  code_key text NOT NULL,
  initial_balance bigint NOT NULL CHECK (initial_balance >= 0),
  -- Spent by orders with a conditional update, so it never goes below zero.
  balance bigint NOT NULL CHECK (balance >= 0),
  expiration_date timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, code_key)
);

-- owner_type is the caller's identity type; owner_id the visitor, member, site user or API key id.
CREATE TABLE carts (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  owner_type text NOT NULL CHECK (owner_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP')),
  owner_id uuid NOT NULL,
  -- The caller's "current cart"; at most one per owner, which makes concurrent first
  -- add-to-current-cart calls of one visitor agree on a single cart.
  is_current boolean NOT NULL DEFAULT false,
  revision integer NOT NULL DEFAULT 1,
  currency text NOT NULL,
  data jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX carts_current_idx ON carts (site_id, owner_type, owner_id) WHERE is_current;
CREATE INDEX carts_site_idx ON carts (site_id, updated_date);

CREATE TABLE checkouts (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  cart_id uuid,
  owner_type text NOT NULL CHECK (owner_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP')),
  owner_id uuid NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  currency text NOT NULL,
  data jsonb NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  order_id uuid,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkouts_cart_idx ON checkouts (site_id, cart_id, created_date);

CREATE SEQUENCE order_numbers START 10001;

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  number bigint NOT NULL DEFAULT nextval('order_numbers'),
  -- One order per checkout: the unique key is what makes create-order idempotent under races.
  checkout_id uuid NOT NULL,
  member_id uuid,
  visitor_id uuid,
  buyer_email text NOT NULL,
  status text NOT NULL,
  payment_status text NOT NULL,
  currency text NOT NULL,
  total bigint NOT NULL,
  -- Lines, totals, addresses, shipping, payment: the order as it was placed.
  data jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, checkout_id)
);
CREATE INDEX orders_site_created_idx ON orders (site_id, created_date DESC, id);
CREATE INDEX orders_member_idx ON orders (site_id, member_id, created_date DESC);
