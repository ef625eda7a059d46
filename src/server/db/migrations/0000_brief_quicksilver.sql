CREATE TABLE "eligibility_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"q1" text NOT NULL,
	"q2" text,
	"q3" text,
	"q4" text,
	"reason" text NOT NULL,
	"is_eligible" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "eligibility_checks_user_id_idx" ON "eligibility_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "eligibility_checks_created_at_idx" ON "eligibility_checks" USING btree ("created_at");