//! AtCoder ARC137 C: replace the maximum by a smaller unused number. The table fixes the values
//! below the maximum (a run of n - 1 consecutive values from `start`) and varies the maximum.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_outcomes, Progress, Verdict};
use arc137c_distinct_numbers::{alice_wins, brute_force, outcome_by_maximum};

pub fn game() -> Game {
    Game {
        slug: "arc137c-distinct-numbers",
        summary: "replace the maximum of a set by a smaller unused number",
        params: &[
            ParamSpec {
                name: "n",
                meaning: "values in the set, the maximum included",
                default: 3,
                min: 1,
                max: 5,
            },
            ParamSpec {
                name: "start",
                meaning: "the lower values are start, start + 1, ..., start + n - 2",
                default: 2,
                min: 0,
                max: 20,
            },
        ],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "top = the maximum (P up to the lower values' largest: not a position)",
            max_upto: 40,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every non-empty set of values within 0..=N (who wins, game-tree search)",
            default_upto: 10,
            max_upto: 13,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    let (n, start) = (params.get("n"), params.get("start"));
    let lower: Vec<u64> = (start..start + n - 1).collect();
    outcome_by_maximum(&lower, upto as u64)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let universe = upto as u32 + 1;
    let sets: Vec<Vec<u64>> = (1u64..1 << universe)
        .map(|mask| {
            (0..universe as u64)
                .filter(|v| mask >> v & 1 == 1)
                .collect()
        })
        .collect();
    check_outcomes(
        progress,
        sets,
        |set| format!("set {set:?}"),
        |set| (alice_wins(set), brute_force(set)),
    )
}
