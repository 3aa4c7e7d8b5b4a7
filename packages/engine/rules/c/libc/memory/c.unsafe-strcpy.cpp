#include <cstring>
#include <string>

void copy(const std::string &name) {
    char dst[16];
    // vigil: c.unsafe-strcpy
    std::strcpy(dst, name.c_str());
    // vigil-ok: c.unsafe-strcpy
    std::string copy = name;
}
