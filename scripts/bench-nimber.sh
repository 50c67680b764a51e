#!/usr/bin/env bash
# Library Checker's nim_product_64 (T lines "A B", print A ⊗ B per line) as whole programs:
# our submission-shaped program (crates/bench/src/bin/nim_product.rs: shared::input, then
# shared::nimber) against a C++ reference of the usual fast method
# (crates/bench/reference/nim_product_64.cpp: the Fermat split to bytes, a 256 x 256 table),
# built with `c++ -O2`, side by side in one run.
#
# The input is generated with the judge's largest shape: T = 10^6 pairs of pseudo-random
# 64-bit numbers (40 MB). Each round runs, alternately, our program and the reference with each
# of its three ways of reading and writing: scanf / printf; std::cin / std::cout with
# sync_with_stdio(false); the whole input by fread, digits parsed and written by hand. Every
# round checks that the four outputs are identical. Times are per whole process (bash's `time`):
# CPU (user + system), which holds up on a busy machine, and the clock. Printed: the medians,
# and the medians of the per-round ratios (ours / that program).
#
# Usage: scripts/bench-nimber.sh [ROUNDS [T [SEED]]]   (defaults: 7 1000000 1)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-7}"
t="${2:-1000000}"
seed="${3:-1}"

target="${CARGO_TARGET_DIR:-target}"
cargo build -q --release -p bench --bin nim_product
ours="$target/release/nim_product"
reference="$target/nim_product_64-reference"
c++ -O2 -o "$reference" crates/bench/reference/nim_product_64.cpp
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$ours" --generate "$t" "$seed" >"$tmp/input"

# Runs "$@" on the input into $tmp/$name.out; appends "clock cpu" to $tmp/$name.times.
timed() {
    local name="$1"
    shift
    local TIMEFORMAT='%3R %3U %3S'
    { time "$@" <"$tmp/input" >"$tmp/$name.out" 2>"$tmp/$name.err"; } 2>"$tmp/time"
    awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$tmp/time" >>"$tmp/$name.times"
}
column() { awk -v c="$2" '{print $c}' "$tmp/$1.times"; }
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
# The median over the rounds of ours / the other's, on column $2 (1: clock, 2: CPU).
ratio() {
    paste -d' ' <(column ours "$2") <(column "$1" "$2") |
        awk '{ if ($2 > 0) printf "%.3f\n", $1 / $2 }' | median
}

cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
family="$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
model="$(awk -F: '/^model[[:space:]]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
echo "nim_product_64, T = $t random pairs ($(wc -c <"$tmp/input") bytes), $rounds rounds;" \
    "$cpu (family $family, model $model), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$rounds"); do
    timed ours "$ours"
    for way in stdio cin raw; do
        timed "$way" "$reference" "$way"
        if ! cmp -s "$tmp/ours.out" "$tmp/$way.out"; then
            echo "the outputs differ: ours and the reference's ($way)" >&2
            exit 1
        fi
    done
done
printf '%-34s %9s %9s %10s %10s\n' program "CPU s" "clock s" "CPU ratio" "clock r."
for name in ours stdio cin raw; do
    case "$name" in
        ours) label="shared (nim_product)" ;;
        stdio) label="C++ reference, scanf/printf" ;;
        cin) label="C++ reference, cin/cout unsynced" ;;
        raw) label="C++ reference, fread/by hand" ;;
    esac
    if [ "$name" = ours ]; then r1="-" r2="-"; else r1="$(ratio "$name" 2)" r2="$(ratio "$name" 1)"; fi
    printf '%-34s %9s %9s %10s %10s\n' "$label" "$(column "$name" 2 | median)" \
        "$(column "$name" 1 | median)" "$r1" "$r2"
done
echo "ratio = ours / that program, median of the per-round ratios; times are medians;" \
    "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
