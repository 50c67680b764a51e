// HDU 3032 Nim or not Nim?: a move removes any positive number of objects from one heap, or
// splits one heap into two non-empty heaps; whoever takes the last object wins.
//
// The C++ twin of crates/hdu3032-nim-or-not-nim (HDU takes no Rust): the same rule, the same
// output on every input that solution accepts. One heap of x >= 1 is worth x - 1 when
// x = 0 (mod 4), x + 1 when x = 3 (mod 4), x otherwise (the proof, by the residues mod 4 of the
// split values, is in the crate's src/lib.rs); Alice wins iff the xor is not 0. Heaps up to
// 2^64 - 1 (the judge's are below 2^31): the value of 2^64 - 1 is 2^64, so the xor keeps that
// bit apart. Up to 10^8 numbers: read byte by byte, keep only the xor.
// Build: c++ -std=c++11 -O2.
#include <cstdio>

static char buffer[1 << 16];
static size_t length = 0, position = 0;

static int next_byte() {
    if (position == length) {
        length = std::fread(buffer, 1, sizeof buffer, stdin);
        position = 0;
        if (length == 0) return -1;
    }
    return (unsigned char)buffer[position++];
}

// Set when a number was asked for past the end of the input: a truncated input (which the
// Rust solution refuses) then ends the program instead of looping over a huge count.
static bool past_end = false;

// The next unsigned integer (the input is valid: digits separated by whitespace).
static unsigned long long read_number() {
    int c = next_byte();
    while (c != -1 && (c < '0' || c > '9')) c = next_byte();
    if (c == -1) past_end = true;
    unsigned long long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (unsigned long long)(c - '0');
        c = next_byte();
    }
    return value;
}

int main() {
    unsigned long long t = read_number();
    for (unsigned long long c = 0; c < t; ++c) {
        unsigned long long n = read_number();
        if (past_end) return 1;
        unsigned long long low = 0;  // the xor below bit 64
        unsigned top = 0;            // bit 64 of the xor (only g(2^64 - 1) = 2^64 sets it)
        for (unsigned long long i = 0; i < n; ++i) {
            unsigned long long x = read_number();
            if (past_end) return 1;
            switch (x % 4) {
            case 0: low ^= x == 0 ? 0 : x - 1; break;
            case 3:
                if (x + 1 == 0) top ^= 1; else low ^= x + 1;
                break;
            default: low ^= x;
            }
        }
        std::puts(low != 0 || top != 0 ? "Alice" : "Bob");
    }
    return 0;
}
