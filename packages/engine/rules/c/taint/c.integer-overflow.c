#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <math.h>

/* a count read from the console grows by one, doubles and is squared */
void grow(void) {
    char line[32];
    int count = 0;
    if (fgets(line, sizeof line, stdin) != NULL) count = atoi(line);
    // vigil: c.integer-overflow
    int next = count + 1;
    // vigil: c.integer-overflow
    int twice = count * 2;
    // vigil: c.integer-overflow
    count++;
    printf("%d %d %d\n", next, twice, count);
}

/* a value read with fscanf shrinks: a check against the upper limit does not stop the underflow */
void shrink(FILE *in) {
    int level = 0;
    if (fscanf(in, "%d", &level) != 1) return;
    if (level < INT_MAX) {
        // vigil: c.integer-overflow
        level--;
    }
    printf("%d\n", level);
}

/* checked against the limit in the direction of the arithmetic */
void checked(FILE *in) {
    int n = 0;
    long w = 0;
    if (fscanf(in, "%d", &n) != 1) return;
    if (n < INT_MAX) {
        // vigil-ok: c.integer-overflow
        printf("%d\n", n + 1);
    }
    if (fscanf(in, "%ld", &w) != 1) return;
    if (w > LONG_MIN) {
        // vigil-ok: c.integer-overflow
        w -= 1;
    }
    int sq = 0;
    if (fscanf(in, "%d", &sq) != 1) return;
    if (abs(sq) < (long)sqrt((double)INT_MAX)) {
        // vigil-ok: c.integer-overflow
        printf("%d\n", sq * sq);
    }
    int k = 20;
    // vigil-ok: c.integer-overflow
    printf("%d\n", k + 1);
    int c = getchar();
    // vigil-ok: c.integer-overflow
    printf("%d\n", c - '0');
}
