//! # POJ 2311 Cutting Game: cut a grid sheet; whoever first cuts off a single cell wins
//!
//! The game starts with one `W × H` sheet of unit cells. Two players alternate; a turn cuts
//! one of the pieces in two along a whole interior grid line (cells are never split), and all
//! pieces stay in play. The first player whose cut makes a `1 × 1` piece wins at once. Print
//! `WIN` if the first player can force a win, `LOSE` otherwise.
//!
//! ## Rule
//! Call a piece a strip when a side is 1 (`1 × k`, `k ≥ 2`): whoever moves with a strip on the
//! table wins at once (cut its end cell off). So, in a position whose pieces all have both
//! sides at least 2 (the start is one), a cut that leaves a strip loses (the opponent cuts a
//! cell off it), and a `1 × 1` can only come from cutting a strip. What is left are the *safe
//! cuts*, whose two parts have both sides at least 2. Claim: a position `P` of such pieces is
//! won for the player to move iff the xor of `g` over its pieces is not 0, where `g` is the
//! Grundy value of one sheet in the game of safe cuts,
//!
//! `g(w, h) = mex ({ g(x, h) ⊕ g(w − x, h) : 2 ≤ x ≤ w − 2 } ∪ { g(w, y) ⊕ g(w, h − y) : 2 ≤ y ≤
//! h − 2 })` ([`sheet_values`]).
//!
//! Proof, by induction on the total area of `P`. If the xor is not 0, by Sprague–Grundy (the
//! game of safe cuts is a sum of its pieces) some safe cut leads to xor 0, a position of the
//! same kind, lost for the opponent by induction. If the xor is 0, every safe cut leads to a
//! xor not 0 (won by the opponent, by induction) and every other cut leaves a strip (the
//! opponent wins at once); and there is a cut, since a piece with both sides at least 2 can be
//! cut. So the first player wins iff `g(W, H) ≠ 0` ([`first_player_wins`]).
//!
//! The table up to 200 × 200 is built once: each entry takes `w + h − 6` options into the
//! shared [`Mex`], about 8·10^6 steps in all; then each case is a lookup. The judge's worst
//! input (`lab stress poj2311-cutting-game --worst`, 10^5 cases) spends its time on that one
//! table, not on the reading.
//!
//! ## Input
//! Pairs `W H` until the end of the input (no count, no terminator; any whitespace). Within
//! the judge's limits only: `2 ≤ W, H ≤ 200` (anything else is refused, naming the bound); any
//! number of cases, each answered as it is read; an empty input is refused.
//!
//! ## Traps
//! Cuts run from 2 to `w − 2`: a cut that leaves a strip is not a move of the game of safe
//! cuts, and `1 × k` pieces have no value in it. `2 × 2`, `2 × 3` and `3 × 3` have no safe cut:
//! value 0, `LOSE`. The table is symmetric but both orders are read (`4 2` and `2 4`). The mex
//! is taken over up to 394 options (the values up to 200 happen to stay at most 9, which is
//! not relied on). The input ends at the end of the file, not at a `0 0` line.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`], a memoised search of the real game (a state
//! is the multiset of pieces; a cut that makes a `1 × 1` piece wins; no Grundy values, no safe
//! cuts) on every sheet with `2 ≤ W, H ≤ 8` (the [`study`] descriptor's check, which `lab
//! verify` runs too; up to 10 in a slow test); [`solve`] against [`brute_solve`] (its own
//! input loop and the search) on random inputs of sheets up to 7 × 7; the samples, the spec's
//! extra cases, CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::Mex;
use shared::input::{Input, InputError};
use std::collections::HashMap;
use std::io::Write;

pub mod study;

/// The smallest side of a sheet in the input.
pub const MIN_SIDE: u32 = 2;
/// The largest side of a sheet in the input.
pub const MAX_SIDE: u32 = 200;

shared::ranged! {
    Width: usize = MIN_SIDE as usize..=MAX_SIDE as usize, "W";
    Height: usize = MIN_SIDE as usize..=MAX_SIDE as usize, "H";
}

