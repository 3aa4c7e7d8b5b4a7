CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_at_idx" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
INSERT INTO "login_failures" ("email", "failures", "last_failed_at", "locked_until")
  SELECT "email", "failed_login_count", coalesce("last_failed_login_at", now()), "login_locked_until"
  FROM "users" WHERE "failed_login_count" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_failed_login_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";