CREATE TABLE "lecture_question_versions" (
	"lecture_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION lecture_question_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lecture_question_versions AS v (lecture_id, version)
  SELECT DISTINCT lecture_id, 1 FROM changed_rows
  ON CONFLICT (lecture_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lecture_question_versions_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_versions_bump();
--> statement-breakpoint
CREATE TRIGGER lecture_question_versions_update AFTER UPDATE ON questions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_versions_bump();
--> statement-breakpoint
CREATE TRIGGER lecture_question_versions_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_versions_bump();
--> statement-breakpoint
CREATE FUNCTION lecture_question_versions_author_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lecture_question_versions AS v (lecture_id, version)
  SELECT DISTINCT lecture_id, 1 FROM questions WHERE author_id = NEW.id
  ON CONFLICT (lecture_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lecture_question_versions_author_renamed AFTER UPDATE OF name, surname ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION lecture_question_versions_author_renamed();
