//! Luogu P3150: split a number in two, the opponent keeps one part. Win/lose of the splitter.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use p3150_split_game::{brute_force, outcome_values, pb_wins};

pub fn game() -> Game {
    Game {
        slug: "p3150-split-game",
        summary: "split a number in two; the opponent keeps one part and splits it",
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "m = the number to split",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start m in 0..=N (who wins, against the game-tree search)",
            default_upto: 200,
            max_upto: 500,
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
    let brute = brute_force(upto as u32);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |m| format!("m = {m}"),
        |&m| (pb_wins(m as u64), brute[m]),
    )
}
