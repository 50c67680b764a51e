//! HDU 7287 Alice Game: kill a short segment, or k from the middle of a long one. Grundy values
//! per segment length.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_all, Progress, Verdict};
use hdu7287_alice_game::{grundy_values, segment_grundy};

pub fn game() -> Game {
    Game {
        slug: "hdu7287-alice-game",
        summary: "kill a whole segment of at most k, or k from the middle of a longer one",
        params: &[ParamSpec {
            name: "k",
            meaning: "monsters killed by a move",
            default: 3,
            min: 1,
            max: 10_000_000,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = monsters in one segment",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every segment length n in 0..=N (Grundy value against the mex table)",
            default_upto: 1_000,
            max_upto: 20_000,
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
    let table = grundy(params, upto);
    check_all(
        progress,
        (0..=upto).collect(),
        |n| format!("k = {k}, n = {n}"),
        |&n| (segment_grundy(k, n as u64), table[n]),
    )
}
