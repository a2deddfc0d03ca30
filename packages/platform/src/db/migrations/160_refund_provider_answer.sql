-- When the payment provider said yes to a held refund (refunds.service.ts): from then the money has
-- gone back to the buyer, and the refund is owed its completion (the order's refunded amount, its
-- restock, activity, event and notice). Recorded on its own before the completion runs, so a
-- completion that fails, or a process that stops between the two, leaves a refund the sweep can
-- finish. Offline refunds ask no provider: they are answered when held.
ALTER TABLE order_transactions ADD COLUMN provider_answered_at timestamptz;

-- A completion the sweep tried and failed waits before the next try (2 s, 4 s, … up to an hour), so
-- one refund that keeps failing neither holds up the others nor is tried on every pass.
ALTER TABLE order_transactions ADD COLUMN sweep_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE order_transactions ADD COLUMN next_sweep_at timestamptz;

CREATE INDEX order_transactions_owed_idx ON order_transactions (next_sweep_at NULLS FIRST, provider_answered_at)
  WHERE status = 'PENDING' AND provider_answered_at IS NOT NULL;
