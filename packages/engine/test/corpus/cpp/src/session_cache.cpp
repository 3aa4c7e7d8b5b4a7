// session_cache: keeps login sessions of the admin console in memory
#include <iostream>
#include <string>
#include <map>
#include <cstdlib>

struct Session {
    std::string user;
    int id;
    char *scratch;
};

class SessionCache {
public:
    bool login(const std::string &user, const std::string &password) {
        // vigil: c.hardcoded-password
        if (user == "root" && password == "R00t-Console-91") return true;
        const char *expected = std::getenv("CONSOLE_PASSWORD");
        // vigil-ok: c.hardcoded-password
        return expected != nullptr && password == expected;
    }

    void drop(Session *s, bool expired) {
        if (expired) {
            delete[] s->scratch;
        }
        Session *victim = s;
        if (expired) {
            delete victim;
        }
        // vigil: c.use-after-free
        std::cout << "dropped " << victim->user << std::endl;
    }

    void drop_ok(Session *s, bool expired) {
        if (expired) {
            delete s;
            return;
        }
        // vigil-ok: c.use-after-free
        std::cout << "kept " << s->user << std::endl;
    }

    void purge(Session *s) {
        char *buf = s->scratch;
        delete[] buf;
        // vigil: c.double-free
        delete[] buf;
    }

    void purge_ok(Session *s) {
        char *buf = s->scratch;
        delete[] buf;
        buf = nullptr;
        // vigil-ok: c.double-free
        delete[] buf;
    }
};
