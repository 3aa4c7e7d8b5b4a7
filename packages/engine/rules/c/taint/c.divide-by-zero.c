#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static const int CHECKS = 1;

/* the number of shares read from the console divides the total */
void share_out(void) {
    char line[32];
    int shares = 0;
    if (fgets(line, sizeof line, stdin) != NULL) shares = atoi(line);
    // vigil: c.divide-by-zero
    printf("%d\n", 1000 / shares);
    if (CHECKS) {
        int per = 1000;
        // vigil: c.divide-by-zero
        per /= shares;
        printf("%d\n", per);
    }
    if (shares != 0) {
        // vigil-ok: c.divide-by-zero
        printf("%d\n", 1000 % shares);
    }
}

/* a zero divisor leaves the function before the division */
int average(FILE *in, int total) {
    int n = 0;
    if (fscanf(in, "%d", &n) != 1) return 0;
    if (n == 0) return 0;
    // vigil-ok: c.divide-by-zero
    return total / n;
}

/* a floating-point divisor checked against a small epsilon, and a constant divisor */
double ratio(void) {
    char line[32];
    double d = 0.0;
    if (fgets(line, sizeof line, stdin) != NULL) d = atof(line);
    if (fabs(d) > 0.000001) {
        // vigil-ok: c.divide-by-zero
        return 1.0 / d;
    }
    int k = 4;
    // vigil-ok: c.divide-by-zero
    return 100.0 / k;
}
