#include <iostream>

// the element count typed by the user sizes an array
void table() {
    int rows = 0;
    std::cin >> rows;
    // vigil: c.unchecked-alloc-size
    int *cells = new int[rows];
    delete[] cells;
    if (rows > 0 && rows <= 4096) {
        // vigil-ok: c.unchecked-alloc-size
        cells = new int[rows];
        delete[] cells;
    }
}
