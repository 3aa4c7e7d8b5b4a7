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