/// Reads the judge's input and writes `WIN` or `LOSE` per sheet.
///
/// # Errors
/// A malformed input, an empty one, a pair cut short, a side outside
/// [`MIN_SIDE`]`..=`[`MAX_SIDE`].
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let g = sheet_values(MAX_SIDE as usize, MAX_SIDE as usize);
    for case in 1usize.. {
        input.context(format!("case {case}"));
        input! { from &mut *input, w: Width, h: Height }
        writeln!(out, "{}", answer(g[w][h] != 0))?;
        if input.at_end() {
            break;
        }
    }
    input.context("");
    Ok(())
}

/// The judge's word: `WIN` when the first player wins, else `LOSE`.
pub fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "WIN"
    } else {
        "LOSE"
    }
}

/// `g[w][h]`, the Grundy value of one `w × h` sheet in the game of safe cuts, for `0 ≤ w ≤
/// max_w`, `0 ≤ h ≤ max_h` (entries with a side below 2 are 0 and mean nothing: such a piece
/// is not a position of that game).
///
/// # Complexity
/// O(max_w · max_h · (max_w + max_h)) steps, O(max_w · max_h) memory: 8·10^6 steps for 200 ×
/// 200. Each entry reads only entries of a smaller `w` or the same `w` and a smaller `h`.
pub fn sheet_values(max_w: usize, max_h: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; max_h + 1]; max_w + 1];
    let mut seen = Mex::new();
    for w in 2..=max_w {
        for h in 2..=max_h {
            seen.clear();
            for x in 2..=w.saturating_sub(2) {
                seen.insert(g[x][h] ^ g[w - x][h]);
            }
            for y in 2..=h.saturating_sub(2) {
                seen.insert(g[w][y] ^ g[w][h - y]);
            }
            g[w][h] = seen.mex();
        }
    }
    g
}

/// Whether the first player wins from one `w × h` sheet, `2 ≤ w, h`.
///
/// # Complexity
/// As [`sheet_values`] up to `w × h`; [`solve`] builds the table once instead.
pub fn first_player_wins(w: u32, h: u32) -> bool {
    sheet_values(w as usize, h as usize)[w as usize][h as usize] != 0
}

/// A piece as the brute force stores it: (shorter side, longer side).
pub type Piece = (u8, u8);

/// The real game searched from the rules: a state is the sorted multiset of pieces; a cut
/// that makes a `1 × 1` piece wins at once; otherwise the mover wins iff some cut leads to a
/// state lost for the opponent. Memoised across calls.
#[derive(Default)]
pub struct Search {
    won: HashMap<Vec<Piece>, bool>,
}

impl Search {
    /// A search with nothing solved yet.
    pub fn new() -> Search {
        Search::default()
    }

    /// Whether the player to move from `pieces` (sorted, each `(short, long)`) wins.
    ///
    /// # Complexity
    /// Exponential: every multiset of pieces that cuts reach (every sheet up to 10 × 10, one
    /// search, took 0.3 s in a release test run on a loaded 2-core machine); the recursion is
    /// as deep as the number of cuts, at most the area.
    pub fn wins(&mut self, pieces: &[Piece]) -> bool {
        if let Some(&won) = self.won.get(pieces) {
            return won;
        }
        let mut won = false;
        'search: for (i, &(a, b)) in pieces.iter().enumerate() {
            // A cut at `x` of the side `side` into `x` and `side - x`, the other side `other`.
            for (side, other) in [(a, b), (b, a)] {
                for x in 1..side {
                    let parts = [(x, other), (side - x, other)];
                    if parts.contains(&(1, 1)) {
                        won = true;
                        break 'search;
                    }
                    let mut next = Vec::with_capacity(pieces.len() + 1);
                    next.extend_from_slice(&pieces[..i]);
                    next.extend_from_slice(&pieces[i + 1..]);
                    next.extend(parts.iter().map(|&(p, q)| (p.min(q), p.max(q))));
                    next.sort_unstable();
                    if !self.wins(&next) {
                        won = true;
                        break 'search;
                    }
                }
            }
        }
        self.won.insert(pieces.to_vec(), won);
        won
    }

    /// How many states are solved.
    pub fn solved(&self) -> usize {
        self.won.len()
    }
}

