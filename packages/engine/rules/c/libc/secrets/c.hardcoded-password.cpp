#include <string>
#include <cstdlib>

bool admin_login(const std::string &user, const std::string &password) {
    // vigil: c.hardcoded-password
    return user == "admin" && password == "Tr0ub4dor&3";
}

bool admin_login_env(const std::string &password) {
    const char *expected = std::getenv("ADMIN_PASSWORD");
    // vigil-ok: c.hardcoded-password
    return expected != nullptr && password == expected;
}

bool is_default(const std::string &password) {
    // vigil-ok: c.hardcoded-password
    return password == "";
}
