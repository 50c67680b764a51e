//! Luogu P2953: subtract the largest or the smallest non-zero digit. Grundy values 0, 1, 2.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use p2953_cow_digit_game::{brute_force, grundy_values, CowDigitGame, MAX_START};

pub fn game() -> Game {
    Game {
        slug: "p2953-cow-digit-game",
        summary: "subtract the largest or the smallest non-zero digit",
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = the number",
            max_upto: MAX_START,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start n in 0..=N (who wins, against the game-tree search)",
            default_upto: 100_000,
            max_upto: MAX_START,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn grundy(_: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let fast = CowDigitGame::new(upto);
    let brute = brute_force(upto);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (fast.first_player_wins(n), brute[n]),
    )
}
