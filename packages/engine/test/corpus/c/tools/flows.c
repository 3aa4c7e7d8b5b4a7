/* flows: a message relay. The same message passes through the shapes C programs use to move data
 * around (structs, unions, arrays, pointers to pointers, function pointers, file-level variables,
 * helpers that fill a buffer), once from the console and once as a constant. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MSG_MAX 128

typedef struct {
    char *text;
    char *tag;
} envelope;

typedef union {
    char *raw;
    const char *shown;
} view;

static char *pending_text;
static const int RELAY_ENABLED = 1;

static int relay_off(void) { return 0; }

static void read_message(char *out)
{
    if (fgets(out, MSG_MAX, stdin) == NULL)
        out[0] = '\0';
}

static void show_envelope(envelope e)
{
    /* vigil: c.format-string */
    printf(e.text);
}

static void show_items(char *items[])
{
    /* vigil: c.format-string */
    printf(items[1]);
}

static void show_pending(void)
{
    /* vigil: c.format-string */
    fprintf(stderr, pending_text);
}

static void show_indirect(char **slot)
{
    char *text = *slot;
    /* vigil: c.format-string */
    printf(text);
}

static void show_constant_envelope(envelope e)
{
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    printf(e.text);
}

void relay_console(void)
{
    char buffer[MSG_MAX] = "";
    char *text = buffer;
    read_message(text);

    envelope e;
    e.text = text;
    e.tag = "console";
    show_envelope(e);

    char *items[3];
    items[0] = "relay";
    items[1] = text;
    items[2] = NULL;
    show_items(items);
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    printf(items[0]);

    view v;
    v.raw = text;
    /* vigil: c.format-string */
    printf(v.shown);

    show_indirect(&text);

    void (*shower)(char **) = show_indirect;
    shower(&text);

    pending_text = text;
    show_pending();

    if (relay_off()) {
        /* vigil-ok: c.command-injection */
        system(text);
    }
    if (RELAY_ENABLED) {
        /* vigil: c.command-injection */
        system(text);
    }
}

void relay_constant(void)
{
    char buffer[MSG_MAX] = "";
    char *text = buffer;
    strcpy(text, "relay ready\n");

    envelope e;
    e.text = text;
    e.tag = "constant";
    show_constant_envelope(e);

    view v;
    v.raw = text;
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    printf(v.shown);

    char copy[MSG_MAX];
    memcpy(copy, text, sizeof(copy));
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    printf(copy);
}
