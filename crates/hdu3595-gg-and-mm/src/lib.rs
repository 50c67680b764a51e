//! # HDU 3595 GG and MM: a move in every unfinished Euclid game each turn (Every-SG)
//!
//! `N` games, each two piles. A move in one game picks a pile of `x` stones and removes `k·x`
//! (`k >= 1`) from the other pile, which must hold that many; a game with an empty pile is
//! finished. MM moves first; on every turn the player to move makes one move in **every**
//! unfinished game. The contest ends when the last game finishes: the player to move with no
//! unfinished game left loses. Print `MM` or `GG`.
//!
//! ## Rule
//! One game alone is Euclid's game: with piles `x <= y` the moves are `y → y − k·x`. Give each
//! game position `s` its outcome `win(s)` alone and its *remoteness* `step(s)` (Smith's
//! "suspense" number): `step = 0` when finished; when `s` is won, `1 + max step(t)` over the
//! lost successors `t` (the winner makes the game last); when lost, `1 + min step(t)` over all
//! successors (the loser ends it soon). Then `win(s) ⇔ step(s)` is odd, and **MM wins iff the
//! largest step over the games is odd** ([`first_player_wins`]; all games finished: 0, `GG`).
//! In Euclid's game a position has at most one lost successor, so the largest even step of a
//! successor is also the least, and the step is the plain remoteness too (tested below); in
//! other games the two differ, and the suspense number is the one that decides Every-SG.
//!
//! Why the maximum: let `T` be the largest step, odd say. MM, in every game, moves by the
//! definition (in a game he wins, to a lost successor of step exactly `step − 1`; in a game he
//! loses, to a successor of step exactly `step − 1`). By induction on the step, the winner of a
//! game `s` playing so keeps it won and makes it last at least `step(s)` more moves whatever
//! the other does, and the loser of `s` can make it last at most `step(s)` moves unless his
//! opponent errs, in which case the game changes hands. So the game of step `T` lasts at least
//! `T` moves and ends on MM's move; every game MM is losing ends within `T − 1` moves or turns
//! into one he wins; every game he wins ends on his move. The last move of the contest is
//! MM's. An even `T` is the same for GG.
//!
//! The step of one game ([`step`]) follows Euclid's algorithm, for piles `x <= y`, `x >= 1`:
//! - `x` divides `y`: step 1 (empty the pile at once; `(x, 0)` is the only lost successor);
//! - `x < y < 2x`: the only move is to `(y − x, x)`, so `step = step(y − x, x) + 1`;
//! - `y >= 2x`, `r = y mod x ≠ 0`: the lost successors are among `(r, x)` and `(x, r + x)`
//!   (whose only move is to `(r, x)`), and every other successor `(x, r + jx)`, `j >= 2`, is won
//!   (it can move to whichever of those two is lost). If `(r, x)` is lost the largest lost step
//!   is `step(r, x) + 1` (then `(x, r + x)` is won), else `(x, r + x)` is lost with step
//!   `step(r, x) + 1`, and `step = step(r, x) + 2`. Either way the position is won.
//!
//! O(log max pile) per game (the Euclidean algorithm's steps), O(N log V) per case, nothing
//! stored. Piles up to 1000 give steps up to 15 (at `(408, 985)`).
//!
//! ## Input
//! Cases up to the end of the input, each `N` then `N` pairs `p q`; a case count `N = 0` also
//! ends the input (nothing may follow it). Past the judge's limits the rule stays exact: up to
//! [`MAX_GAMES`] games per case and any number of cases, piles anywhere in `0..=u64::MAX`
//! (a game with an empty pile is finished from the start).
//!
//! ## Traps
//! Not a disjunctive sum: the xor of Grundy values is wrong (`1 2` and `2 3`: one won game, one
//! lost, the answer is `GG`). The contest does not end with the first game (`1 1` and `2 3`:
//! MM finishes the first at once and still loses). The parity of the largest step decides, not
//! of the sum or of the number of won games. A game with a 0 pile is already finished. No count
//! of cases in front.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (the whole contest searched from the rules: a
//! position is the sorted list of unfinished games, a move one move in each, no steps) on every
//! multiset of one to three games with piles in `0..=6` (4494 inputs; the [`study`]
//! descriptor's check, which `lab verify -u 10` runs on all 52 393 with piles up to 10);
//! [`step`] against [`step_table`] (the definition's max/min over every successor) for all
//! piles up to 200; [`solve`] against [`brute_solve`] (its own input loop) on random inputs;
//! the samples and the spec's extra cases, CRLF/BOM and bad inputs through [`solve`] in memory;
//! the C++ program on the samples and against the Rust binary by `crates/judge`.
//!
//! The judge's worst case, 100 cases of 1000 games of piles up to 1000 (0.8 MB), is far
//! inside the limits, whether reading or the rule sets the time: 10^5 games of at most 15
//! Euclid steps each (`lab stress hdu3595-gg-and-mm --worst` times it, with the C++ program).

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: at most 100 cases of at most 1000 games of piles up to 1000.
pub const MAX_CASES_JUDGE: usize = 100;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_GAMES_JUDGE: usize = 1000;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_PILE_JUDGE: u64 = 1000;
/// The most games answered in one case.
pub const MAX_GAMES: usize = 1_000_000;

