//! # Luogu P2252 [SHOI2002] 取石子游戏 (POJ 1067, HDU 1527): Wythoff's game
//!
//! Two heaps of `a` and `b` stones; the players alternate, the first player moves first. A move
//! takes any positive number of stones from one heap, or the same positive number from both.
//! Whoever takes the last stone wins. Print `1` if the first player wins, `0` if he loses.
//!
//! ## Rule
//! With `a <= b` and `k = b - a`, the player to move loses iff `a = ⌊kφ⌋`, `φ = (1 + √5)/2`: the
//! losing positions are the pairs `(⌊kφ⌋, ⌊kφ⌋ + k)`, `k = 0, 1, 2, ...`: (0, 0), (1, 2), (3, 5),
//! (4, 7), (6, 10), ... [`floor_k_phi`] computes `⌊kφ⌋` in integers only, so the answer is
//! exact for every heap up to [`MAX_HEAP`] and beyond (a float `φ` is not: see Traps).
//!
//! **The losing pairs.** Write `A_k = ⌊kφ⌋` and `B_k = A_k + k = ⌊kφ²⌋` (`φ² = φ + 1`). As `φ`
//! is irrational and `1/φ + 1/φ² = 1`, Beatty's (Rayleigh's) theorem says that `A_1, A_2, ...`
//! and `B_1, B_2, ...` together hold every positive integer exactly once; the pair `k = 0` holds
//! 0. So every number `x >= 0` lies in exactly one pair, `A_k` increases strictly with `k`
//! (`φ > 1`), and `k` is the only pair with difference `k`. Call a position (unordered) a pair
//! when it is `{A_k, B_k}` for some `k`.
//! - No move leads from a pair to a pair. A move on one heap keeps the other number, whose only
//!   pair is this one, and changes the moved one (`{A_0, B_0} = {0, 0}` has no move). A move on
//!   both heaps keeps the difference `k`, whose only pair is this one, and changes both numbers.
//! - From any other position `a <= b`, `k = b - a`, some move leads to a pair. If `a = B_j`:
//!   empty the larger heap down to `A_j < B_j = a <= b`. If `a = A_j` with `j < k`: then
//!   `b = A_j + k > B_j`, so lower `b` to `B_j`. If `a = A_j` with `j > k`: then `a > A_k`, so
//!   take `a - A_k` from both heaps, reaching `(A_k, B_k)`. (`j = k` is a pair.)
//!
//! The only position without a move, (0, 0), is a pair; by induction on `a + b` the pairs are
//! exactly the lost positions.
//!
//! **`⌊kφ⌋` in integers.** `⌊kφ⌋ = ⌊(k + m) / 2⌋` with `m = ⌊√(5k²)⌋`, the integer square root
//! [`isqrt_u128`]. For `k = 0` both sides are 0. For `k >= 1`, `s = √(5k²) = k√5` is irrational,
//! so `m < s < m + 1` and `kφ = (k + s)/2` lies strictly between `(k + m)/2` and
//! `(k + m + 1)/2`. If `k + m` is even, the lower end is the integer `j = (k + m)/2` and
//! `kφ < j + 1/2`; if it is odd, the upper end is the integer `j + 1` with `j = (k + m - 1)/2`
//! and `kφ > j + 1/2`. Either way `⌊kφ⌋ = j = ⌊(k + m)/2⌋`: the floor of the root is all the
//! formula needs, because no integer lies strictly between the two ends. `5k²` is below 2^127
//! for `k <= 2^62`, so it is exact in `u128`.
//!
//! ## Complexity
//! O(1) per pair: one `u128` square root, a Newton iteration of a few `u128` divisions. The
//! worst case, 10^5 pairs near 10^18 (3.8 MB of input), takes 80 ms and 16 MiB (`lab stress
//! p2252-wythoff --worst`, release build, 2-core AMD EPYC VM at load 7).
//!
//! ## Input
//! Pairs `a b` until the end of the input, each answered on its own line: Luogu's file is one
//! pair, POJ 1067's and HDU 1527's are many lines until end of file, and reading pairs until
//! the end covers both (either heap may be the larger). At least one pair. Past the judge's
//! limits (10^9), every heap up to [`MAX_HEAP`] = 10^18 is answered exactly (the bound of the
//! game's 10^18 variant, 51Nod 1185); a larger heap is refused, naming the limit.
//!
//! ## Traps
//! - Floating point: `(long long)(k * (1 + sqrt(5.0)) / 2)` in double is first wrong at the
//!   Fibonacci number `k = 102334155` (it gives 165580141, the exact value is 165580140), inside
//!   the judge's 10^9; x87 `long double` is first wrong at `k = 4807526976`. Near a Fibonacci
//!   `k = F_n`, `kφ` is within `φ^-n ≈ 1/(√5·k)` of an integer, below any fixed precision.
//! - The larger heap may come first: sort. `a = b > 0` wins (take `a` from both); `(0, x)`,
//!   `x > 0`, wins. Heaps up to 10^18 need 64 bits, their `5k²` needs 128.
//! - The statement also lists `-1` ("undetermined"): the game is finite without draws, so it
//!   is never printed.
//!
//! ## Tested
//! [`first_player_wins`] against [`outcome_grid`] (a sweep over the rules: a cell is lost iff
//! no lost cell precedes it on its row, column or diagonal) on every pair up to 1000 (the
//! [`study`] descriptor's check, which `lab verify` runs too; every pair up to 3000 in a slow
//! test), and the grid against [`brute_force`] (a memoised search of [`moves`] with
//! [`shared::game::GameTree`]) on every pair up to 100. [`floor_k_phi`] against the mex
//! construction of the pairs for every `k <= 10^5`; against the square-root-free test
//! `2A - k < k√5 < 2A - k + 2` (in `i128`) for every `k <= 10^5` and on windows of consecutive
//! `k` near 10^18; against `⌊F_n·φ⌋ = F_(n+1) - [n even]` at every Fibonacci `k` up to 2^62;
//! and on the same windows, that the `A` and `B` values tile the integers (Beatty's theorem,
//! locally). [`isqrt_u128`] against its definition on every `n < 10^5`, at squares and their
//! neighbours up to `u128::MAX`. Random judge inputs through [`solve`] and [`brute_solve`]; the
//! samples, the spec's extra cases (float traps included), CRLF/BOM and bad inputs in memory.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The largest heap answered: the bound of the 10^18 variant of the game.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;
/// The largest difference [`floor_k_phi`] takes: `5k²` stays below 2^127.
pub const MAX_K: u64 = 1 << 62;

