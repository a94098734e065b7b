ALTER TABLE "claims" ADD COLUMN "door_voter_id" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "match_voter_id" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "not_voter_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_door_voter_fk" FOREIGN KEY ("tenant_id","door_voter_id") REFERENCES "public"."voters"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_match_voter_fk" FOREIGN KEY ("tenant_id","match_voter_id") REFERENCES "public"."voters"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_created_by" ON "claims" USING btree ("tenant_id","created_by") WHERE "claims"."deleted_at" is null;