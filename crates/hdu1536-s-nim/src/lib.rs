//! # HDU 1536 S-Nim: Nim where a move takes an amount from a given set
//!
//! Each block of the input gives a set `S` of positive integers and some positions, each a
//! collection of heaps. Two players alternate; a move takes exactly `s` beads from one heap,
//! for some `s ∈ S` with `s` at most that heap. A player with no move loses. For each position
//! print `W` when the player to move wins, `L` otherwise, one line of letters per block.
//!
//! ## Rule
//! One heap is the subtraction game with set `S`: `g(0) = 0`, `g(x) = mex { g(x − s) : s ∈ S,
//! s ≤ x }` ([`grundy_values`]; the lab studies the same game as the shared
//! [`SubtractionGame`](shared::game::SubtractionGame), whose period is proven). A position is
//! the sum of its heaps, independent games of which a move touches exactly one, so by the
//! Sprague–Grundy theorem its value is `g(h_1) ⊕ … ⊕ g(h_l)`, and it is won iff that is not 0
//! ([`wins_with`]). A heap has at most `|S| ≤ 100` options, so every value is at most 100.
//!
//! Per block: the table up to the block's largest heap, O(H · k) (at most 10^4 · 100 = 10^6
//! steps), then one xor pass per position. [`solve`] reads a whole block before answering it,
//! so the table is built once per block and only as far as needed. The judge's worst input
//! (`lab stress hdu1536-s-nim --worst`) is bounded by these tables, one per block, not by the
//! reading (a block is at most 10^4 numbers).
//!
//! ## Input
//! Blocks until a `0` where a block's `k` would stand, or until the input ends there (the
//! `0` is optional; an empty input is refused). A block: `k s_1 … s_k`, then `m`, then `m`
//! lines `l h_1 … h_l`. Within the judge's limits only: `1 ≤ k ≤ 100`, `1 ≤ s_i ≤ 10^4`,
//! `1 ≤ m ≤ 100`, `1 ≤ l ≤ 100`, `0 ≤ h_i ≤ 10^4`; anything else is refused, naming the
//! bound. Any number of blocks (each is answered as soon as it is read).
//!
//! ## Traps
//! `S` changes per block (a table per block); `S` is not sorted and may repeat values (the
//! shared game sorts and deduplicates it); values of `S` above a heap are no move; a heap of 0
//! is allowed; one line per block, the letters without separators; no count of blocks.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over whole positions, the
//! sorted heaps, from the rules alone, no Grundy values of heaps) on every nonempty set
//! `S ⊆ {1..6}` and every position of 1 to 3 heaps up to 8 (the [`study`] descriptor's check,
//! which `lab verify hdu1536 --param s=...` runs too, over the subsets of the set given, with
//! `N` the largest heap); [`solve`] against [`brute_solve`] (its own
//! input loop and the brute force) on random inputs of 1–3 blocks, sets unsorted with repeats,
//! with and without the `0`; the samples, the spec's extra cases, CRLF/BOM and bad inputs
//! through [`solve`] in memory.

use proconio::input;
use shared::game::{grundy_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most values in a set (`k`).
pub const MAX_K: usize = 100;
/// The largest value of a set.
pub const MAX_S: u32 = 10_000;
/// The most positions in a block (`m`).
pub const MAX_POSITIONS: usize = 100;
/// The most heaps in a position (`l`).
pub const MAX_HEAPS: usize = 100;
/// The largest heap.
pub const MAX_HEAP: u32 = 10_000;

/// One block of the input: the set and the positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The set as given (unsorted, maybe with repeats).
    pub set: Vec<u32>,
    /// The positions, each its heaps.
    pub positions: Vec<Vec<u32>>,
}

shared::ranged! {
    /// `k`, the size of a block's set, or the terminating `0`.
    SetSize: Option<usize> = 1..=MAX_K, or 0, "k";
    Subtraction: u32 = 1..=MAX_S, "s";
    Positions: usize = 1..=MAX_POSITIONS, "m";
    HeapCount: usize = 1..=MAX_HEAPS, "l";
    Heap: u32 = 0..=MAX_HEAP, "h";
}

