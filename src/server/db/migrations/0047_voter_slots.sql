CREATE TABLE "voter_slots" (
	"tenant_id" integer NOT NULL,
	"voter_id" bigint NOT NULL,
	"acno" integer NOT NULL,
	"partno" integer NOT NULL,
	"slnoinpart" integer NOT NULL,
	"on_roll" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voter_slots_tenant_id_voter_id_pk" PRIMARY KEY("tenant_id","voter_id"),
	CONSTRAINT "voter_slots_on_roll" CHECK ("voter_slots"."on_roll")
);
--> statement-breakpoint
INSERT INTO "voter_slots" ("tenant_id", "voter_id", "acno", "partno", "slnoinpart", "on_roll", "updated_at")
SELECT "tenant_id", "id", "acno", "partno", "slnoinpart", CASE WHEN "deleted_at" IS NULL THEN true END, "updated_at" FROM "voters";
--> statement-breakpoint
ALTER TABLE "voter_slots" ADD CONSTRAINT "voter_slots_roll_key" UNIQUE ("tenant_id", "acno", "partno", "slnoinpart", "on_roll") DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "voters" DROP CONSTRAINT "voters_roll_key";--> statement-breakpoint
DROP INDEX "voters_age";--> statement-breakpoint
CREATE INDEX "voters_part" ON "voters" USING btree ("tenant_id","acno","partno");--> statement-breakpoint
CREATE INDEX "voters_age" ON "voters" USING btree ("tenant_id","acno","age","partno");--> statement-breakpoint
CREATE OR REPLACE FUNCTION voter_info_roll_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.acno, s.partno, s.slnoinpart INTO NEW.acno, NEW.partno, NEW.slnoinpart
    FROM voter_slots s WHERE s.tenant_id = NEW.tenant_id AND s.voter_id = NEW.voter_id AND s.on_roll;
  RETURN NEW;
END $$;
--> statement-breakpoint
ALTER TABLE "voters" DROP COLUMN "slnoinpart";
