//! HDU 3094 (Green Hackenbush on a rooted tree): the tree is read from `--data FILE`, the
//! judge's own input (`T`, then per case `N` and `N - 1` edges `I J`, rooted at vertex 1);
//! `--param case=K` picks the case. A position is the set of edges gone, as a bit set (edge
//! `i` of the case is bit `i`), so the whole tree is `0`: `lab value examples/games/hdu3094.rs 0
//! --data testdata/hdu3094-tree-game/sample-1.in --param case=2`. Alice moves first and wins
//! when the value is not 0; the colon principle (the crate's rule) gives the same values.
use shared::game::engine::{Options, Params};
use shared::game::hackenbush::Hackenbush;
use std::sync::OnceLock;

pub const PARAMS: &[(&str, u64)] = &[("case", 1)];

/// The tree of the chosen case, parsed once.
fn tree(params: &Params) -> &'static Hackenbush {
    static TREE: OnceLock<Hackenbush> = OnceLock::new();
    TREE.get_or_init(|| {
        let mut numbers = params.data().split_ascii_whitespace().map(|t| {
            t.parse::<usize>()
                .unwrap_or_else(|_| panic!("--data: `{t}` is not a count or a vertex"))
        });
        let mut next = || numbers.next().expect("--data ends inside a case");
        let (cases, wanted) = (next(), params.get("case") as usize);
        assert!((1..=cases).contains(&wanted), "--param case={wanted}: the data has {cases} cases");
        for case in 1..=cases {
            let n = next();
            let edges: Vec<(usize, usize)> = (1..n).map(|_| (next() - 1, next() - 1)).collect();
            if case == wanted {
                return Hackenbush::new(n, 0, &edges);
            }
        }
        unreachable!("the case was found")
    })
}

pub fn moves(gone: u64, params: &Params, out: &mut Options<u64>) {
    for option in tree(params).options(gone) {
        out.push(option);
    }
}