/// Reads one block, or `None` at the `0` or at the end of the input (after the first block).
fn read_block(input: &mut Input, number: usize) -> Option<Block> {
    if number > 1 && input.at_end() {
        return None;
    }
    input.context(format!("block {number}"));
    input! { from &mut *input, k: SetSize }
    let k = k?;
    input! { from &mut *input, set: [Subtraction; k], m: Positions }
    let mut positions = Vec::with_capacity(m);
    for p in 1..=m {
        input.context(format!("block {number}, position {p}"));
        input! { from &mut *input, l: HeapCount, heaps: [Heap; l] }
        positions.push(heaps);
    }
    Some(Block { set, positions })
}

/// Reads the judge's input and writes one line of `W`/`L` per block.
///
/// # Errors
/// A malformed or truncated input, an empty one, a value outside the limits of the module
/// doc, a token after the `0`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    for number in 1.. {
        let Some(block) = read_block(input, number) else {
            break;
        };
        let largest = block.positions.iter().flatten().copied().max().unwrap_or(0);
        let grundy = grundy_values(&block.set, largest as usize);
        let line: String = block
            .positions
            .iter()
            .map(|heaps| letter(wins_with(&grundy, heaps)))
            .collect();
        writeln!(out, "{line}")?;
    }
    input.context("");
    Ok(())
}

/// The judge's letter: `W` when the player to move wins, else `L`.
pub fn letter(wins: bool) -> char {
    if wins {
        'W'
    } else {
        'L'
    }
}

/// One heap's Grundy values `g(0..=upto)` with subtraction set `set` (any order, repeats
/// allowed, no 0).
///
/// # Complexity
/// O(upto · |set|), by the shared [`grundy_table`] (not the shared
/// [`SubtractionGame`](shared::game::SubtractionGame), whose period machinery would double the
/// size of the bundle).
///
/// # Panics
/// If `set` holds 0.
pub fn grundy_values(set: &[u32], upto: usize) -> Vec<u32> {
    assert!(!set.contains(&0), "a subtraction set may not contain 0");
    grundy_table(upto, |n, g, seen| {
        seen.extend(
            set.iter()
                .filter(|&&s| s as usize <= n)
                .map(|&s| g[n - s as usize]),
        )
    })
}

/// Whether the player to move wins the heaps, given the one-heap table (which must reach the
/// largest heap): the xor of their values is not 0.
///
/// # Complexity
/// O(heaps).
///
/// # Panics
/// If a heap is beyond the table.
pub fn wins_with(grundy: &[u32], heaps: &[u32]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ grundy[h as usize]) != 0
}

/// Whether the player to move wins the heaps with subtraction set `set`.
///
/// # Complexity
/// As [`grundy_values`] up to the largest heap.
pub fn first_player_wins(set: &[u32], heaps: &[u32]) -> bool {
    let largest = heaps.iter().copied().max().unwrap_or(0) as usize;
    wins_with(&grundy_values(set, largest), heaps)
}

/// A position as the brute force stores it: the heaps, sorted.
pub type Heaps = Vec<u32>;

/// The whole game from the rules for one set: take an amount of the set from one heap.
/// Successors are sorted, so every multiset of heaps is one state.
pub type HeapGame = GameTree<Heaps, Box<dyn FnMut(&Heaps) -> Vec<Heaps>>>;

