CREATE TABLE "question_counts" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"lecturer_id" uuid NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_counts" ADD CONSTRAINT "question_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_counts_lecturer_idx" ON "question_counts" USING btree ("lecturer_id");--> statement-breakpoint
CREATE FUNCTION question_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_counts AS c (course_id, lecturer_id, total, unanswered)
  SELECT course_id, min(lecturer_id::text)::uuid, count(*),
         count(*) FILTER (WHERE lecturer_answer_count = 0 AND NOT has_accepted_answer)
  FROM new_rows GROUP BY course_id
  ON CONFLICT (course_id) DO UPDATE
    SET total = c.total + EXCLUDED.total, unanswered = c.unanswered + EXCLUDED.unanswered;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION question_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE question_counts c SET total = c.total + d.n, unanswered = c.unanswered + d.u
  FROM (
    SELECT course_id, sum(n)::int AS n, sum(u)::int AS u FROM (
      SELECT course_id, 1 AS n, (lecturer_answer_count = 0 AND NOT has_accepted_answer)::int AS u FROM new_rows
      UNION ALL
      SELECT course_id, -1, -((lecturer_answer_count = 0 AND NOT has_accepted_answer)::int) FROM old_rows
    ) x GROUP BY course_id
  ) d
  WHERE c.course_id = d.course_id AND (d.n <> 0 OR d.u <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION question_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE question_counts c SET total = c.total - d.n, unanswered = c.unanswered - d.u
  FROM (
    SELECT course_id, count(*)::int AS n,
           (count(*) FILTER (WHERE lecturer_answer_count = 0 AND NOT has_accepted_answer))::int AS u
    FROM old_rows GROUP BY course_id
  ) d
  WHERE c.course_id = d.course_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER question_counts_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER question_counts_update AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_updated();
--> statement-breakpoint
CREATE TRIGGER question_counts_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION question_counts_deleted();
--> statement-breakpoint
INSERT INTO question_counts (course_id, lecturer_id, total, unanswered)
SELECT course_id, min(lecturer_id::text)::uuid, count(*),
       count(*) FILTER (WHERE lecturer_answer_count = 0 AND NOT has_accepted_answer)
FROM questions GROUP BY course_id;
