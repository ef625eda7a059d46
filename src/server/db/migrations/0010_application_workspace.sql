CREATE TABLE "application_items" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"status" text DEFAULT 'needed' NOT NULL,
	"needed_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"in_hand_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"ordered_where" text,
	"ordered_on" date,
	"expected_by" date,
	"order_reference" text,
	"check" jsonb,
	"resolutions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_applicable_reason" text,
	"not_applicable_at" timestamp with time zone,
	"requested_on" date,
	"requested_text" text,
	"extra_title" text,
	"reminder_sent_for" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_items_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "application_scans" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scans_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "application_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"on" date NOT NULL,
	"requested" text,
	"item_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"posted_on" date NOT NULL,
	"signed_on" date NOT NULL,
	"tracking_number" text,
	"dfa_reference" text,
	"ready_when_posted" boolean NOT NULL,
	"missing_when_posted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_reminder_sent_at" timestamp with time zone,
	"lapse_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_items" ADD CONSTRAINT "application_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scans" ADD CONSTRAINT "application_scans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_steps_user_idx" ON "application_steps" USING btree ("user_id","created_at");