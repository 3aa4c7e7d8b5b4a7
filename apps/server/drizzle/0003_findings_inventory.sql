-- Findings inventory: where a finding's code lives (production, test, example, docs, generated,
-- vendored; the engine's codeKind), and the indexes of the inventory, counts and trend queries.
ALTER TABLE "findings" ADD COLUMN IF NOT EXISTS "code_kind" text DEFAULT 'production' NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "findings_scan_fingerprint_idx" ON "findings" USING btree ("scan_id","fingerprint");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scans_project_status_created_idx" ON "scans" USING btree ("project_id","status","created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scans_user_status_idx" ON "scans" USING btree ("user_id","status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "finding_triage_project_state_idx" ON "finding_triage" USING btree ("project_id","state");
