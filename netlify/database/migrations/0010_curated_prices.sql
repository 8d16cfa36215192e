-- A curated entry (a conversation the owner edited and included in the fallback) may carry a price
-- range: the estimate /api/estimate and the chat's estimate box give for a question that matches
-- the entry, before the price table. All three are set together or none is.
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS price_min integer;
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS price_max integer;
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS price_service text;

ALTER TABLE conversation_logs
  ADD CONSTRAINT conversation_logs_price_range_check CHECK (
    (price_min IS NULL AND price_max IS NULL AND price_service IS NULL)
    OR (price_min IS NOT NULL AND price_max IS NOT NULL AND price_service IS NOT NULL AND price_min >= 0 AND price_min <= price_max)
  );
