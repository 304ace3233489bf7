DROP INDEX "questions_lecture_created_idx";--> statement-breakpoint
DROP INDEX "questions_lecture_top_idx";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "lecturer_id" uuid;--> statement-breakpoint
UPDATE "questions" q SET "lecturer_id" = c."lecturer_id" FROM "courses" c WHERE c."id" = q."course_id";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "lecturer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_lecture_newest_idx" ON "questions" USING btree ("lecture_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "questions_lecture_votes_idx" ON "questions" USING btree ("lecture_id","upvote_count" DESC,"created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "questions_lecturer_inbox_idx" ON "questions" USING btree ("lecturer_id",("lecturer_answer_count" = 0 AND NOT "has_accepted_answer") DESC,"created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "questions_lecturer_unanswered_idx" ON "questions" USING btree ("lecturer_id","created_at" DESC,"id" DESC) WHERE "questions"."lecturer_answer_count" = 0 AND NOT "questions"."has_accepted_answer";