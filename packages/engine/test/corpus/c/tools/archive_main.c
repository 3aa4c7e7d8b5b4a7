/* archive: command-line front end; the work is done in archive_ops.c. */
#include <stdio.h>
#include <stdlib.h>

void archive_run(const char *spec);
void archive_open_index(const char *name);

int main(int argc, char **argv)
{
    if (argc < 3)
        return 2;
    archive_run(argv[1]);
    /* vigil-ok: c.command-injection */
    archive_run("--list");
    /* the index file the user names on the command line is theirs to read */
    /* vigil-ok: c.path-traversal */
    archive_open_index(argv[2]);
    /* vigil-ok: c.path-traversal */
    archive_open_index("index.db");
    return 0;
}
