//! The game tables against the plain loops they replace: `cargo bench -p bench --bench game`.
//!
//! - `p1857_remoteness_n20000/{subtraction_remoteness,remoteness_table,plain_dp}`: P1857's
//!   remoteness table (subtract any prime, every pile up to 20000) by the subtraction fast path,
//!   by the generic closure engine, and by a plain O(n·π(n)) double loop over the primes.
//! - `p1857_outcome_n20000/{outcome_table,plain_dp}`: the win/lose table of the same game.
//! - `kayles_grundy_n10000/{grundy_table_insert_loop,vec_push_loop_mex,grundy_table_extend_zip,
//!   vec_extend_zip_mex}`: Kayles (every split of a row) by the generic engine, and with the
//!   options collected into a `Vec` and then mexed, as the engine did before it had sinks; the
//!   options written as an index loop (`insert` / `push`) or as one zipped iterator per move
//!   (`extend` on both sides).
//! - `mex/16_values_below_64`: the convenience `mex` on a short list.
//! - `kayles_rows_15_15_15/{vec_rows,packed_u64}`: the engine's Grundy search over every
//!   position reachable from three Kayles rows of 15 pins, the position being the whole set of
//!   rows (102 044 positions, each stored hashed): as a sorted `Vec<u64>`
//!   (`examples/games/kayles_rows.rs`), and as the same sorted multiset packed into one `u64`
//!   ([`Packed`], through the engine's hashed store too, so that only the shape differs: a
//!   `u64`'s own store is dense, indexed by the number, which a packed code would overflow).
//!   The bar: the `Vec` form within 2x of the `u64` one.
//!
//! After the criterion groups (only under `cargo bench`), each contestant is also timed against
//! its reference in alternating rounds, and the median of the per-round ratios is printed: the
//! ratios are taken within one run, so a busy machine affects both sides alike.

use criterion::{black_box, Criterion};
use shared::game::engine::{Engine, Hashed, Options, Params, Position};
use shared::game::{grundy_table, mex, outcome_table, remoteness_table, subtraction_remoteness};
use std::time::Instant;

#[path = "../../../examples/games/kayles_rows.rs"]
mod kayles_rows;

/// The rows the hashed-position bench starts from: about 10^5 positions reachable.
const KAYLES_ROWS: [u64; 3] = [15, 15, 15];

const P1857_LIMIT: usize = 20_000;
const KAYLES_LIMIT: usize = 10_000;

/// The primes up to `limit`, by a plain sieve of Eratosthenes (independent of `shared::sieve`).
fn primes_upto(limit: usize) -> Vec<usize> {
    let mut composite = vec![false; limit + 1];
    let mut primes = Vec::new();
    for i in 2..=limit {
        if !composite[i] {
            primes.push(i);
            for j in (i * i..=limit).step_by(i) {
                composite[j] = true;
            }
        }
    }
    primes
}

/// The reference: for every pile, every prime that fits; min over the even (lost) options,
/// max over all.
fn plain_remoteness(upto: usize, primes: &[usize]) -> Vec<u32> {
    let mut r = vec![0u32; upto + 1];
    for n in 0..=upto {
        let mut fastest_win: Option<u32> = None;
        let mut longest_loss: Option<u32> = None;
        for &p in primes {
            if p > n {
                break;
            }
            let v = r[n - p];
            if v % 2 == 0 {
                fastest_win = Some(fastest_win.map_or(v, |w| w.min(v)));
            }
            longest_loss = Some(longest_loss.map_or(v, |l| l.max(v)));
        }
        r[n] = match (fastest_win, longest_loss) {
            (Some(w), _) => w + 1,
            (None, Some(l)) => l + 1,
            (None, None) => 0,
        };
    }
    r
}

fn engine_remoteness(upto: usize, primes: &[usize]) -> Vec<u32> {
    remoteness_table(upto, |n, r, seen| {
        seen.extend(primes.iter().take_while(|&&p| p <= n).map(|&p| r[n - p]))
    })
}

