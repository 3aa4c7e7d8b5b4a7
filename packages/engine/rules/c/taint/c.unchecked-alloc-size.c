#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 1024

/* the number of records announced by the input sizes the buffer */
char *load_records(FILE *in) {
    int count = 0;
    if (fscanf(in, "%d", &count) != 1) return NULL;
    // vigil: c.unchecked-alloc-size
    char *buf = malloc(count * sizeof(int));
    if (count > 0 && count < MAX_ITEMS) {
        // vigil-ok: c.unchecked-alloc-size
        free(buf);
        // vigil-ok: c.unchecked-alloc-size
        buf = malloc(count * sizeof(int));
    }
    return buf;
}

/* a size from the environment, limited before the allocation */
void *scratch(void) {
    const char *s = getenv("SCRATCH_KB");
    size_t kb = s ? strtoul(s, NULL, 10) : 4;
    if (kb > 64) return NULL;
    // vigil-ok: c.unchecked-alloc-size
    return calloc(kb, 1024);
}

/* a constant size */
void *fixed(void) {
    size_t n = 32;
    // vigil-ok: c.unchecked-alloc-size
    return malloc(n);
}
