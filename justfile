# Everyday commands. Each recipe is a plain cargo call, so everything here also works without just.
# The arguments reach the commands as they were typed (`"$@"`, `"$1"`), never spliced into the
# shell's text: `just lab verify p4018 --rule 'n % 6 != 0'` passes the rule as one argument.

set positional-arguments

# List the recipes.
default:
    @just --list

# Every test: unit tests, brute-force comparisons, samples, bundled submissions (= README's command).
test:
    cargo test --workspace

# The default run's checks over their larger ranges too (tests in `mod full`), as CI runs them.
test-full:
    cargo test --workspace
    cargo test --workspace -- --ignored full::

# The slow tests too (pi(10^9), pi(2^32), exhaustive primality below 2^32), in release mode.
test-slow:
    cargo test --workspace --release -- --include-ignored

# Run one solution: on FILE, or on standard input.
run slug file="":
    #!/usr/bin/env bash
    set -euo pipefail
    if [ -n "$2" ]; then
        cargo run -q --release -p "$1" < "$2"
    else
        cargo run -q --release -p "$1"
    fi

# Run one solution's release binary on each of its samples: AC/WA/RE per sample, like `oj t`.
samples slug:
    cargo run -q -p judge --bin samples -- "$1"

# Random judge inputs through solve and brute_solve, a difference shrunk (--cases N --seed S; --worst: timed worst cases).
stress slug *flags:
    cargo run -q --release -p lab -- stress "$@"

# A new problem crate from the input's shape (--layout cases|sentinel|eof|single, --case FIELDS, --answer ANSWER; --cpp: with its C++ program), wired into the lab and the README tables.
new slug *flags:
    cargo run -q -p kit -- new "$@"

# Every missing part of every problem crate (statement, metadata, samples, descriptor, rows, TODOs, refused random inputs, ...).
check:
    cargo run -q -p kit -- check

# Rewrite the generated tables, counts and lists of the README and docs/ from the crates.
readme:
    cargo run -q -p kit -- readme

# Write target/bundle/SLUG.rs, a single file for the judge with the proconio items it uses inlined (--atcoder: `use proconio` kept; --out FILE: elsewhere), and SLUG.cpp beside it if the crate has one.
bundle slug *flags:
    cargo run -q --release -p bundle -- "$@"

# `--bench '*'` leaves out the libtest noise of lib and doc tests.
# Criterion benches only: primes, factoring, game tables and octal engine against the best crates.
bench *args:
    cargo bench --workspace --bench '*' "$@"

# sieve_prime_pi against primesieve -t1 at 10^9, 10^10, 10^11 (installs Debian's primesieve when missing), with the ratio.
bench-primesieve *args:
    bash scripts/bench-primesieve.sh "$@"

# prime_count::prime_pi against primecount -t1 at 10^11 ... 10^15, or the N given (`large`: 10^16 ... 2^64 - 1), with the ratio (installs Debian's primecount when missing).
bench-primecount *args:
    bash scripts/bench-primecount.sh "$@"

# The game lab: `just lab list`, `just lab table SLUG --upto 60`, `just lab verify SLUG`, ...
lab *args:
    cargo run -q --release -p lab -- "$@"

# Lint like CI.
lint:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings
