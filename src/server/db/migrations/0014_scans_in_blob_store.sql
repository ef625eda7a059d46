CREATE TABLE "blob_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_scans" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_scans" ADD COLUMN "storage_key" text;