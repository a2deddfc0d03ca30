-- Held refunds still waiting for the provider's answer (refunds.service.ts): the process that asked
-- may have stopped during the call, so after a while the sweep asks the provider again with the same
-- reference. Few refunds wait at any time, so the sweep finds them without reading the others.
CREATE INDEX order_transactions_in_doubt_idx ON order_transactions (next_sweep_at NULLS FIRST, created_date)
  WHERE status = 'PENDING' AND provider_answered_at IS NULL;

-- Refunds held before this migration were asked without a reference: asked again, a provider would
-- take them for new refunds. They stay held for an operator to settle with the provider, as before.
UPDATE order_transactions SET next_sweep_at = 'infinity'
  WHERE kind = 'REFUND' AND status = 'PENDING' AND provider_answered_at IS NULL;
