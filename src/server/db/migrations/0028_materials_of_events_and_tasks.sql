ALTER TABLE "events" ADD COLUMN "resources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "resources" jsonb DEFAULT '[]'::jsonb NOT NULL;