//! What the game lab knows of BZOJ 3895: the single-heap table, the reduced game `(c, s)` as a
//! grid, the check of [`first_player_wins`] against the search over heap multisets, random and
//! worst-case inputs.

use crate::{first_player_wins, heap_game, outcome_grid};
use crate::{MAX_HEAPS, MAX_HEAP_SIZE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lists, smaller_counted_lists, stress, Stress};
use ::study::{check_outcomes, partitions, Game, Grid, GridSpec, KnownPeriod, ParamValues};
use ::study::{Moves, MovesSpec};
use ::study::{Progress, TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/bzoj3895.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(single_heap),
            position: "a = stones in a single heap",
            max_upto: 100_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of heaps with at most N stones in all (who wins, whole game)",
            default_upto: 20,
            max_upto: 30,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 1_000,
        }),
        moves: Some(MovesSpec {
            moves: Moves::Four(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(|_, a| vec![vec![0, 0, 0, a]]),
            grid_at: None,
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[KnownPeriod {
            // One heap only shrinks: 0 loses, 1 wins, 2 loses (its only move leaves 1), ...
            params: &[],
            grundy: false,
            upto: 1_000,
            start: 0,
            length: 2,
        }],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=50 a[n]")])),
    }
}

/// One heap, solved by the crate's search over heap multisets (from one heap it only shrinks).
fn single_heap(_: &ParamValues, upto: usize) -> Vec<bool> {
    let mut game = heap_game();
    (0..=upto as u32)
        .map(|a| game.wins(&if a == 0 { vec![] } else { vec![a] }))
        .collect()
}

/// The reduced game solved from its move rules: `c` single heaps across, `s` block moves up.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let last = size.saturating_sub(1);
    let win = outcome_grid(last, last);
    Grid::from_fn(
        ("c = single heaps", 0, size),
        ("s = block moves", 0, size),
        |c, s| win[c as usize][s as usize],
    )
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut game = heap_game();
    check_outcomes(
        progress,
        partitions(upto as u32),
        |heaps| format!("heaps {heaps:?}"),
        |heaps| (first_player_wins(heaps), game.wins(heaps)),
    )
}

/// One to three test cases, each of at most `4 + size` stones in all (so at most 20: the brute
/// force's few thousand multisets), half of the heaps single stones.
#[derive(Clone, Debug)]
struct Case(Vec<Vec<u64>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let cases = rng.usize(1..=3);
        let budget = 4 + u64::from(size);
        Case(
            (0..cases)
                .map(|_| {
                    let total = rng.u64(1..=budget);
                    let mut heaps = Vec::new();
                    let mut left = total;
                    while left > 0 {
                        let heap = if rng.bool() { 1 } else { rng.u64(1..=left) };
                        heaps.push(heap.min(left));
                        left -= heap.min(left);
                    }
                    heaps
                })
                .collect(),
        )
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_counted_lists(&self.0, 1)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lists(&self.0)
    }
}

/// The judge's largest input (100 cases of 50 heaps of 1000), and HDU 4111's (4000 cases of 50
/// heaps of sizes 1..=1000 from a fixed seed, a quarter of them single stones).
fn worst_cases() -> Vec<WorstCase> {
    let full: Vec<String> = vec![MAX_HEAP_SIZE.to_string(); MAX_HEAPS];
    let full = format!("{MAX_HEAPS}\n{}\n", full.join(" "));
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let cases = 4000;
    let mut mixed = format!("{cases}\n");
    for _ in 0..cases {
        let heaps: Vec<String> = (0..MAX_HEAPS)
            .map(|_| match rng.u64(..4) {
                0 => 1,
                _ => rng.u64(1..=u64::from(MAX_HEAP_SIZE)),
            })
            .map(|a| a.to_string())
            .collect();
        mixed.push_str(&format!("{MAX_HEAPS}\n{}\n", heaps.join(" ")));
    }
    vec![
        WorstCase {
            name: "100 cases of 50 heaps of 1000 (BZOJ's limit)",
            input: format!("100\n{}", full.repeat(100)),
        },
        WorstCase {
            name: "4000 cases of 50 random heaps, a quarter single stones (HDU 4111's limit)",
            input: mixed,
        },
    ]
}
