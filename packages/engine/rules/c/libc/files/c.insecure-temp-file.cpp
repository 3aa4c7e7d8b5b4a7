#include <cstdio>
#include <string>

std::string scratch_name() {
    char buf[L_tmpnam];
    // vigil: c.insecure-temp-file
    std::tmpnam(buf);
    return std::string(buf);
}

std::FILE *scratch_file() {
    // vigil-ok: c.insecure-temp-file
    return std::tmpfile();
}
