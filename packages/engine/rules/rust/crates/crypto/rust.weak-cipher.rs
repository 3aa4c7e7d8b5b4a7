use des::TdesEde3;
use aes_gcm::{Aes256Gcm, KeyInit};
use openssl::symm::Cipher;

fn legacy(key: &[u8]) -> TdesEde3 {
    // vigil: rust.weak-cipher
    TdesEde3::new_from_slice(key).unwrap()
}

fn openssl_legacy() -> Cipher {
    // vigil: rust.weak-cipher
    Cipher::des_ede3_cbc()
}

fn modern(key: &[u8]) -> Aes256Gcm {
    // vigil-ok: rust.weak-cipher
    Aes256Gcm::new_from_slice(key).unwrap()
}
