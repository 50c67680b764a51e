//! BZOJ 3895: take one stone or merge two heaps. The rule lives on the reduced position
//! (single-stone heaps, block moves), which is the plotted grid.

use super::{Game, Grid, GridSpec, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, partitions, Progress, Verdict};
use bzoj3895_take_or_merge::{first_player_wins, heap_game, outcome_grid};

pub fn game() -> Game {
    Game {
        slug: "bzoj3895-take-or-merge",
        summary: "take one stone from a heap, or merge two heaps",
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(single_heap),
            position: "a = stones in a single heap",
            max_upto: 100_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of heaps with at most N stones in all (who wins, whole game)",
            default_upto: 20,
            max_upto: 30,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 1_000,
        }),
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

/// One heap, solved by the crate's search over heap multisets (from one heap it only shrinks).
fn single_heap(_: &ParamValues, upto: usize) -> Vec<bool> {
    let mut game = heap_game();
    (0..=upto as u32)
        .map(|a| game.wins(&if a == 0 { vec![] } else { vec![a] }))
        .collect()
}

/// The reduced game solved from its move rules: `c` single heaps across, `s` block moves up.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let last = size.saturating_sub(1);
    let win = outcome_grid(last, last);
    Grid::from_fn(
        ("c = single heaps", 0, size),
        ("s = block moves", 0, size),
        |c, s| win[c as usize][s as usize],
    )
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut game = heap_game();
    check_outcomes(
        progress,
        partitions(upto as u32),
        |heaps| format!("heaps {heaps:?}"),
        |heaps| (first_player_wins(heaps), game.wins(heaps)),
    )
}
