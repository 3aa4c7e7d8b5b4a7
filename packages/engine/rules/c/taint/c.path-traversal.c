#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/socket.h>

#define UPLOAD_DIR "/var/spool/uploads/"

/* a file name received from a client is appended to the upload directory */
void store_upload(int client) {
    char path[256] = UPLOAD_DIR;
    size_t base = strlen(path);
    int got = recv(client, path + base, (int)(sizeof path - base - 1), 0);
    if (got <= 0) return;
    path[base + got] = '\0';
    // vigil: c.path-traversal
    FILE *f = fopen(path, "wb");
    if (f) fclose(f);
}

/* the same directory with a fixed name */
void store_fixed(void) {
    char path[256] = UPLOAD_DIR;
    strcat(path, "latest.bin");
    // vigil-ok: c.path-traversal
    FILE *f = fopen(path, "wb");
    if (f) fclose(f);
}

/* a path taken from the environment and from the command line */
int main(int argc, char **argv) {
    const char *home = getenv("REPORT_FILE");
    if (home != NULL) {
        // vigil: c.path-traversal
        int fd = open(home, O_RDONLY);
        if (fd >= 0) close(fd);
    }
    if (argc > 1) {
        /* the user of a command-line tool names a file they can reach anyway */
        // vigil-ok: c.path-traversal
        unlink(argv[1]);
    }
    // vigil-ok: c.path-traversal
    unlink("/tmp/report.lock");
    return 0;
}

/* a name typed on the console, refused when it holds `..` or a separator */
void open_named(void) {
    char name[128];
    char path[256];
    if (fgets(name, sizeof name, stdin) == NULL) return;
    name[strcspn(name, "\n")] = '\0';
    snprintf(path, sizeof path, "%s%s", UPLOAD_DIR, name);
    // vigil: c.path-traversal
    FILE *raw = fopen(path, "rb");
    if (raw) fclose(raw);
    if (strstr(name, "..") != NULL || strchr(name, '/') != NULL) return;
    snprintf(path, sizeof path, "%s%s", UPLOAD_DIR, name);
    // vigil-ok: c.path-traversal
    FILE *f = fopen(path, "rb");
    if (f) fclose(f);
}

/* the check only logs: the name is still used */
void open_named_logged(void) {
    char name[128];
    if (fgets(name, sizeof name, stdin) == NULL) return;
    if (strstr(name, "..") != NULL) fputs("suspicious name\n", stderr);
    // vigil: c.path-traversal
    FILE *f = fopen(name, "rb");
    if (f) fclose(f);
}
