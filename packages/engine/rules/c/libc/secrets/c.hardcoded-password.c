#include <mysql/mysql.h>
#include <stdlib.h>

// vigil: c.hardcoded-password
static const char *db_password = "Pr0d-Db-Pass!";

MYSQL *open_db(MYSQL *m) {
    // vigil: c.hardcoded-password
    return mysql_real_connect(m, "db", "shop", "sh0p-pass-01", "shop", 0, NULL, 0);
}

MYSQL *open_db_safe(MYSQL *m) {
    // vigil-ok: c.hardcoded-password
    const char *password = getenv("DB_PASSWORD");
    return mysql_real_connect(m, "db", "shop", password, "shop", 0, NULL, 0);
}

// vigil: c.hardcoded-password
#define ADMIN_PASSWORD "Adm1n-Pa55word"
// vigil-ok: c.hardcoded-password
#define PASSWORD_PROMPT "Password: "
#include <string.h>

int check_login(const char *user, const char *pw) {
    // vigil: c.hardcoded-password
    if (strcmp(pw, "letmein-2024") == 0) return 1;
    // vigil-ok: c.hardcoded-password
    if (strcmp(user, "guest-user") == 0) return 0;
    // the literal is reported at its #define
    // vigil-ok: c.hardcoded-password
    return strcmp(pw, ADMIN_PASSWORD) == 0;
}

struct login { char name[32]; char password[32]; };

int check_form(struct login *form, const char *expected) {
    // vigil-ok: c.hardcoded-password
    if (strcmp(form->password, expected) == 0) return 1;
    // vigil: c.hardcoded-password
    return strncmp(form->password, "s3cr3t-pass", 11) == 0;
}

void fill_password(char *password, size_t n) {
    // vigil: c.hardcoded-password
    strcpy(password, "Wint3r-Is-Coming");
    // vigil-ok: c.hardcoded-password
    strncpy(password, getenv("APP_PASSWORD"), n - 1);
}

// vigil: c.hardcoded-password
#define LOGON_SECRET "ABCD1234!"

int logon_literal(const char *user, const char *domain, HANDLE *tok) {
    // vigil: c.hardcoded-password
    return LogonUserA(user, domain, "P@ssw0rd-77", LOGON32_LOGON_NETWORK, LOGON32_PROVIDER_DEFAULT, tok);
}

int logon_copied(const char *user, const char *domain, HANDLE *tok) {
    char data[100] = "";
    strcpy(data, LOGON_SECRET);
    // vigil: c.hardcoded-password
    return LogonUserA(user, domain, data, LOGON32_LOGON_NETWORK, LOGON32_PROVIDER_DEFAULT, tok);
}

int logon_array(const char *user, const char *domain, HANDLE *tok) {
    char secretive[] = "Summer-2024!";
    // vigil: c.hardcoded-password
    return LogonUserA(user, domain, secretive, LOGON32_LOGON_NETWORK, LOGON32_PROVIDER_DEFAULT, tok);
}

int logon_read(const char *user, const char *domain, HANDLE *tok) {
    char data[100] = "";
    if (fgets(data, sizeof data, stdin) == NULL) return 0;
    data[strcspn(data, "\n")] = 0;
    // vigil-ok: c.hardcoded-password
    return LogonUserA(user, domain, data, LOGON32_LOGON_NETWORK, LOGON32_PROVIDER_DEFAULT, tok);
}

int derive_key(HCRYPTPROV prov, HCRYPTHASH hash, HCRYPTKEY *key) {
    char *data = "K3y-Phrase-99";
    // vigil: c.hardcoded-password
    if (!CryptHashData(hash, (BYTE *)data, (DWORD)strlen(data), 0)) return 0;
    return CryptDeriveKey(prov, CALG_AES_256, hash, 0, key);
}

int derive_key_env(HCRYPTPROV prov, HCRYPTHASH hash, HCRYPTKEY *key) {
    char *data = getenv("KEY_PHRASE");
    if (data == NULL) return 0;
    // vigil-ok: c.hardcoded-password
    if (!CryptHashData(hash, (BYTE *)data, (DWORD)strlen(data), 0)) return 0;
    return CryptDeriveKey(prov, CALG_AES_256, hash, 0, key);
}

MYSQL *open_db_root(MYSQL *m) {
    const char *pw = "r00t-Pa55-01";
    // vigil: c.hardcoded-password
    return mysql_real_connect(m, "db", "root", pw, "shop", 0, NULL, 0);
}
