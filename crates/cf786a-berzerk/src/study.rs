//! What the game lab knows of Codeforces 786A: the check of [`outcomes`] against the sweeps of
//! the rules on every pair of step sets of small circles, random and worst-case judge inputs,
//! and the game's partizan moves (each player his own steps), from `examples/games/berzerk.rs`,
//! which `lab value`, `lab moves` and `lab table` answer with outcome classes. No table: a
//! position is a planet and the player to move, with two step sets.

use crate::{brute_force, outcomes, word, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, stress, Stress};
use ::study::{check_all, Game, MovesSpec, ParamValues, Progress, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (this module is never bundled, so the
/// crate's Rust 1.70 does not bind it). Its parameters keep their defaults here (the judge's
/// first sample: five objects, Rick {2, 3}, Morty {1, 2, 3}); other circles and sets are the
/// rules file's `--param n=... --param left=... --param right=...`.
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/berzerk.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every n in 2..=N with every pair of non-empty step sets (both lines)",
            default_upto: 7,
            max_upto: 9,
        },
        grid: None,
        // The two players move differently (a partizan game): the lab answers its outcome
        // classes from these moves, and nothing that needs one set of moves.
        moves: Some(
            MovesSpec::partizan(rules::moves, rules::on_circle)
                .with_params(rules::PARAMS)
                .with_lists(rules::LISTS),
        ),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n k1 s1[k1] k2 s2[k2]")])),
    }
}

/// The steps in `1..n` whose bits are set in `mask` (bit `x - 1` for the step `x`).
fn set_of(n: usize, mask: u32) -> Vec<usize> {
    (1..n).filter(|x| mask >> (x - 1) & 1 == 1).collect()
}

/// Every `n` in `2..=upto` and every pair of non-empty subsets of `1..n`: `(2^(n-1) - 1)^2`
/// pairs for each `n`.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut inputs = Vec::new();
    for n in 2..=upto.max(2) {
        let masks = 1u32..1 << (n - 1);
        inputs.extend(
            masks
                .clone()
                .flat_map(|a| masks.clone().map(move |b| (n, a, b))),
        );
    }
    check_all(
        progress,
        inputs,
        |&(n, a, b)| format!("n = {n}, Rick {:?}, Morty {:?}", set_of(n, a), set_of(n, b)),
        |&(n, a, b)| {
            let steps = [set_of(n, a), set_of(n, b)];
            let fast = outcomes(n, steps.clone()).map(|l| l.into_iter().map(word).collect());
            (fast, brute_force(n, &steps))
        },
    )
}

/// A circle of 2 to `2 + size` objects (at most 18), each set a random non-empty subset.
#[derive(Clone, Debug)]
struct Case {
    n: usize,
    steps: [Vec<usize>; 2],
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let n = rng.usize(2..=2 + size as usize);
        let steps = [0, 1].map(|_| {
            let keep = rng.u32(1..=4);
            let mut set: Vec<usize> = (1..n).filter(|_| rng.u32(0..4) < keep).collect();
            if set.is_empty() {
                set.push(rng.usize(1..n));
            }
            rng.shuffle(&mut set);
            set
        });
        Case { n, steps }
    }

    /// A step fewer in either set (one is kept), or the circle one object shorter with the
    /// steps that no longer fit dropped.
    fn shrink(&self) -> Vec<Self> {
        let mut out = Vec::new();
        for p in 0..2 {
            for set in smaller_cases(&self.steps[p], 1, |_| Vec::new()) {
                let mut steps = self.steps.clone();
                steps[p] = set;
                out.push(Case { n: self.n, steps });
            }
        }
        let n = self.n - 1;
        let steps = self
            .steps
            .clone()
            .map(|s| s.into_iter().filter(|&x| x < n).collect());
        if n >= 2 && steps.iter().all(|s: &Vec<usize>| !s.is_empty()) {
            out.push(Case { n, steps });
        }
        out
    }

    fn judge_input(&self) -> String {
        judge_input(self.n, &self.steps)
    }
}

fn judge_input(n: usize, steps: &[Vec<usize>; 2]) -> String {
    let mut text = format!("{n}\n");
    for set in steps {
        let words: Vec<String> = set.iter().map(usize::to_string).collect();
        text += &format!("{} {}\n", set.len(), words.join(" "));
    }
    text
}

/// The judge's largest inputs: `n = 7000` with every step for both (the most work, 9.8·10^7
/// predecessor visits) and with random halves of the steps (from a fixed seed).
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(786);
    let all: Vec<usize> = (1..MAX_N).collect();
    let mut half = || {
        let mut set = all.clone();
        rng.shuffle(&mut set);
        set.truncate(MAX_N / 2);
        set
    };
    let halves = [half(), half()];
    vec![
        WorstCase {
            name: "n = 7000, every step 1..=6999 for both players",
            input: judge_input(MAX_N, &[all.clone(), all.clone()]),
        },
        WorstCase {
            name: "n = 7000, 3500 random steps each",
            input: judge_input(MAX_N, &halves),
        },
    ]
}
