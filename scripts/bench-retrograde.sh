#!/usr/bin/env bash
# Retrograde analysis (Win / Lose / Draw and remoteness of every position, by out-degree
# counters and a queue over the reversed edges) of one random directed graph, side by side in
# one run: shared::game::retrograde (crates/bench/src/bin/retrograde.rs: TokenGraph::from_edges,
# Retrograde::solve) against a plain C++ implementation of the same method
# (crates/bench/reference/retrograde.cpp: the reversed CSR arrays, counters and an array
# queue, in one function), built with g++ -O2.
#
# The Rust program writes the graph (N vertices, M edges with both ends uniform from a
# SplitMix64 seeded with SEED, as a binary file; SHAPE `any` keeps them as drawn, so a sparse
# graph has cycles and is mostly draws, `acyclic` turns each edge from the lower vertex to the
# higher, so every position is decided and every edge scanned); both programs read that file (untimed) and
# print the counts of Win, Lose and Draw, the sum and maximum of the remoteness, and their own
# times to build the reversed graph and to solve. The script checks that the two agree on
# everything but the times, in every round, and prints the medians over ROUNDS runs of the
# build, solve and total times, the ratios Rust / C++ (median of the per-round ratios), and
# the peak memory of each process (/usr/bin/time -v, maximum resident set size, which includes
# the edge list read from the file).
#
# Usage: scripts/bench-retrograde.sh [N [M [SEED [ROUNDS [SHAPE]]]]]
#        (defaults: 1000000 5000000 1 5 any; run it with SHAPE acyclic too)
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-1000000}"
m="${2:-5000000}"
seed="${3:-1}"
rounds="${4:-5}"
shape="${5:-any}"

if [ ! -x /usr/bin/time ]; then
    echo "/usr/bin/time is missing: installing Debian's time" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
fi

target="${CARGO_TARGET_DIR:-target}"
cargo build -q --release -p bench --bin retrograde
ours="$target/release/retrograde"
reference="$target/retrograde-reference"
g++ -O2 -o "$reference" crates/bench/reference/retrograde.cpp
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$ours" --generate "$n" "$m" "$seed" "$shape" "$tmp/graph"

# Runs "$@" on the graph; appends "build solve total peak_kib" to $tmp/$name.times and keeps
# the answer (every field but the times) in $tmp/$name.answer.
timed() {
    local name="$1"
    shift
    /usr/bin/time -v -o "$tmp/$name.time" "$@" "$tmp/graph" >"$tmp/$name.out"
    awk '{ for (i = 1; i < NF; i += 2) if ($i !~ /seconds/) printf "%s %s ", $i, $(i + 1); print "" }' \
        "$tmp/$name.out" >"$tmp/$name.answer"
    local peak
    peak="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tmp/$name.time")"
    awk -v peak="$peak" '{ for (i = 1; i < NF; i++) { if ($i == "build-seconds") b = $(i + 1);
        if ($i == "solve-seconds") s = $(i + 1) } printf "%.6f %.6f %.6f %s\n", b, s, b + s, peak }' \
        "$tmp/$name.out" >>"$tmp/$name.times"
}
column() { awk -v c="$2" '{print $c}' "$tmp/$1.times"; }
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
# The median over the rounds of ours / the reference's, on column $1.
ratio() {
    paste -d' ' <(column ours "$1") <(column cpp "$1") |
        awk '{ if ($2 > 0) printf "%.3f\n", $1 / $2 }' | median
}

cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
echo "retrograde analysis of a random graph: N = $n vertices, M = $m edges ($shape), seed $seed," \
    "$rounds rounds; $cpu, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$rounds"); do
    timed ours "$ours"
    timed cpp "$reference"
    if ! cmp -s "$tmp/ours.answer" "$tmp/cpp.answer"; then
        echo "the answers differ: ours $(cat "$tmp/ours.answer"), C++ $(cat "$tmp/cpp.answer")" >&2
        exit 1
    fi
done
echo "both: $(cat "$tmp/ours.answer")"
printf '%-32s %9s %9s %9s %12s\n' program "build s" "solve s" "total s" "peak KiB"
for name in ours cpp; do
    case "$name" in
        ours) label="shared::game::retrograde" ;;
        cpp) label="C++ reference (g++ -O2)" ;;
    esac
    printf '%-32s %9s %9s %9s %12s\n' "$label" "$(column "$name" 1 | median)" \
        "$(column "$name" 2 | median)" "$(column "$name" 3 | median)" "$(column "$name" 4 | median)"
done
echo "ratio Rust / C++ (median of the per-round ratios): build $(ratio 1), solve $(ratio 2)," \
    "total $(ratio 3), peak memory $(ratio 4); load after: $(cut -d' ' -f1-3 /proc/loadavg)"
