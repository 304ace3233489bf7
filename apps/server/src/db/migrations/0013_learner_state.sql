CREATE TABLE "learner_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auth_version" bigint DEFAULT 0 NOT NULL,
	"learner_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION learner_state_bump(uid uuid, is_auth boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uid IS NULL THEN
    RETURN;
  END IF;
  IF is_auth THEN
    INSERT INTO learner_state AS s (user_id, auth_version) VALUES (uid, 1)
    ON CONFLICT (user_id) DO UPDATE SET auth_version = s.auth_version + 1;
  ELSE
    INSERT INTO learner_state AS s (user_id, learner_version) VALUES (uid, 1)
    ON CONFLICT (user_id) DO UPDATE SET learner_version = s.learner_version + 1;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION learner_state_learner_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM learner_state_bump(OLD.user_id, false);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM learner_state_bump(NEW.user_id, false);
  ELSIF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM learner_state_bump(NEW.user_id, false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION learner_state_basket_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM learner_state_bump((SELECT b.user_id FROM baskets b WHERE b.id = OLD.basket_id), false);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.basket_id IS DISTINCT FROM OLD.basket_id) THEN
    PERFORM learner_state_bump((SELECT b.user_id FROM baskets b WHERE b.id = NEW.basket_id), false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION learner_state_auth_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM learner_state_bump(NEW.id, true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM learner_state_bump(OLD.user_id, true);
  ELSE
    PERFORM learner_state_bump(OLD.user_id, true);
    IF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM learner_state_bump(NEW.user_id, true);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrolments_learner_state AFTER INSERT OR UPDATE OR DELETE ON enrolments
  FOR EACH ROW EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER bookmarks_learner_state AFTER INSERT OR UPDATE OR DELETE ON bookmarks
  FOR EACH ROW EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER lecture_progress_completed_learner_state AFTER INSERT ON lecture_progress
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER lecture_progress_completion_learner_state AFTER UPDATE ON lecture_progress
  FOR EACH ROW WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.course_id IS DISTINCT FROM NEW.course_id)
  EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER lecture_progress_removed_learner_state AFTER DELETE ON lecture_progress
  FOR EACH ROW WHEN (OLD.completed_at IS NOT NULL) EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER basket_items_learner_state AFTER INSERT OR UPDATE OR DELETE ON basket_items
  FOR EACH ROW EXECUTE FUNCTION learner_state_basket_item();
--> statement-breakpoint
CREATE TRIGGER baskets_status_learner_state AFTER UPDATE ON baskets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER baskets_removed_learner_state AFTER DELETE ON baskets
  FOR EACH ROW EXECUTE FUNCTION learner_state_learner_row();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_state AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION learner_state_auth_row();
--> statement-breakpoint
CREATE TRIGGER sessions_removed_auth_state AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION learner_state_auth_row();
--> statement-breakpoint
CREATE TRIGGER users_auth_state AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.roles IS DISTINCT FROM NEW.roles OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION learner_state_auth_row();
