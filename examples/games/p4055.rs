//! P4055 (a token on a maze, never back to a visited cell): the maze is read from `--data
//! FILE`, the judge's own input (`N M`, then `N` rows of `.` free and `#` blocked), of at most
//! 64 cells. A position is two numbers: the token's cell `r · M + c` (from 0) and the cells
//! visited before it, as a bit set (the token's own cell counts as visited too). A move slides
//! the token to an adjacent free cell never visited. After AA puts the token on `s`, YY moves
//! from `(s, 0)`: AA wins from the starts where that position is lost (Grundy value 0), e.g.
//! `lab table examples/games/p4055.rs --fix b=0 --upto 8 --data
//! testdata/p4055-jsoi2009-grid-game/sample-1.in`.
use shared::game::engine::{Options, Params};
use std::sync::OnceLock;

/// The maze: its width and whether each cell is free, parsed once.
fn maze(params: &Params) -> &'static (usize, Vec<bool>) {
    static MAZE: OnceLock<(usize, Vec<bool>)> = OnceLock::new();
    MAZE.get_or_init(|| {
        let mut tokens = params.data().split_ascii_whitespace();
        let mut number = || -> usize {
            let t = tokens.next().expect("--data ends before N and M");
            t.parse().unwrap_or_else(|_| panic!("--data: `{t}` is not N or M"))
        };
        let (n, m) = (number(), number());
        assert!(n * m <= 64, "--data: a maze of {n} × {m} cells, more than 64");
        let mut free = Vec::with_capacity(n * m);
        for r in 0..n {
            let row = tokens.next().unwrap_or_else(|| panic!("--data ends before row {}", r + 1));
            assert_eq!(row.len(), m, "--data: row {} is not {m} cells", r + 1);
            free.extend(row.bytes().map(|b| b == b'.'));
        }
        (m, free)
    })
}

pub fn moves((cell, visited): (u64, u64), params: &Params, out: &mut Options<(u64, u64)>) {
    let (m, free) = maze(params);
    let v = cell as usize;
    if v >= free.len() || !free[v] {
        return;
    }
    let seen = visited | 1 << v;
    let (r, c) = (v / m, v % m);
    let mut step = |w: usize| {
        if free[w] && seen >> w & 1 == 0 {
            out.push((w as u64, seen));
        }
    };
    if r > 0 {
        step(v - m);
    }
    if v + m < free.len() {
        step(v + m);
    }
    if c > 0 {
        step(v - 1);
    }
    if c + 1 < *m {
        step(v + 1);
    }
}
