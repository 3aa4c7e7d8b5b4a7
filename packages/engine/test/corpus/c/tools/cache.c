/* cache: a small LRU cache of strings used by the daemon. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
    char *key;
    char *value;
    struct entry *next;
};

static struct entry *head;

void cache_evict_last(void)
{
    struct entry *e = head;
    if (!e)
        return;
    head = e->next;
    free(e->key);
    free(e->value);
    free(e);
    /* vigil: c.use-after-free */
    printf("evicted %s\n", e->key);
}

void cache_evict_first(void)
{
    struct entry *e = head;
    if (!e)
        return;
    head = e->next;
    printf("evicting %s\n", e->key);
    free(e->key);
    free(e->value);
    /* vigil-ok: c.use-after-free */
    free(e);
}

void cache_replace(struct entry *e, const char *value)
{
    free(e->value);
    e->value = strdup(value);
    char *old = e->key;
    free(old);
    /* vigil: c.double-free */
    free(old);
}

void cache_rekey(struct entry *e, const char *key)
{
    char *old = e->key;
    free(old);
    old = NULL; /* nothing dangles: the shared release below frees NULL, a no-op */
    e->key = strdup(key);
    /* vigil-ok: c.double-free */
    free(old);
}

void cache_replace_ok(struct entry *e, const char *key)
{
    char *old = e->key;
    free(old);
    old = strdup(key);
    e->key = old;
    /* vigil-ok: c.use-after-free */
    printf("new key %s\n", old);
}
