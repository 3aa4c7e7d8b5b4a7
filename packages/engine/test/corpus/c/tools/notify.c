/* notify: prints and logs the status lines of a batch runner */
#include <stdio.h>
#include <stdarg.h>
#include <syslog.h>

#define STATUS_LINE "[%s] %d item(s)\n"

struct status {
    const char *stage;
    const char *note;
    int count;
};

/* the note is whatever the caller put in the status: printed as the format */
void notify_console(const struct status *s)
{
    /* vigil: c.format-string-nonliteral */
    printf(s->note);
}

/* the twin: the note is data */
void notify_console_safe(const struct status *s)
{
    /* vigil-ok: c.format-string-nonliteral */
    printf("%s", s->note);
}

void notify_log(const char *line)
{
    /* vigil: c.format-string-nonliteral */
    syslog(LOG_NOTICE, line);
}

void notify_log_safe(const char *line)
{
    /* vigil-ok: c.format-string-nonliteral */
    syslog(LOG_NOTICE, "%s", line);
}

void notify_summary(FILE *out, const struct status *s)
{
    char buf[128];
    /* vigil-ok: c.format-string-nonliteral */
    snprintf(buf, sizeof buf, STATUS_LINE, s->stage, s->count);
    /* vigil: c.format-string-nonliteral */
    fprintf(out, buf);
    /* vigil-ok: c.format-string-nonliteral */
    fputs(buf, out);
}

/* a printf-like helper: its callers pass literal formats */
static void notify_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    /* vigil-ok: c.format-string-nonliteral */
    vprintf(fmt, ap);
    va_end(ap);
}

int notify_all(const struct status *items, int n)
{
    for (int i = 0; i < n; i++) {
        notify_console(&items[i]);
        notify_console_safe(&items[i]);
        notify_printf("%s done\n", items[i].stage);
    }
    return n;
}
