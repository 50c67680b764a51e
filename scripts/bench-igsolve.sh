#!/usr/bin/env bash
# Grundy's game (split a heap into two unequal heaps) as a rules file, tabled by the lab, against
# igsolve 0.1.2 (Piotr Beling's solver of impartial games, crates.io), side by side in one run.
#
# igsolve answers one heap per run (`igsolve grundy -p N` prints the nimber of N; its search
# stores the heaps below N on the way, but prints only N's), so the values are compared on every
# heap 0..=FULL and on every STEP-th heap above, up to N, which is always compared. One igsolve
# run at heap h costs about 0.5 s · (h / 10^4)^2 on a Zen 5 core (ten times that on a slow
# Xeon), so comparing every heap to 10^4 (`bench-igsolve.sh 10000 10000`) takes some 30 to 40
# minutes there; the defaults take under a minute. The lab's side is one `lab table --grundy`
# to N.
#
# Times, the median of ROUNDS runs at n = N: igsolve's own "calculation time" and its process's
# wall time; the lab's process wall time (the rules program compiled before the first round,
# so without the compile; with the period search and the printing of the table), and the ratio
# lab / igsolve of the wall times.
#
# Installs igsolve 0.1.2 into the target directory when it is missing (a separate program; its
# code is not part of this repository).
# Usage: scripts/bench-igsolve.sh [N] [FULL] [STEP] [ROUNDS]   (defaults: 10000 1000 100 3)
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-10000}"
full="${2:-1000}"
step="${3:-100}"
rounds="${4:-3}"

target="${CARGO_TARGET_DIR:-target}"
igsolve="$target/igsolve/bin/igsolve"
if [ ! -x "$igsolve" ] || ! "$igsolve" --version | grep -q "0.1.2"; then
    echo "igsolve 0.1.2 is missing: installing it into $target/igsolve" >&2
    cargo install igsolve --version 0.1.2 --locked --root "$target/igsolve" >&2
fi
if [ ! -x /usr/bin/time ]; then
    echo "/usr/bin/time is missing: installing Debian's time" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
fi

cargo build -q --release -p lab
lab="$target/release/lab"
rules=examples/games/grundy_game.rs
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The lab's table, one value per line in heap order (the rows are "start | values").
"$lab" table "$rules" --upto "$n" --grundy --columns 10 2>/dev/null |
    awk -F'|' '/^ *[0-9]+ \|/ { k = split($2, v, " "); for (i = 1; i <= k; i++) print v[i] }' \
        >"$tmp/lab.values"
if [ "$(wc -l <"$tmp/lab.values")" -ne $((n + 1)) ]; then
    echo "the lab's table has $(wc -l <"$tmp/lab.values") values, expected $((n + 1))" >&2
    exit 1
fi

nimber() { "$igsolve" grundy -p "$1" | awk -F': ' '/Nimber of initial position/ {print $2}'; }
compared=0
# Every heap to FULL (capped at N), every STEP-th above, and N itself, each once.
if [ "$full" -gt "$n" ]; then full="$n"; fi
heaps() {
    seq 0 "$full"
    if [ "$full" -lt "$n" ]; then
        seq $((full + step)) "$step" "$n" | awk -v n="$n" '$1 < n'
        echo "$n"
    fi
}
for h in $(heaps); do
    ours="$(sed -n "$((h + 1))p" "$tmp/lab.values")"
    theirs="$(nimber "$h")"
    if [ "$ours" != "$theirs" ]; then
        echo "heap $h: the lab gives $ours, igsolve $theirs" >&2
        exit 1
    fi
    compared=$((compared + 1))
done

# igsolve's "Calculation time: 1.23s" (or ms, µs, ns) in seconds.
ig_seconds() {
    awk '/Calculation time/ {
        t = $3; unit = t; sub(/[0-9.]+/, "", unit); v = t + 0;
        if (unit == "ms") v /= 1e3; else if (unit == "µs" || unit == "us") v /= 1e6;
        else if (unit == "ns") v /= 1e9;
        printf "%.6f\n", v }' "$1"
}
wall() { awk -F' ' '{print $1}' "$1"; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

ig_clock=()
ig_wall=()
lab_wall=()
for _ in $(seq "$rounds"); do
    /usr/bin/time -f "%e" -o "$tmp/ig.time" "$igsolve" grundy -p "$n" >"$tmp/ig.out"
    ig_clock+=("$(ig_seconds "$tmp/ig.out")")
    ig_wall+=("$(wall "$tmp/ig.time")")
    /usr/bin/time -f "%e" -o "$tmp/lab.time" "$lab" table "$rules" --upto "$n" --grundy --quiet \
        >/dev/null 2>&1
    lab_wall+=("$(wall "$tmp/lab.time")")
done
igm="$(median "${ig_wall[@]}")"
labm="$(median "${lab_wall[@]}")"
echo "igsolve $("$igsolve" --version | awk '{print $2}'), $(lscpu | awk -F': +' '/Model name/ {print $2; exit}'), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
if [ "$full" -eq "$n" ]; then
    which="every heap 0..=$n"
else
    which="every heap 0..=$full, every ${step}th above and $n"
fi
echo "values equal on $compared heaps: $which (G($n) = $(sed -n "$((n + 1))p" "$tmp/lab.values"))"
echo "n = $n, median of $rounds runs: igsolve calculation $(median "${ig_clock[@]}") s, process ${igm} s (one heap); lab table 0..=$n ${labm} s (process, every heap)"
echo "ratio lab / igsolve (process wall times): $(awk -v a="$labm" -v b="$igm" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "-" }')"
