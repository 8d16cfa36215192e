-- The guard on AI replies (docs/assistant-guard.md): the rule a reply broke when the offline
-- answer replaced it, or why a model's estimate gave way to the fallback rules ("estimate-…").
-- Null for every answer the guard let through and for the answers given without the model.
ALTER TABLE conversation_logs ADD COLUMN IF NOT EXISTS guard_rule text;
