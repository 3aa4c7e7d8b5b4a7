#include <stdio.h>

void read_name(void) {
    char name[64];
    // vigil: c.unsafe-gets
    gets(name);
    printf("hello %s\n", name);
}

void read_name_safe(void) {
    char name[64];
    // vigil-ok: c.unsafe-gets
    if (fgets(name, sizeof name, stdin) == NULL) return;
    printf("hello %s\n", name);
}
