CREATE TABLE "admin_application_counts" (
	"stage" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_application_stages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stage" text NOT NULL
);
--> statement-breakpoint
-- The admin overview's applications by stage (decision 033, amended): a user's stage is their
-- latest timeline step, or 'gathering' when they have items and no posting; none otherwise. The
-- overview read it with a scan of every application's rows; triggers now keep each user's stage
-- and the count per stage in the same transaction as every write, whatever writes.
CREATE FUNCTION admin_application_stage(p_user text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT s.step FROM application_steps s WHERE s.user_id = p_user ORDER BY s."on" DESC, s.created_at DESC LIMIT 1),
    CASE WHEN EXISTS (SELECT 1 FROM application_items i WHERE i.user_id = p_user)
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = p_user) THEN 'gathering' END)
$$;
--> statement-breakpoint
-- Moves one user to the stage their rows give now. A per-user lock makes two transactions that
-- write the same user's rows count the move once.
CREATE FUNCTION admin_application_restage(p_user text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_stage text;
  new_stage text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('admin_application_stage'), hashtext(p_user));
  SELECT stage INTO old_stage FROM admin_application_stages WHERE user_id = p_user;
  new_stage := admin_application_stage(p_user);
  IF old_stage IS NOT DISTINCT FROM new_stage THEN RETURN; END IF;
  IF old_stage IS NOT NULL THEN
    UPDATE admin_application_counts SET n = n - 1 WHERE stage = old_stage;
  END IF;
  IF new_stage IS NULL THEN
    DELETE FROM admin_application_stages WHERE user_id = p_user;
  ELSE
    INSERT INTO admin_application_stages AS s (user_id, stage) VALUES (p_user, new_stage)
      ON CONFLICT (user_id) DO UPDATE SET stage = excluded.stage;
    INSERT INTO admin_application_counts AS c (stage, n) VALUES (new_stage, 1)
      ON CONFLICT (stage) DO UPDATE SET n = c.n + 1;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION admin_application_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM admin_application_restage(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM admin_application_restage(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An item's status changes often and never moves the stage, so only its arrival and removal count.
CREATE TRIGGER admin_application_counts AFTER INSERT OR DELETE OR UPDATE OF user_id ON application_items
  FOR EACH ROW EXECUTE FUNCTION admin_application_counts_row();
--> statement-breakpoint
CREATE TRIGGER admin_application_counts AFTER INSERT OR DELETE OR UPDATE OF user_id ON applications
  FOR EACH ROW EXECUTE FUNCTION admin_application_counts_row();
--> statement-breakpoint
CREATE TRIGGER admin_application_counts AFTER INSERT OR DELETE OR UPDATE OF user_id, step, "on", created_at
  ON application_steps FOR EACH ROW EXECUTE FUNCTION admin_application_counts_row();
--> statement-breakpoint
-- Recounts every stage from the stored rows: once here, and after a bulk load made with the
-- triggers off (tests/perf/admin-perf.ts).
CREATE FUNCTION admin_application_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM admin_application_stages;
  INSERT INTO admin_application_stages (user_id, stage)
    SELECT user_id, stage FROM (
      SELECT u.user_id, admin_application_stage(u.user_id) AS stage
      FROM (SELECT user_id FROM application_items UNION SELECT user_id FROM application_steps) u
    ) staged
    WHERE stage IS NOT NULL;
  DELETE FROM admin_application_counts;
  INSERT INTO admin_application_counts (stage, n) SELECT stage, count(*) FROM admin_application_stages GROUP BY stage;
$$;
--> statement-breakpoint
CREATE FUNCTION admin_application_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_application_counts_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_application_counts_truncated AFTER TRUNCATE ON application_items
  FOR EACH STATEMENT EXECUTE FUNCTION admin_application_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_application_counts_truncated AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION admin_application_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_application_counts_truncated AFTER TRUNCATE ON application_steps
  FOR EACH STATEMENT EXECUTE FUNCTION admin_application_counts_truncated();
--> statement-breakpoint
SELECT admin_application_counts_rebuild();
