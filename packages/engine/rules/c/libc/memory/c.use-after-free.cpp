#include <iostream>
#include <string>

struct Session { std::string user; int id; };

void close_session(Session *s) {
    delete s;
    // vigil: c.use-after-free
    std::cout << s->user << std::endl;
}

void close_session_ok(Session *s) {
    int id = s->id;
    delete s;
    // vigil-ok: c.use-after-free
    std::cout << id << std::endl;
}

void scores(bool reset) {
    int *vals = new int[8];
    vals[0] = 1;
    if (reset) {
        delete[] vals;
    }
    // vigil: c.use-after-free
    std::cout << *vals;
}
