/* Session handling for the embedded admin web server. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <openssl/evp.h>
#include <openssl/md5.h>
#include <openssl/rand.h>
#include <openssl/ssl.h>

#define TOKEN_LEN 32

struct session {
    char user[64];
    char token[TOKEN_LEN + 1];
    char greeting[128];
};

void session_set_user(struct session *s, const char *user)
{
    /* vigil: c.unsafe-strcpy */
    strcpy(s->user, user);
}

void session_set_user_safe(struct session *s, const char *user)
{
    /* vigil-ok: c.unsafe-strcpy */
    snprintf(s->user, sizeof(s->user), "%s", user);
}

void session_greeting(struct session *s)
{
    /* vigil: c.unsafe-sprintf */
    sprintf(s->greeting, "Welcome back, %s!", s->user);
    /* vigil-ok: c.unsafe-sprintf */
    snprintf(s->greeting, sizeof(s->greeting), "Welcome back, %s!", s->user);
}

void session_append_role(struct session *s, const char *role)
{
    /* vigil: c.unsafe-strcpy */
    strcat(s->greeting, role);
    /* vigil-ok: c.unsafe-strcpy */
    strncat(s->greeting, role, sizeof(s->greeting) - strlen(s->greeting) - 1);
}

void session_new_token(struct session *s)
{
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int i = 0; i < TOKEN_LEN; i++) {
        /* vigil: c.insecure-random */
        s->token[i] = alphabet[rand() % (sizeof(alphabet) - 1)];
    }
    s->token[TOKEN_LEN] = '\0';
}

int session_new_token_safe(struct session *s)
{
    unsigned char raw[TOKEN_LEN / 2];
    /* vigil-ok: c.insecure-random */
    if (RAND_bytes(raw, sizeof(raw)) != 1)
        return -1;
    for (int i = 0; i < TOKEN_LEN / 2; i++)
        snprintf(&s->token[i * 2], 3, "%02x", raw[i]);
    return 0;
}

void log_login(FILE *log, const char *user)
{
    /* vigil: c.format-string */
    fprintf(log, user);
    /* vigil-ok: c.format-string */
    fprintf(log, "%s\n", user);
}

void print_banner(const char *msg)
{
    /* vigil: c.format-string */
    printf(msg);
    /* vigil-ok: c.format-string */
    printf("%s", msg);
    /* vigil-ok: c.format-string */
    printf("ready\n");
}

void greet_from_console(FILE *log)
{
    char user[64];
    if (fgets(user, sizeof(user), stdin) == NULL)
        return;
    log_login(log, user);
    print_banner(user);
}

void read_pin(char *pin)
{
    /* vigil: c.unsafe-gets */
    gets(pin);
}

void read_pin_safe(char *pin, size_t n)
{
    /* vigil-ok: c.unsafe-gets */
    if (fgets(pin, (int)n, stdin) == NULL)
        pin[0] = '\0';
}

void password_digest(const char *pw, unsigned char out[MD5_DIGEST_LENGTH])
{
    /* vigil: c.weak-hash */
    MD5((const unsigned char *)pw, strlen(pw), out);
}

int file_digest(const unsigned char *buf, size_t n, unsigned char *out, unsigned int *outlen)
{
    /* vigil-ok: c.weak-hash */
    return EVP_Digest(buf, n, out, outlen, EVP_sha256(), NULL);
}

int encrypt_legacy(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv)
{
    /* vigil: c.weak-cipher */
    return EVP_EncryptInit_ex(ctx, EVP_des_ede3_cbc(), NULL, key, iv);
}

int encrypt_blocks(EVP_CIPHER_CTX *ctx, const unsigned char *key)
{
    /* vigil: c.ecb-mode */
    return EVP_EncryptInit_ex(ctx, EVP_aes_128_ecb(), NULL, key, NULL);
}

int encrypt_modern(EVP_CIPHER_CTX *ctx, const unsigned char *key, const unsigned char *iv)
{
    /* vigil-ok: c.weak-cipher, c.ecb-mode */
    return EVP_EncryptInit_ex(ctx, EVP_aes_256_gcm(), NULL, key, iv);
}

SSL_CTX *make_client_ctx(int verify)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());
    if (!verify) {
        /* vigil: c.tls-verify-disabled */
        SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);
    } else {
        /* vigil-ok: c.tls-verify-disabled */
        SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
    }
    return ctx;
}
