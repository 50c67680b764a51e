//! What the game lab knows of P4279: the win/lose table of one heap under the misère ending,
//! the check of [`first_player_wins`] against the search over whole positions, random and
//! worst-case judge inputs.

use crate::{first_player_wins, mover_wins, position, Solved};
use crate::{JUDGE_CASES, JUDGE_HEAPS, JUDGE_HEAP_SIZE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lists, smaller_counted_lists, stress, Stress};
use ::study::{check_outcomes, heap_multisets, Game, KnownPeriod, ParamValues, Progress};
use ::study::{Moves, MovesSpec};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/nim.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(one_heap),
            position: "n = stones in a single heap (0: the opponent took the last stone)",
            max_upto: 2_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 to 5 heaps of 0..=N stones (who wins, whole game)",
            default_upto: 8,
            max_upto: 15,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::One(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(::study::moves::same),
            grid_at: None,
            misere: true,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[KnownPeriod {
            // One heap: 1 loses (the last stone must be taken), n >= 2 wins by leaving 1.
            params: &[],
            grundy: false,
            upto: 1_000,
            start: 2,
            length: 1,
        }],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 a[n]:0..=18446744073709551615")])),
    }
}

/// One heap, solved by the crate's search over positions (from one heap it only shrinks).
fn one_heap(_: &ParamValues, upto: usize) -> Vec<bool> {
    let mut solved = Solved::new();
    (0..=upto as u64)
        .map(|n| mover_wins(&mut solved, position(&[n])))
        .collect()
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut solved = Solved::new();
    let inputs: Vec<Vec<u64>> = (1..=5)
        .flat_map(|heaps| heap_multisets(heaps, 0, upto as u64))
        .collect();
    check_outcomes(
        progress,
        inputs,
        |heaps| format!("heaps {heaps:?}"),
        |heaps| {
            let brute = mover_wins(&mut solved, position(heaps));
            (first_player_wins(heaps), brute)
        },
    )
}

/// One to four test cases of one to five heaps; a third of the cases only 0s and 1s (where
/// misère differs from Nim), the others of `0..=2 + size / 2` stones (at most 10).
#[derive(Clone, Debug)]
struct Case(Vec<Vec<u64>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let cases = (0..rng.usize(1..=4))
            .map(|_| {
                let largest = if rng.u32(..3) == 0 {
                    1
                } else {
                    2 + u64::from(size) / 2
                };
                (0..rng.usize(1..=5))
                    .map(|_| rng.u64(0..=largest))
                    .collect()
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_counted_lists(&self.0, 0)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lists(&self.0)
    }
}

/// The judge's largest input (500 cases of 50 heaps up to 5000, random from a fixed seed,
/// every tenth case all ones), and the same count of heaps at `u64::MAX`, past the limits.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut judge = format!("{JUDGE_CASES}\n");
    let mut wide = judge.clone();
    for case in 0..JUDGE_CASES {
        let heaps: Vec<String> = (0..JUDGE_HEAPS)
            .map(|_| match case % 10 {
                0 => 1,
                _ => rng.u64(1..=JUDGE_HEAP_SIZE),
            })
            .map(|h| h.to_string())
            .collect();
        judge.push_str(&format!("{JUDGE_HEAPS}\n{}\n", heaps.join(" ")));
        let huge = vec![u64::MAX.to_string(); JUDGE_HEAPS];
        wide.push_str(&format!("{JUDGE_HEAPS}\n{}\n", huge.join(" ")));
    }
    vec![
        WorstCase {
            name: "500 cases of 50 heaps up to 5000 (the judge's limit)",
            input: judge,
        },
        WorstCase {
            name: "500 cases of 50 heaps of 2^64 - 1 (past the limit)",
            input: wide,
        },
    ]
}
