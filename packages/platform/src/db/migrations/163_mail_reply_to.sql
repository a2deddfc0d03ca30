-- The address buyers see in the store's e-mails and reach when they reply, apart from the contact
-- address where the store's own notices go (an owner's sign-in is seldom what a shop shows buyers).
ALTER TABLE mail_settings ADD COLUMN reply_to_email text;
-- Kept per message, as the settings were when it was written, and sent as its Reply-To header.
ALTER TABLE mail_outbox ADD COLUMN reply_to text;
