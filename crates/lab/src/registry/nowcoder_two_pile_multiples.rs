//! Nowcoder two piles: take k from one pile and a multiple of k from the other. A 2-D game.

use super::{Game, Grid, GridSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use nowcoder_two_pile_multiples::{outcome_grid, TwoPileTable};

pub fn game() -> Game {
    Game {
        slug: "nowcoder-two-pile-multiples",
        summary: "take k from one pile and a multiple of k from the other",
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every pair of piles (n, m) in 0..=N (who wins, against the rule-based grid)",
            default_upto: 100,
            max_upto: 300,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 5_000,
        }),
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

/// From the crate's row-by-row table (built from the move rules, checked against brute force up
/// to 5000 in its tests), so large pictures are quick.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let table = TwoPileTable::new(size.saturating_sub(1));
    Grid::from_fn(("n", 0, size), ("m", 0, size), |n, m| {
        table.first_player_wins(n as usize, m as usize)
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let fast = TwoPileTable::new(upto);
    let brute = outcome_grid(upto);
    let pairs: Vec<(usize, usize)> = (0..=upto)
        .flat_map(|n| (0..=upto).map(move |m| (n, m)))
        .collect();
    check_outcomes(
        progress,
        pairs,
        |(n, m)| format!("piles ({n}, {m})"),
        |&(n, m)| (fast.first_player_wins(n, m), brute[n][m]),
    )
}