shared::ranged! {
    Heap: u64 = 0..=MAX_HEAP, "a";
    OtherHeap: u64 = 0..=MAX_HEAP, "b";
}

/// Reads pairs `a b` until the end of the input and writes `1` (the first player wins) or `0`
/// per pair.
///
/// # Errors
/// No pair, an odd number of tokens, a token that is not an integer in `0..=MAX_HEAP`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut pair = 0usize;
    // At least one pair: an empty input fails on its first heap.
    loop {
        pair += 1;
        input.context(format!("pair {pair}"));
        input! { from &mut *input, a: Heap, b: OtherHeap }
        writeln!(out, "{}", answer(first_player_wins(a, b)))?;
        if input.tokens_left() == 0 {
            break;
        }
    }
    input.context("");
    Ok(())
}

/// The judge's word: `1` when the first player wins, `0` when he loses.
pub fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "1"
    } else {
        "0"
    }
}

/// Whether the player to move wins with heaps of `a` and `b` stones (in either order).
///
/// # Constraints
/// `a, b <= MAX_K` (2^62), which covers every heap [`solve`] accepts.
///
/// # Complexity
/// O(1): one [`floor_k_phi`].
///
/// # Panics
/// If the difference of the heaps exceeds [`MAX_K`].
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    small != floor_k_phi(large - small)
}