shared::ranged! {
    /// `N`, the games of a case, or the terminating `0`.
    Games: Option<usize> = 1..=MAX_GAMES, or 0, "N";
    PileP: u64 = 0..=u64::MAX, "p";
    PileQ: u64 = 0..=u64::MAX, "q";
}

/// Reads the judge's input and writes `MM` or `GG` per case.
///
/// # Errors
/// A malformed or truncated input, an empty one, `N` above [`MAX_GAMES`], a pile past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    for case in 1usize.. {
        input.context(format!("case {case}"));
        input! { from &mut *input, n: Games }
        let Some(n) = n else { break };
        let mut largest = 0;
        for _ in 0..n {
            input! { from &mut *input, p: PileP, q: PileQ }
            largest = largest.max(step(p, q));
        }
        writeln!(out, "{}", answer(largest % 2 == 1))?;
        if input.at_end() {
            break;
        }
    }
    Ok(())
}

/// The judge's word for the winner: `MM` (who moves first) or `GG`.
pub fn answer(mm_wins: bool) -> &'static str {
    if mm_wins {
        "MM"
    } else {
        "GG"
    }
}

/// The remoteness of one game with piles `p` and `q` (the rule in the crate documentation):
/// 0 when finished; odd exactly when the player to move wins that game alone.
///
/// # Constraints
/// Any piles.
///
/// # Complexity
/// O(log max(p, q)): one pass down the Euclidean algorithm and one back up (at most 93
/// quotients below 2^64), no allocation.
pub fn step(p: u64, q: u64) -> u32 {
    let (mut x, mut y) = (p.min(q), p.max(q));
    // Down: for each quotient, how many steps it adds to the step of the pair below, given
    // whether that pair is won: 1 for a quotient of 1; 1 or 2 for a larger one. Kept as a
    // bit list (the Euclidean algorithm on u64 takes at most 93 steps).
    let mut quotient_is_one = [false; 96];
    let mut depth = 0;
    let mut s = loop {
        if x == 0 {
            break 0;
        }
        if y % x == 0 {
            break 1;
        }
        quotient_is_one[depth] = y - x < x;
        depth += 1;
        (x, y) = (y % x, x);
    };
    // Up: `(x, y)` with quotient 1 reaches `(y − x, x)` in one move; a larger quotient with
    // remainder `r` reaches `(r, x)` in one move or two.
    while depth > 0 {
        depth -= 1;
        s += if quotient_is_one[depth] || s % 2 == 0 {
            1
        } else {
            2
        };
    }
    s
}

/// Whether MM, moving first, wins the contest of these games: the largest [`step`] is odd.
///
/// # Constraints
/// Any piles.
///
/// # Complexity
/// O(games · log max pile).
pub fn first_player_wins(games: &[(u64, u64)]) -> bool {
    games.iter().map(|&(p, q)| step(p, q)).max().unwrap_or(0) % 2 == 1
}

