//! HTTP handlers of the inventory service (axum + sqlx).
use std::process::Command;

use axum::extract::{Path, Query, State};
use md5::{Digest as _, Md5};
use rand::rngs::{OsRng, SmallRng};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sha2::Sha256;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct Search {
    q: String,
}

// vigil: rust.hardcoded-password
const DB_PASSWORD: &str = "inv-db-Passw0rd";

pub async fn search(State(pool): State<PgPool>, Query(s): Query<Search>) -> String {
    let sql = format!("SELECT name FROM items WHERE name LIKE '%{}%'", s.q);
    // vigil: rust.sql-injection
    let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
    // vigil-ok: rust.sql-injection
    let safe: Vec<(String,)> = sqlx::query_as("SELECT name FROM items WHERE name LIKE $1").bind(format!("%{}%", s.q)).fetch_all(&pool).await.unwrap_or_default();
    format!("{} {}", rows.len(), safe.len())
}

pub async fn thumbnail(Path(file): Path<String>) -> String {
    // vigil: rust.command-injection
    let out = Command::new("sh").arg("-c").arg(format!("convert /srv/img/{} -resize 64x64 /tmp/t.png", file)).output();
    // vigil-ok: rust.command-injection
    let out2 = Command::new("convert").arg(format!("/srv/img/{}", file)).args(["-resize", "64x64", "/tmp/t.png"]).output();
    format!("{:?} {:?}", out.is_ok(), out2.is_ok())
}

pub fn password_hash(pw: &str) -> Vec<u8> {
    // vigil: rust.weak-hash
    let mut h = Md5::new();
    h.update(pw.as_bytes());
    h.finalize().to_vec()
}

pub fn content_hash(data: &[u8]) -> Vec<u8> {
    // vigil-ok: rust.weak-hash
    let mut h = Sha256::new();
    h.update(data);
    h.finalize().to_vec()
}

pub fn session_token() -> u64 {
    // vigil: rust.insecure-random
    SmallRng::seed_from_u64(42).next_u64()
}

pub fn session_token_safe() -> u64 {
    // vigil-ok: rust.insecure-random
    OsRng.next_u64()
}

pub fn client(strict: bool) -> reqwest::Client {
    if strict {
        // vigil-ok: rust.tls-verify-disabled
        return reqwest::Client::builder().https_only(true).build().unwrap();
    }
    // vigil: rust.tls-verify-disabled
    reqwest::Client::builder().danger_accept_invalid_certs(true).build().unwrap()
}

pub fn checksum(buf: &[u8]) -> u32 {
    let mut sum: u32 = 0;
    // vigil: rust.unsafe-block
    unsafe {
        let p = buf.as_ptr();
        for i in 0..buf.len() {
            sum = sum.wrapping_add(*p.add(i) as u32);
        }
    }
    sum
}

pub fn checksum_safe(buf: &[u8]) -> u32 {
    // vigil-ok: rust.unsafe-block
    buf.iter().fold(0u32, |acc, b| acc.wrapping_add(*b as u32))
}

pub fn db_url() -> String {
    format!("postgres://inventory:{}@db.internal/inventory", DB_PASSWORD)
}

pub fn db_url_env() -> String {
    // vigil-ok: rust.hardcoded-password
    let password = std::env::var("DB_PASSWORD").unwrap_or_default();
    format!("postgres://inventory:{}@db.internal/inventory", password)
}
