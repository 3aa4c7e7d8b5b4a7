#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void ping(const char *host) {
    char cmd[256];
    snprintf(cmd, sizeof cmd, "ping -c 1 %s", host);
    // vigil: c.command-injection
    system(cmd);
    // vigil: c.command-injection
    FILE *p = popen(cmd, "r");
    pclose(p);
    // vigil: c.command-injection
    execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
}

void ping_checked(const char *host) {
    char cmd[256];
    if (is_valid_hostname(host)) {
        snprintf(cmd, sizeof cmd, "ping -c 1 %s", host);
        // vigil-ok: c.command-injection
        system(cmd);
    }
}

void ping_safe(const char *host) {
    // vigil-ok: c.command-injection
    system("uptime");
    // vigil-ok: c.command-injection
    execlp("ping", "ping", "-c", "1", host, (char *)NULL);
}
