#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point {
    int x;
    int y;
};

void fill_unchecked(size_t n) {
    char *buf = (char *)malloc(n + 1);
    // vigil: c.unchecked-malloc
    memset(buf, 0, n + 1);
    free(buf);
}

void fill_checked(size_t n) {
    char *buf = (char *)malloc(n + 1);
    if (buf == NULL)
        return;
    // vigil-ok: c.unchecked-malloc
    memset(buf, 0, n + 1);
    free(buf);
}

void point_unchecked(void) {
    struct point *p;
    p = malloc(sizeof *p);
    // vigil: c.unchecked-malloc
    p->x = 1;
    free(p);
}

void point_checked(void) {
    struct point *p;
    p = malloc(sizeof *p);
    if (!p) {
        perror("malloc");
        exit(1);
    }
    // vigil-ok: c.unchecked-malloc
    p->x = 1;
    free(p);
}

void first_char(void) {
    char *s = calloc(16, 1);
    // vigil: c.unchecked-malloc
    s[0] = 'a';
    free(s);
    char *t = strdup("abc");
    // vigil-ok: c.unchecked-malloc
    t[0] = 'b';
    free(t);
}
