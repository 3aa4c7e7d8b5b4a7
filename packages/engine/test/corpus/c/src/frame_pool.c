/* Frame buffers of the capture loop: released on error paths and at the end of a batch. */
#include <stdio.h>
#include <stdlib.h>

void drop_batch(int frames) {
    int i;
    char *frame = (char *)malloc(256);
    if (frame == NULL) return;
    for (i = 0; i < frames; i++) {
        if (i == frames - 1) free(frame);
    }
    /* vigil: c.double-free */
    free(frame);
}

void drop_batch_reset(int frames) {
    int i;
    char *frame = (char *)malloc(256);
    if (frame == NULL) return;
    for (i = 0; i < frames; i++) {
        if (i == frames - 1) {
            free(frame);
            frame = NULL;
        }
    }
    /* vigil-ok: c.double-free */
    free(frame);
}

int capture_once(FILE *in) {
    char *frame = (char *)malloc(256);
    if (frame == NULL) return -1;
    if (fread(frame, 1, 256, in) != 256) goto fail;
    free(frame);
    return 0;
fail:
    /* vigil-ok: c.double-free */
    free(frame);
    return -1;
}

int capture_retry(FILE *in) {
    char *frame = (char *)malloc(256);
    if (frame == NULL) return -1;
    if (fread(frame, 1, 256, in) == 256) return 0;
    free(frame);
    goto retry;
retry:
    /* vigil: c.double-free */
    free(frame);
    return -1;
}

struct frame_stats { int dropped; int kept; };

void report_stats(int verbose) {
    struct frame_stats *stats = NULL;
    if (verbose) printf("stats:\n");
    /* vigil: c.null-dereference */
    printf("dropped %d\n", stats->dropped);
}

void report_stats_local(int verbose) {
    struct frame_stats local = { 0, 0 };
    struct frame_stats *stats = NULL;
    stats = &local;
    if (verbose) printf("stats:\n");
    /* vigil-ok: c.null-dereference */
    printf("dropped %d\n", stats->dropped);
}
