CREATE TABLE "account_activity" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	"inactivity_warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"counts" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	"last_counts" jsonb
);
--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_last_sign_in_idx" ON "account_activity" USING btree ("last_sign_in_at");--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_name_idx" ON "scheduled_job_runs" USING btree ("name","started_at");--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_started_idx" ON "scheduled_job_runs" USING btree ("started_at");--> statement-breakpoint
-- Every existing account starts from its latest session, or its creation when it has none left.
INSERT INTO "account_activity" ("user_id", "last_sign_in_at")
SELECT u."id", COALESCE((SELECT max(s."created_at") FROM "session" s WHERE s."user_id" = u."id"), u."created_at")
FROM "user" u;
