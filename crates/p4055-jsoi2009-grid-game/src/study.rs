//! What the game lab knows of P4055: the check of the matching rule against the token game
//! searched on every small maze, random and worst-case judge inputs. No table, grid or moves:
//! a position is a cell and the set of cells visited, not one to four numbers.

use crate::{brute_force, winning_starts, Maze, BRUTE_MAX_CELLS, MAX_SIDE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{stress, Stress};
use ::study::{check_all, Game, ParamValues, Progress, Verdict, VerifySpec, WorstCase};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every maze (each cell free or blocked) of every shape of up to N cells \
                     (the winning starts)",
            default_upto: 10,
            max_upto: 14,
        },
        grid: None,
        moves: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n m rows[n]:word")])),
    }
}

/// Every shape `rows × cols` with at most `upto` cells, and every subset of its cells free.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut mazes = Vec::new();
    for rows in 1..=upto {
        for cols in 1..=upto / rows {
            let cells = rows * cols;
            for set in 0u32..1 << cells {
                let free = (0..cells).map(|i| set >> i & 1 == 1).collect();
                mazes.push(Maze { rows, cols, free });
            }
        }
    }
    check_all(
        progress,
        mazes,
        |maze| {
            Case(maze.clone())
                .judge_input()
                .trim_end()
                .replace('\n', " / ")
        },
        |maze| (winning_starts(maze), brute_force(maze)),
    )
}

/// One maze of 1 to 4 rows and columns (at most 16 cells), a random share of them blocked.
#[derive(Clone, Debug)]
struct Case(Maze);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = (1 + size as usize / 4).min(4);
        let (rows, cols) = (rng.usize(1..=most), rng.usize(1..=most));
        debug_assert!(rows * cols <= BRUTE_MAX_CELLS);
        let blocked = rng.u32(0..=50);
        let free = (0..rows * cols)
            .map(|_| rng.u32(0..100) >= blocked)
            .collect();
        Case(Maze { rows, cols, free })
    }

    /// A row or a column removed, or a free cell blocked.
    fn shrink(&self) -> Vec<Self> {
        let Maze { rows, cols, free } = &self.0;
        let (rows, cols) = (*rows, *cols);
        let mut out = Vec::new();
        let keep = |skip_row: Option<usize>, skip_col: Option<usize>| {
            let cells = (0..rows * cols)
                .filter(|&i| Some(i / cols) != skip_row && Some(i % cols) != skip_col);
            cells.map(|i| free[i]).collect::<Vec<bool>>()
        };
        if rows > 1 {
            for r in 0..rows {
                out.push(Case(Maze {
                    rows: rows - 1,
                    cols,
                    free: keep(Some(r), None),
                }));
            }
        }
        if cols > 1 {
            for c in 0..cols {
                out.push(Case(Maze {
                    rows,
                    cols: cols - 1,
                    free: keep(None, Some(c)),
                }));
            }
        }
        for i in (0..rows * cols).filter(|&i| free[i]) {
            let mut fewer = self.0.clone();
            fewer.free[i] = false;
            out.push(Case(fewer));
        }
        out
    }

    fn judge_input(&self) -> String {
        let Maze { rows, cols, free } = &self.0;
        let mut text = format!("{rows} {cols}\n");
        for row in free.chunks(*cols) {
            text.extend(row.iter().map(|&f| if f { '.' } else { '#' }));
            text.push('\n');
        }
        text
    }
}

/// The judge's largest mazes: all free (a perfect matching, `LOSE`), 99 × 99 all free (the
/// longest output, 4901 starts), a one-cell-wide corridor snaking through 100 × 100 (one long
/// path: long alternating paths for the matching), and 30 % of the cells blocked at random.
fn worst_cases() -> Vec<WorstCase> {
    let maze = |rows: usize, cols: usize, free: &dyn Fn(usize, usize) -> bool| {
        let mut text = format!("{rows} {cols}\n");
        for r in 0..rows {
            text.extend((0..cols).map(|c| if free(r, c) { '.' } else { '#' }));
            text.push('\n');
        }
        text
    };
    let n = MAX_SIDE;
    // Rows 0, 2, 4, ... open; odd rows open only at the right end (r = 1 mod 4) or the left
    // (r = 3 mod 4).
    let snake =
        |r: usize, c: usize| r % 2 == 0 || (r % 4 == 1 && c == n - 1) || (r % 4 == 3 && c == 0);
    let mut rng = ::study::fastrand::Rng::with_seed(0x4055_4055_4055_4055);
    let walls: Vec<bool> = (0..n * n).map(|_| rng.u32(0..100) >= 30).collect();
    vec![
        WorstCase {
            name: "100 x 100, every cell free",
            input: maze(n, n, &|_, _| true),
        },
        WorstCase {
            name: "99 x 99, every cell free (4901 winning starts)",
            input: maze(n - 1, n - 1, &|_, _| true),
        },
        WorstCase {
            name: "a corridor snaking through 100 x 100",
            input: maze(n, n, &snake),
        },
        WorstCase {
            name: "100 x 100, 30 % blocked at random",
            input: maze(n, n, &|r, c| walls[r * n + c]),
        },
    ]
}
