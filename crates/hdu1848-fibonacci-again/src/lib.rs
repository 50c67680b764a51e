//! # HDU 1848 Fibonacci again and again: three heaps, take a Fibonacci number
//!
//! Three heaps of `m`, `n`, `p` stones; two players alternate. A move takes `f` stones from
//! one heap, where `f` is a Fibonacci number `1, 2, 3, 5, 8, …` (`F(1) = 1`, `F(2) = 2`,
//! `F(k) = F(k-1) + F(k-2)`) and `f` is at most that heap. Whoever takes the last stone wins.
//! Print `Fibo` when the first player wins, `Nacci` otherwise.
//!
//! ## Rule
//! Let `g(x)` be the Grundy value of one heap of `x`: `g(0) = 0`, `g(x) = mex { g(x - f) : f
//! Fibonacci, f <= x }` ([`grundy_values`]). The first player wins iff `g(m) ⊕ g(n) ⊕ g(p) ≠ 0`
//! ([`first_player_wins`]). Why: the three heaps are independent games and a move is a move in
//! exactly one of them, so by the Sprague–Grundy theorem the sum has Grundy value
//! `g(m) ⊕ g(n) ⊕ g(p)`, and a position is lost for the player to move iff its value is 0.
//!
//! The table: a heap of `x` has at most as many options as there are Fibonacci numbers up to
//! `x` (15 up to 1000, 29 up to 10^6), and a mex is at most the number of options, so every
//! value fits a `u64` bitmask of seen values (the largest is 9 up to 1000 and 15 up to 10^6).
//! O(x · log x) for the table (about 15 000 steps for the judge's 1000), then O(1) per case.
//! The values show no period up to 1000 (the lab's table, `known_periods` is empty): only the
//! table is used, never a pattern.
//!
//! ## Input
//! Cases of three integers `m n p`, until the line `0 0 0` (not answered). Without that line
//! the input may also just end after a whole case; a case cut short is refused, and so is an
//! empty input and anything after `0 0 0`. Past the judge's limits: heaps of 0 (a heap with
//! nothing to take) and up to [`MAX_HEAP_ANSWERED`] stones are answered (the table then grows
//! to the largest heap read, see [`grundy_values`]), up to [`MAX_CASES`] cases.
//!
//! ## Traps
//! The sequence has a single 1 (`1, 2, 3, 5`, not `1, 1, 2, 3`); `f` may equal the heap; the
//! table must reach index 1000 inclusive; stop at `0 0 0` and print nothing for it; the input
//! may end without it.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over the sorted triple of
//! heaps, straight from the rules, no Sprague–Grundy) on every triple with heaps in 0..=30
//! (5456 triples, the [`study`] descriptor's check, which `lab verify` runs too; 0..=60, 39 711
//! triples, in a slow test); [`grundy_values`] against the rules' table ([`moves`] through
//! [`shared::game::grundy_table`]) up to 10^5; [`solve`] against [`brute_solve`] (its own input
//! loop and the brute force) on random inputs with and without `0 0 0`; the samples, the spec's
//! extra cases, CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's largest heap.
pub const MAX_HEAP: u32 = 1000;
/// The largest heap answered (the table grows to the largest heap of the input).
pub const MAX_HEAP_ANSWERED: u32 = 1_000_000;
/// The most cases answered (the judge does not say how many it has).
pub const MAX_CASES: usize = 1_000_000;
/// The largest heap [`brute_solve`] accepts: beyond it the search takes seconds.
pub const MAX_HEAP_BRUTE: u32 = 80;

shared::ranged! {
    HeapM: u32 = 0..=MAX_HEAP_ANSWERED, "m";
    HeapN: u32 = 0..=MAX_HEAP_ANSWERED, "n";
    HeapP: u32 = 0..=MAX_HEAP_ANSWERED, "p";
}

