CREATE TABLE "voter_names" (
	"tenant_id" integer NOT NULL,
	"acno" integer NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voter_names_tenant_id_acno_kind_name_pk" PRIMARY KEY("tenant_id","acno","kind","name")
);
--> statement-breakpoint
CREATE TABLE "voter_stats" (
	"tenant_id" integer NOT NULL,
	"acno" integer NOT NULL,
	"letter" text NOT NULL,
	"gender" text NOT NULL,
	"age" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "voter_stats_tenant_id_acno_letter_gender_age_pk" PRIMARY KEY("tenant_id","acno","letter","gender","age")
);
--> statement-breakpoint
ALTER TABLE "voter_info" ADD COLUMN "acno" integer;--> statement-breakpoint
ALTER TABLE "voter_info" ADD COLUMN "partno" integer;--> statement-breakpoint
ALTER TABLE "voter_info" ADD COLUMN "slnoinpart" integer;--> statement-breakpoint
CREATE INDEX "voter_info_roll" ON "voter_info" USING btree ("tenant_id","acno","partno","slnoinpart") WHERE "voter_info"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "voters_fm_en" ON "voters" USING btree ("tenant_id","acno",upper("fm_name_en") collate "C") WHERE "voters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "voters_ln_en" ON "voters" USING btree ("tenant_id","acno","lastname_en" collate "C") WHERE "voters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "voters_fm_v1" ON "voters" USING btree ("tenant_id","acno","fm_name_v1" collate "C") WHERE "voters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "voters_ln_v1" ON "voters" USING btree ("tenant_id","acno","lastname_v1" collate "C") WHERE "voters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "voters_age" ON "voters" USING btree ("tenant_id","acno","age","partno","slnoinpart") WHERE "voters"."deleted_at" is null;