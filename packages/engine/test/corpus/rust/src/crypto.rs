use aes::Aes128;
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
