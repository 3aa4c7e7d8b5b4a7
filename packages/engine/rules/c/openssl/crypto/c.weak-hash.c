#include <openssl/evp.h>
#include <openssl/md5.h>

void hash_password(const char *pw, unsigned char out[16]) {
    // vigil: c.weak-hash
    MD5((const unsigned char *)pw, strlen(pw), out);
}

void sign(EVP_MD_CTX *ctx) {
    // vigil: c.weak-hash
    EVP_DigestInit_ex(ctx, EVP_sha1(), NULL);
    // vigil-ok: c.weak-hash
    EVP_DigestInit_ex(ctx, EVP_sha256(), NULL);
}

int digest_win(HCRYPTPROV prov, HCRYPTHASH *hash) {
    // vigil: c.weak-hash
    if (!CryptCreateHash(prov, CALG_MD5, 0, 0, hash)) return 0;
    // vigil: c.weak-hash
    if (!CryptCreateHash(prov, CALG_SHA1, 0, 0, hash)) return 0;
    // vigil-ok: c.weak-hash
    return CryptCreateHash(prov, CALG_SHA_256, 0, 0, hash);
}
