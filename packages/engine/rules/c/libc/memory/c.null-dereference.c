#include <stdio.h>
#include <stdlib.h>

struct point { int x; int y; };

void print_null_int(void) {
    int *data = NULL;
    // vigil: c.null-dereference
    printf("%d\n", *data);
}

void print_null_struct(void) {
    struct point *p;
    p = NULL;
    // vigil: c.null-dereference
    printf("%d\n", p->x);
}

void write_null_array(void) {
    char *buf = NULL;
    // vigil: c.null-dereference
    buf[0] = 'a';
}

void print_set_int(void) {
    int value = 5;
    int *data = NULL;
    data = &value;
    // vigil-ok: c.null-dereference
    printf("%d\n", *data);
}

void print_checked(void) {
    struct point *p = NULL;
    // vigil-ok: c.null-dereference
    printf("%d\n", p != NULL && p->x > 0);
    // vigil-ok: c.null-dereference
    printf("%zu\n", sizeof(*p));
}

void fill(struct point **out);

void print_filled(void) {
    struct point *p = NULL;
    fill(&p);
    // vigil-ok: c.null-dereference
    printf("%d\n", p->x);
}

void print_allocated(void) {
    struct point *p = NULL;
    if (rand() > 5) {
        p = (struct point *)malloc(sizeof *p);
    }
    // vigil-ok: c.null-dereference
    printf("%d\n", p->x);
    free(p);
}

void print_after_reset(int reset) {
    int value = 5;
    int *data = &value;
    if (reset > 2) {
        data = NULL;
    }
    // vigil: c.null-dereference
    printf("%d\n", *data);
    if (data != NULL) {
        // vigil-ok: c.null-dereference
        printf("%d\n", *data);
    }
}

void print_same_condition(int verbose) {
    struct point *p;
    struct point origin = {0, 0};
    if (verbose) {
        p = NULL;
    }
    if (verbose) {
        // vigil: c.null-dereference
        printf("%d\n", p->x);
    }
    struct point *q;
    if (verbose) {
        q = &origin;
    }
    if (verbose) {
        // vigil-ok: c.null-dereference
        printf("%d\n", q->x);
    }
}

static struct point *no_point(int k) {
    (void)k;
    return NULL;
}

static struct point *some_point(int k) {
    static struct point origin;
    if (k > 0) return &origin;
    return NULL;
}

void print_looked_up(void) {
    struct point *p = no_point(1);
    // vigil: c.null-dereference
    printf("%d\n", p->y);
    struct point *q = no_point(2);
    if (q != NULL) {
        // vigil-ok: c.null-dereference
        printf("%d\n", q->y);
    }
    struct point *r = some_point(3);
    // vigil-ok: c.null-dereference
    printf("%d\n", r->y);
}
