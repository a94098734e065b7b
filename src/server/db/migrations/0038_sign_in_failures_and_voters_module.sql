CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
-- The voter roll gets a role module of its own (Voters). Roles that exist when it arrives keep
-- what they could do before it (the roll was open to every role): an admin takes it away where
-- it does not belong.
UPDATE "roles" SET "modules" = "modules" || '["Voters"]'::jsonb WHERE NOT ("modules" ? 'Voters');
