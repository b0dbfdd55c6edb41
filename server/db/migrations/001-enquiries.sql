-- Enquiries sent through the website, one row per accepted (201) enquiry.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  -- the id answered to the visitor; random so it reveals nothing about volume
  public_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL, -- Unix epoch milliseconds
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- lower-cased e-mail, for the 24-hour duplicate check
  email_key TEXT NOT NULL,
  message TEXT NOT NULL,
  phone TEXT NOT NULL,
  hotel TEXT NOT NULL,
  page TEXT
);

CREATE INDEX enquiries_email_key_created_at ON enquiries (email_key, created_at);
CREATE INDEX enquiries_created_at ON enquiries (created_at);

-- Puzzle challenges already answered (or burnt by a wrong answer), kept until they expire.
CREATE TABLE used_challenges (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX used_challenges_expires_at ON used_challenges (expires_at);

-- Small server settings, e.g. the generated puzzle secret.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
