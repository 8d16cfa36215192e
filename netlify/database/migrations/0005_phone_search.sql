-- The back office's phone search: people type a number in any format ("(406) 555-0142",
-- "406.555.0142", "+1 406 555 0142"), so the leads keep its digits alone beside it, and a search
-- of digits finds the number however either side wrote it.
ALTER TABLE contact_requests ADD COLUMN IF NOT EXISTS phone_digits text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;
ALTER TABLE sms_consents ADD COLUMN IF NOT EXISTS phone_digits text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;
