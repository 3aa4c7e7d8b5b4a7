#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
    int value;
    struct node *next;
};

void drop_node(struct node *n) {
    free(n);
    // vigil: c.use-after-free
    printf("dropped %d\n", n->value);
}

void drop_node_ok(struct node *n) {
    int v = n->value;
    free(n);
    // vigil-ok: c.use-after-free
    printf("dropped %d\n", v);
}

void reuse_buffer(void) {
    char *buf = malloc(64);
    if (!buf) return;
    strcpy(buf, "first");
    free(buf);
    // vigil: c.use-after-free
    strcpy(buf, "second");
}

void reuse_after_realloc(void) {
    char *buf = malloc(64);
    if (!buf) return;
    free(buf);
    buf = malloc(64);
    if (!buf) return;
    // vigil-ok: c.use-after-free
    strcpy(buf, "second");
    free(buf);
    buf = NULL;
    // vigil-ok: c.use-after-free
    printf("%p\n", (void *)buf);
}

void first_byte(char *p) {
    free(p);
    // vigil: c.use-after-free
    p[0] = 'x';
}

int last_value(int *vals, int drop) {
    if (drop) {
        free(vals);
    }
    // vigil: c.use-after-free
    return vals[0];
}

int last_value_ok(int *vals, int drop) {
    if (drop) {
        free(vals);
        return -1;
    }
    // vigil-ok: c.use-after-free
    return vals[0];
}

void header_then_free(struct node *n, int done) {
    if (done) {
        free(n);
        n = NULL;
    }
    // vigil-ok: c.use-after-free
    printf("%p\n", (void *)n);
    free(n);
    // vigil: c.use-after-free
    int v = n->value;
    (void)v;
}

void other_pointer(char *a, char *b) {
    free(a);
    // vigil-ok: c.use-after-free
    b[0] = 'x';
}

void print_after_free(char *msg, int n) {
    free(msg);
    // vigil: c.use-after-free
    printf("%d: %s\n", n, msg);
}

void use_after_loop_free(void) {
    int i;
    char *data = (char *)malloc(100);
    if (data == NULL) return;
    for (i = 0; i < 1; i++) free(data);
    // vigil: c.use-after-free
    data[0] = 'a';
}

void use_after_loop_free_reset(void) {
    int i;
    char *data = (char *)malloc(100);
    if (data == NULL) return;
    for (i = 0; i < 1; i++) {
        free(data);
        data = NULL;
    }
    // vigil-ok: c.use-after-free
    printf("%p\n", (void *)data);
}

static void discard(char *p) {
    free(p);
}

void use_after_helper(void) {
    char *msg = malloc(16);
    if (!msg) return;
    discard(msg);
    // vigil: c.use-after-free
    msg[0] = 'x';
}

void use_after_loop_break(void) {
    char *msg = malloc(16);
    while (1) {
        free(msg);
        break;
    }
    // vigil: c.use-after-free
    printf("%c\n", msg[0]);
    char *kept = malloc(16);
    while (1) {
        kept[0] = 'a';
        break;
    }
    // vigil-ok: c.use-after-free
    printf("%c\n", kept[0]);
    free(kept);
}
