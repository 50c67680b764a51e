// POJ 1704 Georgia and Bob: chessmen on distinct cells of a row; a move takes one chessman
// left by at least one cell, never past or onto another, never left of cell 1. Whoever cannot
// move loses.
//
// The C++ twin of crates/poj1704-georgia-and-bob for POJ, which takes no Rust (Luogu P10507
// takes the Rust bundle): the same rule, the same output on every input that solution
// accepts. Staircase Nim: sort the cells, wall at 0, pair the chessmen from the right (the
// leftmost with the wall when N is odd); Georgia wins iff the xor of the free cells left of
// each pair's right-hand chessman is not 0 (the proof is in the crate's src/lib.rs). Cells up
// to 2^64 - 1 (the judge's are at most 10000). C++11; for POJ's old compilers it also
// builds with `c++ -std=c++98` (where `long long` is a g++ extension).
// Build: c++ -std=c++11 -O2.
#include <algorithm>
#include <cstdio>
#include <vector>

// Set when a number was asked for past the end of the input: a truncated input (which the
// Rust solution refuses) then ends the program instead of looping over a huge count.
static bool past_end = false;

// The next unsigned integer (the input is valid: digits separated by whitespace).
static unsigned long long read_number() {
    int c = std::getchar();
    while (c != EOF && (c < '0' || c > '9')) c = std::getchar();
    if (c == EOF) past_end = true;
    unsigned long long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (unsigned long long)(c - '0');
        c = std::getchar();
    }
    return value;
}

int main() {
    unsigned long long t = read_number();
    std::vector<unsigned long long> cells;
    for (unsigned long long c = 0; c < t; ++c) {
        size_t n = (size_t)read_number();
        if (past_end) return 1;
        // Never more cells than the input can still hold (a huge n with few numbers).
        cells.clear();
        for (size_t i = 0; i < n; ++i) {
            unsigned long long cell = read_number();
            if (past_end) return 1;
            cells.push_back(cell);
        }
        std::sort(cells.begin(), cells.end());
        unsigned long long x = 0;
        // Chessman i (from 1) at cells[i - 1]; counted when n - i is even.
        for (size_t i = n; i > 0; i = i >= 2 ? i - 2 : 0) {
            unsigned long long left = i >= 2 ? cells[i - 2] : 0;
            x ^= cells[i - 1] - left - 1;
        }
        std::puts(x != 0 ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
