-- Page-visibility metrics (web-vitals beacons), one row per metric value. Nothing identifies a
-- visitor: no address, no user agent, no id, and the time only to the hour.
CREATE TABLE vitals (
  id INTEGER PRIMARY KEY,
  received_hour INTEGER NOT NULL, -- Unix epoch milliseconds, rounded down to the hour
  route TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value REAL NOT NULL,
  navigation_type TEXT NOT NULL,
  device TEXT NOT NULL
);

CREATE INDEX vitals_received_hour ON vitals (received_hour);
