-- Products and collections count their saves, so an editor who read revision N can ask that a
-- save apply only if nobody saved since (a timestamp cannot: two saves may share a millisecond).
ALTER TABLE products ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE collections ADD COLUMN revision integer NOT NULL DEFAULT 0;
