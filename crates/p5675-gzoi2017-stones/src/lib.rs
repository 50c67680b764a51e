//! # P5675 \[GZOI2017\] 取石子游戏: count the Nim set-ups whose forced first heap loses
//!
//! `N` heaps `a_1 .. a_N`. A set-up is a non-empty set `T` of heaps with one designated heap
//! `d` in `T`; on it Alice and Bob play Nim on the heaps of `T` (Alice first, the player who
//! cannot move loses), except that Alice's first move must take from `d`. Count the set-ups
//! Alice loses, modulo 10^9 + 7 (the statement is in `README.md`).
//!
//! ## Rule
//! Let `k` be the XOR of the other heaps of `T` (0 when `T = {d}`). Alice's first move leaves
//! `x` stones on `d`, any `x` in `0 .. a_d - 1`, and hands Bob a Nim position of Nim-sum
//! `k ^ x`, which Bob loses exactly when `k ^ x = 0` (Bouton), that is `x = k`. So Alice wins
//! iff `k < a_d`, and the set-up is counted iff `k >= a_d`:
//!
//! answer = Σ_d #{ subsets `U` of the other heaps with XOR(U) >= a_d }.
//!
//! For each `d` a subset-XOR DP over the other `N - 1` heaps counts the subsets per XOR value
//! (`f'[x] = f[x] + f[x ^ a_j]` mod p, from `f[0] = 1`), then the entries `>= a_d` are summed:
//! O(N² · 256) ≈ 10^7 additions for the judge's largest input, which sets the time (reading
//! 201 numbers is nothing beside it).
//!
//! ## Input
//! `N`, then `a_1 .. a_N`. Past the judge's limits: nothing; `N` is refused above [`MAX_N`]
//! (the DP is quadratic in `N`) and a heap outside `1..=`[`MAX_HEAP`] (the XORs would leave
//! the table of 256).
//!
//! ## Traps
//! XORs of heaps up to 200 reach 255 (`200 ^ 55`), so the table has 256 entries. The counts
//! reach 200 · 2^199: every addition is reduced modulo 10^9 + 7 ([`shared::modular`]). The comparison is `k >= a_d`
//! with `k` the XOR of the *other* heaps, not `k ^ a_d >= a_d` nor `k > a_d`. Equal sizes are
//! still different heaps (sample 2 counts 6). The empty set of other heaps (`k = 0`) is never
//! counted, as `a_d >= 1`.
//!
//! ## Tested
//! [`losing_setups`] against [`brute_force`], which enumerates every set-up and decides each
//! by searching the game's positions (multisets of heaps, Alice's first move from `d` tried
//! whole, no XOR), for every sequence of 1 to 4 heaps of 1 to 6 stones (1554 inputs; the
//! [`study`] descriptor's check, which `lab verify` runs too, up to 9 stones); random judge
//! inputs of up to 7 heaps through [`solve`] and [`brute_solve`] (its own input loop); the
//! samples and the spec's extra cases (`testdata/`), the two largest cases, bad inputs
//! through [`solve`] in memory.

use proconio::input;
use shared::game::Memo;
use shared::input::{Input, InputError};
use shared::modular::{add_mod, MODULUS};
use std::io::Write;

pub mod study;

/// The most heaps (the judge's limit, also the largest answered).
pub const MAX_N: usize = 200;
/// The largest heap (the judge's limit): every XOR of heaps stays below 256.
pub const MAX_HEAP: u32 = 200;
/// Entries of the XOR table: every value `0..=255` of a XOR of heaps up to [`MAX_HEAP`].
const XORS: usize = 256;

shared::ranged! {
    HeapCount: usize = 1..=MAX_N, "N";
    Heap: u32 = 1..=MAX_HEAP, "heap";
}

/// Reads the judge's input and writes the count.
///
/// # Errors
/// A malformed or truncated input, `N` outside `1..=MAX_N`, a heap outside `1..=MAX_HEAP`, a
/// token after the heaps.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: HeapCount, heaps: [Heap; n] }
    writeln!(out, "{}", losing_setups(&heaps))?;
    Ok(())
}

/// The number of set-ups `(T, d)` that Alice loses, modulo 10^9 + 7 (see the module doc).
///
/// # Constraints
/// Every heap in `1..=MAX_HEAP` (any count; the work is quadratic in it).
///
/// # Complexity
/// O(N² · 256) time, O(256) memory.
///
/// # Panics
/// If a heap is 0 or above [`MAX_HEAP`].
pub fn losing_setups(heaps: &[u32]) -> u64 {
    assert!(
        heaps.iter().all(|&a| (1..=MAX_HEAP).contains(&a)),
        "heaps must be in 1..={MAX_HEAP}"
    );
    let mut total = 0;
    let mut count = [0u64; XORS];
    for (d, &designated) in heaps.iter().enumerate() {
        count.fill(0);
        count[0] = 1;
        for (j, &other) in heaps.iter().enumerate() {
            if j == d {
                continue;
            }
            let other = other as usize;
            let before = count;
            for (x, slot) in count.iter_mut().enumerate() {
                *slot = add_mod(before[x], before[x ^ other]);
            }
        }
        for &ways in &count[designated as usize..] {
            total = add_mod(total, ways);
        }
    }
    total
}

