//! What the game lab knows of P4018: the win/lose table built from the rules, the check of
//! [`first_player_wins`] against it, random and worst-case inputs, and the period 6.

use crate::{first_player_wins, outcome_values, MAX_STONES};
use ::study::contract::Layout;
use ::study::shape::{range, Described, Shaped};
use ::study::stress::stress;
use ::study::MovesSpec;
use ::study::{check_outcomes, Game, KnownPeriod, ParamValues, Progress, TableFn, TableSpec};
use ::study::{Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p4018.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: 100_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (who wins)",
            default_upto: 20_000,
            max_upto: 100_000,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Shaped<Piles>>),
        worst_cases: Some(worst_cases),
        known_periods: &[KnownPeriod {
            params: &[],
            grundy: false,
            upto: 600,
            start: 0,
            length: 6,
        }],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| vec![Piles::shape()]),
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let brute = outcome_values(upto);
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (first_player_wins(n as u64), brute[n]),
    )
}

/// Up to ten piles of up to 100·size stones (the brute force's table stays below 2·10^3).
enum Piles {}

impl Described for Piles {
    const LAYOUT: Layout = Layout::Cases;

    fn case() -> String {
        format!("pile:{}", range(crate::Pile::RANGE))
    }

    fn largest(_: &str, size: u32) -> u64 {
        100 * u64::from(size)
    }
}

/// 10^5 queries, mostly 8-digit piles up to the limit, so the input is as long as the
/// judge's can be.
fn worst_cases() -> Vec<WorstCase> {
    let queries = 100_000;
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let mut input = format!("{queries}\n");
    for _ in 0..queries {
        let state = rng.u64(..);
        input.push_str(&format!("{}\n", MAX_STONES - state % 10_000_000));
    }
    vec![WorstCase {
        name: "10^5 piles of up to 5·10^7 stones",
        input,
    }]
}
