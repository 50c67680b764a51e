//! What the game lab knows of P4018: the win/lose table built from the rules, the check of
//! [`first_player_wins`] against it, random and worst-case inputs, and the period 6.

use crate::{first_player_wins, outcome_values, verdict, MAX_STONES};
use ::study::stress::{counted_lines, smaller_lists, stress, Stress};
use ::study::{check_outcomes, Game, KnownPeriod, ParamValues, Progress, TableFn, TableSpec};
use ::study::{Verdict, VerifySpec, WorstCase};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: 100_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (who wins)",
            default_upto: 20_000,
            max_upto: 100_000,
        },
        grid: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[KnownPeriod {
            params: &[],
            grundy: false,
            upto: 600,
            start: 0,
            length: 6,
        }],
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = outcome_values(upto);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (first_player_wins(n as u64), brute[n]),
    )
}

/// Up to ten piles of up to 100·size stones (the brute force's table stays below 2·10^3).
#[derive(Clone, Debug)]
struct Case(Vec<u64>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let piles = rng.usize(1..=10);
        let most = 100 * u64::from(size);
        Case((0..piles).map(|_| rng.u64(0..=most)).collect())
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, 0).into_iter().map(Case).collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, u64::to_string)
    }

    fn answers(&self) -> (String, String) {
        let largest = self.0.iter().copied().max().unwrap_or(0) as usize;
        let brute = outcome_values(largest);
        let lines = |wins: &dyn Fn(u64) -> bool| -> String {
            let each: Vec<&str> = self.0.iter().map(|&n| verdict(wins(n))).collect();
            each.join("\n")
        };
        (
            lines(&|n| first_player_wins(n)),
            lines(&|n| brute[n as usize]),
        )
    }
}

/// 10^5 queries, mostly 8-digit piles up to the limit, so the input is as long as the
/// judge's can be.
fn worst_cases() -> Vec<WorstCase> {
    let queries = 100_000;
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let mut input = format!("{queries}\n");
    for _ in 0..queries {
        let state = rng.u64(..);
        input.push_str(&format!("{}\n", MAX_STONES - state % 10_000_000));
    }
    vec![WorstCase {
        name: "10^5 piles of up to 5·10^7 stones",
        input,
    }]
}
