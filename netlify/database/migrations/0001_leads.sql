-- The two kinds of lead the public site collects (spec: site-and-forms, section 3).
CREATE TABLE IF NOT EXISTS contact_requests (
  id serial PRIMARY KEY,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  service text NOT NULL,
  message text NOT NULL,
  request_callback boolean NOT NULL DEFAULT false,
  preferred_time text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sms_consents (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text,
  service_type text,
  primary_sms_consent boolean NOT NULL,
  emergency_sms_consent boolean NOT NULL DEFAULT false,
  ip_address text NOT NULL DEFAULT 'unknown',
  user_agent text NOT NULL DEFAULT 'unknown',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS contact_requests_created_at_idx ON contact_requests (created_at DESC);
CREATE INDEX IF NOT EXISTS sms_consents_created_at_idx ON sms_consents (created_at DESC);
