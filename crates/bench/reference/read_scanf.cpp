// The reference reader of scripts/bench-input.sh: scanf. Reads n, then n unsigned 64-bit
// numbers into a vector, and prints their XOR.
#include <cstdio>
#include <vector>

int main() {
    std::size_t n = 0;
    if (std::scanf("%zu", &n) != 1) return 1;
    std::vector<unsigned long long> numbers(n);
    for (std::size_t i = 0; i < n; ++i)
        if (std::scanf("%llu", &numbers[i]) != 1) return 1;
    unsigned long long x = 0;
    for (unsigned long long v : numbers) x ^= v;
    std::printf("%llu\n", x);
}
