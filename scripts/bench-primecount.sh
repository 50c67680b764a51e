#!/usr/bin/env bash
# shared::prime_count::prime_pi(n) against primecount on one thread (`primecount N -t1`, the
# default), or `prime_pi_threads(n, all cores)` against `primecount N` (its default: all cores)
# with `--threads all`: whole processes on both sides (ours is the binary
# `crates/bench/src/bin/prime_pi.rs`, built here), timed alternately for a few rounds, since the
# machine may be busy; prints the processor, the threads each side ran, the load before and
# after, the median times and the median of the per-round ratios, and stops with status 1 if a
# count differs from primecount's. Installs Debian's primecount when it is missing.
#
# Usage: [PHASES=1] scripts/bench-primecount.sh [--threads 1|all] [ROUNDS] [N ...]
#   N defaults to 1e11 1e12 1e13 1e14 1e15; `large` stands for 1e16 1e17 1e18 1e19 and
#   2^64 - 1 (minutes to hours each on one thread: run them with ROUNDS = 1). N is digits or
#   like 1e16, as both programs read it. With PHASES=1, each n's row is followed by one more
#   run of ours with `--phases`: the seconds each part of the count took, summed over the
#   threads, and its share of threads x wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-common.sh
threads_arg "$@"
shift "$shift_by"
rounds="${1:-5}"
shift || true
ns=()
for arg in "$@"; do
    if [ "$arg" = large ]; then
        ns+=(1e16 1e17 1e18 1e19 18446744073709551615)
    else
        ns+=("$arg")
    fi
done
if [ "${#ns[@]}" -eq 0 ]; then ns=(1e11 1e12 1e13 1e14 1e15); fi

if ! command -v primecount >/dev/null; then
    echo "primecount is missing: installing Debian's package" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    apt-cache policy primecount | sed -n 1,3p >&2 # sed reads it all: no SIGPIPE under pipefail
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq primecount >/dev/null
fi

cargo build -q --release -p bench --bin prime_pi
ours="${CARGO_TARGET_DIR:-target}/release/prime_pi"
if [ "$threads" = all ]; then
    our_args=(--threads 0)
    pc_args=()
else
    our_args=()
    pc_args=(-t1)
fi
# The threads each side runs: primecount's from its status output on a small n, ours from
# the program's report.
pc_threads="$(primecount 1e10 -s "${pc_args[@]}" | awk '/^threads =/ {print $3; exit}')"
our_threads="$("$ours" "${our_args[@]}" 1e10 | awk '/^Threads/ {print $2}')"

# Wall time of a whole process, in seconds; its standard output goes to the file $1.
wall() {
    local out="$1"
    shift
    local start end
    start="$(date +%s.%N)"
    "$@" >"$out"
    end="$(date +%s.%N)"
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }'
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "primecount $(primecount --version | head -1 | awk '{print $2}' | tr -d ,), $(machine), $rounds rounds"
echo "threads: primecount $pc_threads, shared $our_threads"
echo "load before: $(load)"
printf '%-20s %20s %12s %12s %8s\n' n count primecount shared ratio
for n in "${ns[@]}"; do
    pc_times=()
    our_times=()
    ratios=()
    for _ in $(seq "$rounds"); do
        pc_time="$(wall "$tmp/pc" primecount "$n" "${pc_args[@]}")"
        our_time="$(wall "$tmp/ours" "$ours" "${our_args[@]}" "$n")"
        pc_count="$(tr -d ' ' <"$tmp/pc")"
        our_count="$(awk '/^pi/ {print $3}' "$tmp/ours")"
        if [ -z "$our_count" ] || [ "$pc_count" != "$our_count" ]; then
            echo "count mismatch at $n: primecount $pc_count, shared $our_count" >&2
            exit 1
        fi
        pc_times+=("$pc_time")
        our_times+=("$our_time")
        ratios+=("$(awk -v a="$our_time" -v b="$pc_time" 'BEGIN { printf "%.3f", a / b }')")
    done
    # Times to the microsecond, so that the ratio of two runs of a few ms is not rounded.
    printf '%-20s %20s %11.4fs %11.4fs %8s\n' "$n" "$our_count" "$(median "${pc_times[@]}")" \
        "$(median "${our_times[@]}")" "$(median "${ratios[@]}")"
    if [ "${PHASES:-0}" = 1 ]; then
        "$ours" "${our_args[@]}" --phases "$n" >"$tmp/phases"
        awk '/^Phase/ {print "    " $0}' "$tmp/phases"
    fi
done
echo "load after: $(load)"
echo "ratio = shared / primecount, median of the per-round ratios; times are medians too (whole processes)"
