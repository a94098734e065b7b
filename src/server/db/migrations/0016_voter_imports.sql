-- The console's roll upload jobs, kept in the database (see schema.ts voterImports).
CREATE TABLE "voter_imports" (
	"tenant_id" integer NOT NULL,
	"id" text NOT NULL,
	"state" text NOT NULL,
	"job" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voter_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "voter_imports_running" ON "voter_imports" USING btree ("tenant_id") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "voter_imports_recent" ON "voter_imports" USING btree ("tenant_id","started_at");