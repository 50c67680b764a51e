//! What the game lab knows of P1857: the win/lose table (the parity of the remoteness), the
//! check of [`PrimeStones`] against [`brute_force`], random and worst-case inputs.

use crate::{brute_force, PrimeStones, MAX_STONES};
use ::study::contract::Layout;
use ::study::shape::{range, Described, Shaped};
use ::study::stress::stress;
use ::study::MovesSpec;
use ::study::WorstCase;
use ::study::{check_all, Game, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p1857.rs"]
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
            max_upto: MAX_STONES,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (least winning game length, or none)",
            default_upto: 150,
            max_upto: 400,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Shaped<Piles>>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| vec![Piles::shape()]),
    }
}

/// Remoteness is odd exactly on winning positions.
fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    let solver = PrimeStones::new(upto);
    (0..=upto)
        .map(|n| solver.fastest_win(n).is_some())
        .collect()
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let fast = PrimeStones::new(upto);
    check_all(
        progress,
        (0..=upto as u32).collect(),
        |n| format!("n = {n}"),
        |&n| (fast.fastest_win(n as usize), brute_force(n)),
    )
}

/// Up to ten piles of up to 6·size stones (the brute force's comfortable range).
enum Piles {}

impl Described for Piles {
    const LAYOUT: Layout = Layout::Cases;

    fn case() -> String {
        format!("pile:{}", range(crate::Pile::RANGE))
    }

    fn largest(_: &str, size: u32) -> u64 {
        6 * u64::from(size)
    }
}

fn worst_cases() -> Vec<WorstCase> {
    let piles: Vec<String> = (MAX_STONES - 9..=MAX_STONES)
        .map(|n| n.to_string())
        .collect();
    vec![WorstCase {
        name: "ten piles at the limit, 19991..=20000",
        input: format!("10\n{}\n", piles.join("\n")),
    }]
}
