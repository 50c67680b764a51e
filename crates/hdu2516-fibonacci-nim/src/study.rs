//! What the game lab knows of Fibonacci Nim: the win/lose table of the first player, the check
//! of [`FibonacciNim`] against the rules' threshold table, random and worst-case inputs.

use crate::{brute_force_upto, FibonacciNim};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_lists, stress, Stress};
use ::study::{check_outcomes, Game, ParamValues, Progress, TableFn, TableSpec, Verdict};
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
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the heap (the first player may not take them all)",
            max_upto: 200_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every heap n in 1..=N (who wins, against the rules' threshold table)",
            default_upto: 20_000,
            max_upto: 200_000,
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
        input: Some(|| shapes(&[(Layout::Sentinel, "n"), (Layout::Eof, "n")])),
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    brute_force_upto(upto)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = brute_force_upto(upto);
    let fast = FibonacciNim::new();
    check_outcomes(
        progress,
        (1..=upto as u64).collect(),
        |n| format!("n = {n}"),
        |&n| (fast.first_player_wins(n), brute[n as usize]),
    )
}

/// One to six heaps up to `200 · size` (at most 3200), half of them a Fibonacci number or next
/// to one (the only losses), then a `0` or just the end of the input.
#[derive(Clone, Debug)]
struct Case {
    heaps: Vec<u64>,
    ends_with_zero: bool,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 200 * u64::from(size);
        let mut fibonacci = vec![1u64, 2];
        while fibonacci[fibonacci.len() - 1] < most {
            fibonacci.push(fibonacci[fibonacci.len() - 2] + fibonacci[fibonacci.len() - 1]);
        }
        let heaps = (0..rng.usize(1..=6))
            .map(|_| {
                if rng.bool() {
                    rng.u64(1..=most)
                } else {
                    let f = fibonacci[rng.usize(..fibonacci.len())];
                    (f + rng.u64(0..=2)).saturating_sub(1).max(1)
                }
            })
            .collect();
        Case {
            heaps,
            ends_with_zero: rng.u8(..4) != 0,
        }
    }

    fn shrink(&self) -> Vec<Self> {
        let mut out: Vec<Case> = smaller_lists(&self.heaps, 1, 1)
            .into_iter()
            .map(|heaps| Case {
                heaps,
                ends_with_zero: self.ends_with_zero,
            })
            .collect();
        if self.ends_with_zero {
            out.push(Case {
                heaps: self.heaps.clone(),
                ends_with_zero: false,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        let mut text: String = self.heaps.iter().map(|n| format!("{n}\n")).collect();
        if self.ends_with_zero {
            text += "0\n";
        }
        text
    }
}

/// The statement gives no count: 10^5 heaps below 2^31 (the Fibonacci numbers among them, the
/// rest random), ended by `0`; and the same ended by the end of the input.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1D);
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] < 1 << 31 {
        fibonacci.push(fibonacci[fibonacci.len() - 2] + fibonacci[fibonacci.len() - 1]);
    }
    fibonacci.retain(|&f| (2..1 << 31).contains(&f));
    let mut heaps = String::new();
    for i in 0..100_000 {
        let n = fibonacci
            .get(i)
            .copied()
            .unwrap_or_else(|| rng.u64(2..1 << 31));
        heaps += &format!("{n}\n");
    }
    vec![
        WorstCase {
            name: "10^5 heaps below 2^31, then 0",
            input: format!("{heaps}0\n"),
        },
        WorstCase {
            name: "10^5 heaps below 2^31 until the end of the input",
            input: heaps,
        },
    ]
}
