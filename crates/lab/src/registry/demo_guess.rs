//! A demo of a wrong guess, to show what `verify` does with one: the table of the cow digit game
//! (P2953) up to 100 says "lost iff n is a multiple of 10", and the brute force refutes it at 132.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_outcomes, Progress, Verdict};
use p2953_cow_digit_game::{outcome_values, BruteForce};

pub fn game() -> Game {
    Game {
        slug: "demo-guess",
        summary: "demo: P2953 with the guess `lost iff n % 10 == 0`, which verify refutes",
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = the number",
            max_upto: 100_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every start n in 0..=N (the guess against the game-tree search)",
            default_upto: 1_000,
            max_upto: 100_000,
        },
        grid: None,
        moves: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
        solve: None,
        brute_solve: None,
        interactor: None,
        input: None,
    }
}

fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    outcome_values(upto)
}

/// The guess, read off `lab table p2953 --upto 100`.
fn guessed_win(n: usize) -> bool {
    !n.is_multiple_of(10)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut brute = BruteForce::new();
    check_outcomes(
        progress,
        (0..=upto).collect(),
        |n| format!("n = {n}"),
        |&n| (guessed_win(n), brute.first_player_wins(n)),
    )
}
