#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void write_report(const char *text) {
    char name[L_tmpnam];
    // vigil: c.insecure-temp-file
    if (tmpnam(name) == NULL) return;
    FILE *f = fopen(name, "w");
    if (f) { fputs(text, f); fclose(f); }
}

void spool(void) {
    char templ[] = "/tmp/spoolXXXXXX";
    // vigil: c.insecure-temp-file
    char *path = mktemp(templ);
    // vigil: c.insecure-temp-file
    char *other = tempnam("/var/tmp", "spl");
    free(other);
    (void)path;
}

void spool_safe(void) {
    char templ[] = "/tmp/spoolXXXXXX";
    // vigil-ok: c.insecure-temp-file
    int fd = mkstemp(templ);
    if (fd >= 0) close(fd);
    // vigil-ok: c.insecure-temp-file
    FILE *t = tmpfile();
    if (t) fclose(t);
    char dir[] = "/tmp/workXXXXXX";
    // vigil-ok: c.insecure-temp-file
    if (mkdtemp(dir) == NULL) return;
}
