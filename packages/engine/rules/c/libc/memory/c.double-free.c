#include <stdlib.h>
#include <string.h>

void release_twice(void) {
    char *name = malloc(32);
    if (!name) return;
    strcpy(name, "tmp");
    free(name);
    // vigil: c.double-free
    free(name);
}

void release_once(void) {
    char *name = malloc(32);
    char *other = malloc(32);
    free(name);
    // vigil-ok: c.double-free
    free(other);
}

void release_and_reset(void) {
    char *name = malloc(32);
    free(name);
    name = NULL;
    // vigil-ok: c.double-free
    free(name);
    name = malloc(16);
    // vigil-ok: c.double-free
    free(name);
}

void release_on_error(int failed) {
    char *buf = malloc(64);
    if (!buf) return;
    if (failed) {
        free(buf);
    }
    // vigil: c.double-free
    free(buf);
}

int release_on_error_and_leave(int failed) {
    char *buf = malloc(64);
    if (!buf) return -1;
    if (failed) {
        free(buf);
        return -1;
    }
    // vigil-ok: c.double-free
    free(buf);
    return 0;
}

void release_on_error_and_reset(int failed) {
    char *buf = malloc(64);
    if (failed) {
        free(buf);
        buf = NULL;
    }
    // vigil-ok: c.double-free
    free(buf);
}

void release_twice_jump(void) {
    char *data = (char *)malloc(100);
    if (data == NULL) return;
    free(data);
    goto done;
done:
    // vigil: c.double-free
    free(data);
}

void release_in_loop(void) {
    int i;
    char *data = (char *)malloc(100);
    if (data == NULL) return;
    for (i = 0; i < 1; i++) {
        free(data);
    }
    // vigil: c.double-free
    free(data);
}

void release_in_loop_reset(void) {
    int i;
    char *data = (char *)malloc(100);
    if (data == NULL) return;
    for (i = 0; i < 1; i++) {
        free(data);
        data = NULL;
    }
    // vigil-ok: c.double-free
    free(data);
}

struct frame { char *data; int len; };

static void drop(char *buf) {
    if (buf) free(buf);
}

void release_through_helper(void) {
    char *buf = malloc(64);
    drop(buf);
    // vigil: c.double-free
    free(buf);
    char *other = malloc(64);
    drop(other);
    other = NULL;
    // vigil-ok: c.double-free
    free(other);
}

void release_member_twice(struct frame *f, struct frame g) {
    free(f->data);
    f->len = 0;
    // vigil: c.double-free
    free(f->data);
    free(g.data);
    g.data = malloc(8);
    // vigil-ok: c.double-free
    free(g.data);
}

void release_in_first_pass(int mode) {
    char *buf = malloc(64);
    if (mode == 1) {
        free(buf);
    }
    if (mode == 1) {
        // vigil: c.double-free
        free(buf);
    }
    buf = malloc(64);
    while (1) {
        free(buf);
        buf = NULL;
        break;
    }
    // vigil-ok: c.double-free
    free(buf);
}
