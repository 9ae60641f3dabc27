-- The app link is the installable site itself (docs/decisions/0068): a database seeded before that
-- still points at './app/chakka.apk', a file that never was an app. Only the untouched seed value is
-- changed; a link an operator set on purpose stays.
UPDATE site_settings SET value = '"/"'::jsonb, updated_at = now()
WHERE key = 'app_download' AND value = '"./app/chakka.apk"'::jsonb;
