#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <fcntl.h>

#define TOOL_PREFIX "nslookup "
#define SHELL_PATH "/bin/sh"

static const int USE_REMOTE = 0;
static int mode_level = 3;

static int feature_enabled(void) { return 1; }
static int feature_disabled(void) { return 0; }

/* the host name typed on the console is appended to the command */
void lookup_console(void) {
    char line[256] = TOOL_PREFIX;
    size_t used = strlen(line);
    if (fgets(line + used, (int)(sizeof line - used), stdin) != NULL) {
        line[strcspn(line, "\n")] = '\0';
    }
    // vigil: c.command-injection
    system(line);
}

/* the same command with a constant argument */
void lookup_fixed(void) {
    char line[256] = TOOL_PREFIX;
    strcat(line, "example.org");
    // vigil-ok: c.command-injection
    system(line);
}

/* a network peer chooses the archive name */
void archive_from_peer(int sock) {
    char name[128];
    char cmd[300];
    ssize_t n = recv(sock, name, sizeof name - 1, 0);
    if (n <= 0) return;
    name[n] = '\0';
    snprintf(cmd, sizeof cmd, "tar czf /tmp/%s.tgz /srv/www", name);
    // vigil: c.command-injection
    FILE *p = popen(cmd, "r");
    if (p) pclose(p);
}

/* the environment selects the pager; a shell runs it */
void pager_from_env(const char *file) {
    const char *pager = getenv("PAGER");
    if (pager == NULL) pager = "less";
    // vigil: c.command-injection
    execl(SHELL_PATH, "sh", "-c", pager, file, (char *)NULL);
}

/* dead branches: the input is read only where the condition folds to false */
void dead_branches(void) {
    char *cmd = "uptime";
    if (USE_REMOTE) {
        cmd = getenv("REMOTE_CMD");
    }
    // vigil-ok: c.command-injection
    system(cmd);
    if (feature_disabled()) {
        // vigil-ok: c.command-injection
        system(getenv("DEBUG_CMD"));
    }
    if (mode_level != 3) {
        // vigil-ok: c.command-injection
        system(getenv("OTHER_CMD"));
    }
    if (feature_enabled()) {
        // vigil: c.command-injection
        system(getenv("HOOK_CMD"));
    }
}

/* through a helper that runs its argument, and one that returns its argument */
static void run_hook(const char *c) {
    // vigil: c.command-injection
    system(c);
}
static const char *pass(const char *c) { return c; }

void hooks(void) {
    char buf[64];
    if (fgets(buf, sizeof buf, stdin) == NULL) return;
    run_hook(pass(buf));
    run_hook("sync");
}

/* argument vectors built from the command line: a shell runs a string, other programs take data */
int main(int argc, char **argv) {
    char *args[] = {"/usr/bin/convert", argv[1], "out.png", NULL};
    // vigil-ok: c.command-injection
    execv("/usr/bin/convert", args);
    char *shell[] = {"sh", "-c", argv[1], NULL};
    // vigil: c.command-injection
    execv("/bin/sh", shell);
    // vigil: c.command-injection
    execvp(argv[2], argv + 2);
    char *fixed[] = {"/usr/bin/id", "-u", NULL};
    // vigil-ok: c.command-injection
    execv("/usr/bin/id", fixed);
    return 0;
}

/* Windows spawn: mode first, then the program */
void spawn_shell(void) {
    char *arg = getenv("BUILD_TARGET");
    char *argsv[] = {"cmd.exe", "/c", arg, NULL};
    // vigil: c.command-injection
    _spawnv(_P_WAIT, "C:\\Windows\\System32\\cmd.exe", argsv);
    char *fixedv[] = {"cmd.exe", "/c", "dir", NULL};
    // vigil-ok: c.command-injection
    _spawnv(_P_WAIT, "C:\\Windows\\System32\\cmd.exe", fixedv);
}

/* raw reads: standard input and an accepted connection are input, the program's own file is not */
void raw_reads(int listener) {
    char line[128] = {0};
    if (read(STDIN_FILENO, line, sizeof line - 1) <= 0) return;
    // vigil: c.command-injection
    system(line);
    int peer = accept(listener, NULL, NULL);
    char req[128] = {0};
    if (read(peer, req, sizeof req - 1) <= 0) return;
    // vigil: c.command-injection
    system(req);
    char piped[128] = {0};
    fread(piped, 1, sizeof piped - 1, stdin);
    // vigil: c.command-injection
    system(piped);
    int fd = open("/etc/backup.cmd", O_RDONLY);
    char own[128] = {0};
    if (read(fd, own, sizeof own - 1) <= 0) return;
    // vigil-ok: c.command-injection
    system(own);
}
