// Queues a maintenance job read from standard input and runs it.
#include <cstdio>
#include <cstdlib>
#include <string>

class JobRunner {
public:
    void load(const char *line) { job = line; }
    void run() {
        std::string cmd = "/usr/local/bin/maint " + job;
        // vigil: c.command-injection
        system(cmd.c_str());
    }
private:
    std::string job;
};

class ScheduledJob {
public:
    void load(const char *name) { job = name; }
    void run() {
        std::string cmd = "/usr/local/bin/maint " + job;
        // vigil-ok: c.command-injection
        system(cmd.c_str());
    }
private:
    std::string job;
};

void run_requested_job() {
    char line[128] = "";
    if (fgets(line, sizeof line, stdin) == NULL) return;
    JobRunner r;
    r.load(line);
    r.run();
    ScheduledJob s;
    s.load("--rotate");
    s.run();
}
