//! # P4055 \[JSOI2009\] 游戏: a token on a maze, never back to a visited cell
//!
//! An `N × M` maze of free (`.`) and blocked (`#`) cells. AA puts a token on a free cell; then
//! YY and AA alternately, YY first, slide it to an edge-adjacent free cell it has never
//! occupied (the start counts as occupied). The player who cannot move loses. List the starts
//! from which AA wins (the statement is in `README.md`).
//!
//! ## Rule
//! The free cells and their adjacencies form a bipartite graph (colour a cell by the parity of
//! `r + c`), and the game is undirected vertex geography on it: the player to move from the
//! occupied cell `v` wins iff every maximum matching covers `v`.
//!
//! - If every maximum matching covers `v`, fix one, `M`, and always answer along `M`. Were the
//!   opponent ever to enter a cell `w` that `M` leaves free, the moves played (from `v`, along
//!   `M`, then not, and so on, ending at `w`) would be an even alternating path from `v`, and
//!   flipping it would give a maximum matching without `v`. So `w` is matched, and its mate
//!   is unvisited (the visited cells other than `v` were entered in matched pairs): the mover
//!   always has a reply and wins.
//! - If some maximum matching `M` leaves `v` free, every cell `u` the mover enters is covered
//!   by `M` (else `M + (v, u)` would be larger; later, a free cell would end an augmenting path
//!   from `v`), and the opponent answers with `M(u)`, unvisited by the same pairing: the
//!   opponent always has a reply.
//!
//! YY moves first from the start, so AA wins exactly from the cells some maximum matching
//! leaves free: the free cells of one maximum matching and those reached from them by even
//! alternating paths ([`shared::matching`] finds both: Hopcroft–Karp, then one search).
//!
//! The matching sets the time: O(E · √V) with V <= 10^4 cells and E < 2 · 10^4 adjacencies,
//! then O(V + E); reading is 100 rows of 100 bytes.
//!
//! ## Input
//! `N M`, then `N` rows of `M` characters `.` or `#`, whitespace-separated (so CRLF and
//! trailing spaces are fine). Past the judge's limits: nothing; `N` and `M` are refused
//! outside `1..=`[`MAX_SIDE`], a row of another length or with another character is refused
//! naming it.
//!
//! ## Traps
//! The answer is the cells *not* covered by every maximum matching (AA is the second player
//! to move); the covered-by-all cells are the first mover's answer. An isolated free cell wins
//! (YY cannot move); it is free in every matching. Blocked cells are never starts. The output
//! is row-major, 1-based, `r c`; with no winning start only `LOSE`. A recursive augmenting
//! search could go 5000 cells deep: the matching's search keeps its own stack.
//!
//! ## Tested
//! [`winning_starts`] against [`brute_force`], which plays the token game itself (the current
//! cell and the set of visited cells, searched exhaustively, no matching) from every start, on
//! every maze of every shape of up to 10 cells (2^cells mazes per shape; the [`study`]
//! descriptor's check, which `lab verify` runs too, up to 14); random mazes of up to 4 × 4
//! through [`solve`] and [`brute_solve`] (its own input loop); the sample and the spec's extra
//! cases (`testdata/`), the full 100 × 100 and 99 × 99 mazes, bad inputs through [`solve`] in
//! memory. The matching itself is tested in `shared` against every subset of edges of small
//! graphs.

use proconio::input;
use shared::game::Memo;
use shared::input::{Input, InputError};
use shared::matching::maximum_matching;
use std::io::Write;

pub mod study;

/// The most rows and columns (the judge's limit, also the largest answered).
pub const MAX_SIDE: usize = 100;

/// A maze: `free[r * cols + c]` is true when the cell at row `r`, column `c` (from 0) is `.`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maze {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// Row-major: true for a free cell.
    pub free: Vec<bool>,
}

