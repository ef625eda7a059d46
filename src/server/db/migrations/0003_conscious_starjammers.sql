CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"county" text,
	"postal_code" text,
	"country" text DEFAULT 'Ireland' NOT NULL,
	"phone" text,
	"notify_email" boolean DEFAULT true NOT NULL,
	"notify_sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;