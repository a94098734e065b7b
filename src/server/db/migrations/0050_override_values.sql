ALTER TABLE "field_overrides" ADD COLUMN "previous" jsonb;--> statement-breakpoint
ALTER TABLE "field_overrides" ADD COLUMN "previous_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "field_overrides" ADD COLUMN "value" jsonb;--> statement-breakpoint
ALTER TABLE "field_overrides" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "field_overrides" ADD COLUMN "settled_by" bigint;--> statement-breakpoint
ALTER TABLE "field_overrides" ADD CONSTRAINT "field_overrides_settled_by_fk" FOREIGN KEY ("tenant_id","settled_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_overrides_open" ON "field_overrides" USING btree ("tenant_id","at") WHERE "field_overrides"."settled_at" is null;