#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <stdarg.h>

#define GREETING "hello %s\n"

/* a line read from a configuration file is echoed as a format */
void echo_file_line(FILE *cfg) {
    char line[200];
    if (fgets(line, sizeof line, cfg) == NULL) return;
    // vigil: c.format-string
    printf(line);
    // vigil-ok: c.format-string
    printf("%s", line);
    // vigil: c.format-string
    fprintf(stderr, line);
    // vigil-ok: c.format-string
    fprintf(stderr, "config: %s\n", line);
    // vigil: c.format-string
    syslog(LOG_NOTICE, line);
    // vigil-ok: c.format-string
    syslog(LOG_NOTICE, "%s", line);
}

/* a constant message through the same calls */
void echo_constant(void) {
    char msg[64];
    strcpy(msg, "service started\n");
    // vigil-ok: c.format-string
    printf(msg);
    // vigil-ok: c.format-string
    printf(GREETING, "world");
}

/* a variadic logger that forwards its format */
static void log_line(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    // vigil: c.format-string
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

void user_banner(void) {
    char *name = getenv("USER_BANNER");
    if (name == NULL) return;
    char out[128];
    // vigil: c.format-string
    snprintf(out, sizeof out, name);
    // vigil-ok: c.format-string
    snprintf(out, sizeof out, "%s", name);
    log_line(name);
    log_line("%s\n", name);
}

/* the input is copied into a buffer before it is printed */
void copied(void) {
    char in[80], copy[80];
    if (scanf("%79s", in) != 1) return;
    memcpy(copy, in, sizeof copy);
    // vigil: c.format-string
    printf(copy);
    strncpy(copy, "ok\n", sizeof copy);
    // vigil-ok: c.format-string
    printf(copy);
}
