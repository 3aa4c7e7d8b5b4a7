use aes::Aes128;
use aes_gcm::aead::{Aead, AeadCore, OsRng};
use aes_gcm::Aes256Gcm;
use cipher::{BlockEncrypt, KeyInit};
use des::TdesEde3;

pub fn encrypt_legacy(key: &[u8; 24], block: &mut [u8; 8]) {
    // vigil: rust.weak-cipher
    let c = TdesEde3::new_from_slice(key).unwrap();
    c.encrypt_block(block.into());
}

pub fn encrypt_each_block(key: &[u8; 16], data: &mut [u8]) {
    let c = Aes128::new_from_slice(key).unwrap();
    for chunk in data.chunks_mut(16) {
        // vigil: rust.ecb-mode
        c.encrypt_block(chunk.into());
    }
}

/// Seals each record with AES-256-GCM under its own random nonce (nonce || ciphertext || tag).
pub fn seal_records(key: &[u8; 32], records: &[Vec<u8>]) -> Result<Vec<Vec<u8>>, aes_gcm::Error> {
    // vigil-ok: rust.weak-cipher
    let cipher = Aes256Gcm::new_from_slice(key).expect("32-byte key");
    let mut sealed = Vec::with_capacity(records.len());
    for record in records {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        // vigil-ok: rust.ecb-mode
        let mut ct = cipher.encrypt(&nonce, record.as_slice())?;
        let mut out = nonce.to_vec();
        out.append(&mut ct);
        sealed.push(out);
    }
    Ok(sealed)
}
