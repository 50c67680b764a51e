//! What the game lab knows of P1290: the outcome of every pair as a grid, the check of
//! [`first_player_wins`] against it, random and worst-case inputs.

use crate::{first_player_wins, outcome_grid};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_cases, smaller_pairs, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, Game, Grid, GridSpec, ParamValues, Progress, Verdict};
use ::study::{VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/euclid.rs"]
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
            inputs: "every pair (a, b) in 1..=N (who wins, against the rule-based grid)",
            default_upto: 300,
            max_upto: 2_000,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 2_000,
        }),
        moves: Some(MovesSpec::pair(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| {
            shapes(&[
                (Layout::Cases, "a b:0..=18446744073709551615"),
                (Layout::Sentinel, "a b:0..=18446744073709551615"),
            ])
        }),
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

/// One to six pairs of numbers up to `10 · size` (at most 160: the search lists every move,
/// at most 160 from a position), in either layout: a count first (Luogu), or ended by `0 0`
/// (POJ).
#[derive(Clone, Debug)]
struct Case {
    pairs: Vec<(u64, u64)>,
    ended_by_zeros: bool,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 10 * u64::from(size);
        let pairs = rng.usize(1..=6);
        let pairs = (0..pairs)
            .map(|_| (rng.u64(1..=most), rng.u64(1..=most)))
            .collect();
        Case {
            pairs,
            ended_by_zeros: rng.bool(),
        }
    }

    fn shrink(&self) -> Vec<Self> {
        let mut out: Vec<Case> = smaller_cases(&self.pairs, 1, |&pair| smaller_pairs(pair, (1, 1)))
            .into_iter()
            .map(|pairs| Case {
                pairs,
                ended_by_zeros: self.ended_by_zeros,
            })
            .collect();
        if self.ended_by_zeros {
            // The counted layout is the simpler one to read.
            out.push(Case {
                pairs: self.pairs.clone(),
                ended_by_zeros: false,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        if self.ended_by_zeros {
            let lines: Vec<String> = self
                .pairs
                .iter()
                .map(|(m, n)| format!("{m} {n}\n"))
                .collect();
            format!("{}0 0\n", lines.concat())
        } else {
            counted_lines(&self.pairs, |(m, n)| format!("{m} {n}"))
        }
    }
}

/// The judge's largest count (C = 6) of pairs that make the Euclidean walk longest below 2^31
/// (consecutive Fibonacci numbers, 44 forced moves) or carry the largest quotient; and the same
/// pairs in the contest's layout, ended by `0 0`.
fn worst_cases() -> Vec<WorstCase> {
    let (mut small, mut big) = (1u64, 1u64);
    while small + big < 1 << 31 {
        (small, big) = (big, small + big);
    }
    let top = (1u64 << 31) - 1;
    let pairs = [
        (big, small),
        (small, big),
        (big - small, small),
        (1, top),
        (top, top - 1),
        (top, top),
    ];
    let lines: Vec<String> = pairs.iter().map(|(m, n)| format!("{m} {n}\n")).collect();
    vec![
        WorstCase {
            name: "six pairs: Fibonacci neighbours below 2^31, quotient 2^31 - 1, equal numbers",
            input: format!("{}\n{}", pairs.len(), lines.concat()),
        },
        WorstCase {
            name: "the same six pairs in the contest's layout, ended by 0 0",
            input: format!("{}0 0\n", lines.concat()),
        },
    ]
}
