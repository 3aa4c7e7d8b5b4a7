#include <curl/curl.h>
#include <openssl/ssl.h>

void setup(SSL_CTX *ctx, CURL *curl) {
    // vigil: c.tls-verify-disabled
    SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);
    // vigil: c.tls-verify-disabled
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 0L);
    // vigil-ok: c.tls-verify-disabled
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
    // vigil-ok: c.tls-verify-disabled
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
}
