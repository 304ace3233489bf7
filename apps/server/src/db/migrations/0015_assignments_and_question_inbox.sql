CREATE TABLE "assignment_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecture_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text,
	"link" text,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"file_type" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer,
	"max_score" integer,
	"feedback" text,
	"graded_at" timestamp with time zone,
	"graded_by" uuid
);
--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "max_score" integer;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_user_lecture_uq" ON "assignment_submissions" USING btree ("user_id","lecture_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_lecture_idx" ON "assignment_submissions" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_course_queue_idx" ON "assignment_submissions" USING btree ("course_id",("graded_at" IS NOT NULL),"submitted_at");--> statement-breakpoint
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