use md5;
use sha1::{Digest, Sha1};
use sha2::Sha256;

fn password_hash(pw: &str) -> String {
    // vigil: rust.weak-hash
    let digest = md5::compute(pw.as_bytes());
    format!("{:x}", digest)
}

fn signature(body: &[u8]) -> Vec<u8> {
    // vigil: rust.weak-hash
    let mut h = Sha1::new();
    h.update(body);
    h.finalize().to_vec()
}

fn integrity(body: &[u8]) -> Vec<u8> {
    // vigil-ok: rust.weak-hash
    Sha256::digest(body).to_vec()
}
