//! # Codeforces 786A Berzerk: two step sets, a black hole on a circle, Win / Lose / Loop
//!
//! `n` objects on a circle, object 1 a black hole. A monster stands on a planet (objects 2 to
//! `n`). Rick and Morty each own a set of steps in `1..n`; on his turn a player picks a step `x`
//! of **his own** set and the monster moves `x` objects clockwise. Whoever puts it into the
//! black hole wins. For every start planet and each first player, print `Win`, `Lose` or
//! `Loop` (neither can force a win; a player who cannot win prefers an endless game to a
//! loss). The statement is in `README.md`.
//!
//! ## Rule
//! Retrograde analysis ([`shared::game::retrograde`]) on the positions `(p, v)`: player `p`
//! (0 Rick, 1 Morty) to move, the monster at offset `v = object - 1`. Player `p` moves from
//! `(p, v)` to `(1 - p, (v + x) mod n)` for each `x` of his set, so every position has `k_p`
//! moves, and the positions one move before `(p, v)` are `(1 - p, (v - x) mod n)` for the
//! steps `x` of the other player. `(0, 0)` and `(1, 0)` are ends: the monster is in the hole
//! and the player to move has lost (the other just put it there). The module labels a
//! position Win when some move reaches a Lose position, Lose when it is an end or every move
//! reaches a Win position, in the order of the forced line's length, and leaves the rest
//! undecided: from there the player to move has a move to a position that is not Win (else
//! he would be Lose) and none to a Lose one (else he would be Win), so he can keep the game
//! going for ever and cannot force a win: `Loop`, which is also what "an endless game is
//! better than a loss" asks for. Why Win and Lose are right: by induction on the remoteness,
//! the winner reaches an end in that many moves whatever the other does.
//!
//! The moves are never stored: [`Circle`] lists the predecessors by arithmetic. 2n positions,
//! each listing its `k` predecessors once: O(n·(k1 + k2)), at most 9.8·10^7 steps at
//! `n = 7000`; the input is only `k1 + k2 + 3` numbers, so the analysis, not the reading, is
//! the bound.
//!
//! ## Input
//! `n`, then `k1` and Rick's `k1` steps, then `k2` and Morty's steps. The judge's limits are
//! the solution's: `2 <= n <= 7000`, `1 <= k <= n - 1`, steps distinct in `1..=n - 1`; a
//! repeated step is refused.
//!
//! ## Traps
//! The counter of a position counts the moves of the player to move there, and its
//! predecessors come from the other player's steps; a position with one losing move and one
//! looping move is Loop, not Lose; the hole is never a start; line 1 is Rick first, line 2
//! Morty first, the i-th word for object `i + 1`.
//!
//! ## Tested
//! [`outcomes`] against [`brute_force`] (sweeps of the outcome equations over the positions
//! until nothing changes, from the rules, no counters or queue) on every `n` from 2 to 8 with
//! every pair of step sets (the [`study`] descriptor's check, which `lab verify` runs; `n` up
//! to 9 in the slow test) and on random larger circles; random judge inputs through [`solve`]
//! and [`brute_solve`] (its own input loop; it caught a planted bug, the predecessors taken
//! from the mover's own set); the samples and the spec's extra cases in `testdata/`, CRLF, a
//! BOM and bad inputs through [`solve`].

use proconio::input;
use shared::game::retrograde::{Moves, Outcome, Retrograde};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The largest `n` answered (the judge's limit).
pub const MAX_N: usize = 7000;

shared::ranged! {
    Objects: usize = 2..=MAX_N, "n";
}

/// Reads the judge's input and writes the two lines of words.
///
/// # Errors
/// A malformed or truncated input, `n` outside `2..=MAX_N`, a set size outside `1..=n - 1`, a
/// step outside `1..=n - 1` or repeated.
///
/// # Complexity
/// O(n·(k1 + k2)).
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Objects }
    // The steps' range depends on n.
    let rick = read_steps(input, "Rick", n)?;
    let morty = read_steps(input, "Morty", n)?;
    let outcomes = outcomes(n, [rick, morty]);
    let mut text = String::with_capacity(10 * n);
    for line in outcomes {
        for (i, outcome) in line.into_iter().enumerate() {
            if i > 0 {
                text.push(' ');
            }
            text.push_str(word(outcome));
        }
        text.push('\n');
    }
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// A player's `k` and his `k` distinct steps in `1..n`.
fn read_steps(input: &mut Input, player: &str, n: usize) -> Result<Vec<usize>, InputError> {
    input.context(player);
    let k = input.read("k", 1..=n - 1)?;
    let steps = input.read_many("step", k, 1..=n - 1)?;
    let mut seen = vec![false; n];
    for (i, &x) in steps.iter().enumerate() {
        if seen[x] {
            return Err(InputError::new(format!(
                "{player}: step {}: expected distinct steps, found {x} again",
                i + 1
            )));
        }
        seen[x] = true;
    }
    input.context("");
    Ok(steps)
}

/// The judge's word for an outcome of the player to move first.
pub fn word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "Win",
        Outcome::Lose => "Lose",
        Outcome::Draw => "Loop",
    }
}

/// The game as [`Retrograde`] reads it: position `p·n + v` is player `p` to move with the
/// monster at offset `v`; the moves are computed, not stored.
#[derive(Debug, Clone)]
pub struct Circle {
    n: usize,
    steps: [Vec<usize>; 2],
}

impl Moves for Circle {
    fn positions(&self) -> usize {
        2 * self.n
    }

