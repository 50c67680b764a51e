//! Luogu P1857: take a prime. The crate solves remoteness; its parity gives win/lose.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::ParamValues;
use crate::verify::{check_all, Progress, Verdict};
use p1857_prime_stones::{brute_force, PrimeStones, MAX_STONES};

pub fn game() -> Game {
    Game {
        slug: "p1857-prime-stones",
        summary: "take a prime number of stones; least guaranteed game length",
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
