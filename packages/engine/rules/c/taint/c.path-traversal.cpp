#include <fstream>
#include <iostream>
#include <string>

// a template name typed by the user opens a file
void show_template() {
    std::string name;
    std::getline(std::cin, name);
    std::string path = "templates/" + name;
    // vigil: c.path-traversal
    std::ifstream in(path);
    std::ofstream log;
    // vigil-ok: c.path-traversal
    log.open("templates/access.log");
    std::ofstream out;
    // vigil: c.path-traversal
    out.open(path.c_str());
}
