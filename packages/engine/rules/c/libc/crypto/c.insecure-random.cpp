#include <random>
#include <string>

std::string pairingCode() {
    // vigil: c.insecure-random
    std::mt19937 gen(std::random_device{}());
    std::uniform_int_distribution<int> digit(0, 9);
    std::string code;
    for (int i = 0; i < 6; i++) code += char('0' + digit(gen));
    return code;
}

std::vector<int> shuffled(std::vector<int> v) {
    // vigil-ok: c.insecure-random
    std::mt19937 gen(42);
    std::shuffle(v.begin(), v.end(), gen);
    return v;
}
