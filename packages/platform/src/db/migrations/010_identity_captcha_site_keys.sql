-- The public site keys of the site's captcha widgets, one per variant (spec §9: "invisible and
-- visible variants, each with a site key"). Hosted pages hand them to the widget and the platform
-- passes them to the captcha verifier; an empty key means the platform's default.
ALTER TABLE identity_settings ADD COLUMN invisible_captcha_site_key text NOT NULL DEFAULT '';
ALTER TABLE identity_settings ADD COLUMN visible_captcha_site_key text NOT NULL DEFAULT '';
