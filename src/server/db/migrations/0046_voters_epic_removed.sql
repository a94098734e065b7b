DROP INDEX "voters_epic";--> statement-breakpoint
CREATE INDEX "voters_epic_removed" ON "voters" USING btree ("tenant_id","epic_no" collate "C") WHERE "voters"."deleted_at" is not null;