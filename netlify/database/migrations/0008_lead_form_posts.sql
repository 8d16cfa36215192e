-- Plain HTML form posts (the lead forms without JavaScript) carry no idempotency key. The same
-- content from the same client within 10 minutes (a double click, a resubmitted page) must store
-- one lead: each post claims the key of its content's hash here, and a repeat within the window
-- gets the key of the first, which the leads' unique idempotency keys then turn into one row.
CREATE TABLE IF NOT EXISTS lead_form_posts (
  content_hash text PRIMARY KEY,
  idempotency_key text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS lead_form_posts_first_seen_idx ON lead_form_posts (first_seen);
