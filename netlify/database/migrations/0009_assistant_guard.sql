-- The guard on AI replies (docs/assistant-guard.md): the rule a reply broke when the offline
-- answer replaced it, or why a model's estimate gave way to the fallback rules ("estimate-…").
-- Null for every answer the guard let through and for the answers given without the model.
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS guard_rule text;

-- Where a chat or help-box answer came from (ai, curated, knowledge, area, job, unknown, emergency,
-- smalltalk): the admin's Unanswered view lists the "unknown" ones (the knowledge base had no answer).
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS answer_source text;
CREATE INDEX IF NOT EXISTS conversation_logs_unanswered_idx ON conversation_logs (created_at DESC)
  WHERE answer_source = 'unknown' OR guard_rule IS NOT NULL;
