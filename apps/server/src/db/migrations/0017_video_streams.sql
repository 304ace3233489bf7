ALTER TABLE "lectures" ADD COLUMN "video_status" text;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "video_failure" text;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "video_stream" jsonb;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "video_pending_keys" jsonb;