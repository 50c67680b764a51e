//! What the game lab knows of the two-pile game: its outcome picture, the check of
//! [`TwoPileTable`] against the rule-based [`outcome_grid`], random and worst-case inputs.

use crate::{outcome_grid, TwoPileTable, MAX_PILE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_cases, smaller_pairs, stress, Stress};
use ::study::MovesSpec;
use ::study::{
    check_outcomes, Game, Grid, GridSpec, ParamValues, Progress, Verdict, VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/two_pile.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
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
            max_size: MAX_PILE,
        }),
        moves: Some(MovesSpec::pair(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n m")])),
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

/// Up to five cases of piles up to 2 · size (the memoised search visits every cell below).
#[derive(Clone, Debug)]
struct Case(Vec<(u64, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 2 * u64::from(size);
        let cases = (0..rng.usize(1..=5))
            .map(|_| (rng.u64(0..=most), rng.u64(0..=most)))
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |&case| smaller_pairs(case, (0, 0)))
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, |(n, m)| format!("{n} {m}"))
    }
}

/// 10^5 queries, the first at (5000, 5000) so that the whole table is built.
fn worst_cases() -> Vec<WorstCase> {
    let queries = 100_000;
    let mut input = format!("{queries}\n{MAX_PILE} {MAX_PILE}\n");
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1Du64);
    let side = MAX_PILE as u64 + 1;
    for _ in 1..queries {
        let state = rng.u64(..);
        input.push_str(&format!("{} {}\n", state % side, (state >> 32) % side));
    }
    vec![WorstCase {
        name: "10^5 queries, the first at (5000, 5000)",
        input,
    }]
}
