//! What the game lab knows of P5675: the Grundy values of one Nim heap (the game after
//! Alice's forced first move is Nim), the check of the count against the search over every
//! set-up, random and worst-case judge inputs.

use crate::{brute_force, losing_setups, MAX_HEAP, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_lists, stress, Stress};
use ::study::{check_all, Game, MovesSpec, ParamValues, Progress};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};
use shared::game::grundy_table;

/// The moves of one Nim heap, from the rules file that `lab` also reads (the lab compiles it
/// with the current toolchain; this module is never bundled, so the crate's Rust 1.70 does
/// not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/nim.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(one_heap),
            position: "n = stones in one Nim heap (the game once Alice has moved)",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every sequence of 1 to 4 heaps of 1..=N stones (the count of lost set-ups)",
            default_upto: 6,
            max_upto: 9,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n a[n]")])),
    }
}

/// One Nim heap from the rules: `n` moves to every `r < n`, so its value is the mex of all
/// smaller ones (quadratic, hence the table's limit).
fn one_heap(_: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_table(upto, |n, g, seen| seen.extend(g[..n].iter().copied()))
}

/// Every sequence of 1 to 4 heaps of `1..=upto` stones (order included, as the judge gives
/// heaps in order): the count modulo p against the exact count of the search.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let upto = upto as u32;
    let mut inputs: Vec<Vec<u32>> = vec![Vec::new()];
    let mut all = Vec::new();
    for _ in 0..4 {
        inputs = inputs
            .iter()
            .flat_map(|prefix| {
                (1..=upto).map(move |a| {
                    let mut longer = prefix.clone();
                    longer.push(a);
                    longer
                })
            })
            .collect();
        all.extend(inputs.iter().cloned());
    }
    check_all(
        progress,
        all,
        |heaps| format!("heaps {heaps:?}"),
        |heaps| (losing_setups(heaps), brute_force(heaps)),
    )
}

/// One input of 1 to 3 + size / 4 heaps (at most 7) of 1 to 2 + size / 2 stones (at most 9).
#[derive(Clone, Debug)]
struct Case(Vec<u64>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let heaps = rng.usize(1..=(3 + size as usize / 4).min(crate::BRUTE_MAX_N));
        let largest = (2 + u64::from(size) / 2).min(u64::from(crate::BRUTE_MAX_HEAP));
        Case((0..heaps).map(|_| rng.u64(1..=largest)).collect())
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, 1).into_iter().map(Case).collect()
    }

    fn judge_input(&self) -> String {
        let heaps: Vec<String> = self.0.iter().map(u64::to_string).collect();
        format!("{}\n{}\n", heaps.len(), heaps.join(" "))
    }
}

/// The judge's largest input (the time is the DP's, quadratic in `N`): 200 heaps of 200, and
/// the 200 heaps 1 to 200.
fn worst_cases() -> Vec<WorstCase> {
    let full = vec![MAX_HEAP.to_string(); MAX_N];
    let ramp: Vec<String> = (1..=MAX_HEAP).map(|a| a.to_string()).collect();
    vec![
        WorstCase {
            name: "200 heaps of 200",
            input: format!("{MAX_N}\n{}\n", full.join(" ")),
        },
        WorstCase {
            name: "200 heaps 1, 2, ..., 200",
            input: format!("{}\n{}\n", ramp.len(), ramp.join(" ")),
        },
    ]
}
