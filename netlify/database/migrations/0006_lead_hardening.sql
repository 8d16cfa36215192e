-- Hardening of the lead intake (issue 12).

-- Which request an idempotency key belongs to: a SHA-256 of the form, the client's address and the
-- validated fields. A key replayed by another client or with other fields is refused (409) instead
-- of returning the first request's row.
ALTER TABLE contact_requests ADD COLUMN IF NOT EXISTS request_fingerprint text;
ALTER TABLE sms_consents ADD COLUMN IF NOT EXISTS request_fingerprint text;

-- Why a lead that was stored looks doubtful (links or repeated text in the message, sent very fast,
-- no fill time and another signal). Flagged leads stay in the inbox; they are never dropped.
ALTER TABLE contact_requests ADD COLUMN IF NOT EXISTS flagged_reason text;
ALTER TABLE sms_consents ADD COLUMN IF NOT EXISTS flagged_reason text;
