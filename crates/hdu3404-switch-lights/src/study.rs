//! What the game lab knows of HDU 3404: the Grundy values of one lit cell down a column (the
//! mex over its moves), the check of the nim-product rule against the search of whole boards,
//! random and worst-case inputs.

use crate::{board_outcomes, coin_grundy_table, grundy_value, MAX_COORDINATE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, stress, Stress};
use ::study::{check_outcomes, Game, ParamSpec, ParamValues, Progress, TableFn, TableSpec};
use ::study::{Moves, MovesSpec};
use ::study::{Verdict, VerifySpec, WorstCase};
use shared::nimber::Nimbers;
use std::collections::HashMap;

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/hdu3404.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "y",
            meaning: "the column of the single lit cell the table shows",
            default: 2,
            min: 1,
            max: 64,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(column),
            position: "x = the row of the single lit cell (0: no cell)",
            max_upto: 256,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every set of lit cells of every board of R × C <= N cells \
                     (who wins, the whole board searched)",
            default_upto: 16,
            max_upto: 20,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::Two(rules::moves),
            declared: &[],
            lists: &[],
            table_at: Some(|params, x| match x {
                0 => vec![],
                x => vec![vec![x, params.get("y")]],
            }),
            grid_at: None,
            misere: false,
            not_misere: Some(
                "a sum of coins is the board under normal play only: under misère play two coins \
                 on one cell stay two, while the board turns the cell off",
            ),
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 lights[n](x y)")])),
    }
}

/// `g(x, y)` for `x` in `0..=upto`, one lit cell, by the mex over its moves.
fn column(params: &ParamValues, upto: usize) -> Vec<u32> {
    let y = params.get("y") as usize;
    let table = coin_grundy_table(upto, y);
    table.iter().map(|row| row[y] as u32).collect()
}

/// The lit cells of `mask` on a board of `cols` columns, as `(x, y)` from 1.
fn cells(mask: u32, cols: usize) -> Vec<(u64, u64)> {
    (0..32)
        .filter(|&bit| mask >> bit & 1 == 1)
        .map(|bit| ((bit / cols + 1) as u64, (bit % cols + 1) as u64))
        .collect()
}

/// Every set of lit cells whose board (`max x × max y`) has at most `upto` cells, each once
/// (on the board it exactly fills), and the empty one: the nim-product rule against
/// [`board_outcomes`].
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let nim = Nimbers::new();
    let mut tables = HashMap::new();
    let mut inputs = vec![(1, 1, 0u32)];
    for rows in 1..=upto {
        for cols in 1..=upto / rows {
            let win = board_outcomes(rows, cols);
            let last_row = ((1u32 << cols) - 1) << ((rows - 1) * cols);
            let last_column = (0..rows).fold(0u32, |m, r| m | 1 << (r * cols + cols - 1));
            for mask in 1..win.len() as u32 {
                if mask & last_row != 0 && mask & last_column != 0 {
                    inputs.push((rows, cols, mask));
                }
            }
            tables.insert((rows, cols), win);
        }
    }
    check_outcomes(
        progress,
        inputs,
        |&(_, cols, mask)| format!("lit cells {:?}", cells(mask, cols)),
        |&(rows, cols, mask)| {
            let fast = grundy_value(&cells(mask, cols), &nim) != 0;
            (fast, tables[&(rows, cols)][mask as usize])
        },
    )
}

/// One to three cases, each the lit cells of a random board of at most `3 + size / 2` cells
/// (none lit, sometimes), which the brute force searches in well under a millisecond.
#[derive(Clone, Debug)]
struct Case(Vec<Vec<(u64, u64)>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 3 + size as usize / 2;
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                let rows = rng.usize(1..=most);
                let cols = rng.usize(1..=most / rows);
                let mut lights = Vec::new();
                for x in 1..=rows as u64 {
                    for y in 1..=cols as u64 {
                        if rng.bool() {
                            lights.push((x, y));
                        }
                    }
                }
                rng.shuffle(&mut lights);
                lights
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |lights| {
            let mut smaller = Vec::new();
            for i in 0..lights.len() {
                let mut fewer = lights.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
            // Each light one row up or one column left, when that cell is free.
            for (i, &(x, y)) in lights.iter().enumerate() {
                for cell in [(x - 1, y), (x, y - 1)] {
                    if cell.0 >= 1 && cell.1 >= 1 && !lights.contains(&cell) {
                        let mut moved = lights.clone();
                        moved[i] = cell;
                        smaller.push(moved);
                    }
                }
            }
            smaller
        })
        .into_iter()
        .map(Case)
        .collect()
    }

    fn judge_input(&self) -> String {
        let mut text = format!("{}\n", self.0.len());
        for lights in &self.0 {
            text += &format!("{}\n", lights.len());
            for (x, y) in lights {
                text += &format!("{x} {y}\n");
            }
        }
        text
    }
}

/// The judge's largest input: 100 cases of 1000 distinct lights, every coordinate of five
/// digits (up to 10^4).
fn worst_cases() -> Vec<WorstCase> {
    let mut input = String::from("100\n");
    for case in 0..100u64 {
        input += "1000\n";
        for j in 0..1000u64 {
            let y = MAX_COORDINATE - (j * 7 + case) % 9000;
            input += &format!("{} {y}\n", MAX_COORDINATE - j);
        }
    }
    vec![WorstCase {
        name: "100 cases of 1000 lights, coordinates of five digits",
        input,
    }]
}
