-- The startup OAuth app of a platform listening on a loopback address accepts any loopback
-- redirect URI and origin (RFC 8252 §7.3: the port of a local app is not known in advance).
-- Each start sets or clears it, so a platform later bound to a public address implies nothing.
ALTER TABLE oauth_apps ADD COLUMN loopback_redirects boolean NOT NULL DEFAULT false;