/// Reads the judge's input and writes `Fibo` or `Nacci` per case.
///
/// # Errors
/// A malformed input or one cut inside a case, an empty input, a heap above
/// [`MAX_HEAP_ANSWERED`], more than [`MAX_CASES`] cases, tokens after `0 0 0`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut grundy = grundy_values(MAX_HEAP as usize);
    for case in 1.. {
        // The input may end after a whole case instead of with `0 0 0` (not before the first).
        if case > 1 && input.tokens_left() == 0 {
            break;
        }
        input.context(format!("case {case}"));
        input! { from &mut *input, m: HeapM, n: HeapN, p: HeapP }
        let heaps = [m, n, p];
        if heaps == [0, 0, 0] {
            break;
        }
        if case > MAX_CASES {
            return Err(InputError::new(format!(
                "case {case}: expected at most {MAX_CASES} cases before 0 0 0, found more"
            )));
        }
        let largest = heaps.iter().copied().max().unwrap_or(0) as usize;
        if largest >= grundy.len() {
            // Doubling keeps the rebuilds to O(log) of them.
            let upto = largest
                .max(2 * grundy.len())
                .min(MAX_HEAP_ANSWERED as usize);
            grundy = grundy_values(upto);
        }
        writeln!(out, "{}", answer(wins_with(&grundy, &heaps)))?;
    }
    input.context("");
    Ok(())
}

/// The judge's word for "the first player wins": `Fibo`, else `Nacci`.
pub fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Fibo"
    } else {
        "Nacci"
    }
}

/// The Fibonacci numbers of the statement up to `upto`, increasing: 1, 2, 3, 5, 8, …
///
/// # Complexity
/// O(log upto); no overflow (it stops before passing `upto`).
pub fn fibonacci_up_to(upto: u64) -> Vec<u64> {
    let mut fib = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= upto {
        fib.push(a);
        match a.checked_add(b) {
            Some(c) => (a, b) = (b, c),
            None => {
                // `b` overflows next; it may still fit below `upto`.
                if b <= upto {
                    fib.push(b);
                }
                break;
            }
        }
    }
    fib
}

/// Grundy values `g(0..=upto)` of one heap: `g(x) = mex { g(x - f) : f Fibonacci, f <= x }`.
///
/// # Constraints
/// `upto < 2^32` and fits in memory (one byte per heap size).
///
/// # Complexity
/// O(upto · log upto): one OR per Fibonacci number up to `x`, kept in a `u64` of seen values
/// (a mex is at most the number of options, at most 46 below 2^32). Measured: the release
/// binary on one case with a heap of 10^6 (this table to 10^6) runs 40 to 60 ms in all, 2.8 MB
/// (2-core AMD EPYC, load average 8).
pub fn grundy_values(upto: usize) -> Vec<u8> {
    let fib = fibonacci_up_to(upto as u64);
    let mut g: Vec<u8> = Vec::with_capacity(upto + 1);
    for x in 0..=upto {
        let mut seen = 0u64;
        for &f in fib.iter().take_while(|&&f| f as usize <= x) {
            seen |= 1 << g[x - f as usize];
        }
        g.push(seen.trailing_ones() as u8);
    }
    g
}

/// Whether the player to move wins the heaps, given the one-heap table `grundy` (which must
/// reach the largest heap): the xor of their values is not 0.
///
/// # Complexity
/// O(heaps).
///
/// # Panics
/// If a heap is beyond the table.
pub fn wins_with(grundy: &[u8], heaps: &[u32]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ grundy[h as usize]) != 0
}

/// Whether the first player wins the heaps (any number of them; the judge has three).
///
/// # Constraints
/// Heaps small enough for a table up to the largest (see [`grundy_values`]).
///
/// # Complexity
/// As [`grundy_values`] for the largest heap; [`solve`] builds the table once instead.
pub fn first_player_wins(heaps: &[u32]) -> bool {
    let largest = heaps.iter().copied().max().unwrap_or(0) as usize;
    wins_with(&grundy_values(largest), heaps)
}