impl Maze {
    /// The free cells edge-adjacent to cell `cell` (row-major index).
    fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let up = (r > 0).then(|| cell - self.cols);
        let down = (r + 1 < self.rows).then(|| cell + self.cols);
        let left = (c > 0).then(|| cell - 1);
        let right = (c + 1 < self.cols).then(|| cell + 1);
        [up, down, left, right]
            .into_iter()
            .flatten()
            .filter(move |&n| self.free[n])
    }
}

/// Reads the maze: `rows` rows of `cols` characters `.` or `#`, each one token.
fn read_maze(input: &mut Input, rows: usize, cols: usize) -> Result<Maze, InputError> {
    let mut free = Vec::with_capacity(rows * cols);
    for r in 1..=rows {
        let row = input.read_word(&format!("row {r}"))?;
        if row.len() != cols || !row.bytes().all(|b| b == b'.' || b == b'#') {
            let shown: String = row.chars().take(20).collect();
            return Err(InputError::new(format!(
                "row {r}: expected {cols} characters `.` or `#`, found {shown:?}"
            )));
        }
        free.extend(row.bytes().map(|b| b == b'.'));
    }
    Ok(Maze { rows, cols, free })
}

shared::ranged! {
    Rows: usize = 1..=MAX_SIDE, "N";
    Columns: usize = 1..=MAX_SIDE, "M";
}

