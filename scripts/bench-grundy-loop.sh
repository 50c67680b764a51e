#!/usr/bin/env bash
# Grundy's game (split a heap into two nonempty heaps of different sizes) as a rules file,
# tabled by the lab, against the plainest C++ loop that tables it: for each heap n, the mex of
# G(a) ^ G(n - a) over 1 <= a < n / 2, marked in a stamp array. The goal (issue #37, item 4):
# the lab within 3 times the loop at N = 10^5.
#
# Both table every heap 0..=N and print nothing but a check: the C++ program the XOR of
# G(n) * (n + 1) over the table, the lab its table, from which the script computes the same
# XOR, so a wrong table is an error and not a fast time. Times: the median wall time of ROUNDS
# runs of each (the rules program compiled before the first round, so without the compile; the
# lab's with its period search and its printing), and the ratio lab / loop.
#
# Needs g++ (compiled with -O2). Run it on a quiet machine: times on a loaded one say nothing.
# Usage: scripts/bench-grundy-loop.sh [N] [ROUNDS]   (defaults: 100000 3)
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-100000}"
rounds="${2:-3}"
target="${CARGO_TARGET_DIR:-target}"
dir="$target/bench-grundy-loop"
mkdir -p "$dir"

cat > "$dir/loop.cpp" <<'CPP'
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
int main(int argc, char** argv) {
    const long n = argc > 1 ? std::atol(argv[1]) : 100000;
    std::vector<uint32_t> g(n + 1, 0);
    std::vector<long> stamp(64, -1);
    for (long m = 0; m <= n; ++m) {
        for (long a = 1; 2 * a < m; ++a) {
            uint32_t v = g[a] ^ g[m - a];
            if (v >= stamp.size()) stamp.resize(2 * v + 2, -1);
            stamp[v] = m;
        }
        uint32_t x = 0;
        while (x < stamp.size() && stamp[x] == m) ++x;
        g[m] = x;
    }
    uint64_t check = 0;
    for (long m = 0; m <= n; ++m) check ^= uint64_t(g[m]) * uint64_t(m + 1);
    std::printf("%llu\n", (unsigned long long)check);
}
CPP
g++ -O2 -o "$dir/loop" "$dir/loop.cpp"
cargo build -q --release -p lab
lab="$target/release/lab"
file=examples/games/grundy_game.rs
# Compiles the rules program (once per version of the file) outside the timed runs.
"$lab" table "$file" --grundy --upto 10 --quiet >/dev/null 2>&1

# The same check from the lab's table, one value a row (`-c 1`: "n | value").
lab_check() {
    local x=0 row value
    while IFS='|' read -r row value; do
        if [[ "$row" =~ ^\ *[0-9]+\ *$ && -n "$value" ]]; then
            x=$((x ^ (value * (row + 1))))
        fi
    done < <("$lab" table "$file" --grundy --upto "$n" -c 1 2>/dev/null)
    echo "$x"
}
want="$("$dir/loop" "$n")"
got="$(lab_check)"
if [ "$want" != "$got" ]; then
    echo "the tables differ at N = $n: loop check $want, lab check $got" >&2
    exit 1
fi

# The median wall time in seconds of `rounds` runs of the command.
median() {
    for _ in $(seq "$rounds"); do
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s.%N)
        echo "$end - $start" | bc -l
    done | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}
loop_time="$(median "$dir/loop" "$n")"
lab_time="$(median "$lab" table "$file" --grundy --upto "$n" --quiet)"
printf 'Grundy'"'"'s game, heaps 0..=%s, median of %s runs (tables agree, check %s)\n' "$n" "$rounds" "$want"
printf '  C++ loop (g++ -O2)  %8.3f s\n' "$loop_time"
printf '  lab rules file      %8.3f s\n' "$lab_time"
printf '  ratio lab / loop    %8.2f\n' "$(echo "$lab_time / $loop_time" | bc -l)"