/// The reference: a pile is won when some prime leads to a lost one.
fn plain_outcomes(upto: usize, primes: &[usize]) -> Vec<bool> {
    let mut win = vec![false; upto + 1];
    for n in 0..=upto {
        for &p in primes {
            if p > n {
                break;
            }
            if !win[n - p] {
                win[n] = true;
                break;
            }
        }
    }
    win
}

fn engine_outcomes(upto: usize, primes: &[usize]) -> Vec<bool> {
    outcome_table(upto, |n, win, seen| {
        seen.extend(primes.iter().take_while(|&&p| p <= n).map(|&p| win[n - p]))
    })
}

fn engine_kayles(upto: usize) -> Vec<u32> {
    grundy_table(upto, |n, g, seen| {
        for take in 1..=2.min(n) {
            for left in 0..=n - take {
                seen.insert(g[left] ^ g[n - take - left]);
            }
        }
    })
}

/// Kayles' options as one iterator per move size: the row's values zipped with themselves
/// reversed (no index arithmetic, so the XORs vectorise).
fn kayles_zipped(n: usize, g: &[u32], take: usize) -> impl Iterator<Item = u32> + '_ {
    let left = &g[..=n - take];
    left.iter().zip(left.iter().rev()).map(|(a, b)| a ^ b)
}

fn engine_kayles_zipped(upto: usize) -> Vec<u32> {
    grundy_table(upto, |n, g, seen| {
        for take in 1..=2.min(n) {
            seen.extend(kayles_zipped(n, g, take));
        }
    })
}

