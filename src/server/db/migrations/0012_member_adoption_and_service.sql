ALTER TABLE "family_members" ADD COLUMN "is_adoptive_parent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "naturalised_elsewhere" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "in_irish_public_service_abroad" boolean DEFAULT false NOT NULL;