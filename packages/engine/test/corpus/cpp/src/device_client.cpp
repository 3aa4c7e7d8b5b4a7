// Device management client: talks to the fleet API and stores credentials.
#include <boost/asio/ssl.hpp>
#include <cryptopp/aes.h>
#include <cryptopp/des.h>
#include <cryptopp/modes.h>
#include <cryptopp/osrng.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/socket.h>
#include <random>
#include <string>

namespace fleet {

namespace ssl = boost::asio::ssl;

// vigil: c.hardcoded-password
static const std::string kServicePassword = "fl33t-Service-Pw";

class DeviceClient {
public:
    explicit DeviceClient(ssl::context &ctx) : ctx_(ctx) {}

    // The fleet password comes from the service environment; the built-in one is for the lab only.
    static std::string servicePassword() {
        // vigil-ok: c.hardcoded-password
        const char *service_password = std::getenv("FLEET_SERVICE_PASSWORD");
        return service_password ? std::string(service_password) : kServicePassword;
    }

    void configureTls(bool strict) {
        if (strict) {
            // vigil-ok: c.tls-verify-disabled
            ctx_.set_verify_mode(ssl::verify_peer);
        } else {
            // vigil: c.tls-verify-disabled
            ctx_.set_verify_mode(ssl::verify_none);
        }
    }

    std::string pairingCode() {
        // vigil: c.insecure-random
        std::mt19937 gen(static_cast<unsigned>(time(nullptr)));
        std::uniform_int_distribution<int> digit(0, 9);
        std::string code;
        for (int i = 0; i < 8; ++i) code += static_cast<char>('0' + digit(gen));
        return code;
    }

    std::string pairingCodeSafe() {
        CryptoPP::AutoSeededRandomPool rng;
        std::string code;
        for (int i = 0; i < 8; ++i) {
            // vigil-ok: c.insecure-random
            code += static_cast<char>('0' + rng.GenerateWord32(0, 9));
        }
        return code;
    }

    int retryJitterMs() {
        std::random_device rd;
        // vigil-ok: c.insecure-random
        std::minstd_rand gen(rd());
        return static_cast<int>(gen() % 250);
    }

    void encryptLegacy(const CryptoPP::byte *key, const CryptoPP::byte *iv, std::string &data) {
        // vigil: c.weak-cipher
        CryptoPP::CBC_Mode<CryptoPP::DES_EDE3>::Encryption enc(key, 24, iv);
        (void)enc;
        (void)data;
    }

    void encryptBlocks(const CryptoPP::byte *key, std::string &data) {
        // vigil: c.ecb-mode
        CryptoPP::ECB_Mode<CryptoPP::AES>::Encryption enc(key, 32);
        (void)enc;
        (void)data;
    }

    void encrypt(const CryptoPP::byte *key, const CryptoPP::byte *iv, std::string &data) {
        // vigil-ok: c.ecb-mode, c.weak-cipher
        CryptoPP::CBC_Mode<CryptoPP::AES>::Encryption enc(key, 32, iv);
        (void)enc;
        (void)data;
    }

    void label(char *out, const std::string &name) {
        // vigil: c.unsafe-strcpy
        strcpy(out, name.c_str());
    }

    void labelSafe(char *out, std::size_t n, const std::string &name) {
        // vigil-ok: c.unsafe-sprintf
        std::snprintf(out, n, "device-%s", name.c_str());
    }

    void describe(char *out, const std::string &name) {
        // vigil: c.unsafe-sprintf
        std::sprintf(out, "device-%s", name.c_str());
    }

    void pollStatus(int sock) {
        char buf[128];
        ssize_t n = recv(sock, buf, sizeof(buf) - 1, 0);
        if (n <= 0)
            return;
        buf[n] = '\0';
        logStatus(std::string(buf));
    }

    void logStatus(const std::string &status) {
        // vigil: c.format-string
        std::printf(status.c_str());
        // vigil-ok: c.format-string
        std::printf("%s\n", status.c_str());
    }

    bool checkPassword(const std::string &pw) const { return pw == kServicePassword; }

private:
    ssl::context &ctx_;
};

}  // namespace fleet
