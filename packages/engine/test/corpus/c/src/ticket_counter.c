/* Ticket counter: reads the last ticket number from a client and hands out the next ones. */
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <sys/socket.h>

static int read_ticket(int sock)
{
    char msg[32];
    int n = recv(sock, msg, sizeof msg - 1, 0);
    if (n <= 0)
        return 0;
    msg[n] = 0;
    return (int)strtol(msg, NULL, 10);
}

void next_ticket(int sock)
{
    int last = read_ticket(sock);
    /* vigil: c.integer-overflow */
    int next = last + 1;
    printf("next %d\n", next);
    if (last < INT_MAX) {
        /* vigil-ok: c.integer-overflow */
        printf("next %d\n", last + 1);
    }
}

void previous_ticket(int sock)
{
    int last = read_ticket(sock);
    if (last < INT_MAX) {
        /* vigil: c.integer-overflow */
        last--;
    }
    if (last > INT_MIN) {
        /* vigil-ok: c.integer-overflow */
        printf("previous %d\n", last - 1);
    }
    int first = 1;
    /* vigil-ok: c.integer-overflow */
    printf("first %d\n", first + 1);
}
