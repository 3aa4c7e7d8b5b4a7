#include <string.h>

void greet(const char *user) {
    char buf[32];
    // vigil: c.unsafe-strcpy
    strcpy(buf, user);
    // vigil: c.unsafe-strcpy
    strcat(buf, user);
    // vigil-ok: c.unsafe-strcpy
    strcpy(buf, "guest");
    // vigil-ok: c.unsafe-strcpy
    snprintf(buf, sizeof buf, "%s", user);
}
