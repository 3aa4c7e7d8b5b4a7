/* Reads meter frames from a socket and prints per-unit averages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

static void report(char *line) {
    /* vigil: c.command-injection */
    system(line);
}

void poll_meter(int sock) {
    char frame[64];
    char out[32];
    int units = 0;
    int n = recv(sock, frame, sizeof frame - 1, 0);
    if (n <= 0) return;
    frame[n] = 0;
    units = (int)strtol(frame, NULL, 10);
    /* vigil: c.divide-by-zero */
    printf("%d\n", 1000 / units);
    if (units != 0) {
        /* vigil-ok: c.divide-by-zero */
        printf("%d\n", 1000 % units);
    }
    /* vigil: c.unchecked-copy-size */
    memcpy(out, frame + 8, units);
    if (units > 0 && units < (int)sizeof out) {
        /* vigil-ok: c.unchecked-copy-size */
        memcpy(out, frame + 8, units);
    }
    void (*sink)(char *) = report;
    sink(frame);
}
