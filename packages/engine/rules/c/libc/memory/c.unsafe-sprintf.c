#include <stdio.h>

void build(char *out, const char *name, int id) {
    // vigil: c.unsafe-sprintf
    sprintf(out, "user=%s id=%d", name, id);
    // vigil-ok: c.unsafe-sprintf
    snprintf(out, 64, "user=%s id=%d", name, id);
    // vigil-ok: c.unsafe-sprintf
    sprintf(out, "%d", id);
}

void read_word(FILE *f) {
    char word[32];
    // vigil: c.unsafe-sprintf
    scanf("%s", word);
    // vigil: c.unsafe-sprintf
    fscanf(f, "%s %d", word, &word[0]);
    // vigil-ok: c.unsafe-sprintf
    scanf("%31s", word);
}
