use std::fs::File;
use std::process::Command;
use rand::{rngs::StdRng, Rng, SeedableRng};

pub fn run_user(cmd: &str) {
    // vigil: rust.command-injection
    let _ = Command::new("sh").arg("-c").arg(cmd).status();
    // vigil: rust.command-injection
    let _ = Command::new("bash").args(["-c", cmd]).output();
    // vigil-ok: rust.command-injection
    let _ = Command::new("ls").arg("-l").arg(cmd).output();
}

pub async fn find(pool: &sqlx::PgPool, name: &str) {
    // vigil: rust.sql-injection
    let _ = sqlx::query(&format!("SELECT * FROM users WHERE name = '{}'", name)).fetch_all(pool).await;
    // vigil-ok: rust.sql-injection
    let _ = sqlx::query("SELECT * FROM users WHERE name = $1").bind(name).fetch_all(pool).await;
    let sql = format!("DELETE FROM users WHERE name = '{name}'");
    // vigil: rust.sql-injection
    let _ = sqlx::query(&sql).execute(pool).await;
}

pub fn diesel_find(conn: &mut diesel::PgConnection, name: &str) {
    // vigil: rust.sql-injection
    let _ = diesel::sql_query(format!("SELECT * FROM users WHERE name = '{}'", name)).execute(conn);
    // vigil-ok: rust.sql-injection
    let _ = diesel::sql_query("SELECT * FROM users WHERE name = $1").bind::<diesel::sql_types::Text, _>(name).execute(conn);
}

pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        // vigil: rust.tls-verify-disabled
        .danger_accept_invalid_certs(true)
        // vigil: rust.tls-verify-disabled
        .danger_accept_invalid_hostnames(true)
        .build()
        .unwrap()
}

pub fn client_ok() -> reqwest::Client {
    reqwest::Client::builder()
        // vigil-ok: rust.tls-verify-disabled
        .danger_accept_invalid_certs(false)
        .build()
        .unwrap()
}

pub fn hash_password(password: &str) -> String {
    // vigil: rust.weak-hash
    let digest = md5::compute(password.as_bytes());
    use sha1::{Digest, Sha1};
    // vigil: rust.weak-hash
    let mut hasher = Sha1::new();
    hasher.update(password.as_bytes());
    format!("{:x}{:x}", digest, hasher.finalize())
}

pub fn token() -> u64 {
    // vigil: rust.insecure-random
    let mut rng = StdRng::seed_from_u64(42);
    // vigil-ok: rust.insecure-random
    let mut good = rand::thread_rng();
    rng.gen::<u64>() ^ good.gen::<u64>()
}

pub fn scratch(data: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    // vigil: rust.insecure-temp-file
    let mut f = File::create("/tmp/app-upload.bin")?;
    // vigil-ok: rust.insecure-temp-file
    let mut g = tempfile::NamedTempFile::new()?;
    f.write_all(data)?;
    g.write_all(data)
}
