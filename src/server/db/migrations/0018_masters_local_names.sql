-- An organisation may name its religions, castes and categories in Devanagari too; Hindi and Marathi
-- pages show that name where it is given.
ALTER TABLE "categories" ADD COLUMN "name_local" text;--> statement-breakpoint
ALTER TABLE "religion_categories" ADD COLUMN "name_local" text;--> statement-breakpoint
ALTER TABLE "religions" ADD COLUMN "name_local" text;