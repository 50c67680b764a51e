// HDU 2516 取石子游戏 (Fibonacci Nim): the C++ twin of crates/hdu2516-fibonacci-nim (HDU takes
// no Rust). One heap of n stones; the first move takes 1..n-1, every later move at most twice
// the opponent's last. The first player loses iff n is in 1, 2, 3, 5, 8, ... (each term the
// sum of the two before); the proof is in the crate's src/lib.rs.
//
// Input: one n per line until a line 0 or the end of the input. Output: "First win" or
// "Second win" per case. Exact for 1 <= n <= 10^18 (the Rust solution's range; the judge's is
// n < 2^31): the terms are built in 64 bits, past the last one that fits in an int.
// Compile: c++ -std=c++11 -O2 hdu2516-fibonacci-nim.cpp
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    const unsigned long long max_n = 1000000000000000000ULL;
    std::vector<unsigned long long> losing;
    losing.push_back(1);
    losing.push_back(2);
    while (losing[losing.size() - 2] + losing.back() <= max_n) {
        losing.push_back(losing[losing.size() - 2] + losing.back());
    }
    unsigned long long n;
    while (std::scanf("%llu", &n) == 1 && n != 0) {
        bool lost = std::binary_search(losing.begin(), losing.end(), n);
        std::puts(lost ? "Second win" : "First win");
    }
    return 0;
}
