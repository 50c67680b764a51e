//! What the game lab knows of the USST doubling game: the Grundy table for a target `k`, the
//! check of [`alice_wins`] against [`brute_force`], random and worst-case inputs.

use crate::{alice_wins, brute_force_upto, grundy_values, MAX_CASES};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_cases, smaller_pairs, stress, Stress};
use ::study::MovesSpec;
use ::study::{
    check_outcomes, Game, ParamSpec, ParamValues, Progress, TableFn, TableSpec, Verdict,
    VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/usst.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "k",
            meaning: "the target pile",
            default: 20,
            min: 0,
            max: 5_000,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = stones in the pile",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start pile n in 0..=N for the given k (who wins, game-tree search)",
            default_upto: 1_000,
            max_upto: 100_000,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves).with_params(rules::PARAMS)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| {
            shapes(&[
                (
                    Layout::Cases,
                    "n:0..=18446744073709551615 k:0..=18446744073709551615",
                ),
                (
                    Layout::Single,
                    "n:0..=18446744073709551615 k:0..=18446744073709551615",
                ),
            ])
        }),
    }
}

fn grundy(params: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto, params.get("k") as usize)
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let brute = brute_force_upto(upto as u64, k);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}, k = {k}"),
        |&n| (alice_wins(n as u64, k), brute[n]),
    )
}

/// Up to five cases `n k` with `k` up to 20 · size (the game tree has O(k^2) moves); a lone
/// case is written in either layout.
#[derive(Clone, Debug)]
struct Case {
    cases: Vec<(u64, u64)>,
    single_layout: bool,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 20 * u64::from(size);
        let cases: Vec<(u64, u64)> = (0..rng.usize(1..=5))
            .map(|_| {
                let k = rng.u64(0..=most);
                (rng.u64(0..=k + 3), k)
            })
            .collect();
        let single_layout = cases.len() == 1 && rng.bool();
        Case {
            cases,
            single_layout,
        }
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.cases, 1, |&case| smaller_pairs(case, (0, 0)))
            .into_iter()
            .map(|cases| Case {
                single_layout: self.single_layout && cases.len() == 1,
                cases,
            })
            .collect()
    }

    fn judge_input(&self) -> String {
        if self.single_layout {
            let (n, k) = self.cases[0];
            format!("{n} {k}\n")
        } else {
            counted_lines(&self.cases, |(n, k)| format!("{n} {k}"))
        }
    }
}

/// [`MAX_CASES`] 64-bit cases near 2^64, half of them built to be Bob's
/// (`n + 1 = (k + 1) >> j`), and the single case at the top of `u64`.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut input = format!("{MAX_CASES}\n");
    for i in 0..MAX_CASES as u64 {
        let state = rng.u64(..);
        let k = state | 1 << 63;
        let n = if i % 2 == 0 {
            ((u128::from(k) + 1) >> (1 + i % 63)) as u64 - 1
        } else {
            k - 1 - state % 1_000
        };
        input.push_str(&format!("{n} {k}\n"));
    }
    vec![
        WorstCase {
            name: "10^6 cases near 2^64, half of them Bob's",
            input,
        },
        WorstCase {
            name: "one case at the top of u64",
            input: format!("{} {}\n", u64::MAX - 1, u64::MAX),
        },
    ]
}
