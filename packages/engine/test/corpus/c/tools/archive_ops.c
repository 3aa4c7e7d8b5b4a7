/* archive operations called from archive_main.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void archive_run(const char *spec)
{
    char cmd[512];
    snprintf(cmd, sizeof(cmd), "tar -tzf %s", spec);
    /* vigil: c.command-injection */
    system(cmd);
}

void archive_open_index(const char *name)
{
    char path[256];
    snprintf(path, sizeof(path), "/srv/archive/%s", name);
    FILE *f = fopen(path, "r");
    if (f)
        fclose(f);
}
