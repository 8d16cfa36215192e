-- The assistant's logs (spec: assistant-and-admin, section 3) and the shared rate-limit counters.

CREATE TABLE IF NOT EXISTS conversation_logs (
  id serial PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  ip_address text NOT NULL DEFAULT 'unknown',
  user_agent text NOT NULL DEFAULT 'unknown',
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_by_admin boolean NOT NULL DEFAULT false,
  included_in_fallback boolean NOT NULL DEFAULT false,
  category text NOT NULL DEFAULT 'general',
  similarity_score numeric NOT NULL DEFAULT 0,
  -- Where the exchange came from: chat, ask (help widget) or estimate.
  source text NOT NULL DEFAULT 'chat'
);

CREATE TABLE IF NOT EXISTS calculator_logs (
  id serial PRIMARY KEY,
  service_type text NOT NULL,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  estimate_min integer NOT NULL,
  estimate_max integer NOT NULL,
  breakdown_labor integer,
  breakdown_materials integer,
  breakdown_permits integer,
  breakdown_other integer,
  ip_address text NOT NULL DEFAULT 'unknown',
  user_agent text NOT NULL DEFAULT 'unknown',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS troubleshooter_logs (
  id serial PRIMARY KEY,
  start_node_id text NOT NULL,
  end_node_id text NOT NULL,
  path_taken jsonb NOT NULL,
  issue_type text NOT NULL,
  recommendation text,
  severity text CHECK (severity IN ('low', 'medium', 'high')),
  completed_path boolean NOT NULL DEFAULT true,
  ip_address text NOT NULL DEFAULT 'unknown',
  user_agent text NOT NULL DEFAULT 'unknown',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Listing newest first.
CREATE INDEX IF NOT EXISTS conversation_logs_created_at_idx ON conversation_logs (created_at DESC);
CREATE INDEX IF NOT EXISTS calculator_logs_created_at_idx ON calculator_logs (created_at DESC);
CREATE INDEX IF NOT EXISTS troubleshooter_logs_created_at_idx ON troubleshooter_logs (created_at DESC);

-- The curated fallback entries the assistant tries first.
CREATE INDEX IF NOT EXISTS conversation_logs_fallback_idx ON conversation_logs (created_at DESC) WHERE included_in_fallback;

-- Searching the logs (the admin's search box): full-text over question and answer, and the
-- service type / issue type columns the calculator and troubleshooter lists filter on.
CREATE INDEX IF NOT EXISTS conversation_logs_search_idx
  ON conversation_logs USING gin (to_tsvector('english', question || ' ' || answer));
CREATE INDEX IF NOT EXISTS conversation_logs_category_idx ON conversation_logs (category);
CREATE INDEX IF NOT EXISTS calculator_logs_service_type_idx ON calculator_logs (service_type);
CREATE INDEX IF NOT EXISTS troubleshooter_logs_issue_type_idx ON troubleshooter_logs (issue_type);

-- Fixed-window request counters shared by every function instance (assistant, admin login).
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rate_limits_window_start_idx ON rate_limits (window_start);