/// A fresh [`HeapGame`] for the set `set`; keep it across positions to share the solved
/// ones.
///
/// # Complexity
/// Solving `l` heaps up to `h` visits at most C(h + l, l) multisets, each with at most
/// `l · |set|` moves.
pub fn heap_game(set: &[u32]) -> HeapGame {
    let set = set.to_vec();
    GameTree::new(Box::new(move |heaps: &Heaps| {
        let mut next = Vec::new();
        for i in 0..heaps.len() {
            for &s in &set {
                if s <= heaps[i] {
                    let mut after = heaps.clone();
                    after[i] -= s;
                    after.sort_unstable();
                    next.push(after);
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        next
    }))
}

/// Whether the player to move wins, by a search over the whole position (no Grundy values of
/// heaps): won iff some move leads to a lost position.
///
/// # Constraints
/// Small: see [`heap_game`] (heaps up to [`MAX_HEAP_BRUTE`], a few heaps).
pub fn brute_force(set: &[u32], heaps: &[u32]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    heap_game(set).wins(&sorted)
}

/// The largest heap and set value [`brute_solve`] accepts.
pub const MAX_HEAP_BRUTE: u32 = 30;

/// The judge's input answered by the brute force, with its own input loop (blocks until `0`
/// or the end), each position searched whole by one [`HeapGame`] per block, its own output
/// letters.
///
/// # Errors
/// As [`solve`], with heaps and set values up to [`MAX_HEAP_BRUTE`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut number = 0;
    loop {
        number += 1;
        if number > 1 && input.tokens_left() == 0 {
            return Ok(());
        }
        input.context(format!("block {number}"));
        let k: usize = input.read("k", 0..=MAX_K)?;
        if k == 0 {
            return Ok(());
        }
        let set = input.read_many("s", k, 1..=MAX_HEAP_BRUTE)?;
        let mut game = heap_game(&set);
        let m: usize = input.read("m", 1..=MAX_POSITIONS)?;
        let mut line = String::new();
        for _ in 0..m {
            let l = input.read("l", 1..=MAX_HEAPS)?;
            let mut heaps = input.read_many("h", l, 0..=MAX_HEAP_BRUTE)?;
            heaps.sort_unstable();
            line.push(if game.wins(&heaps) { 'W' } else { 'L' });
        }
        writeln!(out, "{line}")?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_on_every_small_set_and_position() {
        // S = {1..6}: the descriptor's check runs every nonempty subset of it.
        let game = study::game();
        let values = ::study::ParamValues::parse(game.params, &["s=1,2,3,4,5,6".into()]);
        let verdict = (game.verify.run)(&values.unwrap(), 8, &mut ::study::Silent);
        assert!(verdict.agrees(), "{}", verdict.summary());
        // 63 sets, each with 9 + 45 + 165 positions of 1 to 3 heaps in 0..=8.
        assert_eq!(verdict, ::study::Verdict::AllAgree { inputs: 63 * 219 });
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(200, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        // Blocks until a `0` or the end of the input: the `eof` layout's contract (a sample
        // without its `0` is the same input).
        let dir = env!("CARGO_MANIFEST_DIR");
        assert_contract_for(Layout::Eof, solve, dir, &[]);
    }

    #[test]
    fn first_values_of_the_sample_set() {
        assert_eq!(
            grundy_values(&[5, 2, 5], 12),
            [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2]
        );
        assert_eq!(grundy_values(&[3], 0), [0]);
    }

    #[test]
    fn spec_extra_cases() {
        let cases: &[(&[u32], &[u32], bool)] = &[
            (&[1], &[0], false),
            (&[1], &[1, 1], false),
            (&[1], &[1, 2, 4], true),
            (&[5], &[3], false),
            (&[5], &[5, 4], true),
            (&[5, 2, 5], &[7, 7], false),
            (&[5, 2, 5], &[12], true),
            (&[3, 4], &[1, 2, 3, 4], false),
            (&[2, 5], &[3, 3], false),
        ];
        for &(set, heaps, wins) in cases {
            assert_eq!(first_player_wins(set, heaps), wins, "{set:?} {heaps:?}");
            assert_eq!(brute_force(set, heaps), wins, "{set:?} {heaps:?}");
        }
    }

    #[test]
    fn the_end_of_the_input_and_the_limits() {
        let run = |input: &str| run_str(solve, input);
        assert_eq!(run("1 2\n1\n3 4 5 6\n").unwrap(), "W\n");
        assert_eq!(run("1 2\n1\n1 4\n0\n").unwrap(), "L\n");
        let error = |input: &str| run(input).unwrap_err().to_string();
        assert_eq!(
            error(""),
            "block 1: k: expected an integer in 1..=100 or 0 to end, found the end of the input \
             (after 0 tokens)"
        );
        assert_eq!(
            error("1 2\n1\n2 4\n"),
            "block 1, position 1: h: expected an integer in 0..=10000, found the end of the input \
             (after 5 tokens)"
        );
        assert_eq!(
            error("1 10001\n1\n1 4\n"),
            "block 1: s: expected an integer in 1..=10000, found 10001 (token 2, line 1)"
        );
        assert_eq!(
            error("101"),
            "block 1: k: expected an integer in 1..=100 or 0 to end, found 101 (token 1, line 1)"
        );
        assert_eq!(
            error("1 2\n1\n1 4\n0\n1\n"),
            "expected the end of the input after 6 tokens, found \"1\" and 0 more"
        );
    }
}