/// `⌊kφ⌋`, `φ = (1 + √5)/2`, exactly: `⌊(k + ⌊√(5k²)⌋) / 2⌋` (the crate doc proves it). This is
/// the smaller heap of the losing pair with difference `k`; the larger is `⌊kφ⌋ + k`.
///
/// # Constraints
/// `k <= MAX_K` (2^62): `5k²` then fits in `u128` and the result, below `1.62 · 2^62`, in `u64`.
///
/// # Complexity
/// O(1): one [`isqrt_u128`].
///
/// # Panics
/// If `k > MAX_K`.
pub fn floor_k_phi(k: u64) -> u64 {
    assert!(k <= MAX_K, "floor_k_phi takes k up to 2^62, found {k}");
    let k = u128::from(k);
    let root = isqrt_u128(5 * k * k);
    ((k + root) / 2) as u64
}

/// `⌊√n⌋`, exactly, for every `u128`, in integers only.
///
/// Newton's iteration `x ← ⌊(x + ⌊n/x⌋) / 2⌋` from `x = 2^⌈bits(n)/2⌉ > √n`. Each step gives
/// at least `⌊√n⌋` (the mean of `x` and `n/x` is at least `√n`), and while `x > ⌊√n⌋`, so
/// `x² > n` and `n/x < x`, strictly less than `x`; so the iteration falls to `⌊√n⌋` and stops
/// at the first step that does not decrease. No overflow: `x <= 2^64` and `n/x < 2^64`.
///
/// # Complexity
/// The start is within a factor 2 of the root and the relative error then squares at each
/// step, so a handful of `u128` divisions: at most 8 over every power of two and its
/// neighbours, 10^4 squares and their neighbours and 2·10^5 random `n` of every size (counted
/// by a throwaway script, not by a test).
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let bits = 128 - n.leading_zeros();
    let mut x = 1u128 << ((bits + 1) / 2);
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

/// The moves from a position, straight from the rules: take `t >= 1` stones from one heap, or
/// `t` from both.
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let from_a = (1..=a).map(|t| (a - t, b));
    let from_b = (1..=b).map(|t| (a, b - t));
    let from_both = (1..=a.min(b)).map(|t| (a - t, b - t));
    from_a.chain(from_b).chain(from_both).collect()
}

/// Whether the player to move wins from `(a, b)`, by a memoised search of [`moves`].
///
/// # Constraints
/// Small heaps: it visits all `(a + 1)(b + 1)` positions below, each with `a + b + min(a, b)`
/// moves (about 3·10^6 for heaps of 100).
pub fn brute_force(a: u64, b: u64) -> bool {
    GameTree::new(moves).wins(&(a, b))
}

/// The outcome of every position `(a, b)` with `0 <= a, b <= size`, from the rules alone:
/// `grid[a][b]` is true when the player to move wins.
///
/// The moves from `(a, b)` reach exactly the cells before it on its row (`(a, b')`, `b' < b`),
/// its column (`(a', b)`, `a' < a`) and its diagonal (`(a - t, b - t)`). Visiting the cells by
/// rows, a cell is lost iff no lost cell was seen on its row, column or diagonal: three flags.
///
/// # Constraints
/// `size` up to a few thousand: `(size + 1)²` booleans.
///
/// # Complexity
/// O(size²) time, O(size²) memory for the result (O(size) for the flags).
pub fn outcome_grid(size: usize) -> Vec<Vec<bool>> {
    let side = size + 1;
    let mut column_lost = vec![false; side];
    // Diagonal of (a, b): b - a + size, in 0..2·size.
    let mut diagonal_lost = vec![false; 2 * side - 1];
    let mut grid = Vec::with_capacity(side);
    for a in 0..side {
        let mut row_lost = false;
        let mut row = Vec::with_capacity(side);
        for (b, column) in column_lost.iter_mut().enumerate() {
            let diagonal = &mut diagonal_lost[b + size - a];
            let wins = row_lost || *column || *diagonal;
            if !wins {
                row_lost = true;
                *column = true;
                *diagonal = true;
            }
            row.push(wins);
        }
        grid.push(row);
    }
    grid
}

