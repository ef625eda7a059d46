CREATE TABLE "admin_daily_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_daily_counts_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
-- The admin overview's counters (decision 033): kept by triggers in the same transaction as every
-- write, whatever writes (the app, better-auth, a cascade, psql). Days are Irish calendar days,
-- as in src/server/modules/admin/stats-service.ts (STATS_TIME_ZONE).
CREATE FUNCTION admin_count(p_day date, p_metric text, p_n bigint, p_amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO admin_daily_counts AS c (day, metric, n, amount) VALUES (p_day, p_metric, p_n, p_amount)
  ON CONFLICT (day, metric) DO UPDATE SET n = c.n + excluded.n, amount = c.amount + excluded.amount
$$;
--> statement-breakpoint
CREATE FUNCTION admin_day(ts timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce((ts AT TIME ZONE 'Europe/Dublin')::date, '-infinity'::date)
$$;
--> statement-breakpoint
CREATE FUNCTION admin_counts_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM admin_count(admin_day(OLD.created_at), 'signups', -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM admin_count(admin_day(NEW.created_at), 'signups', 1, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counts AFTER INSERT OR DELETE OR UPDATE OF created_at ON "user"
  FOR EACH ROW EXECUTE FUNCTION admin_counts_user();
--> statement-breakpoint
CREATE FUNCTION admin_counts_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM admin_count(admin_day(OLD.created_at), 'check:' || OLD.reason, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM admin_count(admin_day(NEW.created_at), 'check:' || NEW.reason, 1, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counts AFTER INSERT OR DELETE OR UPDATE OF created_at, reason ON eligibility_checks
  FOR EACH ROW EXECUTE FUNCTION admin_counts_check();
--> statement-breakpoint
-- Paid: a PDF order with status 'paid'; a document request paid or in any step after it.
CREATE FUNCTION admin_counts_pdf_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
    PERFORM admin_count(admin_day(OLD.paid_at), 'pdf_paid', -1, -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
    PERFORM admin_count(admin_day(NEW.paid_at), 'pdf_paid', 1, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counts AFTER INSERT OR DELETE OR UPDATE OF status, paid_at, amount ON pdf_orders
  FOR EACH ROW EXECUTE FUNCTION admin_counts_pdf_order();
--> statement-breakpoint
CREATE FUNCTION admin_counts_document_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('paid', 'processing', 'shipped', 'delivered') THEN
    PERFORM admin_count(admin_day(OLD.paid_at), 'documents_paid', -1, -OLD.total_cost);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('paid', 'processing', 'shipped', 'delivered') THEN
    PERFORM admin_count(admin_day(NEW.paid_at), 'documents_paid', 1, NEW.total_cost);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counts AFTER INSERT OR DELETE OR UPDATE OF status, paid_at, total_cost ON document_requests
  FOR EACH ROW EXECUTE FUNCTION admin_counts_document_request();
--> statement-breakpoint
-- Recounts everything from the stored rows: once here, after a TRUNCATE, and after a bulk load
-- made with the triggers off (tests/perf/admin-perf.ts).
CREATE FUNCTION admin_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM admin_daily_counts;
  INSERT INTO admin_daily_counts (day, metric, n, amount)
  SELECT admin_day(created_at), 'signups', count(*), 0 FROM "user" GROUP BY 1
  UNION ALL
  SELECT admin_day(created_at), 'check:' || reason, count(*), 0 FROM eligibility_checks GROUP BY 1, 2
  UNION ALL
  SELECT admin_day(paid_at), 'pdf_paid', count(*), sum(amount) FROM pdf_orders WHERE status = 'paid' GROUP BY 1
  UNION ALL
  SELECT admin_day(paid_at), 'documents_paid', count(*), sum(total_cost) FROM document_requests
    WHERE status IN ('paid', 'processing', 'shipped', 'delivered') GROUP BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION admin_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_counts_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_counts_truncated AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_counts_truncated AFTER TRUNCATE ON eligibility_checks FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_counts_truncated AFTER TRUNCATE ON pdf_orders FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER admin_counts_truncated AFTER TRUNCATE ON document_requests FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_truncated();
--> statement-breakpoint
SELECT admin_counts_rebuild();