/// The reference: the options of each row pushed into one reused `Vec` by `push` or by
/// `extend`, then a mex that marks them in a fresh `Vec<bool>`.
fn vec_collect_kayles(upto: usize, zipped: bool) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut out = Vec::new();
    for n in 0..=upto {
        out.clear();
        for take in 1..=2.min(n) {
            if zipped {
                out.extend(kayles_zipped(n, &g, take));
            } else {
                for left in 0..=n - take {
                    out.push(g[left] ^ g[n - take - left]);
                }
            }
        }
        let mut seen = vec![false; out.len() + 1];
        for &v in &out {
            if let Some(slot) = seen.get_mut(v as usize) {
                *slot = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

/// A multiset of Kayles rows packed into one `u64`: the lengths in increasing order, each
/// written as the difference from the one before in zeros, then a one (so `k` rows of at most
/// `m` pins take `k + m` bits; three rows of 15 split into at most 24 rows, 39 bits). A
/// bijection between sorted multisets and codes, so one position per multiset as in the `Vec`
/// form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Packed(u64);

impl Packed {
    /// The code of `rows`, sorted, without zeros.
    fn of(rows: &[u64]) -> Packed {
        let (mut code, mut at, mut before) = (0u64, 0, 0);
        for &r in rows {
            at += r - before;
            assert!(at < 64, "the rows {rows:?} need more than 64 bits");
            code |= 1 << at;
            at += 1;
            before = r;
        }
        Packed(code)
    }

    /// The rows of the code into `out` (at most 64), in increasing order; their count.
    fn rows(self, out: &mut [u64; 64]) -> usize {
        let (mut code, mut at, mut before, mut count) = (self.0, 0, 0, 0);
        while code != 0 {
            let one = u64::from(code.trailing_zeros());
            before += one - at;
            out[count] = before;
            count += 1;
            at = one + 1;
            code &= code - 1;
        }
        count
    }
}

impl Position for Packed {
    type Store = Hashed<Self>;
    fn to_text(&self) -> String {
        self.0.to_string()
    }
    fn from_text(text: &str) -> Result<Self, String> {
        text.parse()
            .map(Packed)
            .map_err(|_| format!("expected a code, found `{text}`"))
    }
}

/// Kayles on the packed rows: `kayles_rows::moves` on a stack array instead of a `Vec`.
fn packed_moves(p: Packed, out: &mut Options<Packed>) {
    let mut rows = [0; 64];
    let count = p.rows(&mut rows);
    let rows = &rows[..count];
    let mut next = [0; 64];
    for (i, &n) in rows.iter().enumerate() {
        if i > 0 && rows[i - 1] == n {
            continue;
        }
        for take in 1..=n.min(2) {
            for left in 0..=(n - take) / 2 {
                let mut len = 0;
                for (j, &r) in rows.iter().enumerate() {
                    if j != i {
                        next[len] = r;
                        len += 1;
                    }
                }
                for r in [left, n - take - left].into_iter().filter(|&r| r > 0) {
                    next[len] = r;
                    len += 1;
                }
                next[..len].sort_unstable();
                out.push(Packed::of(&next[..len]));
            }
        }
    }
}

/// The Grundy value of the rows as a sorted `Vec`, and how many values the search stored.
fn vec_rows(rows: &[u64]) -> (u32, usize) {
    let params = Params::new(&[]);
    let mut e =
        Engine::new(|p: Vec<u64>, out: &mut Options<Vec<u64>>| kayles_rows::moves(p, &params, out));
    let g = e
        .grundy(rows.to_vec())
        .expect("a finite game within the budget");
    (g, e.stored())
}

/// The same for the rows packed into a `u64`.
fn packed_rows(rows: &[u64]) -> (u32, usize) {
    let mut e = Engine::new(packed_moves);
    let g = e
        .grundy(Packed::of(rows))
        .expect("a finite game within the budget");
    (g, e.stored())
}

fn benches(c: &mut Criterion) {
    let primes = primes_upto(P1857_LIMIT);
    let plain = plain_remoteness(P1857_LIMIT, &primes);
    assert_eq!(subtraction_remoteness(P1857_LIMIT, &primes), plain);
    assert_eq!(engine_remoteness(P1857_LIMIT, &primes), plain);
    assert_eq!(plain[11139], 19, "P1857's known largest answer");
    let win = plain_outcomes(P1857_LIMIT, &primes);
    assert_eq!(engine_outcomes(P1857_LIMIT, &primes), win);
    assert!(win.iter().zip(&plain).all(|(&w, &r)| w == (r % 2 == 1)));
    let kayles = vec_collect_kayles(KAYLES_LIMIT, false);
    assert_eq!(engine_kayles(KAYLES_LIMIT), kayles);
    assert_eq!(engine_kayles_zipped(KAYLES_LIMIT), kayles);
    assert_eq!(vec_collect_kayles(KAYLES_LIMIT, true), kayles);

    let mut group = c.benchmark_group("p1857_remoteness_n20000");
    group.sample_size(20);
    group.bench_function("subtraction_remoteness", |b| {
        b.iter(|| subtraction_remoteness(black_box(P1857_LIMIT), &primes))
    });
    group.bench_function("remoteness_table", |b| {
        b.iter(|| engine_remoteness(black_box(P1857_LIMIT), &primes))
    });
    group.bench_function("plain_dp", |b| {
        b.iter(|| plain_remoteness(black_box(P1857_LIMIT), &primes))
    });
    group.finish();

    let mut group = c.benchmark_group("p1857_outcome_n20000");
    group.sample_size(20);
    group.bench_function("outcome_table", |b| {
        b.iter(|| engine_outcomes(black_box(P1857_LIMIT), &primes))
    });
    group.bench_function("plain_dp", |b| {
        b.iter(|| plain_outcomes(black_box(P1857_LIMIT), &primes))
    });
    group.finish();

    let mut group = c.benchmark_group("kayles_grundy_n10000");
    group.sample_size(10);
    group.bench_function("grundy_table_insert_loop", |b| {
        b.iter(|| engine_kayles(black_box(KAYLES_LIMIT)))
    });
    group.bench_function("vec_push_loop_mex", |b| {
        b.iter(|| vec_collect_kayles(black_box(KAYLES_LIMIT), false))
    });
    group.bench_function("grundy_table_extend_zip", |b| {
        b.iter(|| engine_kayles_zipped(black_box(KAYLES_LIMIT)))
    });
    group.bench_function("vec_extend_zip_mex", |b| {
        b.iter(|| vec_collect_kayles(black_box(KAYLES_LIMIT), true))
    });
    group.finish();

    // Both forms are one game: the same value over the same number of positions.
    let vec_form = vec_rows(&KAYLES_ROWS);
    assert_eq!(vec_form, packed_rows(&KAYLES_ROWS));
    assert!((90_000..=110_000).contains(&vec_form.1), "{vec_form:?}");
    let mut group = c.benchmark_group("kayles_rows_15_15_15");
    group.sample_size(10);
    group.bench_function("vec_rows", |b| b.iter(|| vec_rows(black_box(&KAYLES_ROWS))));
    group.bench_function("packed_u64", |b| {
        b.iter(|| packed_rows(black_box(&KAYLES_ROWS)))
    });
    group.finish();

    let values: Vec<u32> = (0..16).map(|i| (i * 7) % 19).collect();
    c.bench_function("mex/16_values_below_64", |b| {
        b.iter(|| mex(black_box(&values).iter().copied()))
    });
}

/// Times `contestant` and `reference` in `rounds` alternating rounds; prints the median times
/// and the median of the per-round ratios.
fn print_ratio<A, B, T, U>(what: &str, rounds: usize, mut contestant: A, mut reference: B)
where
    A: FnMut() -> T,
    B: FnMut() -> U,
{
    let mut times = Vec::new();
    for round in 0..rounds {
        let time = |f: &mut dyn FnMut()| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        };
        let (a, b) = if round % 2 == 0 {
            let a = time(&mut || drop(black_box(contestant())));
            (a, time(&mut || drop(black_box(reference()))))
        } else {
            let b = time(&mut || drop(black_box(reference())));
            (time(&mut || drop(black_box(contestant()))), b)
        };
        times.push((a, b));
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(|x, y| x.partial_cmp(y).unwrap());
        v[v.len() / 2]
    };
    let a = median(times.iter().map(|t| t.0).collect());
    let b = median(times.iter().map(|t| t.1).collect());
    let ratio = median(times.iter().map(|t| t.0 / t.1).collect());
    println!(
        "ratio {what}: {:.2} ms / {:.2} ms, median per-round ratio {ratio:.3} ({rounds} rounds)",
        a * 1e3,
        b * 1e3
    );
}

fn ratios() {
    let primes = primes_upto(P1857_LIMIT);
    let n = P1857_LIMIT;
    print_ratio(
        "p1857_remoteness_n20000 subtraction_remoteness / plain_dp",
        41,
        || subtraction_remoteness(n, &primes),
        || plain_remoteness(n, &primes),
    );
    print_ratio(
        "p1857_remoteness_n20000 remoteness_table / plain_dp",
        41,
        || engine_remoteness(n, &primes),
        || plain_remoteness(n, &primes),
    );
    print_ratio(
        "p1857_outcome_n20000 outcome_table / plain_dp",
        41,
        || engine_outcomes(n, &primes),
        || plain_outcomes(n, &primes),
    );
    print_ratio(
        "kayles_grundy_n10000 grundy_table_insert_loop / vec_push_loop_mex",
        11,
        || engine_kayles(KAYLES_LIMIT),
        || vec_collect_kayles(KAYLES_LIMIT, false),
    );
    print_ratio(
        "kayles_grundy_n10000 grundy_table_extend_zip / vec_extend_zip_mex",
        11,
        || engine_kayles_zipped(KAYLES_LIMIT),
        || vec_collect_kayles(KAYLES_LIMIT, true),
    );
    print_ratio(
        "kayles_rows_15_15_15 vec_rows / packed_u64",
        11,
        || vec_rows(&KAYLES_ROWS),
        || packed_rows(&KAYLES_ROWS),
    );
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    benches(&mut criterion);
    criterion.final_summary();
    // `cargo bench` passes `--bench`; `cargo test --benches` does not, and only smoke-runs.
    if std::env::args().any(|a| a == "--bench") {
        ratios();
    }
}
