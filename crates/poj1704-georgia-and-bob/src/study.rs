//! What the game lab knows of POJ 1704: the Grundy value of a single chessman (from the
//! search: `c - 1` on cell `c`, a Nim heap of its free cells), the check of
//! [`first_player_wins`] against the search over whole rows, random inputs (cells shuffled)
//! through [`solve`](crate::solve) and [`brute_solve`](crate::brute_solve), worst cases.

use crate::{first_player_wins, row_game, MAX_CASES_JUDGE, MAX_CELL, MAX_CHESSMEN};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lists, smaller_cases, smaller_lists, stress, Stress};
use ::study::{check_outcomes, Game, ParamValues, Progress, TableFn, TableSpec};
use ::study::{Verdict, VerifySpec, WorstCase};

/// The moves from the rules, as the rules file `examples/games/poj1704.rs` gives them.
#[path = "../../../examples/games/poj1704.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(single_chessman),
            position: "c = the cell of a single chessman (0: no chessman)",
            max_upto: 2_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every non-empty set of cells inside 1..=N (who wins, whole game)",
            default_upto: 12,
            max_upto: 20,
        },
        grid: None,
        moves: Some(::study::MovesSpec::row(rules::moves, rules::check)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 a[n]:0..=18446744073709551615")])),
    }
}

/// One chessman on cell `c`, solved by the crate's search (it can go to any cell left of it).
fn single_chessman(_: &ParamValues, upto: usize) -> Vec<u32> {
    let mut game = row_game();
    (0..=upto as u32)
        .map(|c| game.grundy(&if c == 0 { vec![] } else { vec![c] }))
        .collect()
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let sets: Vec<Vec<u32>> = (1u32..1 << upto)
        .map(|mask| {
            (1..=upto as u32)
                .filter(|c| mask >> (c - 1) & 1 == 1)
                .collect()
        })
        .collect();
    // One search for all sets: each shares the positions below it.
    let mut game = row_game();
    check_outcomes(
        progress,
        sets,
        |cells| format!("cells {cells:?}"),
        |cells| {
            let wide: Vec<u64> = cells.iter().map(|&c| u64::from(c)).collect();
            (first_player_wins(&wide), game.wins(cells))
        },
    )
}

/// One to three cases of one to seven chessmen on distinct cells inside 1..=5 + size/2 (at most
/// 13: a few thousand positions for the brute force), in random order.
#[derive(Clone, Debug)]
struct Case(Vec<Vec<u64>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let last = 5 + u64::from(size) / 2;
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                let mut cells: Vec<u64> = (1..=last).collect();
                rng.shuffle(&mut cells);
                cells.truncate(rng.usize(1..=7));
                cells
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        let distinct = |cells: &Vec<u64>| {
            let mut sorted = cells.clone();
            sorted.sort_unstable();
            sorted.windows(2).all(|w| w[0] < w[1])
        };
        let smaller = |cells: &Vec<u64>| -> Vec<Vec<u64>> {
            let mut out = smaller_lists(cells, 1, 1);
            out.retain(distinct);
            out
        };
        smaller_cases(&self.0, 1, smaller)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lists(&self.0)
    }
}

/// The judge's largest inputs: 20 cases of 1000 chessmen on random cells up to 10 000, in
/// random order; and 20 cases of the cells 10 000 down to 9001.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let case = |cells: Vec<u64>| {
        let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
        format!("{}\n{}\n", cells.len(), cells.join(" "))
    };
    let mut random = format!("{MAX_CASES_JUDGE}\n");
    for _ in 0..MAX_CASES_JUDGE {
        let mut cells: Vec<u64> = (1..=MAX_CELL).collect();
        rng.shuffle(&mut cells);
        cells.truncate(MAX_CHESSMEN);
        random.push_str(&case(cells));
    }
    let top = case(
        (MAX_CELL - MAX_CHESSMEN as u64 + 1..=MAX_CELL)
            .rev()
            .collect(),
    );
    vec![
        WorstCase {
            name: "20 cases of 1000 chessmen on random cells up to 10000, unsorted",
            input: random,
        },
        WorstCase {
            name: "20 cases of the cells 10000 down to 9001",
            input: format!("{MAX_CASES_JUDGE}\n{}", top.repeat(MAX_CASES_JUDGE)),
        },
    ]
}

#[cfg(test)]
mod moves_tests {
    use super::*;
    use ::study::moves::{check_rows, Part, Quantity};

    /// The moves played by the lab's engine against the crate's brute force on every non-empty
    /// set of cells in `1..=10`, and a row that is no position refused.
    #[test]
    fn the_moves_equal_the_brute_force_on_every_small_set() {
        let spec = game().moves.expect("the descriptor gives moves");
        let params = ParamValues::defaults(game().params);
        let universe = (1..=10).collect::<Vec<u64>>();
        assert_eq!(
            check_rows(&spec, &params, &universe, crate::brute_force),
            Ok(1023)
        );
        let bad = spec
            .played(&params)
            .value(Quantity::Grundy, &[Part::Text("[3,2]".into())]);
        assert!(bad.unwrap_err().to_string().contains("increasing"));
    }
}
