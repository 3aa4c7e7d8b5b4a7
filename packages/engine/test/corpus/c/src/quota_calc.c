/* Per-user quota arithmetic shared by the quota tools. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int quota_table[16];

void apply_quota(int users) {
    char header[32] = "quota";
    char line[16];
    /* vigil: c.divide-by-zero */
    printf("per user %d\n", 4096 / users);
    /* vigil: c.unchecked-index */
    quota_table[users] = 1;
    /* vigil: c.unchecked-copy-size */
    memcpy(line, header, users);
}

void apply_quota_checked(int users) {
    if (users <= 0 || users >= 16) return;
    printf("per user %d\n", 4096 / users);
    quota_table[users] = 1;
}
