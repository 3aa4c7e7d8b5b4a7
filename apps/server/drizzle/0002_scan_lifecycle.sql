ALTER TABLE "scans" ADD COLUMN "source_files" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "scan_source_archives" (
	"scan_id" uuid PRIMARY KEY NOT NULL REFERENCES "scans"("id") ON DELETE cascade,
	"archive" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
