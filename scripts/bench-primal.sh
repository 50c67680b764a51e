#!/usr/bin/env bash
# shared::sieve against primal (the Rust crate) below 10^9, as ratios: the criterion groups of
# `crates/bench/benches/primes.rs` that time both in one invocation, then the medians that
# criterion saved (target/criterion/<group>/<function>/new/estimates.json), divided:
# - `sieve_prime_pi(10^9)` / `primal::StreamingSieve::prime_pi(10^9)` (target <= 0.6);
# - `for_each_prime` over every prime below 10^9 / primal's fastest listing, the faster of
#   `Primes::all()` and `Sieve::new(n).primes_from(0)` (target <= 0.5);
# - `for_each_prime` / `sieve_prime_pi` below 10^9 (listing against our own count).
# The contestants run one after the other (criterion), 10 samples each.
# Usage: scripts/bench-primal.sh
set -euo pipefail
cd "$(dirname "$0")/.."
criterion="${CARGO_TARGET_DIR:-target}/criterion"

cargo bench -q -p bench --bench primes -- \
    '^(sieve_prime_pi_vs_primal_prime_pi/(shared|primal)/10\^9|list_primes_to_10\^9_vs_count_and_primal/.*)$' \
    >/dev/null

# The median (ns) that criterion saved for group $1, function $2 (the last run).
median() {
    local file
    file="$(find "$criterion" -path "*/$1/$2/new/estimates.json" | head -1)"
    if [ -z "$file" ]; then
        echo "no criterion estimate for $1/$2" >&2
        exit 1
    fi
    sed -E 's/.*"median":\{"confidence_interval":\{[^}]*\},"point_estimate":([0-9.eE+-]+).*/\1/' "$file"
}
ms() { awk -v t="$1" 'BEGIN { printf "%.1f ms", t / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

count_ours="$(median 'sieve_prime_pi_vs_primal_prime_pi' 'shared/10_9')"
count_primal="$(median 'sieve_prime_pi_vs_primal_prime_pi' 'primal/10_9')"
group='list_primes_to_10_9_vs_count_and_primal'
list_ours="$(median "$group" shared_for_each_prime)"
list_count="$(median "$group" shared_sieve_prime_pi)"
list_all="$(median "$group" primal_primes_all)"
list_sieve="$(median "$group" primal_sieve_primes_from)"
list_primal="$(awk -v a="$list_all" -v b="$list_sieve" 'BEGIN { print (a < b) ? a : b }')"

cpu="$(lscpu | awk -F: '/Model name/ {gsub(/^ +/, "", $2); print $2; exit}')"
family="$(awk -F: '/cpu family/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
model="$(awk -F: '/^model[[:space:]]*:/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)"
echo "$cpu (family $family, model $model), $(nproc) cores; criterion medians; load: $(uptime | sed 's/.*load average: //')"
echo "pi(10^9): sieve_prime_pi $(ms "$count_ours"), primal StreamingSieve::prime_pi $(ms "$count_primal"): ratio $(ratio "$count_ours" "$count_primal") (target <= 0.6)"
echo "every prime below 10^9: for_each_prime $(ms "$list_ours"), primal Primes::all() $(ms "$list_all"), Sieve::new(n).primes_from(0) $(ms "$list_sieve"): ratio to the faster $(ratio "$list_ours" "$list_primal") (target <= 0.5)"
echo "every prime below 10^9: for_each_prime $(ms "$list_ours") against our count $(ms "$list_count") (same group): ratio $(ratio "$list_ours" "$list_count")"
