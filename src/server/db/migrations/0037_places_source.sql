CREATE TABLE "places_source" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_source_one_row" CHECK ("places_source"."id" = 1)
);
