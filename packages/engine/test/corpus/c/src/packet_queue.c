/* Packet queue: buffers are handed to a release helper when a packet is dropped. */
#include <stdio.h>
#include <stdlib.h>

struct packet {
    char *payload;
    int size;
};

static void packet_release(char *payload)
{
    if (payload != NULL)
        free(payload);
}

void drop_packet(struct packet *pkt)
{
    packet_release(pkt->payload);
    pkt->size = 0;
    /* vigil: c.double-free */
    free(pkt->payload);
}

void drop_packet_once(struct packet *pkt)
{
    packet_release(pkt->payload);
    pkt->payload = NULL;
    /* vigil-ok: c.double-free */
    free(pkt->payload);
}

void log_dropped(void)
{
    char *line = malloc(64);
    if (line == NULL)
        return;
    packet_release(line);
    /* vigil: c.use-after-free */
    printf("%s\n", line);
    char *note = malloc(64);
    if (note == NULL)
        return;
    note[0] = 0;
    /* vigil-ok: c.use-after-free */
    printf("%s\n", note);
    packet_release(note);
}
