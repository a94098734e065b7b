CREATE TABLE "roll_edition_spans" (
	"tenant_id" integer NOT NULL,
	"acno" integer NOT NULL,
	"voter_id" bigint NOT NULL,
	"edition_id" bigint NOT NULL,
	"partno" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"content" uuid NOT NULL,
	CONSTRAINT "roll_edition_spans_tenant_id_acno_voter_id_valid_from_pk" PRIMARY KEY("tenant_id","acno","voter_id","valid_from")
);
--> statement-breakpoint
-- editions from before the spans: their constituency's spans are built at its first comparison (editions/spans.ts)
ALTER TABLE "roll_editions" ADD COLUMN "spanned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roll_editions" ALTER COLUMN "spanned" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "roll_edition_spans" ADD CONSTRAINT "roll_edition_spans_edition_fk" FOREIGN KEY ("tenant_id","edition_id") REFERENCES "public"."roll_editions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roll_edition_spans_open" ON "roll_edition_spans" USING btree ("tenant_id","acno","voter_id") WHERE "roll_edition_spans"."valid_until" is null;--> statement-breakpoint
CREATE INDEX "roll_edition_spans_from" ON "roll_edition_spans" USING btree ("tenant_id","acno","valid_from");--> statement-breakpoint
CREATE INDEX "roll_edition_spans_until" ON "roll_edition_spans" USING btree ("tenant_id","acno","valid_until");