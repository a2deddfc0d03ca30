-- Catalogue: products, their variants, collections and uploaded media files.
-- Money is integer minor units of the product's currency; the reasons for each index are in docs/catalog.md.

CREATE TABLE media_files (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  file_name text NOT NULL,
  mime_type text NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('image', 'video', 'audio', 'document', 'zip')),
  size_bytes bigint NOT NULL,
  width integer,
  height integer,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_files_site_idx ON media_files (site_id, created_date);

CREATE TABLE products (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  name text NOT NULL,
  slug text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  product_type text NOT NULL CHECK (product_type IN ('physical', 'digital')),
  description text NOT NULL DEFAULT '',
  sku text,
  weight double precision,
  currency text NOT NULL,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  -- Stored beside the price so filters and sorts on what a shopper pays need no computation.
  discounted_price_minor bigint NOT NULL CHECK (discounted_price_minor >= 0),
  cost_minor bigint CHECK (cost_minor >= 0),
  discount_type text NOT NULL DEFAULT 'NONE' CHECK (discount_type IN ('NONE', 'AMOUNT', 'PERCENT')),
  -- AMOUNT: minor units; PERCENT: hundredths of a percent (1250 = 12.5 %).
  discount_value bigint NOT NULL DEFAULT 0 CHECK (discount_value >= 0),
  price_per_unit_data jsonb,
  manage_variants boolean NOT NULL DEFAULT false,
  track_inventory boolean NOT NULL DEFAULT false,
  -- Options with their choices (value, description, media); choice stock and visibility are derived from variants.
  product_options jsonb NOT NULL DEFAULT '[]',
  -- Media items in display order: [{ id, mediaType, title?, choice? }], ids of media_files or external URLs.
  media jsonb NOT NULL DEFAULT '[]',
  ribbon text,
  brand text,
  -- Derived from the variants after every write that touches them, so queries filter on columns.
  in_stock boolean NOT NULL DEFAULT true,
  inventory_status text NOT NULL DEFAULT 'IN_STOCK' CHECK (inventory_status IN ('IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK')),
  created_date timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug)
);
CREATE INDEX products_site_created_idx ON products (site_id, created_date, id);
CREATE INDEX products_site_updated_idx ON products (site_id, last_updated, id);
CREATE INDEX products_site_name_idx ON products (site_id, name, id);
CREATE INDEX products_site_price_idx ON products (site_id, price_minor, id);
CREATE INDEX products_site_sku_idx ON products (site_id, sku);

-- One row per choice combination (one default row for a product without options).
CREATE TABLE product_variants (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- { "<option name>": "<choice value>" }; choices_key is its canonical text, unique per product.
  choices jsonb NOT NULL DEFAULT '{}',
  choices_key text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  -- Overrides used while the product manages variants; null means "as the product".
  price_minor bigint CHECK (price_minor >= 0),
  cost_minor bigint CHECK (cost_minor >= 0),
  weight double precision,
  sku text,
  visible boolean NOT NULL DEFAULT true,
  -- Units on hand while the product tracks inventory; in_stock is the switch when it does not.
  quantity integer CHECK (quantity >= 0),
  in_stock boolean NOT NULL DEFAULT true,
  UNIQUE (product_id, choices_key)
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);
CREATE INDEX product_variants_site_idx ON product_variants (site_id, id);

CREATE TABLE collections (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  name text NOT NULL,
  slug text NOT NULL,
  description text NOT NULL DEFAULT '',
  visible boolean NOT NULL DEFAULT true,
  media jsonb NOT NULL DEFAULT '[]',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug)
);
CREATE INDEX collections_site_name_idx ON collections (site_id, name, id);

CREATE TABLE collection_products (
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id),
  added_seq bigserial,
  PRIMARY KEY (collection_id, product_id)
);
CREATE INDEX collection_products_product_idx ON collection_products (product_id);
