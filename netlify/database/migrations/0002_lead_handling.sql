-- What the owner needs to work the leads of 0001 (issue 3): where each came from, its status,
-- spam flags, an idempotency key so a double click or a retried request stores one row, and the
-- e-mail outbox that tells the owner and the visitor about it.

ALTER TABLE contact_requests
  ADD COLUMN IF NOT EXISTS ip_address text NOT NULL DEFAULT 'unknown',
  ADD COLUMN IF NOT EXISTS user_agent text NOT NULL DEFAULT 'unknown',
  ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS idempotency_key text,
  ADD COLUMN IF NOT EXISTS is_spam boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS spam_reason text;

ALTER TABLE contact_requests
  ADD CONSTRAINT contact_requests_status_check CHECK (status IN ('new', 'contacted', 'closed'));

ALTER TABLE sms_consents
  ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS idempotency_key text,
  ADD COLUMN IF NOT EXISTS is_spam boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS spam_reason text;

ALTER TABLE sms_consents
  ADD CONSTRAINT sms_consents_status_check CHECK (status IN ('new', 'contacted', 'closed'));

-- NULLs are distinct, so rows stored before this migration (without a key) stay valid.
CREATE UNIQUE INDEX IF NOT EXISTS contact_requests_idempotency_key_idx ON contact_requests (idempotency_key);
CREATE UNIQUE INDEX IF NOT EXISTS sms_consents_idempotency_key_idx ON sms_consents (idempotency_key);
CREATE INDEX IF NOT EXISTS contact_requests_status_idx ON contact_requests (status, created_at DESC);
CREATE INDEX IF NOT EXISTS sms_consents_status_idx ON sms_consents (status, created_at DESC);

-- One row per e-mail a lead must cause: written in the same transaction as the lead, sent after
-- it commits, retried while it has not gone out.
CREATE TABLE IF NOT EXISTS lead_notifications (
  id serial PRIMARY KEY,
  lead_kind text NOT NULL CHECK (lead_kind IN ('contact', 'sms_consent')),
  lead_id integer NOT NULL,
  audience text NOT NULL CHECK (audience IN ('owner', 'visitor')),
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (lead_kind, lead_id, audience)
);

CREATE INDEX IF NOT EXISTS lead_notifications_unsent_idx ON lead_notifications (status, updated_at) WHERE status <> 'sent';
