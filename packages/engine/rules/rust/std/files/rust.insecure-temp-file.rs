use std::fs::{self, File, OpenOptions};
use std::io::Write;

pub fn dump(report: &[u8]) -> std::io::Result<()> {
    // vigil: rust.insecure-temp-file
    let mut f = File::create("/tmp/report.csv")?;
    f.write_all(report)?;
    // vigil: rust.insecure-temp-file
    fs::write("/var/tmp/last-run.json", report)?;
    // vigil: rust.insecure-temp-file
    let mut g = OpenOptions::new().write(true).create(true).open("/tmp/app.lock")?;
    g.write_all(b"1")
}

pub fn dump_safe(report: &[u8]) -> std::io::Result<()> {
    // vigil-ok: rust.insecure-temp-file
    let mut f = tempfile::NamedTempFile::new()?;
    f.write_all(report)?;
    // exclusive creation fails when the path exists, a planted link included
    // vigil-ok: rust.insecure-temp-file
    let mut g = OpenOptions::new().write(true).create_new(true).open("/tmp/app.lock")?;
    g.write_all(b"1")?;
    // vigil-ok: rust.insecure-temp-file
    fs::write("/srv/app/data/report.csv", report)
}
