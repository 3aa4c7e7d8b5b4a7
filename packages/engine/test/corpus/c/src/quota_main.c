/* Reads the number of users from standard input and applies the quota. */
#include <stdio.h>
#include <stdlib.h>

void apply_quota(int users);
void apply_quota_checked(int users);

void quota_from_input(void) {
    char line[32] = "";
    int users = 0;
    if (fgets(line, sizeof line, stdin) != NULL) users = atoi(line);
    apply_quota(users);
    /* vigil-ok: c.divide-by-zero, c.unchecked-index, c.unchecked-copy-size */
    apply_quota_checked(users);
}
