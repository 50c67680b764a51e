#!/usr/bin/env bash
# How the problems read their input, against the two C++ readers competitive programmers use,
# as whole programs on the same file: 10^6 (or N) random numbers in 0..2^64 (20 digits each,
# the worst case for parsing), read into a vector and XORed. `input!` is proconio's macro over
# shared::input (`crates/bench/src/bin/read_u64.rs`, every token read and range-checked as
# every problem does); `read_many` is the same reader's own method without proconio
# (`read_u64_method.rs`, the baseline `input!` must stay within 1.1x of); the references are
# crates/bench/reference/read_cin.cpp (iostreams, sync_with_stdio(false)) and read_scanf.cpp,
# compiled with `c++ -std=c++11 -O2`. The four run alternately, ROUNDS times; each round gives
# one ratio per reference, and the medians are printed, by CPU time (user + system, steady on
# a busy machine) and by the clock. Outputs are checked equal every round.
# Usage: scripts/bench-input.sh [ROUNDS [N]]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-11}"
n="${2:-1000000}"
work="target/bench-input"
mkdir -p "$work"
cargo build -q --release -p bench --bin read_u64 --bin read_u64_method
c++ -std=c++11 -O2 -o "$work/read_cin" crates/bench/reference/read_cin.cpp
c++ -std=c++11 -O2 -o "$work/read_scanf" crates/bench/reference/read_scanf.cpp
python3 - "$rounds" "$n" "$work" <<'PY'
import os, random, statistics, subprocess, sys, time

rounds, n, work = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
data = os.path.join(work, f"numbers-{n}.txt")
if not os.path.exists(data):
    rng = random.Random(20261201)
    with open(data, "w") as f:
        f.write(f"{n}\n")
        f.write("\n".join(str(rng.getrandbits(64)) for _ in range(n)))
        f.write("\n")
programs = {
    "input!": "target/release/read_u64",
    "read_many": "target/release/read_u64_method",
    "cin": os.path.join(work, "read_cin"),
    "scanf": os.path.join(work, "read_scanf"),
}

def run(path):
    with open(data, "rb") as stdin:
        start = time.perf_counter()
        p = subprocess.Popen([path], stdin=stdin, stdout=subprocess.PIPE)
        out = p.stdout.read()
        _, status, usage = os.wait4(p.pid, 0)
        clock = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{path} failed with status {status}")
    return out, usage.ru_utime + usage.ru_stime, clock

cpu = {k: [] for k in programs}
clock = {k: [] for k in programs}
for _ in range(rounds):
    outs = set()
    for name, path in programs.items():
        out, c, w = run(path)
        outs.add(out)
        cpu[name].append(c)
        clock[name].append(w)
    if len(outs) != 1:
        sys.exit(f"the programs disagree: {outs}")

def model():
    info = open("/proc/cpuinfo").read().splitlines()
    get = lambda key: next(l.split(":", 1)[1].strip() for l in info if l.startswith(key))
    return f"{get('model name')} (family {get('cpu family')}, model {get('model')})"

print(f"{n} numbers of up to 20 digits, {rounds} rounds, {model()}, {os.cpu_count()} cores, "
      f"load {os.getloadavg()[0]:.1f}")
print(f"{'program':<15} {'CPU ms':>8} {'clock ms':>9}")
for name in programs:
    print(f"{name:<15} {1e3 * statistics.median(cpu[name]):8.1f} "
          f"{1e3 * statistics.median(clock[name]):9.1f}")
for ref in ("read_many", "cin", "scanf"):
    by_cpu = statistics.median(a / b for a, b in zip(cpu["input!"], cpu[ref]))
    by_clock = statistics.median(a / b for a, b in zip(clock["input!"], clock[ref]))
    print(f"ratio input! / {ref}: {by_cpu:.2f} (CPU), {by_clock:.2f} (clock)")
PY
