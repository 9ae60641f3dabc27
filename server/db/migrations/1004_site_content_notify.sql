-- Every change of the site's settings or sliders is announced with NOTIFY site_content_change (payload: the
-- table), by the database itself, whatever code, process or operator SQL made it: each server process keeps
-- them in memory for the pages it sends and the public lookups (server/services/site-content-cache.ts) and
-- forgets them as soon as it hears this. Delivered when the changing transaction commits. Decision 0158.
CREATE FUNCTION notify_site_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_content_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER site_settings_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_change();
CREATE TRIGGER sliders_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_change();
