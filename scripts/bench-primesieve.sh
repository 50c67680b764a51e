#!/usr/bin/env bash
# shared::sieve::sieve_prime_pi(n) against primesieve on one thread (`primesieve N -c -t1`),
# for n = 10^9, 10^10, 10^11 and 10^12 (or the N given; 10^12 takes several minutes per run on
# each side): both times, the time per number, and their
# ratio, as medians over a few interleaved rounds (the machine may be busy, so the two run
# alternately and each round gives one ratio). Both sides time the count itself (primesieve's
# --time, our program's own clock), not the process start.
# Installs Debian's primesieve when it is missing.
# Usage: scripts/bench-primesieve.sh [ROUNDS [N...]]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-5}"
shift || true
sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then sizes=(1e9 1e10 1e11 1e12); fi

if ! command -v primesieve >/dev/null; then
    echo "primesieve is missing: installing Debian's package" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq primesieve >/dev/null
fi

cargo build -q --release -p bench --bin prime_pi
# The program times prime_pi itself, so cargo's start-up is not counted.
ours() { cargo run -q --release -p bench --bin prime_pi -- --sieve "$@"; }

cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
family="$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
model="$(awk -F: '/^model[[:space:]]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
echo "primesieve $(primesieve --version | head -1 | awk '{print $2}' | tr -d ,), $cpu (family $family, model $model), $(nproc) cores, $rounds rounds"
echo "load at the start: $(uptime | sed 's/.*load average: //')"
printf '%-6s %12s %12s %12s %10s %8s\n' n count primesieve shared "ns/number" ratio
for n in "${sizes[@]}"; do
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
    our_median="$(median "${our_times[@]}")"
    per_number="$(awk -v t="$our_median" -v n="$n" 'BEGIN { printf "%.3f", t * 1e9 / n }')"
    printf '%-6s %12s %11ss %11ss %10s %8s\n' "$n" "$our_count" "$(median "${ps_times[@]}")" \
        "$our_median" "$per_number" "$(median "${ratios[@]}")"
done
echo "ratio = shared / primesieve, median of the per-round ratios; times are medians too;"
echo "ns/number = shared's median time / n; load at the end: $(uptime | sed 's/.*load average: //')"
