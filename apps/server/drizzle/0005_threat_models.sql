-- Per-project threat models: whose data the project's scans take as untrusted (remote request
-- data by default; local files, environment and command line; library function parameters).
ALTER TABLE "projects" ADD COLUMN IF NOT EXISTS "threat_models" text[] DEFAULT ARRAY['remote']::text[] NOT NULL;
