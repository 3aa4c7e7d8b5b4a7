/* netdiag: a small diagnostics daemon. A client sends a command word and a host; the daemon runs
 * the matching tool and logs what it did. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <syslog.h>
#include <sys/socket.h>

#define REQ_MAX 128
#define LOG_DIR "/var/log/netdiag/"
#define HOST_ARG host

static const int VERBOSE = 0;
static int max_jobs = 4;

struct request {
    char verb[16];
    char host[REQ_MAX];
};

static int trace_enabled(void) { return 0; }
static int always(void) { return 1; }

static char *g_last_host;

/* reads one request from the client into req */
static int read_request(int sock, struct request *req)
{
    char buf[REQ_MAX + 16];
    int n = recv(sock, buf, sizeof(buf) - 1, 0);
    if (n <= 0)
        return -1;
    buf[n] = '\0';
    if (sscanf(buf, "%15s %127s", req->verb, req->host) != 2)
        return -1;
    return 0;
}

static int host_ok(const char *h)
{
    for (; *h; h++)
        if (!((*h >= 'a' && *h <= 'z') || (*h >= '0' && *h <= '9') || *h == '.' || *h == '-'))
            return 0;
    return 1;
}

static void run_ping(const char *target)
{
    char cmd[256];
    snprintf(cmd, sizeof(cmd), "ping -c 1 %s", target);
    /* vigil: c.command-injection */
    system(cmd);
}

static void run_ping_fixed(const char *target)
{
    char cmd[256];
    (void)target;
    snprintf(cmd, sizeof(cmd), "ping -c 1 %s", "127.0.0.1");
    /* vigil-ok: c.command-injection */
    system(cmd);
}

static void report_last(void)
{
    /* vigil: c.format-string */
    syslog(LOG_INFO, g_last_host);
    /* vigil-ok: c.format-string */
    syslog(LOG_INFO, "last host %s", g_last_host);
}

void serve(int sock)
{
    struct request req;
    if (read_request(sock, &req) != 0)
        return;
    char *host = req.host;

    if (strcmp(req.verb, "ping") == 0)
        run_ping(host);
    run_ping_fixed(host);

    if (host_ok(host)) {
        char cmd[256];
        snprintf(cmd, sizeof(cmd), "traceroute %s", host);
        /* vigil-ok: c.command-injection */
        system(cmd);
    }

    if (VERBOSE) {
        /* vigil-ok: c.format-string */
        /* vigil: c.format-string-nonliteral */
        printf(host);
    }
    if (trace_enabled()) {
        /* vigil-ok: c.command-injection */
        execl("/bin/sh", "sh", "-c", HOST_ARG, (char *)NULL);
    }
    if (always()) {
        /* vigil: c.command-injection */
        execl("/bin/sh", "sh", "-c", HOST_ARG, (char *)NULL);
    }
    if (max_jobs > 8) {
        /* vigil-ok: c.format-string */
        /* vigil: c.format-string-nonliteral */
        fprintf(stderr, host);
    }

    char logname[256] = LOG_DIR;
    strncat(logname, host, sizeof(logname) - strlen(logname) - 1);
    /* vigil: c.path-traversal */
    int fd = open(logname, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0)
        close(fd);

    char fixedlog[256] = LOG_DIR;
    strncat(fixedlog, "requests.log", sizeof(fixedlog) - strlen(fixedlog) - 1);
    /* vigil-ok: c.path-traversal */
    fd = open(fixedlog, O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0)
        close(fd);

    g_last_host = host;
    report_last();
}
