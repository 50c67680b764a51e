//! What the game lab knows of P2953: the Grundy table (values 0, 1, 2, from the rules), the
//! check of [`CowDigitGame`] against the game-tree search, random and worst-case inputs.

use crate::{grundy_values, BruteForce, CowDigitGame, MAX_GAMES, MAX_START};
use ::study::contract::Layout;
use ::study::shape::{range, Described, Shaped};
use ::study::stress::stress;
use ::study::MovesSpec;
use ::study::WorstCase;
use ::study::{
    check_outcomes, Game, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p2953.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = the number",
            max_upto: MAX_START,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start n in 0..=N (who wins, against the game-tree search)",
            default_upto: 100_000,
            max_upto: MAX_START,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Shaped<Starts>>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| vec![Starts::shape()]),
    }
}

fn grundy(_: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto)
}

/// Every start in `0..=upto`, through one shared search of [`crate::brute_force`]'s game tree.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let fast = CowDigitGame::new(upto);
    let mut brute = BruteForce::new();
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (fast.first_player_wins(n), brute.first_player_wins(n)),
    )
}

/// One to ten games with starts up to 500·size (the game-tree search answers in milliseconds).
enum Starts {}

impl Described for Starts {
    const LAYOUT: Layout = Layout::Cases;

    fn case() -> String {
        format!("start:{}", range(crate::Start::RANGE))
    }

    fn largest(_: &str, size: u32) -> u64 {
        500 * u64::from(size)
    }
}

/// The judge's most games (100) at the largest starts, so the table is built to its full
/// size; and, past its limits, 10^5 such games to time the input and output.
fn worst_cases() -> Vec<WorstCase> {
    let games = |count: usize| {
        let starts: Vec<String> = (0..count)
            .map(|i| (MAX_START - i % MAX_START).to_string())
            .collect();
        format!("{count}\n{}\n", starts.join("\n"))
    };
    vec![
        WorstCase {
            name: "100 games (the judge's most), starts 10^6 down to 10^6 - 99",
            input: games(100),
        },
        WorstCase {
            name: "10^5 games (past the judge's 100, answered), starts from 10^6 down",
            input: games(MAX_GAMES),
        },
    ]
}
