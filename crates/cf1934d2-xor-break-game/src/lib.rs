//! # cf1934d2-xor-break-game: break a number into two xor-parts and win against the judge
//!
//! An interactive problem: a game starts from `n`; the player to move breaks the number `p` it
//! holds into `p1`, `p2` with `0 < p1, p2 < p` and `p1 ⊕ p2 = p`, and the opponent takes one
//! of the two parts as the number it must break. Who cannot break loses. The program picks
//! its side per game (`first` or `second`) and must win every game within 63 breaks; the
//! judge plays the other side (the statement and the protocol are in `README.md`).
//!
//! ## Rule
//! Let pc(x) be the number of set bits of x. A number can be broken iff pc ≥ 2 (a power of
//! two cannot: its only bit would lie in one part, making it ≥ p; otherwise (top bit, rest)
//! is a break). Xor keeps parity: pc(p1) + pc(p2) ≡ pc(p) (mod 2).
//!
//! **Theorem.** The player who must break `p` wins iff pc(p) is even. By induction on p:
//! pc = 1 loses (no break). pc odd ≥ 3: each break has a part of even pc (parity), which the
//! opponent takes and wins with. pc even (so ≥ 2): break `p` into h = its top bit and
//! p ⊕ h, both of odd pc; the opponent must take one, a power of two (no break) or an odd
//! count ≥ 3, losing either way.
//!
//! **Strategy** ([`first_player_wins`], [`winning_break`], [`take`]): play `first` iff
//! pc(n) is even; on each turn hold the even-pc number (after a judge's break of an odd-pc
//! number exactly one part is even) and split off its top bit.
//!
//! **Breaks per game.** The number the program breaks loses its top bit, and the judge's
//! parts are smaller than what it broke, so the top bit of the program's next number is
//! strictly lower: at most 59 breaks for n < 2^60 (an even-pc number has its top bit at
//! position ≥ 1), within the 63 allowed. O(60) work per game.
//!
//! ## Input
//! The judge's lines: `t` (1 to 1000), then per game `n` (1 to 10^18) and the judge's
//! replies `q1 q2` (a break, `0 0` for a won game, `-1 -1` for wrong answer). A reply that is
//! not a break of a number the judge may break is refused (exit status 1), and so is `-1 -1`.
//!
//! ## Traps
//! - The judge's pair says neither which number it broke nor which part comes first: take the
//!   part with even pc, never by position.
//! - Other winning breaks (splitting off the lowest bit) keep the game won but can let the
//!   judge prolong it past 63 breaks; the top-bit split cannot.
//! - Flush after every line ([`shared::input::Input::flush`]); after the last `0 0`, stop.
//! - Powers of two (n = 1 included): `second`, and the judge answers `0 0` at once.
//!
//! ## Tested
//! Against [`Search`], the game searched from the rules alone, for every n below
//! [`CHECKED_BELOW`]: the side chosen equals the searched outcome, every break made from a
//! won number is legal and leaves two lost parts, and from every break of a lost number the
//! part taken is won (the [`study`] descriptor's check, which `lab verify` runs too). The
//! samples and the extra cases of `testdata/` played against the judge's side
//! ([`study::interactor`]: best play by the search for small numbers, a prolonging or random
//! play above), with the side words compared, in five seeds; ten large games (10^18, 2^59 ± 1,
//! 777777770001, ...) in 40 seeds, every one won within 59 breaks and the longest lasting at
//! least 20 (the judge does prolong); [`brute_solve`], a player choosing its moves by the
//! search, and [`solve`] both winning on random tests; wrong players (always `first`, the
//! lowest-bit splitter) losing; bad judge lines refused. Broken on purpose: the lowest-bit
//! split in [`winning_break`] fails the large games (past 63 breaks), and taking a part by
//! position in [`take`] fails the exhaustive check, the samples and the stress test.

use proconio::input;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The largest n.
pub const MAX_N: u64 = 1_000_000_000_000_000_000;
/// The most games in a test.
pub const MAX_GAMES: u32 = 1000;
/// The most breaks the program may make in one game.
pub const MAX_BREAKS: u32 = 63;

shared::ranged! {
    Games: u32 = 1..=MAX_GAMES, "t";
    Start: u64 = 1..=MAX_N, "n";
}