/// The heap sizes one move from a heap of `x`, from the statement: `x - f` for every
/// Fibonacci number `f <= x`.
pub fn moves(x: u32) -> Vec<u32> {
    fibonacci_up_to(u64::from(x))
        .into_iter()
        .map(|f| x - f as u32)
        .collect()
}

/// A position as the brute force stores it: the heaps, sorted.
pub type Heaps = Vec<u32>;

/// The whole game from the rules: from sorted heaps, take a Fibonacci number of stones from
/// one heap. Successors are sorted, so every multiset is one state.
pub type HeapGame = GameTree<Heaps, fn(&Heaps) -> Vec<Heaps>>;

/// A fresh [`HeapGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// Solving a position of three heaps up to `h` visits at most C(h + 3, 3) triples (5456 for
/// 30), each with at most 3 · 9 moves there.
pub fn heap_game() -> HeapGame {
    GameTree::new(heap_moves as fn(&Heaps) -> Vec<Heaps>)
}

#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
fn heap_moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        for rest in moves(heaps[i]) {
            let mut after = heaps.clone();
            after[i] = rest;
            after.sort_unstable();
            next.push(after);
        }
    }
    next.sort_unstable();
    next.dedup();
    next
}

/// Whether the first player wins, by memoised search over the whole position (the sorted
/// heaps), with no Sprague–Grundy shortcut: won iff some move leads to a lost position.
///
/// # Constraints
/// Heaps up to about [`MAX_HEAP_BRUTE`].
///
/// # Complexity
/// See [`heap_game`]; keep one [`HeapGame`] for many positions.
pub fn brute_force(heaps: &[u32]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    heap_game().wins(&sorted)
}

