ALTER TABLE "events" ADD COLUMN "voter_group_id" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "first_contact" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "second_contact" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "third_contact" bigint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "team" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "vehicles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_voter_group_fk" FOREIGN KEY ("tenant_id","voter_group_id") REFERENCES "public"."voter_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_first_contact_fk" FOREIGN KEY ("tenant_id","first_contact") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_second_contact_fk" FOREIGN KEY ("tenant_id","second_contact") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_third_contact_fk" FOREIGN KEY ("tenant_id","third_contact") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;