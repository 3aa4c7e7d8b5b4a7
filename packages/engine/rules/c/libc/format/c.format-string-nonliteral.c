#include <stdio.h>
#include <stdlib.h>
#include <syslog.h>
#include <stdarg.h>
#include <libintl.h>

#define BANNER "build %s\n"
#define _(s) gettext(s)

/* the text to show arrives as a parameter: its callers decide what it holds */
void show_status(const char *status) {
    // vigil: c.format-string-nonliteral
    printf(status);
    // vigil-ok: c.format-string-nonliteral
    printf("%s", status);
}

struct job {
    const char *label;
    int id;
};

void report_job(FILE *out, const struct job *j, char *buf, size_t n) {
    // vigil: c.format-string-nonliteral
    fprintf(out, j->label);
    // vigil-ok: c.format-string-nonliteral
    fprintf(out, "%s #%d\n", j->label, j->id);
    // vigil: c.format-string-nonliteral
    snprintf(buf, n, j->label);
    // vigil-ok: c.format-string-nonliteral
    snprintf(buf, n, "%s", j->label);
    // vigil: c.format-string-nonliteral
    syslog(LOG_INFO, buf);
    // vigil-ok: c.format-string-nonliteral
    syslog(LOG_INFO, "%s", buf);
}

static const char usage_text[] = "usage: tool [-v] FILE\n";

void usage(const char *given) {
    // vigil-ok: c.format-string-nonliteral
    fprintf(stderr, usage_text);
    // vigil: c.format-string-nonliteral
    fprintf(stderr, given);
}

void constants(int verbose, const char *version) {
    // vigil-ok: c.format-string-nonliteral
    printf(BANNER, version);
    // vigil-ok: c.format-string-nonliteral
    printf(_("version %s\n"), version);
    // vigil-ok: c.format-string-nonliteral
    printf(verbose ? "version %s (verbose)\n" : "version %s\n", version);
}

/* a variadic logger forwards its callers' format through va_list: checked where it is called */
static void note(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    // vigil-ok: c.format-string-nonliteral
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

void use_note(const char *who) {
    note("hello %s\n", who);
}
