//! Nowcoder USST G: grow the pile by at most its size; whoever makes it exactly k wins.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_outcomes, Progress, Verdict};
use usst_stone_doubling::{alice_wins, brute_force, grundy_values};

pub fn game() -> Game {
    Game {
        slug: "usst-stone-doubling",
        summary: "add 1 to x stones to a pile of x; whoever makes it exactly k wins",
        params: &[ParamSpec {
            name: "k",
            meaning: "the target pile",
            default: 20,
            min: 0,
            max: 5_000,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = stones in the pile",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start pile n in 0..=N for the given k (who wins, game-tree search)",
            default_upto: 1_000,
            max_upto: 100_000,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn grundy(params: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto, params.get("k") as usize)
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let brute = brute_force(upto as u32, k as u32);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}, k = {k}"),
        |&n| (alice_wins(n as u64, k), brute[n]),
    )
}
