//! Luogu P1290: Euclid's game. Two numbers, so the table is a 2-D grid.

use super::{Game, Grid, GridSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use p1290_euclid_game::{first_player_wins, outcome_grid};

pub fn game() -> Game {
    Game {
        slug: "p1290-euclid-game",
        summary: "Euclid's game: subtract a multiple of the smaller number from the larger",
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every pair (a, b) in 1..=N (who wins, against the rule-based grid)",
            default_upto: 300,
            max_upto: 2_000,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 2_000,
        }),
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

/// Both numbers from 1 (a 0 ends the game), from the crate's rule-based grid.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let win = outcome_grid(size);
    Grid::from_fn(("a", 1, size), ("b", 1, size), |a, b| {
        win[a as usize][b as usize]
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = outcome_grid(upto);
    let pairs: Vec<(u64, u64)> = (1..=upto as u64)
        .flat_map(|a| (1..=upto as u64).map(move |b| (a, b)))
        .collect();
    check_outcomes(
        progress,
        pairs,
        |(a, b)| format!("(a, b) = ({a}, {b})"),
        |&(a, b)| (first_player_wins(a, b), brute[a as usize][b as usize]),
    )
}