/// Plays every game of a test against the judge: the side word, then a break per turn, each
/// line flushed.
///
/// # Errors
/// A malformed judge line, a reply that is not a break of a number the judge may break, or
/// the judge's `-1 -1` (wrong answer).
///
/// # Complexity
/// O(1) per turn, at most 59 turns per game.
pub fn solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
    input! { from &mut *input, t: Games }
    for game in 1..=t {
        input.context(format!("game {game}"));
        input! { from &mut *input, n: Start }
        let first = first_player_wins(n);
        writeln!(out, "{}", if first { "first" } else { "second" })?;
        input.flush(out)?;
        // The numbers the judge may break on its turn.
        let mut offered = [n, n];
        let mut mine = first.then_some(n);
        loop {
            if let Some(c) = mine {
                let (a, b) = winning_break(c);
                writeln!(out, "{a} {b}")?;
                input.flush(out)?;
                offered = [a, b];
            }
            let reply = judge_reply(input, game, offered)?;
            let Some((q1, q2)) = reply else {
                break;
            };
            let c = take(q1, q2).ok_or_else(|| {
                InputError::new(format!(
                    "game {game}: the judge's parts {q1} {q2} have no even part"
                ))
            })?;
            mine = Some(c);
        }
    }
    Ok(())
}

/// The judge's next line in `game`: `Some` break of one of `offered`, `None` for `0 0` (the
/// game won).
fn judge_reply(
    input: &mut Input,
    game: u32,
    offered: [u64; 2],
) -> Result<Option<(u64, u64)>, InputError> {
    let range = -1..=MAX_N as i64;
    let q1 = input.read("the judge's first part", range.clone())?;
    let q2 = input.read("the judge's second part", range)?;
    match (q1, q2) {
        (0, 0) => return Ok(None),
        (-1, -1) => {
            let why = format!("game {game}: the judge answered -1 -1 (wrong answer)");
            return Err(InputError::new(why));
        }
        _ => {}
    }
    let (a, b) = (q1.max(0) as u64, q2.max(0) as u64);
    if !offered.contains(&(a ^ b)) || !is_break(a ^ b, a) {
        return Err(InputError::new(format!(
            "game {game}: the judge's reply {q1} {q2} is not a break of {} or {}",
            offered[0], offered[1]
        )));
    }
    Ok(Some((a, b)))
}

/// Whether the player who must break `n` wins: pc(n) even (see the theorem above).
///
/// # Complexity
/// O(1).
pub fn first_player_wins(n: u64) -> bool {
    n.count_ones() % 2 == 0
}

/// The break the strategy makes from a won number `c` (pc even): its top bit and the rest.
///
/// # Panics
/// When `c` is 0.
///
/// # Complexity
/// O(1).
pub fn winning_break(c: u64) -> (u64, u64) {
    let top = 1 << (63 - c.leading_zeros());
    (top, c ^ top)
}

/// The part of the judge's break `q1 ⊕ q2` that the strategy takes: the one of even pc, if
/// exactly one is even.
///
/// # Complexity
/// O(1).
pub fn take(q1: u64, q2: u64) -> Option<u64> {
    match (first_player_wins(q1), first_player_wins(q2)) {
        (true, false) => Some(q1),
        (false, true) => Some(q2),
        _ => None,
    }
}

/// Whether `(a, p ⊕ a)` is a break of `p`: both parts positive and below `p`.
pub fn is_break(p: u64, a: u64) -> bool {
    let b = p ^ a;
    0 < a && a < p && 0 < b && b < p
}

/// Every break of `p` once, as `(a, b)` with `a < b`, from the rules: O(p).
pub fn breaks(p: u64) -> impl Iterator<Item = (u64, u64)> {
    (1..p)
        .filter(move |&a| is_break(p, a) && a < p ^ a)
        .map(move |a| (a, p ^ a))
}

/// The game searched from the rules alone, for every number up to a bound: who wins, and
/// how long the game lasts against a stubborn opponent.
#[derive(Debug, Clone, Default)]
pub struct Search {
    /// `win[p]`: the player who must break `p` can force a win.
    win: Vec<bool>,
    /// For a won `p`, the fewest breaks its winner needs against the most stubborn
    /// opponent; for a lost `p`, the most breaks the opponent can force the winner to make
    /// after the loser's break (0 when `p` cannot be broken).
    length: Vec<u32>,
}

impl Search {
    /// The search up to `upto` (grown further by [`Search::grow`]).
    pub fn new(upto: u64) -> Search {
        let mut search = Search::default();
        search.grow(upto);
        search
    }

    /// Searches every number up to `upto` not searched yet.
    ///
    /// # Complexity
    /// O(upto²) in all: each number's breaks are listed.
    pub fn grow(&mut self, upto: u64) {
        for p in self.win.len() as u64..=upto {
            let (mut win, mut best) = (false, u32::MAX);
            for (a, b) in breaks(p) {
                if !self.wins(a) && !self.wins(b) {
                    win = true;
                    best = best.min(self.length(a).max(self.length(b)));
                }
            }
            let length = if win {
                1 + best
            } else {
                breaks(p)
                    .map(|(a, b)| self.fastest_part(a, b).map_or(0, |(_, l)| l))
                    .max()
                    .unwrap_or(0)
            };
            self.win.push(win);
            self.length.push(length);
        }
    }

