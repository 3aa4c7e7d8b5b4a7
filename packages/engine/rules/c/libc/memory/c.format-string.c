#include <stdio.h>
#include <syslog.h>

#define BANNER "server ready\n"

void log_request(const char *path, FILE *out) {
    // vigil: c.format-string
    printf(path);
    // vigil: c.format-string
    fprintf(out, path);
    // vigil: c.format-string
    syslog(LOG_INFO, path);
    // vigil-ok: c.format-string
    printf("%s", path);
    // vigil-ok: c.format-string
    fprintf(out, "request: %s\n", path);
    // vigil-ok: c.format-string
    printf(BANNER);
}
