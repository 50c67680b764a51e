//! # Codeforces Gym 104385C Battle: Nim where a move removes a power of p
//!
//! `n` piles `a_1 … a_n` and a fixed `p >= 1`. Players alternate; a move picks one pile and
//! removes exactly `p^t` stones from it (`t >= 0`, `p^t` at most the pile, so taking 1 is always
//! possible). The player who cannot move loses. Print `GOOD` if the first player wins, else
//! `BAD`. (The official statement was not retrieved; the format is the one both known solutions
//! use: `n p`, then the piles, read as tokens.)
//!
//! ## Rule
//! By Sprague–Grundy the first player wins iff the xor of the piles' Grundy values is non-zero,
//! and the Grundy value of one pile of `x` stones is ([`pile_grundy`]):
//! - `p` odd (including `p = 1`): every move size is odd, so `g(x) = x mod 2` (from even `x`
//!   every move reaches an odd pile; from odd `x` taking 1 reaches an even one);
//! - `p` even: with `r = x mod (p + 1)`, `g(x) = 2` if `r == p`, else `r mod 2`. Because
//!   `p^t ≡ (-1)^t (mod p + 1)`, a move lowers `r` by one (t even) or raises it by one (t odd),
//!   cyclically; 1 is always a move and `p` is one once `x >= p`. Inductively: `r = 0` (x > 0)
//!   reaches residues `p` and 1, values {2, 1}, so 0; odd `r < p` reaches even residues only
//!   (value 0, plus 2 when `r + 1 == p`), so 1; even `r` in 2..=p-2 reaches odd residues
//!   (value 1), so 0; `r == p` reaches `p - 1` (1) and 0 (0), so 2. Below `p` only "take 1"
//!   exists and the values alternate 0, 1, … as claimed.
//!
//! O(n) for the whole input, with no power of `p` ever computed.
//!
//! ## Traps
//! `p = 1` (the powers are 1, 1, 1, …: never loop over them); powers of `p` overflow 64 bits
//! after a few steps; `p + 1` does not overflow, since an even `p` is below `u64::MAX`; piles
//! and `p` up to 10^18 need 64-bit arithmetic; 3·10^5 numbers of 19 digits need buffered input.
//!
//! ## Input
//! `n p`, then `n` piles (the statement is in `README.md`). Past the judge's limits: every
//! `p >= 1` and every pile in `0..=u64::MAX` is answered (the formula is exact for all), up to
//! [`MAX_PILES`] piles; `n = 0` and `p = 0` are refused.
//!
//! ## Tested
//! [`pile_grundy`] against [`grundy_values`], the mex table from the rules, for every `p` in
//! 1..=200 and every pile up to 3000, and for `p` up to `u64::MAX` on small piles;
//! [`first_player_wins`] against [`brute_force`], a search over the whole multi-pile game that
//! does not assume Sprague–Grundy, through the [`study`] descriptor's check (which `lab verify`
//! runs too): every multiset of 1 pile up to 40 stones, 2 up to 20, 3 up to 12 and 4 up to 8
//! (empty piles included) for every `p` in 1..=14 and huge `p`; random inputs of 300 piles
//! against the xor of the mex table; random judge inputs through [`solve`] and [`brute_solve`]
//! (its own input loop, the whole-game search); the spec's examples and extra cases; samples
//! and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::{grundy_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's largest `p` and largest pile (larger ones are answered too).
pub const MAX_VALUE: u64 = 1_000_000_000_000_000_000;
/// The most piles answered (the judge has at most 3·10^5).
pub const MAX_PILES: usize = 1_000_000;

shared::ranged! {
    PileCount: usize = 1..=MAX_PILES, "n";
    Power: u64 = 1..=u64::MAX, "p";
    Pile: u64 = 0..=u64::MAX, "pile";
}

/// Reads the judge's input and writes `GOOD` if the first player wins, else `BAD`.
///
/// # Errors
/// A malformed or truncated input, `n` outside `1..=MAX_PILES`, `p = 0`, a number past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: PileCount, p: Power, piles: [Pile; n] }
    let verdict = if first_player_wins(&piles, p) {
        "GOOD"
    } else {
        "BAD"
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}

