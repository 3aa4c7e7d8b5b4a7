/* textlog: a tiny logging library. Its public functions take strings from the program using it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *out;

/* Vulnerable: the message is used as the format. */
void textlog_write(const char *msg)
{
    /* vigil: c.format-string */
    fprintf(out ? out : stderr, msg);
}

/* Patched: the message is an argument of a constant format. */
void textlog_write_safe(const char *msg)
{
    /* vigil-ok: c.format-string */
    fprintf(out ? out : stderr, "%s", msg);
}

/* Internal: only called with constant formats. */
static void textlog_banner(const char *fmt)
{
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    fprintf(stderr, fmt);
}

/* Vulnerable: the rotate command is built from the caller's file name. */
int textlog_rotate(const char *file)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "gzip -9 %s", file);
    /* vigil: c.command-injection */
    return system(cmd);
}

void textlog_open(const char *path)
{
    textlog_banner("textlog 1.0\n");
    out = fopen(path, "a");
}
