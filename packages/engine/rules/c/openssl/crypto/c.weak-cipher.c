#include <openssl/evp.h>

int enc_legacy(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv) {
    // vigil: c.weak-cipher
    return EVP_EncryptInit_ex(ctx, EVP_des_ede3_cbc(), NULL, key, iv);
}

int enc_modern(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv) {
    // vigil-ok: c.weak-cipher
    return EVP_EncryptInit_ex(ctx, EVP_aes_256_gcm(), NULL, key, iv);
}
