#include <openssl/evp.h>

int enc_legacy(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv) {
    // vigil: c.weak-cipher
    return EVP_EncryptInit_ex(ctx, EVP_des_ede3_cbc(), NULL, key, iv);
}

int enc_modern(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv) {
    // vigil-ok: c.weak-cipher
    return EVP_EncryptInit_ex(ctx, EVP_aes_256_gcm(), NULL, key, iv);
}

int key_win(HCRYPTPROV prov, HCRYPTHASH hash, HCRYPTKEY *key) {
    // vigil: c.weak-cipher
    if (!CryptDeriveKey(prov, CALG_DES, hash, 0, key)) return 0;
    // vigil: c.weak-cipher
    if (!CryptGenKey(prov, CALG_RC4, CRYPT_EXPORTABLE, key)) return 0;
    // vigil-ok: c.weak-cipher
    return CryptDeriveKey(prov, CALG_AES_256, hash, 0, key);
}
