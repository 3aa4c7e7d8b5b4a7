#include <cstring>

struct Packet { int len; char data[64]; };

void drop(Packet *p, bool resend) {
    if (resend) {
        delete p;
    }
    // vigil: c.double-free
    delete p;
}

void drop_array() {
    char *buf = new char[32];
    std::strcpy(buf, "x");
    delete[] buf;
    // vigil: c.double-free
    delete[] buf;
}

void drop_once() {
    char *buf = new char[32];
    char *other = new char[32];
    delete[] buf;
    buf = nullptr;
    // vigil-ok: c.double-free
    delete[] buf;
    // vigil-ok: c.double-free
    delete[] other;
}
