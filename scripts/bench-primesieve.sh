#!/usr/bin/env bash
# prime_pi(n) of shared against primesieve on one thread (`primesieve N -c -t1`), for
# n = 10^9 and 10^10: both times and their ratio, as medians over a few interleaved rounds
# (the machine may be busy, so the two run alternately and each round gives one ratio).
# Installs Debian's primesieve when it is missing. Usage: scripts/bench-primesieve.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-5}"

if ! command -v primesieve >/dev/null; then
    echo "primesieve is missing: installing Debian's package" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq primesieve >/dev/null
fi

cargo build -q --release -p shared --example prime_pi
# The example times prime_pi itself, so cargo's start-up is not counted.
ours() { cargo run -q --release -p shared --example prime_pi -- --sieve "$@"; }

echo "primesieve $(primesieve --version | head -1 | awk '{print $2}' | tr -d ,), $(nproc) cores, $rounds rounds"
printf '%-6s %12s %12s %12s %8s\n' n count primesieve shared ratio
for n in 1e9 1e10; do
    ps_times=()
    our_times=()
    ratios=()
    for _ in $(seq "$rounds"); do
        ps_out="$(primesieve "$n" -c -t1 -q --time)"
        ps_time="$(echo "$ps_out" | awk '/Seconds/ {print $2}')"
        ps_count="$(echo "$ps_out" | grep -v Seconds | tr -d ' ')"
        our_out="$(ours "$n")"
        our_time="$(echo "$our_out" | awk '/Seconds/ {print $2}')"
        our_count="$(echo "$our_out" | awk '/^pi/ {print $3}')"
        if [ "$ps_count" != "$our_count" ]; then
            echo "count mismatch at $n: primesieve $ps_count, shared $our_count" >&2
            exit 1
        fi
        ps_times+=("$ps_time")
        our_times+=("$our_time")
        ratios+=("$(awk -v a="$our_time" -v b="$ps_time" 'BEGIN { printf "%.3f", a / b }')")
    done
    median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
    printf '%-6s %12s %11ss %11ss %8s\n' "$n" "$our_count" "$(median "${ps_times[@]}")" \
        "$(median "${our_times[@]}")" "$(median "${ratios[@]}")"
done
echo "ratio = shared / primesieve, median of the per-round ratios; times are medians too"
