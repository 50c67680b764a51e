//! Codeforces Gym 104385C Battle: Nim where a move removes a power of p. Grundy values per pile.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_outcomes, heap_multisets, Progress, Verdict};
use gym104385c_battle::{brute_force, first_player_wins, grundy_values, MAX_VALUE};

pub fn game() -> Game {
    Game {
        slug: "gym104385c-battle",
        summary: "Nim where a move removes p^t stones (t >= 0) from one pile",
        params: &[ParamSpec {
            name: "p",
            meaning: "the base of the move sizes",
            default: 4,
            min: 1,
            max: MAX_VALUE,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "x = stones in one pile",
            max_upto: 2_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 to 3 piles of 1..=N stones (who wins, whole game)",
            default_upto: 10,
            max_upto: 20,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn grundy(params: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto, params.get("p"))
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let p = params.get("p");
    let inputs: Vec<Vec<u64>> = (1..=3)
        .flat_map(|piles| heap_multisets(piles, 1, upto as u64))
        .collect();
    check_outcomes(
        progress,
        inputs,
        |piles| format!("p = {p}, piles {piles:?}"),
        |piles| (first_player_wins(p, piles), brute_force(p, piles)),
    )
}
