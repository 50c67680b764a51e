//! A demo defined in the lab itself: the subtraction game of a finite set `s` (a set
//! parameter, `--param s=2,5`): a move takes `t` tokens from the pile, `t` in `s`. Its moves
//! are declared as that subtraction set ([`MovesSpec::subtraction`]), so `lab table` proves
//! its period as it does for `sub:2,5` (Guy–Smith). Copy this file to register a new
//! single-integer game.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_all, Progress, Verdict};
use shared::game::{grundy_table, SubtractionGame};
use study::MovesSpec;

/// One parameter, a set (a `const`: a `const fn`'s value in `&[...]` is not promoted).
const PARAMS: &[ParamSpec] = &[ParamSpec::set(
    "s",
    "the numbers of stones a move may take",
    &[1, 2, 3],
    1,
    1000,
)];

pub fn game() -> Game {
    Game {
        slug: "demo-subtraction",
        summary: "demo: take t stones from one pile, t in the set s",
        params: PARAMS,
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
        moves: Some(MovesSpec::subtraction("s")),
        stress: None,
        worst_cases: None,
        known_periods: &[],
        solve: None,
        brute_solve: None,
        interactor: None,
        input: None,
    }
}

/// From the rules: a move takes `t` stones, `t` in the set.
fn grundy_values(params: &ParamValues, upto: usize) -> Vec<u32> {
    let set = params.get_set("s");
    grundy_table(upto, |n, g, out| {
        out.extend(
            set.iter()
                .filter(|&&t| t as usize <= n)
                .map(|&t| g[n - t as usize]),
        );
    })
}

/// The shared subtraction-game engine (the one `sub:` runs) against the table from the rules.
fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let sizes: Vec<usize> = params.get_set("s").iter().map(|&t| t as usize).collect();
    let fast = SubtractionGame::finite(&sizes).grundy_values(upto);
    let brute = grundy_values(params, upto);
    check_all(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (fast[n], brute[n]),
    )
}
