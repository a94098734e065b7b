ALTER TABLE "survey_questions" ADD COLUMN "question_local" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "option1_local" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "option2_local" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "option3_local" text;