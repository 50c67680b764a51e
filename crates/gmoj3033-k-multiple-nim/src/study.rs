//! What the game lab knows of GMOJ 3033: the win/lose table for a multiplier `k`, the check of
//! the least winning first move against the brute force, random and worst-case inputs.

use crate::{brute_force_upto, outcome_values, KMultipleNim};
use crate::{MAX_K, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_cases, smaller_pairs, stress, Stress};
use ::study::{check_all, Game, ParamSpec, ParamValues, Progress, TableFn, TableSpec, Verdict};
use ::study::{Moves, MovesSpec};
use ::study::{VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/gmoj3033.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "k",
            meaning: "the multiplier bounding each move",
            default: 2,
            min: 1,
            max: MAX_K,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: 800,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 1..=N (least winning first move, or none)",
            default_upto: 300,
            max_upto: 1_000,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: rules::PARAMS,
            lists: &[],
            table_at: Some(|_, n| vec![vec![n, n.saturating_sub(1)]]),
            grid_at: None,
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n k")])),
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto, params.get("k"))
}

/// The least winning first move, compared for every pile (not just win/lose).
fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let brute = brute_force_upto(upto, k);
    let mut fast = KMultipleNim::new();
    check_all(
        progress,
        (1..=upto).collect(),
        |n| format!("n = {n}, k = {k}"),
        |&n| (fast.minimal_winning_move(n as u64, k), brute[n]),
    )
}

/// One to five cases `(n, k)` with `n <= 20 · size` (at most 320: the cubic brute force's
/// 5 million moves) and `k` mostly small, sometimes up to `n`.
#[derive(Clone, Debug)]
struct Case(Vec<(u64, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let cases = rng.usize(1..=5);
        let most = 20 * u64::from(size);
        Case(
            (0..cases)
                .map(|_| {
                    let n = rng.u64(1..=most);
                    let k = if rng.u8(..4) == 0 {
                        rng.u64(1..=n)
                    } else {
                        rng.u64(1..=6)
                    };
                    (n, k)
                })
                .collect(),
        )
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |&case| smaller_pairs(case, (1, 1)))
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, |(n, k)| format!("{n} {k}"))
    }
}

/// The judge's hardest input: 20 piles near 10^8, all with `k = 10^5` (the longest sequence,
/// 748 551 losing sizes, rebuilt per case).
fn worst_cases() -> Vec<WorstCase> {
    let lines: Vec<String> = (0..20u64)
        .map(|i| format!("{} {MAX_K}\n", MAX_N - 7 * i))
        .collect();
    vec![WorstCase {
        name: "20 piles near 10^8 with k = 10^5",
        input: format!("20\n{}", lines.concat()),
    }]
}
