// importer: loads user records from standard input into SQLite and writes a per-user export file.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <sqlite3.h>

namespace importer {

struct Record {
    std::string name;
    std::string team;
};

static bool readRecord(Record &r) {
    std::cout << "name team: ";
    std::cin >> r.name >> r.team;
    return !std::cin.fail();
}

static std::string quoteSql(const std::string &s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'') out += "''";
        else out += c;
    }
    return out + "'";
}

class Store {
public:
    explicit Store(sqlite3 *db) : db_(db) {}

    void insert(const Record &r) {
        std::string sql = "INSERT INTO users(name, team) VALUES('" + r.name + "', '" + r.team + "')";
        // vigil: c.sql-injection
        sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr);
    }

    void insertBound(const Record &r) {
        sqlite3_stmt *st = nullptr;
        // vigil-ok: c.sql-injection
        sqlite3_prepare_v2(db_, "INSERT INTO users(name, team) VALUES(?, ?)", -1, &st, nullptr);
        sqlite3_bind_text(st, 1, r.name.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 2, r.team.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_step(st);
        sqlite3_finalize(st);
    }

private:
    sqlite3 *db_;
};

void exportUser(const Record &r) {
    std::string path = "/srv/exports/" + r.name + ".csv";
    // vigil: c.path-traversal
    std::ofstream out(path);
    out << r.name << "," << r.team << "\n";
    std::string fixed = "/srv/exports/all.csv";
    // vigil-ok: c.path-traversal
    std::ofstream all(fixed);
}

void run(sqlite3 *db) {
    Record r;
    if (!readRecord(r)) return;
    Store store(db);
    store.insert(r);
    store.insertBound(r);
    exportUser(r);
    std::string note = "imported " + r.name;
    // vigil: c.format-string
    std::printf(note.c_str());
    // vigil-ok: c.format-string
    std::printf("%s\n", note.c_str());
    std::string hook = "notify-team ";
    hook.append(r.team);
    // vigil: c.command-injection
    std::system(hook.c_str());
    std::string done = "notify-team all";
    // vigil-ok: c.command-injection
    std::system(done.c_str());
}

}  // namespace importer
