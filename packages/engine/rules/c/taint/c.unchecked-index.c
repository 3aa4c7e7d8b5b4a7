#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>

#define SLOTS 16

static int slots[SLOTS];

/* a slot number typed by the user, checked only from below */
void set_slot(void) {
    char line[32];
    int i;
    if (fgets(line, sizeof line, stdin) == NULL) return;
    i = atoi(line);
    if (i >= 0) {
        // vigil: c.unchecked-index
        slots[i] = 1;
    }
    if (i >= 0 && i < SLOTS) {
        // vigil-ok: c.unchecked-index
        slots[i] = 2;
    }
}

/* an index from the network, rejected early when too large */
int read_slot(int sock) {
    char buf[16];
    int n = recv(sock, buf, sizeof buf - 1, 0);
    if (n <= 0) return -1;
    buf[n] = '\0';
    long idx = strtol(buf, NULL, 10);
    // vigil: c.unchecked-index
    int before = slots[idx];
    if (idx < 0 || idx >= SLOTS) return -1;
    // vigil-ok: c.unchecked-index
    return slots[idx] + before;
}

/* a constant index */
int first_slot(void) {
    int k = 3;
    // vigil-ok: c.unchecked-index
    return slots[k];
}

/* a read checked only from above: a negative slot reads before the array */
int peek_slot(void) {
    char line[32];
    if (fgets(line, sizeof line, stdin) == NULL) return 0;
    int i = atoi(line);
    int v = 0;
    if (i < SLOTS) {
        // vigil: c.unchecked-index
        v = slots[i];
    }
    unsigned int u = (unsigned int)strtoul(line, NULL, 10);
    if (u < SLOTS) {
        // vigil-ok: c.unchecked-index
        v += slots[u];
    }
    return v;
}
