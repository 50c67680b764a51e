//! GMOJ 3033: k-multiple dynamic subtraction (each move takes at most k times the last one).
//! The answer is the least winning first move, so verify compares that, not just win/lose.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_all, Progress, Verdict};
use gmoj3033_k_multiple_nim::{brute_force_upto, outcome_values, KMultipleNim, MAX_K};

pub fn game() -> Game {
    Game {
        slug: "gmoj3033-k-multiple-nim",
        summary: "first move takes less than the pile, then at most k times the last move",
        params: &[ParamSpec {
            name: "k",
            meaning: "the multiplier bounding each move",
            default: 2,
            min: 1,
            max: MAX_K,
        }],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: 800,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 1..=N (least winning first move, or none)",
            default_upto: 300,
            max_upto: 800,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto, params.get("k"))
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let brute = brute_force_upto(upto, k);
    let mut fast = KMultipleNim::new();
    check_all(
        progress,
        (1..=upto).collect(),
        |n| format!("n = {n}, k = {k}"),
        |&n| (fast.minimal_winning_move(n as u64, k), brute[n]),
    )
}