/// Reads the judge's input and writes `WIN` and the winning starts, or `LOSE`.
///
/// # Errors
/// A malformed or truncated input, `N` or `M` outside `1..=MAX_SIDE`, a row of another length
/// or with a character other than `.` and `#`, a token after the rows.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, rows: Rows, cols: Columns }
    let maze = read_maze(input, rows, cols)?;
    let starts = winning_starts(&maze);
    if starts.is_empty() {
        writeln!(out, "LOSE")?;
    } else {
        let mut text = String::from("WIN\n");
        for (r, c) in starts {
            text += &format!("{} {}\n", r + 1, c + 1);
        }
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

/// The starts from which AA (the second to move) wins, as `(row, column)` from 0 in row-major
/// order: the free cells that some maximum matching of the maze's adjacency graph leaves free.
///
/// # Constraints
/// `maze.free.len() == rows · cols`.
///
/// # Complexity
/// O(E · √V) for V free cells and E adjacencies (Hopcroft–Karp), O(rows · cols) memory.
pub fn winning_starts(maze: &Maze) -> Vec<(usize, usize)> {
    let cells = maze.rows * maze.cols;
    let even = |cell: usize| (cell / maze.cols + cell % maze.cols) % 2 == 0;
    // Each free cell's number on its side: even cells on the left, odd ones on the right.
    let mut number = vec![0usize; cells];
    let (mut left, mut right) = (0, 0);
    for cell in (0..cells).filter(|&cell| maze.free[cell]) {
        let side = if even(cell) { &mut left } else { &mut right };
        number[cell] = *side;
        *side += 1;
    }
    let mut adjacent = vec![Vec::new(); left];
    for cell in (0..cells).filter(|&cell| maze.free[cell] && even(cell)) {
        adjacent[number[cell]].extend(maze.neighbours(cell).map(|n| number[n]));
    }
    let matching = maximum_matching(right, &adjacent);
    let (free_left, free_right) = matching.sometimes_free(&adjacent);
    (0..cells)
        .filter(|&cell| {
            maze.free[cell]
                && if even(cell) {
                    free_left[number[cell]]
                } else {
                    free_right[number[cell]]
                }
        })
        .map(|cell| (cell / maze.cols, cell % maze.cols))
        .collect()
}

/// Whether the player to move wins with the token on `cell` and the cells of `visited`
/// (a bit per cell index) occupied, by memoised search: won iff some unvisited free
/// neighbour is a lost position for the opponent.
fn mover_wins(memo: &mut Memo<(usize, u64), bool>, maze: &Maze, cell: usize, visited: u64) -> bool {
    memo.get((cell, visited), |memo| {
        maze.neighbours(cell)
            .filter(|&n| visited >> n & 1 == 0)
            .any(|n| !mover_wins(memo, maze, n, visited | 1 << n))
    })
}

/// The winning starts from the rules alone: for each free start `s`, YY moves first from
/// `s` (occupied) and AA wins iff YY, to move, loses; the token game searched over (cell,
/// visited cells), no matching.
///
/// # Constraints
/// At most 64 cells in all (a bit each), and few free ones: about 16.
///
/// # Complexity
/// Exponential: every self-avoiding walk's (cell, visited set) once.
///
/// # Panics
/// On a maze of more than 64 cells.
pub fn brute_force(maze: &Maze) -> Vec<(usize, usize)> {
    let cells = maze.rows * maze.cols;
    assert!(cells <= 64, "the brute force takes at most 64 cells");
    let mut memo = Memo::new();
    (0..cells)
        .filter(|&s| maze.free[s] && !mover_wins(&mut memo, maze, s, 1 << s))
        .map(|s| (s / maze.cols, s % maze.cols))
        .collect()
}

/// The most cells (free or not) [`brute_solve`] answers.
pub const BRUTE_MAX_CELLS: usize = 16;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// the maze, [`brute_force`], its own printing (`WIN` and `r c` lines, or `LOSE`).
///
/// # Errors
/// A malformed input, more than [`BRUTE_MAX_CELLS`] cells, a bad row.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let rows: usize = input.read("N", 1..=BRUTE_MAX_CELLS)?;
    let cols: usize = input.read("M", 1..=BRUTE_MAX_CELLS / rows)?;
    let mut free = Vec::new();
    for r in 1..=rows {
        let row = input.read_word(&format!("row {r}"))?;
        if row.len() != cols {
            return Err(InputError::new(format!("row {r}: length")));
        }
        for b in row.bytes() {
            match b {
                b'.' => free.push(true),
                b'#' => free.push(false),
                _ => return Err(InputError::new(format!("row {r}: {b}"))),
            }
        }
    }
    let starts = brute_force(&Maze { rows, cols, free });
    match starts.len() {
        0 => writeln!(out, "LOSE")?,
        _ => {
            writeln!(out, "WIN")?;
            for (r, c) in starts {
                writeln!(out, "{} {}", r + 1, c + 1)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_on_every_maze_of_up_to_10_cells() {
        let verdict = study::game().verify_with(&[], 10);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(200, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Single, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    fn open(rows: usize, cols: usize) -> String {
        format!(
            "{rows} {cols}\n{}",
            format!("{}\n", ".".repeat(cols)).repeat(rows)
        )
    }

    #[test]
    fn the_full_mazes() {
        assert_eq!(run_str(solve, &open(100, 100)).unwrap(), "LOSE\n");
        let mut expected = String::from("WIN\n");
        for r in 1..=99 {
            for c in (1..=99).filter(|c| (r + c) % 2 == 0) {
                expected += &format!("{r} {c}\n");
            }
        }
        let got = run_str(solve, &open(99, 99)).unwrap();
        assert_eq!(got.lines().count(), 4902);
        assert_eq!(got, expected);
    }

    #[test]
    fn bad_mazes_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0 3\n"),
            "N: expected an integer in 1..=100, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("2 101\n"),
            "M: expected an integer in 1..=100, found 101 (token 2, line 1)"
        );
        assert_eq!(
            error("2 3\n...\n..\n"),
            "row 2: expected 3 characters `.` or `#`, found \"..\""
        );
        assert_eq!(
            error("2 3\n...\n.x.\n"),
            "row 2: expected 3 characters `.` or `#`, found \".x.\""
        );
        assert_eq!(
            error("2 3\n...\n"),
            "row 2: expected a word, found the end of the input"
        );
        // No free cell at all: nobody can start, AA has no winning start.
        assert_eq!(run_str(solve, "1 2\n##\n").unwrap(), "LOSE\n");
    }
}
