//! What the game lab knows of cf1934d2-xor-break-game: the win/lose table, the check of the fast solver
//! against the brute force, random and worst-case inputs.

use crate::{brute_force, first_player_wins, moves, MAX_CASES, MAX_N};
use ::study::stress::{stress, Counted, OnePerLine};
use ::study::{
    check_outcomes, Game, Moves, MovesSpec, ParamValues, Progress, TableFn, TableSpec, Verdict,
    VerifySpec, WorstCase,
};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (who wins)",
            default_upto: 100,
            max_upto: 10_000,
        },
        grid: None,
        // TODO moves: write the moves once as a rules file, examples/games/NAME.rs (`pub fn
        // moves(n: u64, params: &Params, out: &mut Options<u64>)`, see the other games there),
        // use it here as `#[path = "../../../examples/games/NAME.rs"] mod rules;` with
        // `Moves::One(rules::moves)`, and drop this line; or `moves: None` with the reason
        // when a position is not one to four numbers. Until then, the crate's `moves`:
        moves: Some(MovesSpec {
            moves: Moves::One(|n, _, out| moves(n).into_iter().for_each(|m| out.push(m))),
            declared: &[],
            table_at: Some(::study::moves::same),
            grid_at: None,
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Counted<Piles>>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
    }
}

/// The table from the rules: a position is won when some move leads to a lost one.
fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    let mut win: Vec<bool> = Vec::with_capacity(upto + 1);
    for n in 0..=upto as u64 {
        let wins = moves(n).iter().any(|&r| !win[r as usize]);
        win.push(wins);
    }
    win
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    check_outcomes(
        progress,
        (0..=upto as u64).collect(),
        |n| format!("n = {n}"),
        |&n| (first_player_wins(n), brute_force(n)),
    )
}

/// One to five piles of up to 10·size stones, small enough for the brute force.
enum Piles {}

impl OnePerLine for Piles {
    const MOST: usize = 5;
    const LOWEST: u64 = 0;

    fn largest(size: u32) -> u64 {
        10 * u64::from(size)
    }
}

/// The most cases, each at the largest pile.
fn worst_cases() -> Vec<WorstCase> {
    let piles = vec![MAX_N.to_string(); MAX_CASES];
    vec![WorstCase {
        name: "the most cases, each at the largest pile",
        input: format!("{MAX_CASES}\n{}\n", piles.join("\n")),
    }]
}
