//! What the game lab knows of POJ 2311: the Grundy values of the `2 × (n + 2)` sheets and the
//! win/lose picture of the `w × h` sheets in the game of safe cuts (the lab's moves play that
//! game, `examples/games/poj2311.rs`), the check of the table's outcome against the search of
//! the real game on every small sheet, random and worst-case judge inputs.

use crate::{first_player_wins, sheet_values, Search, MAX_SIDE, MIN_SIDE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_pairs, stress, Stress};
use ::study::{check_outcomes, Game, Grid, GridSpec, Moves, MovesSpec, ParamValues, Progress};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/poj2311.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(|_, upto| sheet_values(2, upto + 2)[2][2..].to_vec()),
            position: "n: the sheet 2 × (n + 2), in the game of safe cuts",
            max_upto: 5_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every sheet W × H with 2 <= W, H <= N (who wins the real game)",
            default_upto: 7,
            max_upto: 10,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 400,
        }),
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(|_, n| vec![vec![2, n + 2]]),
            grid_at: Some(::study::moves::same_pair),
            misere: false,
            not_misere: Some(
                "the sum of safe cuts stands for the real game (the first 1 × 1 piece wins) \
                 only under normal play",
            ),
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Eof, "w h")])),
    }
}

/// Win/lose of the `w × h` sheets from 2 × 2, from the table of the game of safe cuts.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let g = sheet_values(size + 1, size + 1);
    Grid::from_fn(("w", 2, size), ("h", 2, size), |w, h| {
        g[w as usize][h as usize] != 0
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let sides = MIN_SIDE..=upto as u32;
    let sheets: Vec<(u32, u32)> = sides
        .clone()
        .flat_map(|w| sides.clone().map(move |h| (w, h)))
        .collect();
    // One search for all sheets: each shares the states below it.
    let mut search = Search::new();
    check_outcomes(
        progress,
        sheets,
        |(w, h)| format!("{w} × {h}"),
        |&(w, h)| {
            let real = search.wins(&[(w.min(h) as u8, w.max(h) as u8)]);
            (first_player_wins(w, h), real)
        },
    )
}

/// One to five sheets with sides in `2..=3 + size / 4` (at most 7, for the search).
#[derive(Clone, Debug)]
struct Case(Vec<(u64, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let top = (3 + u64::from(size) / 4).min(7);
        Case(
            (0..rng.usize(1..=5))
                .map(|_| (rng.u64(2..=top), rng.u64(2..=top)))
                .collect(),
        )
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |&pair| smaller_pairs(pair, (2, 2)))
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        self.0.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
    }
}

/// 10^5 random sheets (the number of cases is not stated: 10^5 is a guess, a 0.8 MB input),
/// and 10^5 sheets of 200 × 200.
fn worst_cases() -> Vec<WorstCase> {
    let cases = 100_000;
    let mut rng = ::study::fastrand::Rng::with_seed(0x2311);
    let random: String = (0..cases)
        .map(|_| {
            let (w, h) = (rng.u32(MIN_SIDE..=MAX_SIDE), rng.u32(MIN_SIDE..=MAX_SIDE));
            format!("{w} {h}\n")
        })
        .collect();
    vec![
        WorstCase {
            name: "10^5 random sheets",
            input: random,
        },
        WorstCase {
            name: "10^5 sheets of 200 × 200",
            input: format!("{MAX_SIDE} {MAX_SIDE}\n").repeat(cases),
        },
    ]
}
