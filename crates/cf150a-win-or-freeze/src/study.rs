//! What the game lab knows of Codeforces 150A: the moves from the rules file (misère: who
//! cannot move wins), the win/lose table from the rules, the check of [`answer`] against the
//! search, random inputs judged by the [`checker`](crate::checker), worst cases.

use crate::{answer, brute_answer, moves, Search, MAX_Q_JUDGE};
use ::study::check::Checker;
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_values, stress, Stress};
use ::study::{
    check_all, Game, Moves, MovesSpec, ParamValues, Progress, TableFn, TableSpec, Verdict,
    VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/cf150a.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = the last number written (who cannot move wins)",
            max_upto: 200_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every q in 1..=N (the winner and the smallest winning move, against the \
                     search)",
            default_upto: 20_000,
            max_upto: 1_000_000,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::One(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(::study::moves::same),
            grid_at: None,
            misere: true,
            not_misere: None,
        }),
        stress: Some(stress::<Q>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "q:0..=18446744073709551615")])),
    }
}

/// The table from the rules: a number with no move is won (misère), else won when some move
/// leads to a lost one. Entry 0 is no position of the game (shown as won, like 1).
fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    let mut win: Vec<bool> = Vec::with_capacity(upto + 1);
    for n in 0..=upto as u64 {
        let next = moves(n);
        let wins = next.is_empty() || next.iter().any(|&d| !win[d as usize]);
        win.push(wins);
    }
    win
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut search = Search::default();
    check_all(
        progress,
        (1..=upto as u64).collect(),
        |q| format!("q = {q}"),
        |&q| (answer(q), brute_answer(&mut search, q)),
    )
}

/// One `q` up to about `10^(2 + size / 3)` (at most 10^7, for the search): a random number, a
/// prime, a prime square, a product of two primes, or a product of three to six small primes.
#[derive(Clone, Debug)]
struct Q(u64);

impl Stress for Q {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let top = 10u64.pow(2 + size / 3).min(crate::BRUTE_MAX_Q);
        let prime_up_to = |rng: &mut ::study::fastrand::Rng, most: u64| loop {
            let p = rng.u64(2..=most.max(2));
            if moves(p).is_empty() {
                return p;
            }
        };
        let q = match rng.u8(..5) {
            0 => rng.u64(1..=top),
            1 => prime_up_to(rng, top),
            2 => {
                let p = prime_up_to(rng, (top as f64).sqrt() as u64);
                p * p
            }
            3 => {
                let p = prime_up_to(rng, (top as f64).sqrt() as u64);
                p * prime_up_to(rng, top / p)
            }
            _ => {
                let mut q = 1u64;
                for _ in 0..rng.usize(3..=6) {
                    let p = prime_up_to(rng, 30);
                    if q * p <= top {
                        q *= p;
                    }
                }
                q
            }
        };
        Q(q)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_values(self.0, 1).into_iter().map(Q).collect()
    }

    fn judge_input(&self) -> String {
        format!("{}\n", self.0)
    }

    fn checker() -> Option<Checker> {
        Some(crate::checker)
    }
}

/// The hardest numbers for the factorisation within the judge's limit.
fn worst_cases() -> Vec<WorstCase> {
    let case = |name, q: u64| {
        assert!(q <= MAX_Q_JUDGE);
        WorstCase {
            name,
            input: format!("{q}\n"),
        }
    };
    vec![
        case("the largest prime up to 10^13", 9_999_999_999_971),
        case("the largest prime square up to 10^13", 9_999_995_824_729),
        case(
            "two primes near 10^6.5: 999983 · 9999991",
            9_999_821_000_153,
        ),
        case("10^13", MAX_Q_JUDGE),
    ]
}
