//! A demo defined in the lab itself: Wythoff's game on two heaps (take any number from one heap,
//! or the same number from both). The losing positions are (⌊mφ⌋, ⌊mφ⌋ + m) and their mirror
//! images. Copy this file to register a new two-dimensional game.

use super::{Game, Grid, GridSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use shared::num::isqrt;

pub fn game() -> Game {
    Game {
        slug: "demo-wythoff",
        summary: "demo: Wythoff's game, take from one heap or the same from both",
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every pair of heaps (a, b) in 0..=N (win/lose)",
            default_upto: 100,
            max_upto: 300,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 4000,
        }),
        moves: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
        solve: None,
        brute_solve: None,
        interactor: None,
        input: None,
    }
}

/// The rule: with a <= b and m = b - a, the mover loses iff a = ⌊mφ⌋ = (m + ⌊√(5m²)⌋) / 2.
fn fast_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    let m = b - a;
    a != (m + isqrt(5 * m * m)) / 2
}

fn grid(_: &ParamValues, size: usize) -> Grid {
    Grid::from_fn(("a", 0, size), ("b", 0, size), fast_wins)
}

/// From the rules, bottom-up: `win[a][b]` is true iff some move reaches a losing pair.
fn brute_force_grid(upto: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; upto + 1]; upto + 1];
    for a in 0..=upto {
        for b in 0..=upto {
            let from_a = (0..a).any(|x| !win[x][b]);
            let from_b = (0..b).any(|y| !win[a][y]);
            let from_both = (1..=a.min(b)).any(|t| !win[a - t][b - t]);
            win[a][b] = from_a || from_b || from_both;
        }
    }
    win
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = brute_force_grid(upto);
    let pairs: Vec<(usize, usize)> = (0..=upto)
        .flat_map(|a| (0..=upto).map(move |b| (a, b)))
        .collect();
    check_outcomes(
        progress,
        pairs,
        |(a, b)| format!("heaps ({a}, {b})"),
        |&(a, b)| (fast_wins(a as u64, b as u64), brute[a][b]),
    )
}
