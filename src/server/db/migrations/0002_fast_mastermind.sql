CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relationship" text NOT NULL,
	"gender" text DEFAULT 'male' NOT NULL,
	"birth_date" date,
	"death_date" date,
	"birth_place" text,
	"birth_country" text,
	"death_place" text,
	"death_country" text,
	"is_irish_born" boolean DEFAULT false NOT NULL,
	"is_irish_citizen" boolean DEFAULT false NOT NULL,
	"is_deceased" boolean DEFAULT false NOT NULL,
	"is_lineage_anchor" boolean DEFAULT false NOT NULL,
	"has_name_changed" boolean DEFAULT false NOT NULL,
	"citizenship_date" date,
	"parent_id" uuid,
	"notes" text,
	"include_in_application" boolean DEFAULT true NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_tree_locks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"reason" text,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lineage_route_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"selected_grandparent_id" uuid,
	"route_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_change_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"family_member_id" uuid NOT NULL,
	"change_type" text NOT NULL,
	"surname_before_change" text,
	"surname_after_change" text,
	"change_date" date,
	"change_place" text,
	"change_country" text,
	"spouse_family_member_id" uuid,
	"spouse_first_name" text,
	"spouse_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_parent_id_family_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_tree_locks" ADD CONSTRAINT "family_tree_locks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineage_route_preferences" ADD CONSTRAINT "lineage_route_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineage_route_preferences" ADD CONSTRAINT "lineage_route_preferences_selected_grandparent_id_family_members_id_fk" FOREIGN KEY ("selected_grandparent_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_events" ADD CONSTRAINT "name_change_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_events" ADD CONSTRAINT "name_change_events_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_events" ADD CONSTRAINT "name_change_events_spouse_family_member_id_family_members_id_fk" FOREIGN KEY ("spouse_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_id_idx" ON "family_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "family_members_parent_id_idx" ON "family_members" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_idempotency_idx" ON "family_members" USING btree ("user_id","idempotency_key") WHERE "family_members"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_one_self_idx" ON "family_members" USING btree ("user_id") WHERE "family_members"."relationship" = 'self';--> statement-breakpoint
CREATE INDEX "name_change_events_member_idx" ON "name_change_events" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "name_change_events_user_idx" ON "name_change_events" USING btree ("user_id");