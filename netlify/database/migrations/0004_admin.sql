-- The back office (issue 6): owner sessions, and a revision counter of the curated fallback
-- entries so every assistant instance sees the owner's edit from the next question on.

-- One row per signed-in browser. The cookie carries the id and an HMAC of it (SESSION_SECRET);
-- only a hash of the id is stored, so a leaked table cannot be replayed as a cookie.
CREATE TABLE IF NOT EXISTS admin_sessions (
  id_hash text PRIMARY KEY,
  username text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip_address text NOT NULL DEFAULT 'unknown',
  user_agent text NOT NULL DEFAULT 'unknown'
);
CREATE INDEX IF NOT EXISTS admin_sessions_expires_at_idx ON admin_sessions (expires_at);

-- Bumped by every admin edit of a conversation; the assistant reloads its curated entries when
-- the revision it cached differs.
CREATE TABLE IF NOT EXISTS curated_revision (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  revision bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO curated_revision (id, revision) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;

-- The leads inbox lists newest first per kind, apart from spam.
CREATE INDEX IF NOT EXISTS contact_requests_spam_created_idx ON contact_requests (is_spam, created_at DESC);
CREATE INDEX IF NOT EXISTS sms_consents_spam_created_idx ON sms_consents (is_spam, created_at DESC);

-- Searching the admin lists with 100,000 rows a table: prefix full-text over the columns the
-- search box covers ('simple' configuration: names, node ids and service types are not English).
CREATE INDEX IF NOT EXISTS calculator_logs_search_idx
  ON calculator_logs USING gin (to_tsvector('simple', service_type || ' ' || (parameters::text)));
CREATE INDEX IF NOT EXISTS troubleshooter_logs_search_idx
  ON troubleshooter_logs USING gin (to_tsvector('simple', issue_type || ' ' || start_node_id || ' ' || end_node_id || ' ' || coalesce(recommendation, '')));
CREATE INDEX IF NOT EXISTS contact_requests_search_idx
  ON contact_requests USING gin (to_tsvector('simple', name || ' ' || email || ' ' || service || ' ' || message));
CREATE INDEX IF NOT EXISTS sms_consents_search_idx
  ON sms_consents USING gin (to_tsvector('simple', first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(service_type, '')));
