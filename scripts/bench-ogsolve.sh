#!/usr/bin/env bash
# Grundy values of octal games: shared::game::OctalGame::grundy_values against ogsolve 0.0.7
# (Piotr Beling's solver, crates.io), one thread each, side by side in one run.
#
# For each game, ogsolve's fastest method is picked first (every method of `ogsolve --help`
# timed at n = 20000); then both programs run alternately for ROUNDS rounds at n = N and the
# script prints the median times, the median of the per-round ratios (shared / ogsolve) and
# both peak RSS (whole process, /usr/bin/time -v). Every round compares the two whole value
# sequences (ogsolve -p against our program's --print) and stops on any difference. Two times
# each: the program's own clock (ogsolve's "calculation time", our program's "seconds": wall
# time of the computation, no start-up, no printing) and the whole process's CPU time (user +
# system, from /usr/bin/time -v, with start-up and printing), which holds up better on a busy
# machine.
#
# `--reach [SECONDS] [GAME...]` (default 60 s) instead finds, for each game and each program,
# the largest n whose whole table takes at most SECONDS of CPU (user + system): n doubles from
# 2^14 until a run takes longer (a run is stopped after 4 SECONDS of wall time) or n passes
# 2^28 (then reported as ">= 2^28": a table of 512 MB), then 3 bisection steps narrow it to an
# eighth of the last doubling; both value sequences are then compared up to the smaller of the
# two n, at most 2^24 (each value list is a file in /tmp).
#
# Installs ogsolve 0.0.7 into the target directory when it is missing (a separate program; its
# code is not part of this repository).
# Usage: scripts/bench-ogsolve.sh [N] [ROUNDS] [GAME...]
#        scripts/bench-ogsolve.sh --reach [SECONDS] [GAME...]
# (defaults: 1000000, 3 rounds or 60 s, and the games 0.16 0.007 4.007 0.6 0.142 0.104 0.106)
set -euo pipefail
cd "$(dirname "$0")/.."
reach=""
if [ "${1:-}" = "--reach" ]; then
    reach="${2:-60}"
    shift $(($# < 2 ? $# : 2))
else
    n="${1:-1000000}"
    rounds="${2:-3}"
    shift $(($# < 2 ? $# : 2))
fi
games=("$@")
if [ ${#games[@]} -eq 0 ]; then games=(0.16 0.007 4.007 0.6 0.142 0.104 0.106); fi

target="${CARGO_TARGET_DIR:-target}"
ogsolve="$target/ogsolve/bin/ogsolve"
if [ ! -x "$ogsolve" ] || ! "$ogsolve" --version | grep -q "0.0.7"; then
    echo "ogsolve 0.0.7 is missing: installing it into $target/ogsolve" >&2
    cargo install ogsolve --version 0.0.7 --locked --root "$target/ogsolve" >&2
fi
if [ ! -x /usr/bin/time ]; then
    echo "/usr/bin/time is missing: installing Debian's time" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
fi

cargo build -q --release -p bench --bin octal
ours="$target/release/octal"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# ogsolve's "calculation time: 1.23s" (or ms, µs, ns) in seconds.
og_seconds() {
    awk '/calculation time/ {
        t = $3; unit = t; sub(/[0-9.]+/, "", unit); v = t + 0;
        if (unit == "ms") v /= 1e3; else if (unit == "µs" || unit == "us") v /= 1e6;
        else if (unit == "ns") v /= 1e9;
        printf "%.6f\n", v }' "$1"
}
rss_kb() { awk -F': ' '/Maximum resident set size/ {print $2}' "$1"; }
cpu_seconds() {
    awk -F': ' '/User time \(seconds\)/ {u = $2} /System time \(seconds\)/ {s = $2}
        END {printf "%.2f\n", u + s}' "$1"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.4f", a / b; else print "-" }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# ogsolve's fastest method for a game: every method timed at n = 20000.
best_method_of() {
    local best_method="" best_time="" t
    for method in naive rc rcs rc2 rc2s; do
        "$ogsolve" -m "$method" -n 20000 "$1" >"$tmp/probe" 2>&1
        t="$(og_seconds "$tmp/probe")"
        if [ -z "$best_time" ] || awk -v a="$t" -v b="$best_time" 'BEGIN { exit !(a < b) }'; then
            best_method="$method"
            best_time="$t"
        fi
    done
    echo "$best_method"
}

# Writes the values of GAME up to N by PROGRAM (og or ours) to FILE, one per line.
values_of() {
    if [ "$1" = og ]; then
        "$ogsolve" -m "$method" -n "$3" -p "$2" | grep '^ nimbers:' | sed 's/^ nimbers: //' \
            | tr ' ' '\n' | grep -v '^$' >"$4"
    else
        "$ours" "$2" "$3" --print "$4" >/dev/null
    fi
}

# Whether PROGRAM (og or ours) computes GAME's table to N within $reach CPU seconds.
within() {
    local command
    if [ "$1" = og ]; then command=("$ogsolve" -m "$method" -n "$3" "$2"); else command=("$ours" "$2" "$3"); fi
    if ! timeout "$((4 * ${reach%.*} + 1))" /usr/bin/time -v -o "$tmp/reach.time" "${command[@]}" >/dev/null 2>&1; then
        return 1
    fi
    awk -v a="$(cpu_seconds "$tmp/reach.time")" -v b="$reach" 'BEGIN { exit !(a <= b) }'
}

# The largest n (doubling from 2^14, then 3 bisection steps) PROGRAM reaches in $reach s.
reach_limit=$((1 << 28))
reach_of() {
    local good=0 bad=16384 mid
    while within "$1" "$2" "$bad"; do
        good="$bad"
        bad=$((2 * bad))
        if [ "$bad" -gt "$reach_limit" ]; then
            echo ">=$good"
            return
        fi
    done
    for _ in 1 2 3; do
        mid=$(((good + bad) / 2))
        if within "$1" "$2" "$mid"; then good="$mid"; else bad="$mid"; fi
    done
    echo "$good"
}

if [ -n "$reach" ]; then
    echo "ogsolve $("$ogsolve" --version | awk '{print $2}'), $(lscpu | awk -F': +' '/Model name/ {print $2; exit}'), $(nproc) cores, the largest n in $reach s of CPU"
    printf '%-7s %-6s | %12s %12s | %s\n' game method "ogsolve n" "shared n" "values"
    for game in "${games[@]}"; do
        method="$(best_method_of "$game")"
        og_n="$(reach_of og "$game")"
        our_n="$(reach_of ours "$game")"
        common=$((${og_n#>=} < ${our_n#>=} ? ${og_n#>=} : ${our_n#>=}))
        common=$((common < (1 << 24) ? common : (1 << 24)))
        verdict="not compared (n = 0)"
        if [ "$common" -gt 0 ]; then
            values_of og "$game" "$common" "$tmp/og.values"
            values_of ours "$game" "$common" "$tmp/our.values"
            if ! cmp -s "$tmp/og.values" "$tmp/our.values"; then
                echo "$game: the value sequences differ (first difference: $(cmp "$tmp/og.values" "$tmp/our.values" | head -1))" >&2
                exit 1
            fi
            verdict="identical to n = $common"
        fi
        printf '%-7s %-6s | %12s %12s | %s\n' "$game" "$method" "$og_n" "$our_n" "$verdict"
    done
    echo "n = the largest table each program computed within $reach s of CPU (user + system of the whole process), from doubling and 3 bisection steps; 0: not even 2^14"
    exit 0
fi

echo "ogsolve $("$ogsolve" --version | awk '{print $2}'), $(lscpu | awk -F': +' '/Model name/ {print $2; exit}'), $(nproc) cores, n = $n, $rounds rounds"
printf '%-7s %-6s | %10s %10s %9s | %10s %10s %9s | %8s %8s\n' game method \
    "og clock" "og CPU" "og RSS" "clock" "CPU" "RSS" "clock r." "CPU r."

for game in "${games[@]}"; do
    best_method="$(best_method_of "$game")"
    og_times=()
    our_times=()
    ratios=()
    og_cpu=()
    our_cpu=()
    cpu_ratios=()
    og_rss=()
    our_rss=()
    for _ in $(seq "$rounds"); do
        /usr/bin/time -v -o "$tmp/og.time" "$ogsolve" -m "$best_method" -n "$n" -p "$game" >"$tmp/og.out"
        grep '^ nimbers:' "$tmp/og.out" | sed 's/^ nimbers: //' | tr ' ' '\n' | grep -v '^$' >"$tmp/og.values"
        /usr/bin/time -v -o "$tmp/our.time" "$ours" "$game" "$n" --print "$tmp/our.values" >"$tmp/our.out"
        if ! cmp -s "$tmp/og.values" "$tmp/our.values"; then
            echo "$game: the value sequences differ (first difference: $(cmp "$tmp/og.values" "$tmp/our.values" | head -1))" >&2
            exit 1
        fi
        og_t="$(og_seconds "$tmp/og.out")"
        our_t="$(awk '/^seconds/ {print $2}' "$tmp/our.out")"
        og_times+=("$og_t")
        our_times+=("$our_t")
        ratios+=("$(ratio "$our_t" "$og_t")")
        og_c="$(cpu_seconds "$tmp/og.time")"
        our_c="$(cpu_seconds "$tmp/our.time")"
        og_cpu+=("$og_c")
        our_cpu+=("$our_c")
        cpu_ratios+=("$(ratio "$our_c" "$og_c")")
        og_rss+=("$(rss_kb "$tmp/og.time")")
        our_rss+=("$(rss_kb "$tmp/our.time")")
    done
    period="$(awk '/^period/ {sub(/^period /, ""); print}' "$tmp/our.out")"
    printf '%-7s %-6s | %9.3fs %9.2fs %6s KB | %9.3fs %9.2fs %6s KB | %8s %8s\n' "$game" \
        "$best_method" "$(median "${og_times[@]}")" "$(median "${og_cpu[@]}")" \
        "$(median "${og_rss[@]}")" "$(median "${our_times[@]}")" "$(median "${our_cpu[@]}")" \
        "$(median "${our_rss[@]}")" "$(median "${ratios[@]}")" "$(median "${cpu_ratios[@]}")"
    echo "        shared's period verdict: $period"
    echo "        values identical in every round: $(wc -l <"$tmp/our.values") values, $(awk '/^checksum/ {print "FNV-1a " $2}' "$tmp/our.out")"
done
echo "og = ogsolve with its fastest method at n = 20000; clock = the program's own timer, CPU = user + system of the process; r. = shared / ogsolve, median of the per-round ratios; times and RSS are medians too"
