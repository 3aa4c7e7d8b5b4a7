use axum::extract::{Path, Query};
use serde::Deserialize;
use std::fs;
use std::path::PathBuf;

#[derive(Deserialize)]
pub struct Export {
    name: String,
}

pub async fn export(Query(q): Query<Export>) -> String {
    // vigil: rust.path-traversal
    fs::read_to_string(format!("/var/exports/{}", q.name)).unwrap_or_default()
}

pub async fn avatar(Path(user): Path<String>) -> Vec<u8> {
    let base = PathBuf::from("/var/avatars");
    let file = std::path::Path::new(&user).file_name().map(|f| f.to_owned()).unwrap_or_default();
    // vigil-ok: rust.path-traversal
    fs::read(base.join(std::path::Path::new(&file).file_name().unwrap())).unwrap_or_default()
}

pub fn banner() -> String {
    // vigil-ok: rust.path-traversal
    fs::read_to_string("/etc/motd").unwrap_or_default()
}