/// The games one move from the game `(p, q)`, from the statement: a pile of `x >= 1` stones
/// chosen, `k·x` stones (`k >= 1`) removed from the other pile. Each as a sorted pair; empty
/// when a pile is empty (the game is finished).
pub fn moves(p: u32, q: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for (x, other) in [(p, q), (q, p)] {
        if x == 0 || p == 0 || q == 0 {
            continue;
        }
        for k in 1..=other / x {
            let left = other - k * x;
            out.push((x.min(left), x.max(left)));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The remoteness of every game `(p, q)`, `p, q <= upto`, straight from its definition: 0 for a
/// finished game; for a won one (some successor lost) 1 + the largest step of a lost
/// successor; for a lost one 1 + the smallest step of any successor. Indexed `[p][q]`.
///
/// # Complexity
/// O(upto^3 / small) time (every move of every pair), O(upto^2) memory: for small `upto`.
pub fn step_table(upto: usize) -> Vec<Vec<u32>> {
    let mut table = vec![vec![0u32; upto + 1]; upto + 1];
    // Every move lowers the sum of the piles: fill by increasing sum.
    for sum in 0..=2 * upto {
        for p in sum.saturating_sub(upto)..=sum.min(upto) {
            let q = sum - p;
            let next: Vec<u32> = moves(p as u32, q as u32)
                .into_iter()
                .map(|(a, b)| table[a as usize][b as usize])
                .collect();
            let lost_max = next.iter().filter(|&&s| s % 2 == 0).max();
            table[p][q] = match (lost_max, next.iter().min()) {
                (Some(&s), _) => s + 1,
                (None, Some(&s)) => s + 1,
                (None, None) => 0,
            };
        }
    }
    table
}

/// A position of the whole contest as the brute force stores it: the unfinished games, each a
/// sorted pair, in sorted order.
pub type Contest = Vec<(u32, u32)>;

/// The whole contest from the rules: every unfinished game replaced by one of its [`moves`]
/// at once, the games that finish dropped. Successors are sorted, so each multiset is one state.
pub type ContestGame = GameTree<Contest, fn(&Contest) -> Vec<Contest>>;

/// A fresh [`ContestGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// Each reachable contest position is expanded once, with the product of its games' move
/// counts as moves: for a few games of piles up to about 10.
pub fn contest_game() -> ContestGame {
    GameTree::new(contest_moves as fn(&Contest) -> Vec<Contest>)
}

#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
fn contest_moves(games: &Contest) -> Vec<Contest> {
    // The Cartesian product of the games' moves, built game by game.
    let mut partial: Vec<Contest> = vec![Vec::new()];
    for &(p, q) in games {
        let options = moves(p, q);
        let mut longer = Vec::with_capacity(partial.len() * options.len());
        for prefix in &partial {
            for &(a, b) in &options {
                let mut next = prefix.clone();
                if a > 0 {
                    next.push((a, b));
                }
                longer.push(next);
            }
        }
        partial = longer;
    }
    if games.is_empty() {
        return Vec::new();
    }
    for next in &mut partial {
        next.sort_unstable();
    }
    partial.sort_unstable();
    partial.dedup();
    partial
}

/// The contest state of these games: the unfinished ones, as sorted pairs, sorted.
///
/// # Panics
/// On a pile past `u32` (far beyond what the search can take anyway).
pub fn contest(games: &[(u64, u64)]) -> Contest {
    let small = |v: u64| u32::try_from(v).expect("a pile small enough for the brute force");
    let mut state: Contest = games
        .iter()
        .filter(|&&(p, q)| p > 0 && q > 0)
        .map(|&(p, q)| (small(p.min(q)), small(p.max(q))))
        .collect();
    state.sort_unstable();
    state
}

/// Whether MM, moving first, wins, by memoised search over the whole contest
/// ([`contest_game`]), with no step theory: won iff some combined move leads to a lost
/// position; no unfinished game is a loss for the player to move.
///
/// # Constraints
/// A few games ([`BRUTE_MAX_GAMES`]) with piles up to about [`BRUTE_MAX_PILE`].
pub fn brute_force(games: &[(u64, u64)]) -> bool {
    contest_game().wins(&contest(games))
}

/// The most games in a case [`brute_solve`] answers.
pub const BRUTE_MAX_GAMES: usize = 4;
/// The largest pile [`brute_solve`] answers.
pub const BRUTE_MAX_PILE: u64 = 12;

/// The judge's input answered by the brute force, with its own input loop: cases until the
/// end of the input or a count of 0, one shared [`ContestGame`].
///
/// # Errors
/// As [`solve`], with at most [`BRUTE_MAX_GAMES`] games of piles up to [`BRUTE_MAX_PILE`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut game = contest_game();
    loop {
        let n: usize = input.read("N", 0..=BRUTE_MAX_GAMES)?;
        if n == 0 {
            return Ok(());
        }
        let piles: Vec<u64> = input.read_many("pile", 2 * n, 0..=BRUTE_MAX_PILE)?;
        let games: Vec<(u64, u64)> = piles.chunks(2).map(|g| (g[0], g[1])).collect();
        let mm = game.wins(&contest(&games));
        writeln!(out, "{}", if mm { "MM" } else { "GG" })?;
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
    fn fast_equals_brute_force_on_every_contest_of_up_to_3_games_with_piles_up_to_6() {
        let verdict = study::game().verify_with(&[], 6);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn step_equals_its_definition_for_piles_up_to_200() {
        let table = step_table(200);
        for (p, row) in table.iter().enumerate() {
            for (q, &s) in row.iter().enumerate() {
                assert_eq!(step(p as u64, q as u64), s, "({p}, {q})");
            }
        }
        // The spec's largest steps below 1000.
        assert_eq!(step(408, 985), 15);
        assert_eq!(step(610, 987), 14);
        assert_eq!(step(377, 610), 13);
    }

    #[test]
    fn at_most_one_successor_is_lost_so_step_is_also_the_remoteness() {
        let table = step_table(60);
        for p in 0..=60u32 {
            for q in 0..=60u32 {
                let next = moves(p, q);
                let lost = next
                    .iter()
                    .filter(|&&(a, b)| table[a as usize][b as usize] % 2 == 0)
                    .count();
                assert!(lost <= 1, "({p}, {q}): {lost} lost successors");
                // The remoteness: 1 + the least even successor, else 1 + the largest.
                let steps = next.iter().map(|&(a, b)| table[a as usize][b as usize]);
                let remoteness = match steps.clone().filter(|s| s % 2 == 0).min() {
                    Some(s) => s + 1,
                    None => steps.max().map_or(0, |s| s + 1),
                };
                assert_eq!(remoteness, table[p as usize][q as usize], "({p}, {q})");
            }
        }
    }

    #[test]
    fn step_at_the_top_of_u64() {
        // Consecutive Fibonacci numbers: every quotient 1, the longest descent below 2^64.
        let (mut a, mut b) = (1u64, 2u64);
        while let Some(c) = a.checked_add(b) {
            (a, b) = (b, c);
        }
        // (F(k), F(k+1)) has quotients 1 down to (1, 2), whose step is 1: one more a level.
        let mut levels = 0;
        let (mut x, mut y) = (a, b);
        while (x, y) != (1, 2) {
            (x, y) = (y - x, x);
            levels += 1;
        }
        assert_eq!(step(a, b), 1 + levels);
        assert_eq!(step(u64::MAX, u64::MAX), 1);
        assert_eq!(step(1, u64::MAX), 1);
        assert_eq!(step(0, u64::MAX), 0);
        // 2^64 − 1 = 2·(2^63 − 1) + 1: quotient 2, remainder 1, and (1, 2^63 − 1) is won.
        assert_eq!(step(u64::MAX / 2, u64::MAX), 3);
        assert_eq!(
            step(u64::MAX / 2 + 1, u64::MAX),
            1 + step(u64::MAX / 2, u64::MAX / 2 + 1)
        );
    }

    #[test]
    fn spec_extra_cases_and_not_a_nim_sum() {
        let cases: &[(&[(u64, u64)], bool)] = &[
            (&[(3, 2)], false),
            (&[(1, 1), (1, 1), (1, 1)], true),
            (&[(1, 2), (2, 3)], false),
            (&[(1, 1), (2, 3)], false),
            (&[(2, 7)], true),
            (&[(3, 8)], true),
            (&[(5, 8)], false),
            (&[(0, 5)], false),
            (&[(0, 5), (1, 1)], true),
            (&[(2, 3), (3, 4), (4, 5)], false),
        ];
        let mut game = contest_game();
        for &(games, mm) in cases {
            assert_eq!(first_player_wins(games), mm, "{games:?}");
            assert_eq!(game.wins(&contest(games)), mm, "{games:?}");
        }
        // (1, 2) is won alone and (2, 3) lost: a Nim sum would say MM.
        assert!(step(1, 2) % 2 == 1 && step(2, 3) % 2 == 0);
        assert!(!first_player_wins(&[]));
    }

    #[test]
    fn random_inputs_agree_with_the_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Eof, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_and_the_terminating_zero() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1\n1 1\n1000001\n"),
            "case 2: N: expected an integer in 1..=1000000 or 0 to end, found 1000001 (token 4, \
             line 3)"
        );
        assert_eq!(
            error("2\n1 1\n3\n"),
            "case 1: q: expected an integer in 0..=18446744073709551615, found the end of the \
             input (after 4 tokens)"
        );
        assert_eq!(
            error("1\n1 1\n0\n1\n"),
            "expected the end of the input after 4 tokens, found \"1\" and 0 more"
        );
        assert_eq!(run_str(solve, "1\n1 1\n0\n").unwrap(), "MM\n");
        assert_eq!(
            run_str(solve, "2\n18446744073709551615 9223372036854775807\n0 3\n").unwrap(),
            "MM\n"
        );
    }
}
