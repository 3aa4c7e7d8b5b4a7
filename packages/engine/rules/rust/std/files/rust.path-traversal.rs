use actix_web::{web, HttpResponse};
use std::fs::{self, File};
use std::path::{Path, PathBuf};

fn main() {
    let name = std::env::args().nth(1).unwrap_or_default();
    // vigil: rust.path-traversal
    let text = fs::read_to_string(&name).unwrap();
    // vigil-ok: rust.path-traversal
    let conf = fs::read_to_string("/etc/app/config.toml").unwrap();
    println!("{}{}", text, conf);
}

async fn download(path: web::Path<String>) -> HttpResponse {
    // vigil: rust.path-traversal
    match fs::read(format!("/srv/files/{}", path.into_inner())) {
        Ok(b) => HttpResponse::Ok().body(b),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

async fn delete(axum::extract::Query(q): Query<Params>) -> &'static str {
    // vigil: rust.path-traversal
    let _ = std::fs::remove_file(&q.file);
    "ok"
}

async fn open_safe(path: web::Path<String>) -> std::io::Result<File> {
    let name = Path::new(path.as_str()).file_name().unwrap_or_default().to_owned();
    let base = PathBuf::from("/srv/files");
    // vigil-ok: rust.path-traversal
    File::open(base.join(Path::new(&name).file_name().unwrap()))
}

async fn open_checked(path: web::Path<String>) -> std::io::Result<File> {
    let base = PathBuf::from("/srv/files").canonicalize()?;
    let full = base.join(path.as_str()).canonicalize()?;
    if !full.starts_with(&base) {
        return Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
    }
    // vigil-ok: rust.path-traversal
    File::open(full)
}

fn load_template(file: &str) -> String {
    // vigil-ok: rust.path-traversal
    fs::read_to_string(file).unwrap_or_default()
}