    /// Whether the player who must break `p` wins.
    ///
    /// # Panics
    /// Above the bound searched.
    pub fn wins(&self, p: u64) -> bool {
        self.win[p as usize]
    }

    /// [`Search`]'s `length` of `p`.
    ///
    /// # Panics
    /// Above the bound searched.
    pub fn length(&self, p: u64) -> u32 {
        self.length[p as usize]
    }

    /// Of the parts `a`, `b`, the won one that ends the game soonest, with its length.
    pub fn fastest_part(&self, a: u64, b: u64) -> Option<(u64, u32)> {
        [a, b]
            .into_iter()
            .filter(|&z| self.wins(z))
            .map(|z| (z, self.length(z)))
            .min_by_key(|&(_, l)| l)
    }

    /// A winning break of a won `p` that ends the game soonest; `None` for a lost `p`.
    pub fn fastest_win(&self, p: u64) -> Option<(u64, u64)> {
        breaks(p)
            .filter(|&(a, b)| !self.wins(a) && !self.wins(b))
            .min_by_key(|&(a, b)| self.length(a).max(self.length(b)))
    }
}

/// The numbers the exhaustive checks cover: every n below this.
pub const CHECKED_BELOW: u64 = 4096;

/// The largest n [`brute_solve`] plays.
pub const BRUTE_MAX_N: u64 = CHECKED_BELOW - 1;

