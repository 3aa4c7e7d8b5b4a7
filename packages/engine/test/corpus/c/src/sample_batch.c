/* Reads a batch of samples from standard input and prints their per-sample share. */
#include <stdio.h>
#include <stdlib.h>

void share_of_total(void) {
    char line[32] = "";
    int count = 0;
    int total = 1000;
    if (fgets(line, sizeof line, stdin) != NULL) count = atoi(line);
    if (count != 0) {
        printf("share %d\n", total / count);
    }
    /* vigil: c.divide-by-zero */
    printf("rest %d\n", total % count);
}

void share_checked(void) {
    char line[32] = "";
    int count = 0;
    if (fgets(line, sizeof line, stdin) != NULL) count = atoi(line);
    if (count == 0) count = 1;
    /* vigil-ok: c.divide-by-zero */
    printf("share %d\n", 1000 / count);
}

void fill_samples(void) {
    char line[32] = "";
    int samples[16];
    int n = 0, i;
    if (fgets(line, sizeof line, stdin) != NULL) n = atoi(line);
    for (i = 0; i < n; i++) {
        /* vigil: c.unchecked-copy-size */
        samples[i] = 0;
    }
    printf("%d\n", samples[0]);
}

void fill_samples_checked(void) {
    char line[32] = "";
    int samples[16];
    int n = 0, i;
    if (fgets(line, sizeof line, stdin) != NULL) n = atoi(line);
    if (n > 16) n = 16;
    for (i = 0; i < n; i++) {
        /* vigil-ok: c.unchecked-copy-size */
        samples[i] = 0;
    }
    printf("%d\n", samples[0]);
}
