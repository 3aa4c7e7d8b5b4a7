/* Route table: looks routes up by prefix and prints their gateways. */
#include <stdio.h>
#include <stdlib.h>

struct route {
    int prefix;
    int gateway;
};

static struct route default_route = {0, 1};

/* the table is not built yet: every lookup misses */
static struct route *route_lookup(int prefix)
{
    (void)prefix;
    return NULL;
}

void print_gateway(int prefix)
{
    struct route *r = route_lookup(prefix);
    /* vigil: c.null-dereference */
    printf("gateway %d\n", r->gateway);
    struct route *s = route_lookup(prefix);
    if (s != NULL) {
        /* vigil-ok: c.null-dereference */
        printf("gateway %d\n", s->gateway);
    }
}

void print_fallback(int use_default)
{
    struct route *r = &default_route;
    if (!use_default) {
        r = NULL;
    }
    /* vigil: c.null-dereference */
    printf("gateway %d\n", r->gateway);
    struct route *s = &default_route;
    if (!use_default) {
        s = NULL;
    }
    if (s) {
        /* vigil-ok: c.null-dereference */
        printf("gateway %d\n", s->gateway);
    }
}
