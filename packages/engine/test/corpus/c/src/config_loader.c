/* Loads key=value pairs from the device configuration file. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <syslog.h>

#define MAX_LINE 256

/* vigil: c.hardcoded-password */
static const char *DEFAULT_ADMIN_PASSWORD = "admin1234!";

/* The password the operator provisioned; NULL when none was set. */
static const char *provisioned_password(void)
{
    /* vigil-ok: c.hardcoded-password */
    const char *admin_password = getenv("DEVICE_ADMIN_PASSWORD");
    return admin_password && *admin_password ? admin_password : NULL;
}

struct config {
    char hostname[32];
    char admin_password[64];
};

static void set_field(char *dst, size_t dstlen, const char *value)
{
    /* vigil-ok: c.unsafe-strcpy */
    strncpy(dst, value, dstlen - 1);
    dst[dstlen - 1] = '\0';
}

int config_load(struct config *cfg, const char *path)
{
    char line[MAX_LINE];
    char key[64], value[192];
    FILE *fp = fopen(path, "r");
    if (!fp)
        return -1;
    const char *provisioned = provisioned_password();
    set_field(cfg->admin_password, sizeof(cfg->admin_password), provisioned ? provisioned : DEFAULT_ADMIN_PASSWORD);
    while (fgets(line, sizeof(line), fp)) {
        if (sscanf(line, "%63[^=]=%191s", key, value) != 2)
            continue;
        if (strcmp(key, "hostname") == 0) {
            /* vigil: c.unsafe-strcpy */
            strcpy(cfg->hostname, value);
        } else if (strcmp(key, "password") == 0) {
            set_field(cfg->admin_password, sizeof(cfg->admin_password), value);
        }
    }
    fclose(fp);
    return 0;
}

void config_dump(const struct config *cfg, char *out)
{
    /* vigil: c.unsafe-sprintf */
    sprintf(out, "hostname=%s\n", cfg->hostname);
}

void config_write_syslog(const struct config *cfg)
{
    char msg[128];
    snprintf(msg, sizeof(msg), "config loaded for %s", cfg->hostname);
    /* vigil: c.format-string */
    syslog(LOG_INFO, msg);
    /* vigil-ok: c.format-string */
    syslog(LOG_INFO, "%s", msg);
}

void config_reload(const char *path)
{
    struct config cfg;
    if (config_load(&cfg, path) == 0)
        config_write_syslog(&cfg);
}
