//! A demo defined in the lab itself: the subtraction game {1, ..., k}, whose Grundy value is
//! n mod (k + 1). Copy this file to register a new single-integer game.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_all, Progress, Verdict};
use shared::game::grundy_table;

pub fn game() -> Game {
    Game {
        slug: "demo-subtraction",
        summary: "demo: take 1 to k stones from one pile",
        params: &[ParamSpec {
            name: "k",
            meaning: "most stones per move",
            default: 3,
            min: 1,
            max: 1000,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy_values),
            position: "n = stones in the pile",
            max_upto: 200_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (Grundy value)",
            default_upto: 10_000,
            max_upto: 200_000,
        },
        grid: None,
        moves: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
        solve: None,
        brute_solve: None,
        interactor: None,
    }
}

/// From the rules: a move takes 1..=k stones.
fn grundy_values(params: &ParamValues, upto: usize) -> Vec<u32> {
    let k = params.get("k") as usize;
    grundy_table(upto, |n, g, out| {
        out.extend((1..=k.min(n)).map(|take| g[n - take]));
    })
}

/// The rule: the pile size modulo k + 1.
fn fast_grundy(n: u64, k: u64) -> u32 {
    (n % (k + 1)) as u32
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let brute = grundy_values(params, upto);
    check_all(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (fast_grundy(n as u64, k), brute[n]),
    )
}
