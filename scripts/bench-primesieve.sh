#!/usr/bin/env bash
# shared's sieve against primesieve: `sieve_prime_pi(n)` against `primesieve N -c -t1` on one
# thread (the default), or `sieve_prime_pi_threads(n, all cores)` against `primesieve N -c`
# (its default: all cores) with `--threads all`; for n = 10^9, 10^10, 10^11 and 10^12 (or the N
# given; 10^12 takes minutes per run on one thread): both times, the time per number, and
# their ratio, as medians over a few interleaved rounds (the machine may be busy, so the two
# run alternately and each round gives one ratio). Both sides time the count itself
# (primesieve's --time, our program's own clock), not the process start. Prints the processor,
# the threads each side ran and the load before and after; stops with status 1 if a count
# differs from primesieve's. Installs Debian's primesieve when it is missing.
# Usage: scripts/bench-primesieve.sh [--threads 1|all] [ROUNDS [N...]]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bench-common.sh
threads_arg "$@"
shift "$shift_by"
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
ours="${CARGO_TARGET_DIR:-target}/release/prime_pi"
# The program times the count itself, so the process start is not counted.
if [ "$threads" = all ]; then
    our_args=(--sieve --threads 0)
    ps_args=()
else
    our_args=(--sieve)
    ps_args=(-t1)
fi

echo "primesieve $(primesieve --version | head -1 | awk '{print $2}' | tr -d ,), $(machine), $rounds rounds, threads: $threads"
echo "load before: $(load)"
printf '%-6s %12s %12s %12s %10s %8s %9s\n' n count primesieve shared "ns/number" ratio threads
for n in "${sizes[@]}"; do
    ps_times=()
    our_times=()
    ratios=()
    for _ in $(seq "$rounds"); do
        ps_out="$(primesieve "$n" -c "${ps_args[@]}" --no-status --time)"
        ps_time="$(echo "$ps_out" | awk '/^Seconds/ {print $2}')"
        ps_count="$(echo "$ps_out" | awk '/^Primes/ {print $2}')"
        ps_threads="$(echo "$ps_out" | awk '/^Threads/ {print $3}')"
        our_out="$("$ours" "${our_args[@]}" "$n")"
        our_time="$(echo "$our_out" | awk '/^Seconds/ {print $2}')"
        our_count="$(echo "$our_out" | awk '/^pi/ {print $3}')"
        our_threads="$(echo "$our_out" | awk '/^Threads/ {print $2}')"
        if [ -z "$our_count" ] || [ "$ps_count" != "$our_count" ]; then
            echo "count mismatch at $n: primesieve $ps_count, shared $our_count" >&2
            exit 1
        fi
        ps_times+=("$ps_time")
        our_times+=("$our_time")
        ratios+=("$(awk -v a="$our_time" -v b="$ps_time" 'BEGIN { printf "%.3f", a / b }')")
    done
    our_median="$(median "${our_times[@]}")"
    per_number="$(awk -v t="$our_median" -v n="$n" 'BEGIN { printf "%.3f", t * 1e9 / n }')"
    printf '%-6s %12s %11ss %11ss %10s %8s %9s\n' "$n" "$our_count" "$(median "${ps_times[@]}")" \
        "$our_median" "$per_number" "$(median "${ratios[@]}")" "$ps_threads/$our_threads"
done
echo "load after: $(load)"
echo "ratio = shared / primesieve, median of the per-round ratios; times are medians too;"
echo "ns/number = shared's median time / n; threads = primesieve's / shared's"
