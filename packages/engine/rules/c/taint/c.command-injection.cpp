#include <cstdlib>
#include <iostream>
#include <string>

struct Job {
    std::string target;
    std::string label;
};

// the branch name read from standard input ends up in a git command
void checkout() {
    std::string branch;
    std::cin >> branch;
    std::string cmd = "git checkout " + branch;
    // vigil: c.command-injection
    std::system(cmd.c_str());
    std::string safe = "git status";
    // vigil-ok: c.command-injection
    std::system(safe.c_str());
}

// a struct carries the input in one field and a constant in the other
void deploy() {
    Job job;
    std::getline(std::cin, job.target);
    job.label = "nightly";
    std::string a = "deploy.sh " + job.label;
    // vigil-ok: c.command-injection
    system(a.c_str());
    std::string b = "deploy.sh ";
    b.append(job.target);
    // vigil: c.command-injection
    system(b.c_str());
}
