//! What the game lab knows of P2148: the Grundy values of a group `(1, n + 1)` and the
//! win/lose picture of a group `(a, b)`, both searched from the moves; the check of
//! [`group_grundy`] against that search on every group of small heaps; random and worst-case
//! judge inputs (whose answers the whole-position search checks).

use crate::{group, group_grundy, pair_game, JUDGE_CASES, JUDGE_HEAPS, JUDGE_HEAP_SIZE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_pairs, stress, Stress};
use ::study::{check_all, Game, Grid, GridSpec, ParamValues, Progress};
use ::study::{Moves, MovesSpec};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/p2148.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(beside_one),
            position: "n: the group (1, n + 1), a heap of 1 beside a heap of n + 1",
            max_upto: 2_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every group (a, b) with 1 <= a <= b <= N (its Grundy value)",
            default_upto: 64,
            max_upto: 400,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 300,
        }),
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(|_, n| vec![vec![1, n + 1]]),
            grid_at: Some(::study::moves::same_pair),
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        // The values are the trailing ones of n: no period.
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 a[n]:0..=18446744073709551615")])),
    }
}

/// The group `(1, n + 1)` for `n` in `0..=upto`, searched (its value is `ν(n)`, the number of
/// trailing ones of n: 0 1 0 2 0 1 0 3 ...).
fn beside_one(_: &ParamValues, upto: usize) -> Vec<u32> {
    let mut pairs = pair_game();
    (1..=upto as u64 + 1)
        .map(|b| pairs.grundy(&group(1, b)))
        .collect()
}

/// Win/lose of the group `(a, b)` alone, searched: lost exactly when `a` and `b` are both odd.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let mut pairs = pair_game();
    Grid::from_fn(("a", 1, size), ("b", 1, size), |a, b| {
        pairs.wins(&group(a, b))
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut pairs = pair_game();
    let largest = upto as u64;
    let groups: Vec<(u64, u64)> = (1..=largest)
        .flat_map(|a| (a..=largest).map(move |b| (a, b)))
        .collect();
    check_all(
        progress,
        groups,
        |&(a, b)| format!("group ({a}, {b})"),
        |&(a, b)| (group_grundy(a, b), pairs.grundy(&(a, b))),
    )
}

/// One to three test cases of one to three groups of heaps in `1..=3 + size / 4` (at most 7:
/// a few thousand positions for the whole search).
#[derive(Clone, Debug)]
struct Case(Vec<Vec<(u64, u64)>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let largest = 3 + u64::from(size) / 4;
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                (0..rng.usize(1..=3))
                    .map(|_| (rng.u64(1..=largest), rng.u64(1..=largest)))
                    .collect()
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        let smaller =
            |groups: &Vec<(u64, u64)>| smaller_cases(groups, 1, |&g| smaller_pairs(g, (1, 1)));
        smaller_cases(&self.0, 1, smaller)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        let mut text = format!("{}\n", self.0.len());
        for groups in &self.0 {
            let heaps: Vec<String> = groups.iter().map(|(a, b)| format!("{a} {b}")).collect();
            text.push_str(&format!("{}\n{}\n", 2 * groups.len(), heaps.join(" ")));
        }
        text
    }
}

/// The judge's largest input: 20 cases of 2·10^4 heaps, random in 10^9..=2·10^9 from a fixed
/// seed (ten-digit tokens, 4.4 MB).
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut input = format!("{JUDGE_CASES}\n");
    for _ in 0..JUDGE_CASES {
        let heaps: Vec<String> = (0..JUDGE_HEAPS)
            .map(|_| rng.u64(JUDGE_HEAP_SIZE / 2..=JUDGE_HEAP_SIZE).to_string())
            .collect();
        input.push_str(&format!("{JUDGE_HEAPS}\n{}\n", heaps.join(" ")));
    }
    vec![WorstCase {
        name: "20 cases of 2·10^4 heaps up to 2·10^9 (the judge's limit)",
        input,
    }]
}
