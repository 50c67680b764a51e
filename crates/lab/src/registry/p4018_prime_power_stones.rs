//! Luogu P4018: take a prime power (1 included). Win/lose only; the rule is n mod 6.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use p4018_prime_power_stones::{first_player_wins, outcome_values};

pub fn game() -> Game {
    Game {
        slug: "p4018-prime-power-stones",
        summary: "take p^k stones (p prime, k >= 0, so 1 counts)",
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
        stress: None,
        worst_cases: None,
        known_periods: &[],
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