/// The judge's input answered by the brute force, with its own input loop: triples until
/// `0 0 0` or the end of the input (after a whole triple), each answered by [`HeapGame`].
///
/// # Errors
/// As [`solve`], with heaps limited to [`MAX_HEAP_BRUTE`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut game = heap_game();
    let mut answered = 0usize;
    loop {
        input.context(format!("case {}", answered + 1));
        let mut triple = Vec::with_capacity(3);
        for name in ["m", "n", "p"] {
            triple.push(input.read(name, 0..=MAX_HEAP_BRUTE)?);
        }
        if triple.iter().all(|&h| h == 0) {
            return Ok(());
        }
        triple.sort_unstable();
        writeln!(out, "{}", if game.wins(&triple) { "Fibo" } else { "Nacci" })?;
        answered += 1;
        if input.tokens_left() == 0 {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::game::grundy_table;
    use shared::input::run_str;

    #[test]
    fn rule_equals_brute_force_on_every_triple_up_to_30() {
        let verdict = study::game().verify_with(&[], 30);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 39 711 triples"]
    fn rule_equals_brute_force_on_every_triple_up_to_60() {
        let verdict = study::game().verify_with(&[], 60);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn the_table_equals_the_rules_table_up_to_10_5() {
        let upto = 100_000;
        let rules = grundy_table(upto, |x, g, seen| {
            seen.extend(moves(x as u32).into_iter().map(|r| g[r as usize]));
        });
        let fast: Vec<u32> = grundy_values(upto).into_iter().map(u32::from).collect();
        assert_eq!(fast, rules);
    }

    #[test]
    fn first_values_and_the_largest() {
        let g = grundy_values(20);
        assert_eq!(
            g,
            [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]
        );
        assert_eq!(grundy_values(1000).iter().max(), Some(&9));
        assert_eq!(grundy_values(0), [0]);
    }

    #[test]
    fn fibonacci_numbers() {
        assert_eq!(
            fibonacci_up_to(1000),
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
        );
        assert_eq!(fibonacci_up_to(0), [0u64; 0]);
        assert_eq!(fibonacci_up_to(1), [1]);
        assert_eq!(fibonacci_up_to(1_000_000).len(), 29);
        // The top of u64: no overflow, and the last one fits.
        let all = fibonacci_up_to(u64::MAX);
        assert_eq!(all.last(), Some(&12_200_160_415_121_876_738));
        assert!(all.windows(3).all(|w| w[0] + w[1] == w[2]));
        assert_eq!(moves(5), [4, 3, 2, 0]);
        assert_eq!(moves(0), [0u32; 0]);
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_inputs_agree_with_the_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn spec_extra_cases() {
        let cases: &[([u32; 3], bool)] = &[
            ([1, 1, 1], true),
            ([1, 4, 1], false),
            ([1, 1, 2], true),
            ([4, 4, 4], false),
            ([4, 10, 14], false),
            ([1, 2, 3], false),
            ([2, 2, 2], true),
            ([3, 5, 8], true),
            ([9, 8, 1], false),
            ([20, 10, 30], false),
        ];
        let mut game = heap_game();
        for &(heaps, first) in cases {
            assert_eq!(first_player_wins(&heaps), first, "{heaps:?}");
            let mut sorted = heaps.to_vec();
            sorted.sort_unstable();
            assert_eq!(game.wins(&sorted), first, "{heaps:?}");
        }
        // Beyond the brute force: the rule alone (the spec's values).
        let large: &[([u32; 3], bool)] = &[
            ([1000, 1000, 1000], false),
            ([987, 610, 377], false),
            ([999, 998, 997], false),
            ([1000, 995, 994], true),
            ([500, 777, 1000], true),
        ];
        for &(heaps, first) in large {
            assert_eq!(first_player_wins(&heaps), first, "{heaps:?}");
        }
    }

    #[test]
    fn the_end_of_the_input() {
        let run = |input: &str| run_str(solve, input);
        // No `0 0 0`: the input ends after a whole case.
        assert_eq!(run("1 1 1\n1 4 1\n").unwrap(), "Fibo\nNacci\n");
        // Only the terminator: nothing to answer.
        assert_eq!(run("0 0 0\n").unwrap(), "");
        // A heap of 0 beside others is a case, not the end.
        assert_eq!(run("0 1 1\n0 0 1\n0 0 0\n").unwrap(), "Nacci\nFibo\n");
        let error = |input: &str| run(input).unwrap_err().to_string();
        assert_eq!(
            error(""),
            "case 1: m: expected an integer in 0..=1000000, found the end of the input (after 0 \
             tokens)"
        );
        assert_eq!(
            error("1 1 1\n2 2\n"),
            "case 2: p: expected an integer in 0..=1000000, found the end of the input (after 5 \
             tokens)"
        );
        // What follows `0 0 0` is not part of the input (the spec's case: a judge's solution
        // would print nothing; this one refuses it, as every extra token).
        assert_eq!(
            error("0 0 0\n1 1 1\n"),
            "expected the end of the input after 3 tokens, found \"1\" and 2 more"
        );
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1 1 1\n5 1000001 5\n0 0 0\n"),
            "case 2: n: expected an integer in 0..=1000000, found 1000001 (token 5, line 2)"
        );
        assert_eq!(
            error("1 -1 1\n"),
            "case 1: n: expected an integer in 0..=1000000, found \"-1\" (token 2, line 1)"
        );
        // Past the judge's limits: the table grows to the largest heap.
        assert_eq!(
            run_str(solve, "1000000 1 1\n999999 1000000 5000\n2 2 2\n").unwrap(),
            format!(
                "{}\n{}\nFibo\n",
                answer(first_player_wins(&[1_000_000, 1, 1])),
                answer(first_player_wins(&[999_999, 1_000_000, 5000]))
            )
        );
        let g = grundy_values(MAX_HEAP_ANSWERED as usize);
        assert_eq!(g.iter().max(), Some(&15));
    }

    #[test]
    #[ignore = "slow: 3·10^6 tokens"]
    fn too_many_cases_are_refused() {
        let input = format!("{}0 0 0\n", "1 1 1\n".repeat(MAX_CASES + 1));
        assert_eq!(
            run_str(solve, &input).unwrap_err().to_string(),
            "case 1000001: expected at most 1000000 cases before 0 0 0, found more"
        );
    }
}
