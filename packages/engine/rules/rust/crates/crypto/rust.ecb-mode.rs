use openssl::symm::Cipher;

fn ecb() -> Cipher {
    // vigil: rust.ecb-mode
    Cipher::aes_128_ecb()
}

fn gcm() -> Cipher {
    // vigil-ok: rust.ecb-mode
    Cipher::aes_256_gcm()
}

fn encrypt_each_block(key: &[u8; 16], data: &mut [u8]) {
    let c = aes::Aes128::new_from_slice(key).unwrap();
    for chunk in data.chunks_mut(16) {
        // vigil: rust.ecb-mode
        c.encrypt_block(chunk.into());
    }
}

fn encrypt_single(c: &aes::Aes128, block: &mut aes::Block) {
    // vigil-ok: rust.ecb-mode
    c.encrypt_block(block);
}