/// Whether the first player wins from one `w × h` sheet, by [`Search`] of the real game.
///
/// # Constraints
/// Small sheets (see [`Search::wins`]); sides at least 1 and below 256.
pub fn brute_force(w: u32, h: u32) -> bool {
    Search::new().wins(&[(w.min(h) as u8, w.max(h) as u8)])
}

/// The largest side [`brute_solve`] accepts.
pub const MAX_SIDE_BRUTE: u32 = 8;

/// The judge's input answered by the search of the real game, with its own input loop
/// (pairs until no token is left) and one [`Search`] shared by its cases.
///
/// # Errors
/// As [`solve`], with sides up to [`MAX_SIDE_BRUTE`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut search = Search::new();
    let mut case = 0;
    loop {
        case += 1;
        input.context(format!("case {case}"));
        let w = input.read("W", 2..=MAX_SIDE_BRUTE as u8)?;
        let h = input.read("H", 2..=MAX_SIDE_BRUTE as u8)?;
        let won = search.wins(&[(w.min(h), w.max(h))]);
        writeln!(out, "{}", if won { "WIN" } else { "LOSE" })?;
        if input.tokens_left() == 0 {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_on_every_sheet_up_to_8() {
        let verdict = study::game().verify_with(&[], 8);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: the search of the real game up to 10 × 10, seconds"]
    fn fast_equals_brute_force_on_every_sheet_up_to_10() {
        let verdict = study::game().verify_with(&[], 10);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        let dir = env!("CARGO_MANIFEST_DIR");
        assert_contract_for(Layout::Eof, solve, dir, &[]);
    }

    #[test]
    fn the_table_up_to_200() {
        let g = sheet_values(200, 200);
        for (w, row) in g.iter().enumerate().skip(2) {
            for (h, &value) in row.iter().enumerate().skip(2) {
                assert_eq!(value, g[h][w], "{w} × {h}");
            }
        }
        assert_eq!((g[2][2], g[2][3], g[3][3], g[4][2]), (0, 0, 0, 1));
        let values = g[2..].iter().flat_map(|row| row[2..].iter());
        assert_eq!(values.clone().max(), Some(&9));
        assert_eq!(values.filter(|&&v| v == 0).count(), 1089);
        // A smaller table agrees with the corner of the larger one.
        let small = sheet_values(7, 12);
        assert!((0..=7).all(|w| small[w][..] == g[w][..=12]));
    }

    #[test]
    fn spec_extra_cases() {
        let small: &[(u32, u32, bool)] = &[
            (3, 3, false),
            (2, 3, false),
            (2, 7, false),
            (7, 2, false),
            (4, 4, true),
            (2, 5, true),
            (3, 7, false),
            (7, 7, false),
            (6, 6, true),
            (3, 8, true),
        ];
        for &(w, h, wins) in small {
            assert_eq!(first_player_wins(w, h), wins, "{w} × {h}");
            assert_eq!(brute_force(w, h), wins, "{w} × {h}");
        }
        let large: &[(u32, u32, bool)] = &[
            (200, 200, true),
            (197, 197, false),
            (2, 200, true),
            (2, 197, false),
            (159, 163, false),
            (17, 181, false),
        ];
        for &(w, h, wins) in large {
            assert_eq!(first_player_wins(w, h), wins, "{w} × {h}");
        }
    }

    #[test]
    fn the_end_of_the_input_and_the_limits() {
        let run = |input: &str| run_str(solve, input);
        assert_eq!(run("4 2").unwrap(), "WIN\n");
        assert_eq!(run("\n\n2 2\n\n3 2\n\n").unwrap(), "LOSE\nLOSE\n");
        let error = |input: &str| run(input).unwrap_err().to_string();
        assert_eq!(
            error(""),
            "case 1: W: expected an integer in 2..=200, found the end of the input (after 0 \
             tokens)"
        );
        assert_eq!(
            error("2 2\n3"),
            "case 2: H: expected an integer in 2..=200, found the end of the input (after 3 \
             tokens)"
        );
        assert_eq!(
            error("1 5"),
            "case 1: W: expected an integer in 2..=200, found 1 (token 1, line 1)"
        );
        assert_eq!(
            error("5 201"),
            "case 1: H: expected an integer in 2..=200, found 201 (token 2, line 1)"
        );
    }
}
