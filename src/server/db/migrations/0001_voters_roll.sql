ALTER TABLE "voters" ADD COLUMN "section_name_v1" text;--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN "part_name" text;--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN "part_name_v1" text;--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN "family_key" text;--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN "rln_l_nm_en" text;--> statement-breakpoint
ALTER TABLE "voters" ADD COLUMN "rln_l_nm_v1" text;--> statement-breakpoint
ALTER TABLE "voting_centres" ADD COLUMN "part_name_v1" text;--> statement-breakpoint
ALTER TABLE "voting_centres" ADD COLUMN "ac_name_v1" text;--> statement-breakpoint
CREATE INDEX "voters_family" ON "voters" USING btree ("tenant_id","acno","partno","family_key");--> statement-breakpoint
CREATE INDEX "voters_epic" ON "voters" USING btree ("tenant_id","epic_no");