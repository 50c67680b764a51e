//! What the game lab knows of Wythoff's game: the outcome of every pair as a grid, the check of
//! [`first_player_wins`] against the rule-based grid, random and worst-case inputs.

use crate::{first_player_wins, floor_k_phi, outcome_grid, MAX_HEAP};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_pairs, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, Game, Grid, GridSpec, ParamValues, Progress, Verdict};
use ::study::{VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/wythoff.rs"]
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
            inputs: "every pair (a, b) in 0..=N (who wins, against the rule-based grid)",
            default_upto: 1_000,
            max_upto: 5_000,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 5_000,
        }),
        moves: Some(MovesSpec::pair(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Eof, "a b")])),
    }
}

/// Both heaps from 0, from the crate's rule-based grid.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let win = outcome_grid(size.saturating_sub(1));
    Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
        win[a as usize][b as usize]
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = outcome_grid(upto);
    let pairs: Vec<(u64, u64)> = (0..=upto as u64)
        .flat_map(|a| (0..=upto as u64).map(move |b| (a, b)))
        .collect();
    check_outcomes(
        progress,
        pairs,
        |(a, b)| format!("(a, b) = ({a}, {b})"),
        |&(a, b)| (first_player_wins(a, b), brute[a as usize][b as usize]),
    )
}

/// One to six pairs with heaps up to `20 · size` (at most 320): two thirds of them on or next
/// to a losing pair (random pairs are almost all won), in either order.
#[derive(Clone, Debug)]
struct Case(Vec<(u64, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 20 * u64::from(size);
        let pairs = (0..rng.usize(1..=6))
            .map(|_| {
                if rng.u8(..3) == 0 {
                    return (rng.u64(0..=most), rng.u64(0..=most));
                }
                // The larger heap of the pair k is about 2.618 k.
                let k = rng.u64(0..=most * 3 / 8);
                let (a, b) = (floor_k_phi(k), floor_k_phi(k) + k);
                let (a, b) = match rng.u8(..4) {
                    0 => (a + 1, b),
                    1 => (a, b + 1),
                    2 => (a.saturating_sub(1), b),
                    _ => (a, b),
                };
                if rng.bool() {
                    (b, a)
                } else {
                    (a, b)
                }
            })
            .collect();
        Case(pairs)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |&pair| smaller_pairs(pair, (0, 0)))
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        self.0.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }
}

/// Luogu's single pair at the top of the range, and a POJ/HDU-style file of 10^5 pairs near
/// 10^18 (the statements give no count; 10^5 lines is an assumption), half of them lost.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15);
    let mut many = String::new();
    for i in 0..100_000u64 {
        let (a, b) = if i % 2 == 0 {
            // A losing pair with its larger heap just below 10^18.
            let k = 381_966_011_250_105_152 - rng.u64(0..1_000_000_000);
            (floor_k_phi(k), floor_k_phi(k) + k)
        } else {
            (
                rng.u64(MAX_HEAP / 2..=MAX_HEAP),
                rng.u64(MAX_HEAP / 2..=MAX_HEAP),
            )
        };
        many += &format!("{b} {a}\n");
    }
    vec![
        WorstCase {
            name: "Luogu's single pair, a losing one ending at 10^18",
            input: format!("618033988749894848 {MAX_HEAP}\n"),
        },
        WorstCase {
            name: "10^5 pairs near 10^18 until the end of the input, half of them lost",
            input: many,
        },
    ]
}
