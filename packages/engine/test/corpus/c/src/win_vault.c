/* Opens the service vault: logs the service account on and derives the vault key. */
#include <windows.h>
#include <wincrypt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SERVICE_LOGON "Sv1ce-Acct-2024"

int logon_service(const char *user, HANDLE *token) {
    char data[100] = "";
    strncpy(data, SERVICE_LOGON, sizeof data - 1);
    /* vigil: c.hardcoded-password */
    return LogonUserA(user, ".", data, LOGON32_LOGON_SERVICE, LOGON32_PROVIDER_DEFAULT, token);
}

int logon_service_from_file(const char *user, HANDLE *token) {
    char data[100] = "";
    FILE *f = fopen("service.cred", "r");
    if (f == NULL) return 0;
    if (fgets(data, sizeof data, f) == NULL) data[0] = 0;
    fclose(f);
    /* vigil-ok: c.hardcoded-password */
    return LogonUserA(user, ".", data, LOGON32_LOGON_SERVICE, LOGON32_PROVIDER_DEFAULT, token);
}

int vault_key_legacy(HCRYPTPROV prov, HCRYPTKEY *key) {
    HCRYPTHASH hash = 0;
    /* vigil: c.weak-hash */
    if (!CryptCreateHash(prov, CALG_MD5, 0, 0, &hash)) return 0;
    /* vigil: c.weak-cipher */
    return CryptDeriveKey(prov, CALG_3DES, hash, 0, key);
}

int vault_key(HCRYPTPROV prov, HCRYPTKEY *key) {
    HCRYPTHASH hash = 0;
    /* vigil-ok: c.weak-hash */
    if (!CryptCreateHash(prov, CALG_SHA_256, 0, 0, &hash)) return 0;
    /* vigil-ok: c.weak-cipher */
    return CryptDeriveKey(prov, CALG_AES_256, hash, 0, key);
}
