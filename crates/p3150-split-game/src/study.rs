//! What the game lab knows of P3150: the win/lose table of the splitter (from the rules), the
//! check of [`pb_wins`] against the game-tree search, random and worst-case inputs.

use crate::{outcome_values, pb_wins, BruteForce, MAX_GAMES};
use ::study::contract::Layout;
use ::study::shape::{range, Described, Shaped};
use ::study::stress::stress;
use ::study::WorstCase;
use ::study::{
    check_outcomes, Game, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec,
};
use ::study::{Moves, MovesSpec};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p3150.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "m = the number to split",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start m in 0..=N (who wins, against the game-tree search)",
            default_upto: 200,
            max_upto: 500,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(|_, m| vec![vec![0, m]]),
            grid_at: None,
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Shaped<Starts>>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| vec![Starts::shape()]),
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto)
}

/// Every start in `0..=upto`, through one shared search of [`crate::brute_force`]'s game tree.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut brute = BruteForce::new();
    check_outcomes(
        progress,
        (0..=upto as u64).collect(),
        |m| format!("m = {m}"),
        |&m| (pb_wins(m), brute.pb_wins(m)),
    )
}

/// One to ten games with starts up to 4·size (the game-tree search's comfortable range).
enum Starts {}

impl Described for Starts {
    const LAYOUT: Layout = Layout::Cases;

    fn case() -> String {
        format!("game:{}", range(crate::Game::RANGE))
    }

    fn largest(_: &str, size: u32) -> u64 {
        4 * u64::from(size)
    }
}

/// The judge's most games (49) at the largest starts, and, past its limits, 10^5 games to time
/// the input and output.
fn worst_cases() -> Vec<WorstCase> {
    let games = |count: u64| {
        let starts: Vec<String> = (0..count)
            .map(|i| (1_000_000_000 - i).to_string())
            .collect();
        format!("{count}\n{}\n", starts.join("\n"))
    };
    vec![
        WorstCase {
            name: "49 games (the judge's most), starts 10^9 down to 10^9 - 48",
            input: games(49),
        },
        WorstCase {
            name: "10^5 games (past the judge's 49, answered), starts from 10^9 down",
            input: games(MAX_GAMES as u64),
        },
    ]
}