/// The Grundy value of one pile of `x` stones when a move removes a power of `p`.
///
/// # Constraints
/// `p >= 1`; any `u64` for `x` and `p`.
///
/// # Complexity
/// O(1): one division.
///
/// # Panics
/// If `p == 0` (removing `0^t = 0` stones is not a move the game defines).
pub fn pile_grundy(x: u64, p: u64) -> u32 {
    assert!(p >= 1, "pile_grundy: p must be at least 1");
    if p % 2 == 1 {
        return (x % 2) as u32;
    }
    // p is even, so p + 1 <= u64::MAX.
    let r = x % (p + 1);
    if r == p {
        2
    } else {
        (r % 2) as u32
    }
}

/// Whether the first player wins the sum of the given piles.
///
/// # Constraints
/// `p >= 1`; any number of piles, any `u64` sizes (0 is an empty pile).
///
/// # Complexity
/// O(piles.len()).
///
/// # Panics
/// If `p == 0`.
pub fn first_player_wins(piles: &[u64], p: u64) -> bool {
    piles.iter().fold(0, |acc, &x| acc ^ pile_grundy(x, p)) != 0
}

/// Every legal move size on a pile of `upto` stones: the powers `p^t <= upto` (t >= 0), in
/// increasing order; just `[1]` for `p = 1`, and empty for `upto = 0`.
///
/// # Constraints
/// `p >= 1`.
///
/// # Complexity
/// O(log_p upto).
pub fn move_sizes(upto: u64, p: u64) -> Vec<u64> {
    assert!(p >= 1, "move_sizes: p must be at least 1");
    let mut sizes = Vec::new();
    let mut power = 1u64;
    while power <= upto {
        sizes.push(power);
        if p == 1 {
            break;
        }
        match power.checked_mul(p) {
            Some(next) => power = next,
            None => break,
        }
    }
    sizes
}

/// The rule-based Grundy table of one pile: `g[x]` for every `x` in `0..=upto`, the mex over
/// every move `x - p^t`. This is the table the game lab prints (Grundy value per pile size for
/// the given `p`; e.g. `p = 4` repeats 0 1 0 1 2 with period 5 from 0).
///
/// # Parameters
/// `upto`: the largest pile (a few 10^6 at most: one `u32` per pile); `p`: the base, any
/// `p >= 1` (powers above `upto` simply never fit).
///
/// # Complexity
/// O(upto · log_p upto).
///
/// # Panics
/// If `p == 0`.
pub fn grundy_values(upto: usize, p: u64) -> Vec<u32> {
    let sizes = move_sizes(upto as u64, p);
    grundy_table(upto, |x, g, out| {
        let fitting = sizes.iter().take_while(|&&m| m as usize <= x);
        out.extend(fitting.map(|&m| g[x - m as usize]));
    })
}

/// The brute force over the whole game, from the rules alone (no Sprague–Grundy, no formula):
/// a memoised search over multisets of piles in which a position is won iff some move reaches a
/// lost one. Whether the first player wins.
///
/// # Constraints
/// `p >= 1`; the number of multisets reachable from `piles` must be small: a handful of piles of
/// a few dozen stones.
///
/// # Complexity
/// O(states · moves) hash operations; states are the sub-multisets, at most Π(a_i + 1).
///
/// # Panics
/// If `p == 0`.
pub fn brute_force(piles: &[u64], p: u64) -> bool {
    brute_force_many(&[piles.to_vec()], p)[0]
}

/// The most piles [`brute_solve`] answers, and the largest pile: its search visits every
/// multiset of piles below the start.
pub const BRUTE_MAX_PILES: usize = 4;
/// See [`BRUTE_MAX_PILES`].
pub const BRUTE_MAX_PILE: u64 = 40;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// `n p` and the piles, [`brute_force`] (a search of the whole multi-pile game, no
/// Sprague–Grundy), its own printing, so that a slip in [`solve`]'s input loop or output shows
/// up as a difference.
///
/// # Errors
/// As [`solve`], with at most [`BRUTE_MAX_PILES`] piles of at most [`BRUTE_MAX_PILE`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n = input.read("n", 1..=BRUTE_MAX_PILES)?;
    let p = input.read("p", 1..=u64::MAX)?;
    let mut piles = Vec::new();
    for i in 1..=n {
        piles.push(input.read(&format!("pile {i}"), 0..=BRUTE_MAX_PILE)?);
    }
    writeln!(
        out,
        "{}",
        if brute_force(&piles, p) {
            "GOOD"
        } else {
            "BAD"
        }
    )?;
    Ok(())
}