/// A player from the rules alone, for the stress test: its own loop, every choice by
/// [`Search`] (the side by the searched outcome, the break that wins soonest, the won part
/// that ends the game soonest).
///
/// # Errors
/// As [`solve`], with n up to [`BRUTE_MAX_N`] only.
///
/// # Complexity
/// O(n²) for the search, O(n) per turn.
pub fn brute_solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
    let games = input.read("t", 1..=MAX_GAMES)?;
    let mut search = Search::default();
    for _ in 0..games {
        let n = input.read("n", 1..=BRUTE_MAX_N)?;
        search.grow(n);
        let mut current = vec![n];
        let mut turn = search.wins(n);
        writeln!(out, "{}", if turn { "first" } else { "second" })?;
        input.flush(out)?;
        loop {
            if turn {
                let held = current.iter().copied().find(|&c| search.wins(c));
                let Some((a, b)) = held.and_then(|c| search.fastest_win(c)) else {
                    return Err(InputError::new("no won number to break"));
                };
                writeln!(out, "{a} {b}")?;
                input.flush(out)?;
                current = vec![a, b];
            }
            let a = input.read("reply", -1..=BRUTE_MAX_N as i64)?;
            let b = input.read("reply", -1..=BRUTE_MAX_N as i64)?;
            if (a, b) == (0, 0) {
                break;
            }
            let legal = a > 0 && b > 0 && current.contains(&((a ^ b) as u64));
            if !legal || !is_break((a ^ b) as u64, a as u64) {
                return Err(InputError::new(format!("bad reply {a} {b}")));
            }
            current = vec![a as u64, b as u64];
            turn = true;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::interact::{play_solve, Played};
    use shared::input::run_str;
    use std::time::Duration;

    fn play(solve: ::study::contract::SolveFn, test: &str, seed: u64) -> Played {
        let interactor = study::game().interactor.unwrap();
        play_solve(solve, interactor, test, seed, Duration::from_secs(20))
    }

    #[test]
    fn the_strategy_follows_the_search_for_every_n_below_the_bound() {
        let verdict = study::game().verify_with(&[], (CHECKED_BELOW - 1) as usize);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn the_samples_and_extra_cases_are_won_with_the_expected_sides() {
        let dir = env!("CARGO_MANIFEST_DIR");
        let samples = ::study::contract::samples(dir);
        assert!(!samples.is_empty());
        for (path, test, sides) in samples {
            for seed in 0..5 {
                let played = play(solve, &test, seed);
                let summary = played.verdict.as_ref().map_err(|_| played.report());
                assert_eq!(
                    summary.map(|s| s.split_whitespace().collect::<Vec<_>>()),
                    Ok(sides.split_whitespace().collect()),
                    "{} seed {seed}",
                    path.display()
                );
            }
        }
    }

    /// Large games in many seeds: every one won within the bound of 59 breaks (the
    /// interactor refuses a 64th; the transcript counts the program's breaks).
    #[test]
    fn large_games_are_won_within_59_breaks() {
        let ns = [
            MAX_N,
            MAX_N - 1,
            (1 << 59) - 1,
            1 << 59,
            (1 << 59) + 1,
            (1 << 59) + (1 << 58) + 1,
            (1 << 59) + (1 << 58) - 1,
            777_777_770_001,
            (1 << 60) - 1 - (1 << 59),
            3,
        ];
        let test = format!("{}\n{}\n", ns.len(), ns.map(|n| n.to_string()).join("\n"));
        let mut most = 0;
        for seed in 0..40 {
            let played = play(solve, &test, seed);
            assert!(played.verdict.is_ok(), "{}", played.report());
            let mut breaks = 0;
            for line in &played.transcript {
                let (who, said) = line.split_once("> ").unwrap();
                match (who, said.contains(' ')) {
                    // A new n: a new game.
                    ("jury", false) => breaks = 0,
                    ("prog", true) => {
                        breaks += 1;
                        most = most.max(breaks);
                    }
                    _ => {}
                }
            }
        }
        assert!(most <= 59, "{most} breaks in one game");
        assert!(
            most >= 20,
            "the judge prolongs games: {most} breaks at most"
        );
    }

    #[test]
    fn solve_and_the_searching_player_win_on_random_tests() {
        study::game().assert_stress(60, 1);
    }

    /// Splits off the lowest set bit: a legal winning move that does not lower the top bit.
    fn lowest_bit_splitter(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        let t = input.read("t", 1..=MAX_GAMES)?;
        for _ in 0..t {
            let n = input.read("n", 1..=MAX_N)?;
            let mut mine = first_player_wins(n).then_some(n);
            writeln!(out, "{}", if mine.is_some() { "first" } else { "second" })?;
            input.flush(out)?;
            loop {
                if let Some(c) = mine {
                    let low = c & c.wrapping_neg();
                    writeln!(out, "{} {low}", c ^ low)?;
                    input.flush(out)?;
                }
                let (a, b) = (
                    input.read("a", -1..=MAX_N as i64)?,
                    input.read("b", -1..=MAX_N as i64)?,
                );
                if a == 0 && b == 0 {
                    break;
                }
                mine = take(a.max(0) as u64, b.max(0) as u64);
            }
        }
        Ok(())
    }

    /// Always `first`, then the top-bit split of the first number given.
    fn always_first(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        input.read("t", 1..=MAX_GAMES)?;
        let n = input.read("n", 1..=MAX_N)?;
        writeln!(out, "first")?;
        let (a, b) = winning_break(n);
        writeln!(out, "{a} {b}")?;
        input.flush(out)?;
        input.read("a", -1..=MAX_N as i64)?;
        Ok(())
    }

    #[test]
    fn wrong_players_lose() {
        let big = "1\n1000000000000000000\n";
        let lost = (0..10).any(|seed| play(lowest_bit_splitter, big, seed).verdict.is_err());
        assert!(lost, "the prolonging judge beats the lowest-bit splitter");
        let lost = play(always_first, "1\n13\n", 1);
        assert!(lost.verdict.is_err(), "{}", lost.report());
        assert!(lost.report().contains("jury> -1 -1") || lost.report().contains("lost"));
        // n = 7: `first`, then an illegal break (7 is lost: the top-bit split leaves an even part,
        // which the judge takes and wins with).
        let lost = play(always_first, "1\n7\n", 1);
        assert!(lost.verdict.is_err(), "{}", lost.report());
    }

    #[test]
    fn bad_judge_lines_are_refused() {
        let err = |text: &str| run_str(solve, text).unwrap_err().to_string();
        assert_eq!(
            err(""),
            "t: expected an integer in 1..=1000, found the end of the input (after 0 tokens)"
        );
        assert_eq!(
            err("1001"),
            "t: expected an integer in 1..=1000, found 1001 (token 1, line 1)"
        );
        assert_eq!(
            err("1 0"),
            "game 1: n: expected an integer in 1..=1000000000000000000, found 0 (token 2, line 1)"
        );
        assert_eq!(
            err("1 13 -1 -1"),
            "game 1: the judge answered -1 -1 (wrong answer)"
        );
        assert_eq!(
            err("1 13 6 12"),
            "game 1: the judge's reply 6 12 is not a break of 13 or 13"
        );
        assert_eq!(
            err("1 13 12 1 x"),
            "game 1: the judge's first part: expected an integer in -1..=1000000000000000000, \
             found \"x\""
        );
        // The official sample's judge lines, replayed: its answers for the sides it can.
        assert_eq!(
            run_str(solve, "2 1 0 0 3 0 0").unwrap(),
            "second\nfirst\n2 1\n"
        );
        assert_eq!(run_str(solve, "1 13 12 1 0 0").unwrap(), "second\n8 4\n");
    }
}
