use actix_web::{web, HttpResponse};
use axum::response::Html;
use std::process::Command;

pub fn a(name: &str, conn: &rusqlite::Connection, id: &str) {
    // vigil-todo: rust.path-traversal
    let _ = std::fs::read_to_string(format!("/srv/data/{}", name));
    // vigil: rust.sql-injection
    let _ = conn.execute(&format!("DELETE FROM notes WHERE id = {}", id), []);
    // vigil-ok: rust.sql-injection
    let _ = conn.execute("DELETE FROM notes WHERE id = ?1", [id]);
    // vigil: rust.command-injection
    let _ = Command::new("sh").arg("-c").arg(format!("gzip {}", name)).status();
}

pub fn b(password: &str) {
    use md5::{Digest, Md5};
    // vigil: rust.weak-hash
    let _ = Md5::digest(password.as_bytes());
    // vigil: rust.weak-cipher, rust.hardcoded-key
    let _c = des::Des::new_from_slice(b"8bytekey");
    // vigil-todo: rust.insecure-random
    let _r = rand::rngs::SmallRng::seed_from_u64(1234);
    // vigil: rust.hardcoded-password
    let db_password = "hunter2-prod";
    let _ = db_password;
}

pub fn c() {
    // vigil: rust.tls-verify-disabled
    let _ = native_tls::TlsConnector::builder().danger_accept_invalid_certs(true).build();
    // vigil-todo: rust.tls-verify-disabled
    let _cfg = rustls::ClientConfig::builder().dangerous().with_custom_certificate_verifier(std::sync::Arc::new(NoVerify));
}

pub async fn d(q: web::Query<std::collections::HashMap<String, String>>) -> HttpResponse {
    let name = q.get("name").cloned().unwrap_or_default();
    // vigil: rust.xss
    HttpResponse::Ok().content_type("text/html").body(format!("<h1>Hello {}</h1>", name))
}

pub async fn e(axum::extract::Query(p): axum::extract::Query<std::collections::HashMap<String, String>>) -> Html<String> {
    // vigil: rust.xss
    Html(format!("<p>{}</p>", p.get("q").cloned().unwrap_or_default()))
}

pub async fn e_safe() -> Html<&'static str> {
    // vigil-ok: rust.xss
    Html("<p>static</p>")
}

pub fn f() {
    // vigil: rust.cors-permissive
    let _c = actix_cors::Cors::permissive();
    // vigil: rust.cors-permissive
    let _l = tower_http::cors::CorsLayer::very_permissive();
    // vigil-ok: rust.cors-permissive
    let _k = actix_cors::Cors::default().allowed_origin("https://app.example.com");
}
