-- A membership's credits (`credits` in its settings) are how many units of its products each
-- member holding it may take with it, over its life: each unit it pays for in a placed order uses
-- one, and a canceled order gives its units back. One row per member and membership, written in
-- the placing order's transaction only while the credits last, so two orders at once never take
-- more than there are.
CREATE TABLE membership_credits_used (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  membership_id text NOT NULL,
  member_id uuid NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (site_id, member_id, membership_id)
);
