CREATE TABLE "constituency_polls" (
	"tenant_id" integer NOT NULL,
	"acno" integer NOT NULL,
	"poll_date" date NOT NULL,
	"poll_close" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "constituency_polls_tenant_id_acno_pk" PRIMARY KEY("tenant_id","acno")
);
--> statement-breakpoint
ALTER TABLE "field_changes" ALTER COLUMN "voter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_from" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_to" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "silence_hours" smallint DEFAULT 48 NOT NULL;