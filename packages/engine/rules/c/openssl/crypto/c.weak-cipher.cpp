#include <cryptopp/des.h>
#include <cryptopp/gcm.h>
#include <cryptopp/modes.h>

void legacy(const CryptoPP::byte *key, const CryptoPP::byte *iv) {
    // vigil: c.weak-cipher
    CryptoPP::CBC_Mode<CryptoPP::DES_EDE3>::Encryption enc(key, 24, iv);
    // vigil-ok: c.weak-cipher
    CryptoPP::GCM<CryptoPP::AES>::Encryption gcm;
}
