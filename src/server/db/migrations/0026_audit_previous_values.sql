ALTER TABLE "audit_log" ADD COLUMN "previous" jsonb;--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit_log" USING btree ("tenant_id","at");