/// [`brute_force`] on many inputs with the same `p`, sharing one memo: whether the first player
/// wins each of `inputs`.
///
/// # Constraints and complexity
/// As [`brute_force`], counting the union of the states reachable from all inputs.
pub fn brute_force_many(inputs: &[Vec<u64>], p: u64) -> Vec<bool> {
    let largest = inputs.iter().flatten().copied().max().unwrap_or(0);
    let sizes = move_sizes(largest, p);
    let mut game = GameTree::new(|state: &Vec<u64>| {
        let mut next = Vec::new();
        for (i, &x) in state.iter().enumerate() {
            // Equal piles give equal successors; one of them is enough.
            if i > 0 && state[i - 1] == x {
                continue;
            }
            for &m in sizes.iter().take_while(|&&m| m <= x) {
                let mut after = state.clone();
                after[i] = x - m;
                after.retain(|&y| y > 0);
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    });
    inputs
        .iter()
        .map(|piles| {
            let mut start: Vec<u64> = piles.iter().copied().filter(|&x| x > 0).collect();
            start.sort_unstable();
            game.wins(&start)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    /// The spec's examples (first two) and extra cases: (p, piles, first player wins).
    const SPEC_CASES: &[(u64, &[u64], bool)] = &[
        (3, &[4, 5], true),
        (4, &[4, 1, 5], true),
        (1, &[1], true),
        (1, &[2], false),
        (2, &[2], true),
        (2, &[2, 2], false),
        (2, &[3], false),
        (4, &[4, 9], false),
        (6, &[6, 13, 20], true),
        (1, &[1, 2, 3, 4], false),
        (10, &[10, 11, 21], false),
        (2, &[1, 5], true),
        (1000, &[1000, 2001], false),
        (7, &[7, 8, 9, 10, 11], true),
    ];

    #[test]
    fn pile_formula_equals_the_mex_table_for_every_p_up_to_200_and_pile_up_to_3000() {
        for p in 1..=200u64 {
            let g = grundy_values(3000, p);
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(pile_grundy(x as u64, p), v, "p={p} x={x}");
            }
        }
    }

    #[test]
    fn pile_formula_for_huge_p_on_small_piles() {
        let huge = [
            MAX_VALUE,
            MAX_VALUE - 1,
            1 << 32,
            (1 << 32) + 1,
            u64::MAX,
            u64::MAX - 1,
        ];
        for p in huge {
            let g = grundy_values(300, p);
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(pile_grundy(x as u64, p), v, "p={p} x={x}");
            }
        }
    }

    #[test]
    fn fast_equals_brute_force_on_every_small_multiset_of_piles() {
        // Size 12: every multiset of 1 pile up to 40, 2 up to 20, 3 up to 12, 4 up to 8.
        let mut ps: Vec<u64> = (1..=14).collect();
        ps.extend([MAX_VALUE, MAX_VALUE - 1]);
        for p in ps {
            let verdict = study::game().verify_with(&[("p", p)], 12);
            assert!(verdict.agrees(), "p={p}: {}", verdict.summary());
            assert_eq!(
                verdict,
                ::study::Verdict::AllAgree {
                    inputs: 41 + 231 + 455 + 495
                }
            );
        }
        // Beyond the descriptor's range of p.
        let inputs = study::small_inputs(12);
        let brute = brute_force_many(&inputs, u64::MAX);
        for (piles, &wins) in inputs.iter().zip(&brute) {
            assert_eq!(first_player_wins(piles, u64::MAX), wins, "piles={piles:?}");
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        let max = u64::MAX;
        assert_eq!(
            error("2 3\n4 18446744073709551616\n"),
            format!(
                "pile: expected an integer in 0..={max}, found \"18446744073709551616\" \
                     (token 4, line 2)"
            )
        );
        assert_eq!(
            error("2 0\n4 5\n"),
            format!("p: expected an integer in 1..={max}, found 0 (token 2, line 1)")
        );
        assert_eq!(
            error("0 3\n"),
            "n: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000 3\n4 5\n"),
            "n: expected an integer in 1..=1000000, found 1000000000 (token 1, line 1)"
        );
        // Fewer piles than announced.
        assert_eq!(
            error("3 4\n4 1\n"),
            format!(
                "pile: expected an integer in 0..={max}, found the end of the input (after 4 \
                     tokens)"
            )
        );
        assert_eq!(
            error("2 3\n4 5\n6\n"),
            "expected the end of the input after 4 tokens, found \"6\" and 0 more"
        );
        // Past the judge's limits but exact: empty piles, p and piles up to u64::MAX.
        assert_eq!(run_str(solve, "2 4\n0 4\n").unwrap(), "GOOD\n");
        assert_eq!(
            run_str(solve, "2 18446744073709551615\n18446744073709551615 0\n").unwrap(),
            "GOOD\n"
        );
    }

    #[test]
    fn stress_cases_agree() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn random_large_inputs_agree_with_the_xor_of_the_mex_table() {
        let mut rng = ::study::fastrand::Rng::with_seed(0x1234_5678_9abc_def1);
        for _ in 0..200 {
            let p = 1 + rng.u64(..) % 300;
            let g = grundy_values(5000, p);
            let piles: Vec<u64> = (0..300).map(|_| rng.u64(..) % 5001).collect();
            let xor = piles.iter().fold(0, |acc, &x| acc ^ g[x as usize]);
            assert_eq!(first_player_wins(&piles, p), xor != 0, "p={p}");
        }
    }

    #[test]
    fn spec_cases() {
        for &(p, piles, expect) in SPEC_CASES {
            assert_eq!(first_player_wins(piles, p), expect, "fast p={p} {piles:?}");
            // The whole-game search where it is quick, the xor of the mex table everywhere.
            let states: u64 = piles.iter().map(|&x| x + 1).product();
            if states <= 20_000 {
                assert_eq!(brute_force(piles, p), expect, "brute p={p} {piles:?}");
            }
            let g = grundy_values(*piles.iter().max().unwrap() as usize, p);
            let xor = piles.iter().fold(0, |acc, &x| acc ^ g[x as usize]);
            assert_eq!(xor != 0, expect, "mex table p={p} {piles:?}");
        }
    }

    #[test]
    fn p_4_starts_0_1_0_1_2() {
        // The periods (p + 1 for even p, 2 for odd p, from 0) are the descriptor's
        // `known_periods`.
        let g = grundy_values(200, 4);
        assert_eq!(&g[..10], [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]);
    }

    #[test]
    fn move_sizes_stop_before_overflow() {
        assert_eq!(move_sizes(0, 3), [0u64; 0]);
        assert_eq!(move_sizes(100, 1), [1]);
        assert_eq!(move_sizes(100, 3), [1, 3, 9, 27, 81]);
        assert_eq!(move_sizes(u64::MAX, 1 << 32), [1, 1 << 32]);
        assert_eq!(move_sizes(u64::MAX, 2).len(), 64);
        assert_eq!(move_sizes(u64::MAX, u64::MAX), [1, u64::MAX]);
        assert_eq!(move_sizes(MAX_VALUE, 10).len(), 19);
    }

    #[test]
    fn edge_values() {
        // Largest even p: p + 1 = u64::MAX, no overflow.
        let p = u64::MAX - 1;
        assert_eq!(pile_grundy(p, p), 2);
        assert_eq!(pile_grundy(u64::MAX, p), 0);
        assert_eq!(pile_grundy(p - 1, p), 1);
        assert_eq!(pile_grundy(MAX_VALUE, MAX_VALUE), 2);
        assert_eq!(pile_grundy(MAX_VALUE + 1, MAX_VALUE), 0);
        assert_eq!(pile_grundy(u64::MAX, 1), 1);
        assert_eq!(pile_grundy(0, 2), 0);
        assert!(!first_player_wins(&[], 5));
        assert!(!first_player_wins(&[MAX_VALUE, MAX_VALUE], MAX_VALUE));
        assert!(first_player_wins(&[MAX_VALUE, 1], MAX_VALUE));
    }

    #[test]
    #[should_panic(expected = "p must be at least 1")]
    fn p_zero_is_rejected() {
        pile_grundy(3, 0);
    }
}
