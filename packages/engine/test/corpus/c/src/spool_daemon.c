/* spool_daemon: accepts print jobs over TCP and hands them to the local spooler */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <netinet/in.h>

#define SPOOL_DIR "/var/spool/jobs/"
// vigil: c.hardcoded-password
#define SPOOL_PASSWORD "Spool-0perator-7"

struct job {
    char queue[32];
    char *body;
};

static int operator_ok(const char *pw) {
    // vigil: c.hardcoded-password
    return strcmp(pw, "opr-Lk29-xQ") == 0;
}

static int operator_ok_env(const char *pw) {
    const char *expected = getenv("SPOOL_OPERATOR_PASSWORD");
    // vigil-ok: c.hardcoded-password
    return expected != NULL && strcmp(pw, expected) == 0;
}

static void release_job(struct job *j, int failed) {
    if (failed) {
        free(j->body);
    }
    char *body = j->body;
    if (failed) {
        free(body);
    }
    // vigil: c.double-free
    free(body);
}

static void release_job_once(struct job *j, int failed) {
    char *body = j->body;
    if (failed) {
        free(body);
        return;
    }
    // vigil-ok: c.double-free
    free(body);
}

static void handle(int client) {
    char queue[64] = {0};
    ssize_t n = read(client, queue, sizeof queue - 1);
    if (n <= 0) return;
    queue[strcspn(queue, "\r\n")] = '\0';
    char cmd[160];
    snprintf(cmd, sizeof cmd, "lpr -P %s /var/spool/jobs/current", queue);
    // vigil: c.command-injection
    system(cmd);

    char path[192];
    if (strstr(queue, "..") != NULL || strchr(queue, '/') != NULL) {
        fputs("bad queue name\n", stderr);
        return;
    }
    snprintf(path, sizeof path, "%s%s", SPOOL_DIR, queue);
    // vigil-ok: c.path-traversal
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0) close(fd);
}

static void handle_config(void) {
    int fd = open("/etc/spool/default_queue", O_RDONLY);
    char queue[64] = {0};
    if (fd < 0 || read(fd, queue, sizeof queue - 1) <= 0) return;
    close(fd);
    char cmd[160];
    snprintf(cmd, sizeof cmd, "lpq -P %s", queue);
    // vigil-ok: c.command-injection
    system(cmd);
}

static void scratch(void) {
    char name[L_tmpnam];
    // vigil: c.insecure-temp-file
    if (tmpnam(name) == NULL) return;
    FILE *f = fopen(name, "w");
    if (f) fclose(f);
    char templ[] = "/tmp/spoolXXXXXX";
    // vigil-ok: c.insecure-temp-file
    int fd = mkstemp(templ);
    if (fd >= 0) close(fd);
}

int serve(unsigned short port) {
    int ls = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    if (bind(ls, (struct sockaddr *)&a, sizeof a) < 0 || listen(ls, 8) < 0) return -1;
    for (;;) {
        int c = accept(ls, NULL, NULL);
        if (c < 0) continue;
        handle(c);
        close(c);
    }
    handle_config();
    scratch();
    (void)operator_ok;
    (void)operator_ok_env;
    (void)release_job;
    (void)release_job_once;
    return 0;
}
