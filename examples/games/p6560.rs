//! P6560 (a token on a directed graph): the graph is read from `--data FILE`, the judge's own
//! input (`n m q`, then `m` edges `u v`; the rounds after them are not read). A position is
//! the token's vertex; a move pushes it along an edge. `--param end=Y` is a round's end
//! vertex: the player who moves the token onto it wins, so on `Y` the player to move has lost
//! (no move from it). The graph may have cycles: the lab answers Win, Lose or Draw by
//! retrograde analysis, e.g. `lab value examples/games/p6560.rs 1 --data
//! testdata/p6560-passing-of-time/sample-1.in --param end=5`.
use shared::game::engine::{Options, Params};
use std::sync::OnceLock;

pub const PARAMS: &[(&str, u64)] = &[("end", 0)];

/// The successors of each vertex `1..=n` (index 0 unused), parsed once.
fn graph(params: &Params) -> &'static [Vec<u64>] {
    static GRAPH: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    GRAPH.get_or_init(|| {
        let mut numbers = params.data().split_ascii_whitespace().map(|t| {
            t.parse::<u64>()
                .unwrap_or_else(|_| panic!("--data: `{t}` is not a vertex or a count"))
        });
        let mut next = |what: &str| {
            numbers
                .next()
                .unwrap_or_else(|| panic!("--data ends before {what}"))
        };
        let (n, m, _q) = (next("n"), next("m"), next("q"));
        let mut out = vec![Vec::new(); n as usize + 1];
        for _ in 0..m {
            let (u, v) = (next("an edge"), next("an edge"));
            assert!(
                (1..=n).contains(&u) && (1..=n).contains(&v),
                "--data: the edge {u} {v} leaves 1..={n}"
            );
            out[u as usize].push(v);
        }
        out
    })
}

pub fn moves(v: u64, params: &Params, out: &mut Options<u64>) {
    let graph = graph(params);
    if v == params.get("end") || v as usize >= graph.len() {
        return;
    }
    for &w in &graph[v as usize] {
        out.push(w);
    }
}
