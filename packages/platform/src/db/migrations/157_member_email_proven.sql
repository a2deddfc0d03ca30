-- Whether a member showed the platform they read their sign-in address (a verification code, or a
-- recovery link opened), or a sign-in provider the site set up vouched for it. `email_verified` is
-- wider: an app's sign-on may also set it on the app's word (`verifyEmail`). A guest order placed
-- with an address is its member's only when the address is proven: an API key that may manage
-- members must not thereby read every guest's orders, addresses included.
ALTER TABLE members ADD COLUMN email_proven boolean NOT NULL DEFAULT false;

-- Which of the addresses verified so far were proven cannot be told apart: they keep their orders.
UPDATE members SET email_proven = email_verified;
