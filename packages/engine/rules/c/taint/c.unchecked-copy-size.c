#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* a length announced by the input copies into a fixed buffer */
void read_record(int sock, const char *payload) {
    char msg[16];
    char dest[64];
    int len = 0;
    if (recv(sock, msg, sizeof msg - 1, 0) <= 0) return;
    msg[15] = 0;
    len = (int)strtol(msg, NULL, 10);
    // vigil: c.unchecked-copy-size
    memcpy(dest, payload, len);
    if (len >= 0 && len < (int)sizeof dest) {
        // vigil-ok: c.unchecked-copy-size
        memmove(dest, payload, len);
    }
    // vigil-ok: c.unchecked-copy-size
    strncpy(dest, payload, sizeof dest - 1);
}

/* the length goes to a helper of the same file */
static void fill(char *dst, int n) {
    // vigil: c.unchecked-copy-size
    memset(dst, 'A', n);
}

void pad(void) {
    char line[16];
    char dst[32];
    int n = 8;
    if (fgets(line, sizeof line, stdin) != NULL) n = atoi(line);
    fill(dst, n);
}
