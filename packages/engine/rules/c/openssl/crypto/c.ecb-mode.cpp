#include <cryptopp/aes.h>
#include <cryptopp/modes.h>

void blocks(const CryptoPP::byte *key, const CryptoPP::byte *iv) {
    // vigil: c.ecb-mode
    CryptoPP::ECB_Mode<CryptoPP::AES>::Encryption enc(key, 32);
    // vigil-ok: c.ecb-mode
    CryptoPP::CBC_Mode<CryptoPP::AES>::Encryption cbc(key, 32, iv);
}
