#!/usr/bin/env bash
# shared::prime_count::prime_pi(n) against primecount on one thread (`primecount N -t1`): whole
# processes on both sides (ours is the binary `crates/bench/src/bin/prime_pi.rs`, built here),
# timed alternately for a few rounds, since the machine may be busy; prints the median times and
# the median of the per-round ratios, and stops with status 1 if a count differs from
# primecount's. Installs Debian's primecount when it is missing.
#
# Usage: scripts/bench-primecount.sh [ROUNDS] [N ...]
#   N defaults to 1e11 1e12 1e13 1e14 1e15; `large` stands for 1e16 1e17 1e18 1e19 and
#   2^64 - 1 (minutes to hours each on one thread: run them with ROUNDS = 1). N is digits or
#   like 1e16, as both programs read it.
set -euo pipefail
cd "$(dirname "$0")/.."
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
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
family="$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
model="$(awk -F: '/^model[[:space:]]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
echo "primecount $(primecount --version | head -1 | awk '{print $2}' | tr -d ,), $cpu (family $family, model $model), $(nproc) cores, $rounds rounds"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-20s %20s %12s %12s %8s\n' n count primecount shared ratio
for n in "${ns[@]}"; do
    pc_times=()
    our_times=()
    ratios=()
    for _ in $(seq "$rounds"); do
        pc_time="$(wall "$tmp/pc" primecount "$n" -t1)"
        our_time="$(wall "$tmp/ours" "$ours" "$n")"
        pc_count="$(tr -d ' ' <"$tmp/pc")"
        our_count="$(awk '/^pi/ {print $3}' "$tmp/ours")"
        if [ "$pc_count" != "$our_count" ]; then
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
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "ratio = shared / primecount, median of the per-round ratios; times are medians too (whole processes)"
