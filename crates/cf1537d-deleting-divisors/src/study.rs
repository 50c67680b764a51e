//! What the game lab knows of Deleting Divisors: the win/lose table, the check of the fast rule
//! against the rules' table, random and worst-case inputs.

use crate::{first_player_wins, outcome_values, MAX_CASES};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_lists, stress, Stress};
use ::study::MovesSpec;
use ::study::{
    check_outcomes, Game, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/cf1537d.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = the current number (0 is no position)",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every n in 1..=N (who wins)",
            default_upto: 5_000,
            max_upto: 1_000_000,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=18446744073709551615")])),
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = outcome_values(upto);
    check_outcomes(
        progress,
        (1..=upto as u64).collect(),
        |n| format!("n = {n}"),
        |&n| (first_player_wins(n), brute[n as usize]),
    )
}

/// One to six numbers up to `300 · size` (at most 4800); half of them a power of two or next
/// to one (uniform draws would almost never test the powers' alternation).
#[derive(Clone, Debug)]
struct Case(Vec<u64>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 300 * u64::from(size);
        let numbers = (0..rng.usize(1..=6))
            .map(|_| {
                if rng.bool() {
                    rng.u64(1..=most)
                } else {
                    let power = 1u64 << rng.u32(0..=most.ilog2());
                    (power + rng.u64(0..=2)).saturating_sub(1).max(1)
                }
            })
            .collect();
        Case(numbers)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, 1).into_iter().map(Case).collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, u64::to_string)
    }
}

/// The judge's most cases (10^4) at its largest numbers, powers of two among them; and the
/// most this solution answers (10^6), at the top of `u64`.
fn worst_cases() -> Vec<WorstCase> {
    let judge: Vec<u64> = (0..10_000u64)
        .map(|i| match i % 3 {
            0 => 1 << (i % 30),
            1 => 1_000_000_000 - i,
            _ => 999_999_937,
        })
        .collect();
    let ours: Vec<u64> = (0..MAX_CASES as u64).map(|i| u64::MAX - i).collect();
    vec![
        WorstCase {
            name: "10^4 numbers up to 10^9, a third of them powers of two",
            input: counted_lines(&judge, u64::to_string),
        },
        WorstCase {
            name: "10^6 numbers at the top of u64",
            input: counted_lines(&ours, u64::to_string),
        },
    ]
}