/// A Nim position: the non-empty heaps, sorted.
type Heaps = Vec<u32>;

/// Whether the player to move wins the Nim position `heaps` (sorted, no zeros), by memoised
/// search: a position is won when some move (one heap lowered to any smaller size, an emptied
/// heap dropped) leads to a lost one.
fn nim_wins(memo: &mut Memo<Heaps, bool>, heaps: Heaps) -> bool {
    memo.get(heaps.clone(), |memo| {
        (0..heaps.len())
            .any(|i| (0..heaps[i]).any(|left| !nim_wins(memo, lowered(&heaps, i, left))))
    })
}

/// `heaps` with heap `i` lowered to `left` stones, as a position (sorted, no zeros).
fn lowered(heaps: &[u32], i: usize, left: u32) -> Heaps {
    let mut next: Heaps = heaps.to_vec();
    next[i] = left;
    next.retain(|&h| h > 0);
    next.sort_unstable();
    next
}

/// The count from the rules alone: every non-empty set `T` of heap indices and every `d` in
/// `T`; Alice wins iff some first move from heap `d` leaves a Nim position that the player to
/// move (Bob) loses, found by exhaustive search. Exact (no modulus: the counts are small).
///
/// # Constraints
/// At most [`BRUTE_MAX_N`] heaps of at most [`BRUTE_MAX_HEAP`] stones (2^N set-ups, each
/// searched; the positions are multisets of small heaps).
///
/// # Complexity
/// O(2^N · N · a) first moves, over at most C(N + a, N) memoised positions.
pub fn brute_force(heaps: &[u32]) -> u64 {
    let mut memo = Memo::new();
    let mut lost = 0;
    for set in 1u32..1 << heaps.len() {
        let chosen: Vec<u32> = (0..heaps.len())
            .filter(|&i| set >> i & 1 == 1)
            .map(|i| heaps[i])
            .collect();
        for d in 0..chosen.len() {
            let alice_wins =
                (0..chosen[d]).any(|left| !nim_wins(&mut memo, lowered(&chosen, d, left)));
            if !alice_wins {
                lost += 1;
            }
        }
    }
    lost
}

/// The most heaps [`brute_solve`] answers.
pub const BRUTE_MAX_N: usize = 7;
/// The largest heap [`brute_solve`] answers.
pub const BRUTE_MAX_HEAP: u32 = 9;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// `N` and the heaps, [`brute_force`], the count printed modulo 10^9 + 7, so that a slip in
/// [`solve`]'s reading or printing shows up as a difference.
///
/// # Errors
/// As [`solve`], with at most [`BRUTE_MAX_N`] heaps of at most [`BRUTE_MAX_HEAP`] stones.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n = input.read("N", 1..=BRUTE_MAX_N)?;
    let mut heaps = Vec::new();
    for i in 1..=n {
        heaps.push(input.read(&format!("heap {i}"), 1..=BRUTE_MAX_HEAP)?);
    }
    writeln!(out, "{}", brute_force(&heaps) % MODULUS)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_sequence_of_up_to_4_heaps_up_to_6() {
        let verdict = study::game().verify_with(&[], 6);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(200, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Single, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn the_largest_inputs() {
        // Every heap 200: counted iff the other heaps XOR to 0 or 200 (an even or odd number of
        // them), which is half of the 2^199 subsets, 2^198 for each of the 200 heaps.
        let expected = shared::modular::mul_mod(200, shared::modular::pow_mod(2, 198));
        assert_eq!(losing_setups(&[200; 200]), expected);
        assert_eq!(expected, 972_253_432);
        let ramp: Vec<u32> = (1..=200).collect();
        assert_eq!(losing_setups(&ramp), 712_386_002);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "N: expected an integer in 1..=200, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("201\n"),
            "N: expected an integer in 1..=200, found 201 (token 1, line 1)"
        );
        assert_eq!(
            error("2\n1 201\n"),
            "heap: expected an integer in 1..=200, found 201 (token 3, line 2)"
        );
        assert_eq!(
            error("2\n0 1\n"),
            "heap: expected an integer in 1..=200, found 0 (token 2, line 2)"
        );
    }

    #[test]
    fn brute_force_counts_the_statements_example() {
        // Sample 1, counted exactly: five set-ups.
        assert_eq!(brute_force(&[2, 4, 5]), 5);
        assert_eq!(brute_force(&[5]), 0);
    }
}