/// The largest heap [`brute_solve`] tables.
pub const BRUTE_MAX_HEAP: u64 = 5_000;

/// The brute force on the judge's input, with an input loop of its own: reads every token as a
/// heap, pairs them, tables [`outcome_grid`] up to the largest heap and prints its answers.
///
/// # Errors
/// A token that is not an integer in `0..=MAX_HEAP`, no token, an odd number of tokens, a heap
/// above [`BRUTE_MAX_HEAP`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let count = input.tokens_left();
    if count == 0 || count % 2 == 1 {
        return Err(InputError::new(format!(
            "expected pairs of heaps, found {count} tokens"
        )));
    }
    let heaps = input.read_many("heap", count, 0..=MAX_HEAP)?;
    let largest = heaps.iter().copied().max().unwrap_or(0);
    if largest > BRUTE_MAX_HEAP {
        return Err(InputError::new(format!(
            "the brute force tables heaps up to {BRUTE_MAX_HEAP}, found {largest}"
        )));
    }
    let grid = outcome_grid(largest as usize);
    for pair in heaps.chunks(2) {
        let wins = grid[pair[0] as usize][pair[1] as usize];
        writeln!(out, "{}", if wins { "1" } else { "0" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_equals_the_rule_based_grid_on_every_pair_up_to_1000() {
        let verdict = study::game().verify_with(&[], 1000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 9·10^6 pairs"]
    fn fast_equals_the_rule_based_grid_on_every_pair_up_to_3000() {
        let verdict = study::game().verify_with(&[], 3000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn the_grid_equals_the_memoised_search_on_every_pair_up_to_100() {
        let grid = outcome_grid(100);
        // One shared search: every position below (100, 100) is solved once.
        let mut tree = GameTree::new(moves);
        for (a, row) in grid.iter().enumerate() {
            for (b, &wins) in row.iter().enumerate() {
                assert_eq!(tree.wins(&(a as u64, b as u64)), wins, "({a}, {b})");
            }
        }
        assert!(!grid[0][0] && !grid[3][5] && !grid[5][3] && grid[4][4] && grid[0][7]);
    }

    /// `2a - k < k√5 < 2a - k + 2`, i.e. `a = ⌊kφ⌋` for `k >= 1`, by squaring (no root). With
    /// `a <= 2k` and `k <= 2^62`, `|2a - k + 2| < 2^64`, so the squares fit in `u128`.
    fn is_floor_k_phi(a: u64, k: u64) -> bool {
        assert!((1..=MAX_K).contains(&k) && a <= 2 * k);
        let (a, k) = (u128::from(a), u128::from(k));
        let five_k2 = 5 * k * k;
        // A negative 2a - k is below k√5 anyway; a negative 2a - k + 2 is not above it.
        let above_low = 2 * a < k || (2 * a - k) * (2 * a - k) < five_k2;
        let below_high = 2 * a + 2 > k && five_k2 < (2 * a + 2 - k) * (2 * a + 2 - k);
        above_low && below_high
    }

    #[test]
    fn floor_k_phi_equals_the_mex_construction_up_to_10_pow_5() {
        // A_k = the least number in no earlier pair, B_k = A_k + k (the pairs' definition).
        let top = 100_000usize;
        let mut used = vec![false; 3 * top + 3];
        let mut smallest_unused = 0;
        for k in 0..=top {
            while used[smallest_unused] {
                smallest_unused += 1;
            }
            let a = smallest_unused;
            used[a] = true;
            used[a + k] = true;
            assert_eq!(floor_k_phi(k as u64), a as u64, "k = {k}");
        }
    }

    #[test]
    fn floor_k_phi_passes_the_square_free_test_up_to_10_pow_5() {
        for k in 1..=100_000 {
            let a = floor_k_phi(k);
            assert!(is_floor_k_phi(a, k), "k = {k}");
            assert!(
                !is_floor_k_phi(a + 1, k) && !is_floor_k_phi(a - 1, k),
                "k = {k}"
            );
        }
    }

    #[test]
    fn floor_k_phi_at_every_fibonacci_number_up_to_2_pow_62() {
        // F_n·φ = F_(n+1) - ψ^n with ψ = -1/φ: just below F_(n+1) for even n, just above for odd.
        let (mut n, mut f, mut next) = (1u32, 1u64, 1u64);
        while f <= MAX_K {
            let expect = if n % 2 == 0 { next - 1 } else { next };
            assert_eq!(floor_k_phi(f), expect, "F_{n} = {f}");
            (n, f, next) = (n + 1, next, f + next);
        }
        assert_eq!(n, 91, "F_1 ..= F_90 are at most 2^62");
    }

    /// The window of `k` checked near each of these: Fibonacci numbers near 10^18 / φ^j (where a
    /// float `φ` fails), the `k` whose pair ends at 10^18, and the largest `k`.
    const NEAR_10_POW_18: [u64; 6] = [
        160_500_643_816_367_088,
        259_695_496_911_122_585,
        420_196_140_727_489_673,
        381_966_011_250_105_152,
        1_000_000_000_000_000_000,
        MAX_K - 5_000,
    ];

    #[test]
    fn floor_k_phi_passes_the_square_free_test_near_10_pow_18() {
        for centre in NEAR_10_POW_18 {
            for k in centre - 2_000..=centre + 2_000 {
                let a = floor_k_phi(k);
                assert!(is_floor_k_phi(a, k), "k = {k}");
                assert!(
                    !is_floor_k_phi(a + 1, k) && !is_floor_k_phi(a - 1, k),
                    "k = {k}"
                );
            }
        }
    }

    #[test]
    fn the_pairs_tile_the_integers_near_10_pow_18() {
        // Beatty's theorem on a window: every integer in [A_lo, A_hi] is exactly one A_k or B_j.
        // The B_j there have j near k / φ, so the two lists come from different k.
        let b = |j: u64| floor_k_phi(j) + j;
        for centre in NEAR_10_POW_18 {
            let (lo, hi) = (centre - 2_000, centre + 2_000);
            let (first, last) = (floor_k_phi(lo), floor_k_phi(hi));
            let mut hits = vec![0u8; (last - first + 1) as usize];
            for k in lo..=hi {
                let a = floor_k_phi(k);
                let step = floor_k_phi(k + 1) - a;
                assert!(step == 1 || step == 2, "k = {k}");
                hits[(a - first) as usize] += 1;
            }
            // The least j with B_j >= first: B grows by 2 or 3, so search from an estimate.
            let mut j = first / 3;
            while b(j) < first {
                j += (first - b(j)) / 3 + 1;
            }
            while j > 0 && b(j - 1) >= first {
                j -= 1;
            }
            while b(j) <= last {
                hits[(b(j) - first) as usize] += 1;
                j += 1;
            }
            assert!(hits.iter().all(|&h| h == 1), "near {centre}");
        }
    }

    #[test]
    fn isqrt_u128_is_the_floor_of_the_root() {
        let check = |n: u128| {
            let r = isqrt_u128(n);
            assert!(r * r <= n, "n = {n}");
            assert!(
                (r + 1).checked_mul(r + 1).map_or(true, |s| s > n),
                "n = {n}"
            );
        };
        (0..100_000).for_each(check);
        for root in [
            2u128,
            3,
            1 << 31,
            (1 << 32) - 1,
            1 << 32,
            999_999_999_999,
            (1 << 62) - 1,
            1 << 63,
            (1 << 64) - 1,
        ] {
            let square = root * root;
            assert_eq!(isqrt_u128(square), root);
            assert_eq!(isqrt_u128(square - 1), root - 1);
            // (root + 1)² - 1, and (root + 1)² when it fits.
            let below_next = square + 2 * root;
            assert_eq!(isqrt_u128(below_next), root);
            if let Some(next) = below_next.checked_add(1) {
                assert_eq!(isqrt_u128(next), root + 1);
            }
        }
        assert_eq!(isqrt_u128(u128::MAX), (1 << 64) - 1);
        let mut rng = ::study::fastrand::Rng::with_seed(0x5eed);
        for _ in 0..10_000 {
            check(rng.u128(..) >> rng.u32(0..128));
        }
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(u64, u64, bool)] = &[
            (8, 4, true),
            (2, 1, false),
            (4, 7, false),
            (0, 0, false),
            (0, 5, true),
            (3, 3, true),
            (5, 3, false),
            (6, 10, false),
            (7, 5, true),
            (999, 1617, false),
            (1000, 1618, true),
            (2971, 1836, false),
            (1836, 2970, true),
            // Wrong with a double φ.
            (165_580_140, 267_914_295, false),
            (165_580_141, 267_914_296, true),
            (618_033_988, 999_999_999, false),
            (999_999_999, 618_033_988, false),
            (618_033_988, 1_000_000_000, true),
            // Wrong with an x87 long double φ.
            (7_778_742_048, 12_586_269_024, false),
            (7_778_742_049, 12_586_269_025, true),
            (259_695_496_911_122_584, 420_196_140_727_489_672, false),
            (259_695_496_911_122_585, 420_196_140_727_489_673, true),
            (618_033_988_749_894_848, MAX_HEAP, false),
            (MAX_HEAP, MAX_HEAP, true),
            (0, MAX_HEAP, true),
        ];
        for &(a, b, wins) in cases {
            assert_eq!(first_player_wins(a, b), wins, "({a}, {b})");
        }
        // The first wrong double value and the first wrong long double value, exactly.
        assert_eq!(floor_k_phi(102_334_155), 165_580_140);
        assert_eq!(floor_k_phi(4_807_526_976), 7_778_742_048);
        assert_eq!(
            floor_k_phi(381_966_011_250_105_152),
            618_033_988_749_894_848
        );
    }

    #[test]
    fn the_brute_force_gives_every_small_sample() {
        for (path, input, expected) in ::study::contract::samples(env!("CARGO_MANIFEST_DIR")) {
            let largest = input
                .split_whitespace()
                .map(|t| t.parse::<u64>().unwrap())
                .max();
            if largest.unwrap() <= BRUTE_MAX_HEAP {
                let got = run_str(brute_solve, &input).unwrap();
                let same = got.split_whitespace().eq(expected.split_whitespace());
                assert!(same, "{}: {got:?}", path.display());
            }
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract_for(
            ::study::contract::Layout::Eof,
            solve,
            env!("CARGO_MANIFEST_DIR"),
            &[],
        );
    }

    #[test]
    fn random_cases_agree_with_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        let range = "expected an integer in 0..=1000000000000000000";
        assert_eq!(
            error(""),
            format!("pair 1: a: {range}, found the end of the input (after 0 tokens)")
        );
        assert_eq!(
            error("8 4\n7\n"),
            format!("pair 2: b: {range}, found the end of the input (after 3 tokens)")
        );
        assert_eq!(
            error("8 4\n1 1000000000000000001\n"),
            format!("pair 2: b: {range}, found 1000000000000000001 (token 4, line 2)")
        );
        assert_eq!(
            error("-1 4\n"),
            format!("pair 1: a: {range}, found \"-1\" (token 1, line 1)")
        );
        // Past the judge's 10^9: a heap of 10^12, and the largest heaps.
        assert_eq!(run_str(solve, "1000000000000 4\n").unwrap(), "1\n");
        assert_eq!(
            run_str(solve, "618033988749894848 1000000000000000000\n").unwrap(),
            "0\n"
        );
    }

    #[test]
    #[should_panic(expected = "up to 2^62")]
    fn floor_k_phi_refuses_a_difference_past_2_pow_62() {
        floor_k_phi(MAX_K + 1);
    }
}
