-- Staff e-mail per enquiry, written in the enquiry's own transaction and sent by a worker with
-- retries, so an SMTP outage delays the e-mail but never loses it or the enquiry.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
