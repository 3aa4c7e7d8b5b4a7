#include <stdlib.h>
#include <sys/random.h>

void make_session_id(unsigned char *out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        // vigil: c.insecure-random
        out[i] = (unsigned char)(rand() & 0xff);
    }
}

int roll_dice(void) {
    // vigil-ok: c.insecure-random
    int face = rand() % 6 + 1;
    return face;
}

void make_token(unsigned char *token, size_t n) {
    // vigil-ok: c.insecure-random
    getrandom(token, n, 0);
}

void make_key(unsigned char *key, int n) {
    for (int i = 0; i < n; i++) {
        // vigil: c.insecure-random
        key[i] = (unsigned char)(rand() & 0xff);
    }
}

void shuffle(int *bucket, int n) {
    for (int i = 0; i < n; i++) {
        // vigil-ok: c.insecure-random
        bucket[i] = rand() % n;
    }
}
