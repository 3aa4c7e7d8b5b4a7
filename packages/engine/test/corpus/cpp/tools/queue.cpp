// queue: a job queue fed from standard input; jobs are shell commands or report files.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <list>
#include <map>
#include <string>
#include <vector>

namespace jobs {

static void readJob(std::string &out) {
    std::getline(std::cin, out);
}

static void runAll(const std::vector<std::string> &cmds) {
    // vigil: c.command-injection
    std::system(cmds[1].c_str());
}

static void runNamed(std::map<std::string, std::string> byName) {
    // vigil: c.command-injection
    std::system(byName["user"].c_str());
}

void fromConsole() {
    std::string job;
    readJob(job);

    std::vector<std::string> cmds;
    cmds.push_back("uptime");
    cmds.push_back(job);
    runAll(cmds);

    std::map<std::string, std::string> byName;
    byName["builtin"] = "df -h";
    byName["user"] = job;
    runNamed(byName);
    // vigil-ok: c.command-injection
    std::system(byName["builtin"].c_str());

    std::list<std::string> later;
    later.push_back(job);
    std::string last = later.back();
    std::string report = "/var/reports/" + last;
    // vigil: c.path-traversal
    std::ifstream in(report);

    bool verbose = false;
    std::string shown = verbose ? job : std::string("job queued\n");
    // vigil-ok: c.format-string
    // vigil: c.format-string-nonliteral
    std::printf(shown.c_str());
    std::string echoed = !verbose ? job : std::string("job queued\n");
    // vigil: c.format-string
    std::printf(echoed.c_str());
}

void fromConstant() {
    std::string job = "uptime";
    std::vector<std::string> cmds;
    cmds.push_back(job);
    cmds.push_back(job);
    // vigil-ok: c.command-injection
    std::system(cmds[1].c_str());
}

}  // namespace jobs
