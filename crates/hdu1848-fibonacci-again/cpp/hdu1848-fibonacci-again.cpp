// HDU 1848 Fibonacci again and again: three heaps, a move takes a Fibonacci number of stones
// (1, 2, 3, 5, 8, ...) from one heap, whoever takes the last stone wins.
//
// The C++ twin of crates/hdu1848-fibonacci-again (HDU takes no Rust): the same rule, the same
// output on every input that solution accepts. By Sprague-Grundy the first player wins iff
// g(m) ^ g(n) ^ g(p) != 0, where g(x) = mex { g(x - f) : f Fibonacci, f <= x }; the proof is
// in the crate's src/lib.rs. Cases until "0 0 0" or the end of the input; heaps up to 10^6
// (the judge's are at most 1000; the table grows to the largest heap read).
// Build: c++ -std=c++11 -O2.
#include <cstdio>
#include <vector>

static const int MAX_HEAP_ANSWERED = 1000000;

// g(0..=upto); a mex is at most the number of options (at most 29 below 10^6), so a 64-bit
// mask of the values seen is enough.
static void grundy_values(int upto, std::vector<unsigned char>& g) {
    std::vector<int> fib;
    for (long long a = 1, b = 2; a <= upto; ) {
        fib.push_back((int)a);
        long long c = a + b;
        a = b;
        b = c;
    }
    g.assign(upto + 1, 0);
    for (int x = 1; x <= upto; ++x) {
        unsigned long long seen = 0;
        for (size_t i = 0; i < fib.size() && fib[i] <= x; ++i) seen |= 1ULL << g[x - fib[i]];
        int mex = 0;
        while (seen >> mex & 1) ++mex;
        g[x] = (unsigned char)mex;
    }
}

int main() {
    std::vector<unsigned char> g;
    grundy_values(1000, g);
    int m, n, p;
    while (std::scanf("%d %d %d", &m, &n, &p) == 3) {
        if (m == 0 && n == 0 && p == 0) break;
        int largest = m > n ? m : n;
        if (p > largest) largest = p;
        if (largest >= (int)g.size()) {
            int upto = 2 * (int)g.size();
            if (upto < largest) upto = largest;
            if (upto > MAX_HEAP_ANSWERED) upto = MAX_HEAP_ANSWERED;
            grundy_values(upto, g);
        }
        std::puts((g[m] ^ g[n] ^ g[p]) != 0 ? "Fibo" : "Nacci");
    }
    return 0;
}