    fn out_degree(&self, position: usize) -> u32 {
        self.steps[position / self.n].len() as u32
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        let n = self.n;
        let (p, v) = (position / n, position % n);
        let other = 1 - p;
        let base = other * n;
        for &x in &self.steps[other] {
            let u = if v >= x { v - x } else { v + n - x };
            f(base + u);
        }
    }
}

/// The outcomes for the player to move first, Rick (`[0]`) then Morty (`[1]`), each for the
/// monster on objects 2 to `n` in order.
///
/// # Constraints
/// `2 <= n`; each set's steps in `1..n` (repeats would count as separate moves, which changes
/// nothing).
///
/// # Complexity
/// O(n·(k1 + k2)) time, O(n) memory.
pub fn outcomes(n: usize, steps: [Vec<usize>; 2]) -> [Vec<Outcome>; 2] {
    let circle = Circle { n, steps };
    let mut retro = Retrograde::new();
    retro.solve(&circle, &[0, n]);
    [0, 1].map(|p| (1..n).map(|v| retro.outcome(p * n + v)).collect())
}

/// The same table from the rules alone: a label for each player to move and each planet,
/// unknown at first, and sweeps over all of them until one changes nothing; an unknown label
/// becomes `Win` when some step of the player to move reaches the hole or a position lost for
/// the other player, `Lose` when every step reaches a position won for the other player;
/// unknown at the end is `Loop`. Words, as printed.
///
/// # Complexity
/// O(n²·(k1 + k2)) at most (each sweep decides a position or ends): for small `n`.
pub fn brute_force(n: usize, steps: &[Vec<usize>; 2]) -> [Vec<&'static str>; 2] {
    // label[p][v]: 0 unknown, 1 won, 2 lost for p to move at offset v (v = 0 unused).
    let mut label = [vec![0u8; n], vec![0u8; n]];
    let mut changed = true;
    while changed {
        changed = false;
        for p in 0..2 {
            for v in 1..n {
                if label[p][v] != 0 {
                    continue;
                }
                let after = |x: &usize| (v + x) % n;
                let won = steps[p]
                    .iter()
                    .any(|x| after(x) == 0 || label[1 - p][after(x)] == 2);
                let lost = steps[p]
                    .iter()
                    .all(|x| after(x) != 0 && label[1 - p][after(x)] == 1);
                if won || lost {
                    label[p][v] = if won { 1 } else { 2 };
                    changed = true;
                }
            }
        }
    }
    label.map(|line| {
        line[1..]
            .iter()
            .map(|&l| ["Loop", "Win", "Lose"][l as usize])
            .collect()
    })
}

/// The largest `n` [`brute_solve`] answers.
pub const BRUTE_MAX_N: usize = 60;

/// The whole input answered from the rules alone, for the stress test: its own reading of the
/// sets, [`brute_force`], its own printing.
///
/// # Errors
/// A malformed or truncated input, `n` outside `2..=BRUTE_MAX_N`, a bad set.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n: usize = input.read("n", 2..=BRUTE_MAX_N)?;
    let mut steps = [Vec::new(), Vec::new()];
    for set in &mut steps {
        let k: usize = input.read("k", 1..=n - 1)?;
        for _ in 0..k {
            let x: usize = input.read("step", 1..=n - 1)?;
            if set.contains(&x) {
                return Err(InputError::new("a repeated step"));
            }
            set.push(x);
        }
    }
    for line in brute_force(n, &steps) {
        writeln!(out, "{}", line.join(" "))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_on_every_pair_of_sets_up_to_n_8() {
        let verdict = study::game().verify_with(&[], 8);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 65,025 pairs of sets at n = 9"]
    fn fast_equals_brute_force_on_every_pair_of_sets_up_to_n_9() {
        let verdict = study::game().verify_with(&[], 9);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn fast_equals_brute_force_on_random_larger_circles() {
        let mut rng = ::study::fastrand::Rng::with_seed(786);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let n = rng.usize(9..=40);
            let steps = [0, 1].map(|_| {
                let mut set: Vec<usize> = (1..n).filter(|_| rng.u32(0..4) == 0).collect();
                if set.is_empty() {
                    set.push(rng.usize(1..n));
                }
                set
            });
            let fast = outcomes(n, steps.clone())
                .map(|line| line.into_iter().map(word).collect::<Vec<_>>());
            let brute = brute_force(n, &steps);
            assert_eq!(fast, brute, "n = {n}, steps {steps:?}");
            seen.extend(brute.concat());
        }
        assert_eq!(seen.len(), 3, "{seen:?}");
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
    fn worst_cases_are_answered() {
        for case in (study::game().worst_cases.unwrap())() {
            let out = run_str(solve, &case.input).unwrap();
            let words: Vec<usize> = out.lines().map(|l| l.split(' ').count()).collect();
            assert_eq!(words, [MAX_N - 1, MAX_N - 1], "{}", case.name);
        }
    }

    #[test]
    fn limits_and_bad_sets_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("5\n2 3 3\n1 1\n"),
            "Rick: step 2: expected distinct steps, found 3 again"
        );
        assert_eq!(
            error("5\n1 5\n1 1\n"),
            "Rick: step 1: expected an integer in 1..=4, found 5"
        );
        assert_eq!(
            error("5\n1 1\n0\n"),
            "Morty: k: expected an integer in 1..=4, found 0"
        );
        assert_eq!(
            error("1\n"),
            "n: expected an integer in 2..=7000, found 1 (token 1, line 1)"
        );
        assert_eq!(
            error("7001\n"),
            "n: expected an integer in 2..=7000, found 7001 (token 1, line 1)"
        );
    }
}
