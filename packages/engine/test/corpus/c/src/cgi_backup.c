/* CGI helper of the NAS admin page: starts a backup of a share. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

static int valid_share(const char *s)
{
    if (!s || !*s || strlen(s) > 32)
        return 0;
    for (const char *p = s; *p; p++) {
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-'))
            return 0;
    }
    return 1;
}

int main(void)
{
    char cmd[512];
    char share[64] = "";
    const char *qs = getenv("QUERY_STRING");

    printf("Content-Type: text/plain\r\n\r\n");
    if (qs && strncmp(qs, "share=", 6) == 0) {
        snprintf(share, sizeof(share), "%s", qs + 6);
    }

    snprintf(cmd, sizeof(cmd), "tar czf /backups/%s.tgz /shares/%s", share, share);
    /* vigil: c.command-injection */
    system(cmd);

    if (valid_share(share)) {
        snprintf(cmd, sizeof(cmd), "tar czf /backups/%s.tgz /shares/%s", share, share);
        /* vigil-ok: c.command-injection */
        system(cmd);
    }

    /* vigil-ok: c.command-injection */
    system("sync");

    pid_t pid = fork();
    if (pid == 0) {
        char src[128];
        snprintf(src, sizeof(src), "/shares/%s", share);
        /* vigil-ok: c.command-injection */
        execl("/bin/tar", "tar", "czf", "/backups/latest.tgz", "--", src, (char *)NULL);
        _exit(127);
    }
    waitpid(pid, NULL, 0);

    char label[16];
    /* vigil: c.unsafe-strcpy */
    strcpy(label, share);
    /* vigil: c.format-string */
    printf(label);
    return 0;
}
