//! What the game lab knows of P2490: the board's outcomes for one gap (two pieces) and for two
//! gaps (four pieces), searched on the board itself, with the gap moves of Moore's Nim_d that
//! the lab checks against them; the check of the count against the board search on every small
//! triple; random and worst-case judge inputs.

use crate::{brute_force, first_player_layouts, BoardGame};
use crate::{BRUTE_MAX_K, BRUTE_MAX_N, MAX_K, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_values, stress, Stress};
use ::study::{check_all, Game, Grid, GridSpec, Moves, MovesSpec, ParamSpec, ParamValues};
use ::study::{Progress, TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The gap moves, from the rules file that `lab` also reads (the lab compiles it with the
/// current toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind
/// it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p2490.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "d",
            meaning: "the most pieces moved in one turn",
            default: 1,
            min: 1,
            max: MAX_K as u64,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::WinLose(one_gap),
            position: "n = empty cells between the two pieces of a board of two",
            max_upto: 200,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every n k d with 2 <= k <= min(n, 8) even, 1 <= d <= k, n in 2..=N \
                     (the count of won layouts)",
            default_upto: 11,
            max_upto: 13,
        },
        grid: Some(GridSpec {
            grid: two_gaps,
            max_size: 12,
        }),
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: rules::PARAMS,
            lists: &[],
            table_at: Some(|_, g| vec![vec![g, 0]]),
            grid_at: Some(::study::moves::same_pair),
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n k d")])),
    }
}

/// Pieces at `0` and `g + 1`: whether A wins, from the board search.
fn one_gap(params: &ParamValues, upto: usize) -> Vec<bool> {
    let mut board = BoardGame::new(params.get("d") as usize);
    (0..=upto as u8)
        .map(|g| board.first_player_wins(&[0, g + 1]))
        .collect()
}

/// Pieces at `0, a + 1, a + 2, a + b + 3` (gaps `a` and `b`): whether A wins, from the board
/// search.
fn two_gaps(params: &ParamValues, size: usize) -> Grid {
    let mut board = BoardGame::new(params.get("d") as usize);
    Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
        let (a, b) = (a as u8, b as u8);
        board.first_player_wins(&[0, a + 1, a + 2, a + b + 3])
    })
}

/// Every valid triple with `n <= upto` and `k <= 8`: the count modulo p against the exact
/// count of the board search.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut triples = Vec::new();
    for n in 2..=upto {
        for k in (2..=n.min(BRUTE_MAX_K)).step_by(2) {
            triples.extend((1..=k).map(|d| (n, k, d)));
        }
    }
    check_all(
        progress,
        triples,
        |(n, k, d)| format!("n = {n}, k = {k}, d = {d}"),
        |&(n, k, d)| (first_player_layouts(n, k, d), brute_force(n, k, d)),
    )
}

/// One input `n k d` with `n` up to `4 + size / 2` (at most 12), `k` even up to `min(n, 8)`,
/// `d` up to `k`.
#[derive(Clone, Debug)]
struct Case(usize, usize, usize);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let n = rng.usize(2..=(4 + size as usize / 2).min(BRUTE_MAX_N));
        let k = 2 * rng.usize(1..=n.min(BRUTE_MAX_K) / 2);
        let d = rng.usize(1..=k);
        Case(n, k, d)
    }

    fn shrink(&self) -> Vec<Self> {
        let Case(n, k, d) = *self;
        let mut out = Vec::new();
        for smaller in smaller_values(n as u64, k as u64) {
            out.push(Case(smaller as usize, k, d));
        }
        if k > 2 {
            out.push(Case(n, k - 2, d.min(k - 2)));
        }
        for smaller in smaller_values(d as u64, 1) {
            out.push(Case(n, k, smaller as usize));
        }
        out
    }

    fn judge_input(&self) -> String {
        format!("{} {} {}\n", self.0, self.1, self.2)
    }
}

/// The judge's largest boards: the DP is longest with `d = 1` and `k = 100` (51 carrying
/// counts per bit, 14 bits over 9900 sums); `d = 100` leaves one count per bit.
fn worst_cases() -> Vec<WorstCase> {
    vec![
        WorstCase {
            name: "n = 10^4, k = 100, d = 1",
            input: format!("{MAX_N} {MAX_K} 1\n"),
        },
        WorstCase {
            name: "n = 10^4, k = 100, d = 100",
            input: format!("{MAX_N} {MAX_K} {MAX_K}\n"),
        },
        WorstCase {
            name: "n = 9999, k = 98, d = 7",
            input: "9999 98 7\n".to_string(),
        },
    ]
}
