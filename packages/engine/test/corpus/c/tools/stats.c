/* stats: reads a bucket number and a sample count from the console and updates a histogram. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 32
#define MAX_SAMPLES 4096

static long histogram[BUCKETS];

static int read_number(const char *prompt)
{
    char line[32];
    printf("%s", prompt);
    if (fgets(line, sizeof(line), stdin) == NULL)
        return -1;
    return atoi(line);
}

void add_sample(void)
{
    int bucket = read_number("bucket: ");
    if (bucket >= 0) {
        /* vigil: c.unchecked-index */
        histogram[bucket]++;
    }
    if (bucket >= 0 && bucket < BUCKETS) {
        /* vigil-ok: c.unchecked-index */
        histogram[bucket]++;
    }
}

double *alloc_samples(void)
{
    int count = read_number("samples: ");
    /* vigil: c.unchecked-alloc-size */
    double *v = malloc(count * sizeof(double));
    free(v);
    if (count <= 0 || count > MAX_SAMPLES)
        return NULL;
    /* vigil-ok: c.unchecked-alloc-size */
    return malloc(count * sizeof(double));
}

double *alloc_default(void)
{
    int count = 64;
    /* vigil-ok: c.unchecked-alloc-size */
    return calloc(count, sizeof(double));
}

void label_bucket(int bucket)
{
    char name[64];
    char *title = getenv("STATS_TITLE");
    if (title == NULL)
        return;
    /* vigil: c.unsafe-strcpy */
    strcpy(name, title);
    /* vigil: c.format-string */
    printf(name);
    /* vigil-ok: c.format-string */
    printf("%s #%d\n", name, bucket);
    strcpy(name, "histogram");
    /* vigil-ok: c.format-string */
    /* vigil: c.format-string-nonliteral */
    printf(name);
}
