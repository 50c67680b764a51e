//! POJ 3710 (Green Hackenbush on graphs with cycles, grounded at node 1): the graphs are read
//! from `--data FILE`, the judge's own input (cases up to the end: `N`, then per graph `m k`
//! and `k` edges `a b`); `--param case=K --param graph=G` picks one graph. A position is the
//! set of edges gone, as a bit set, so the whole graph is `0`; a case is the sum of its graphs,
//! Sally moving first and winning when the XOR of their values is not 0. The fusion
//! principle (the crate's rule) gives the same values.
use shared::game::engine::{Options, Params};
use shared::game::hackenbush::Hackenbush;
use std::sync::OnceLock;

pub const PARAMS: &[(&str, u64)] = &[("case", 1), ("graph", 1)];

/// The chosen graph, parsed once.
fn graph(params: &Params) -> &'static Hackenbush {
    static GRAPH: OnceLock<Hackenbush> = OnceLock::new();
    GRAPH.get_or_init(|| {
        let mut numbers = params.data().split_ascii_whitespace().map(|t| {
            t.parse::<usize>()
                .unwrap_or_else(|_| panic!("--data: `{t}` is not a count or a node"))
        });
        let mut next = || numbers.next().expect("--data ends before the graph asked for");
        let (case, wanted) = (params.get("case") as usize, params.get("graph") as usize);
        for c in 1.. {
            let graphs = next();
            for g in 1..=graphs {
                let (m, k) = (next(), next());
                let edges: Vec<(usize, usize)> = (0..k).map(|_| (next() - 1, next() - 1)).collect();
                if (c, g) == (case, wanted) {
                    return Hackenbush::new(m, 0, &edges);
                }
            }
        }
        unreachable!("the loop ends at the graph or at the data's end")
    })
}

pub fn moves(gone: u64, params: &Params, out: &mut Options<u64>) {
    for option in graph(params).options(gone) {
        out.push(option);
    }
}
