#include <openssl/evp.h>

int enc_id(EVP_CIPHER_CTX *ctx, const unsigned char *key) {
    // vigil: c.ecb-mode
    return EVP_EncryptInit_ex(ctx, EVP_aes_128_ecb(), NULL, key, NULL);
}

int enc_gcm(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv) {
    // vigil-ok: c.ecb-mode
    return EVP_EncryptInit_ex(ctx, EVP_aes_128_gcm(), NULL, key, iv);
}
