// The reference reader of scripts/bench-input.sh: iostreams without stdio synchronisation,
// as competitive programmers write it. Reads n, then n unsigned 64-bit numbers into a vector,
// and prints their XOR.
#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::size_t n = 0;
    std::cin >> n;
    std::vector<unsigned long long> numbers(n);
    for (std::size_t i = 0; i < n; ++i) std::cin >> numbers[i];
    unsigned long long x = 0;
    for (unsigned long long v : numbers) x ^= v;
    std::cout << x << '\n';
}
