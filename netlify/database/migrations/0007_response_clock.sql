-- The owner's response clock (issue 15): when the owner first acted on a lead (changed its status,
-- or used the call or e-mail link in the inbox), and how. Set once: the UPDATE that records it
-- only matches rows where it is still NULL. Leads stored before this migration keep NULL.

ALTER TABLE contact_requests
  ADD COLUMN IF NOT EXISTS first_response_at timestamptz,
  ADD COLUMN IF NOT EXISTS first_response_via text;

ALTER TABLE contact_requests
  ADD CONSTRAINT contact_requests_first_response_via_check CHECK (first_response_via IN ('status', 'call', 'email'));

ALTER TABLE sms_consents
  ADD COLUMN IF NOT EXISTS first_response_at timestamptz,
  ADD COLUMN IF NOT EXISTS first_response_via text;

ALTER TABLE sms_consents
  ADD CONSTRAINT sms_consents_first_response_via_check CHECK (first_response_via IN ('status', 'call', 'email'));

-- The waiting list (new, not spam, not yet answered, oldest first) and the 30-day figures.
CREATE INDEX IF NOT EXISTS contact_requests_waiting_idx ON contact_requests (created_at) WHERE first_response_at IS NULL AND status = 'new' AND is_spam = false;
CREATE INDEX IF NOT EXISTS sms_consents_waiting_idx ON sms_consents (created_at) WHERE first_response_at IS NULL AND status = 'new' AND is_spam = false;
