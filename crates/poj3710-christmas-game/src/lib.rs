//! # POJ 3710 Christmas Game: Hackenbush on rooted trees with polygons hanging from them
//!
//! `N` rooted graphs (node 1 the root of each): trees with simple polygons hung at single
//! nodes. Sally and Harry alternate, Sally first; a move cuts one edge of any graph, and
//! whatever is no longer connected to its graph's root falls away. Whoever cannot move loses.
//! Print `Sally` or `Harry`.
//!
//! ## Rule
//! The graphs are a disjunctive sum: Sally wins iff the xor of their Grundy values is not 0
//! ([`first_player_wins`]). One graph's value ([`grundy`]):
//! - find the bridges (a DFS that skips only the edge it arrived by, so two parallel edges
//!   form a cycle) and fuse each 2-edge-connected component into one node: its inner edges
//!   become loops there, and each loop is worth 1, so the component is worth the parity of its
//!   inner edges;
//! - on the tree of components left by the bridges, rooted at node 1's, the colon principle:
//!   `g(C) = parity(C) ⊕ XOR over the child components D of (g(D) + 1)`.
//!
//! Why: a rooted tree of edges is worth, at each node, the xor over its children of one more
//! than the child's value (a branch `e + T` played alone is worth `g(T) + 1`: cutting `e` gives
//! 0, and by induction every other value below is reached). The fusion principle (Winning
//! Ways, ch. 7) says the nodes of a cycle may be fused without changing the value of a rooted
//! graph; fusing a whole 2-edge-connected component turns its edges into loops at one node, and
//! a loop is a leaf edge (cutting it removes only itself), so `j` loops are Nim heaps of 1:
//! worth `j mod 2`. For the statement's shape it is the familiar rule: an odd polygon counts as
//! one edge at its hanging node, an even polygon (two parallel edges too) as nothing. Checked
//! directly for one polygon of `L` sides hanging alone: a cut leaves two paths of `a` and `b`
//! edges with `a + b = L − 1`, worth `a ⊕ b`, which has the parity of `a + b`; an odd `L` gives
//! only even values and 0 (at `a = b`), so the mex is 1; an even `L` only odd ones, mex 0.
//!
//! O(m + k) per graph (one iterative DFS, then one pass in reverse preorder), O(total size)
//! per case.
//!
//! ## Input
//! Cases up to the end of the input: `N`, then per graph `m k` and `k` edges `a b` (nodes
//! `1..=m`, numbered anew in each graph). Past the judge's limits the rule stays exact on any
//! multigraph: loops, parallel edges, cycles sharing nodes; up to [`MAX_GRAPHS`] graphs of up
//! to [`MAX_NODES`] nodes and [`MAX_EDGES`] edges. Edges not connected to the root at the start
//! (the judge's graphs are connected) would fall at the first cut: they are dropped at once, by
//! both the rule and the brute force.
//!
//! ## Traps
//! Parallel edges: a DFS that skips the parent *node* misses the 2-cycle they make (`1 2`,
//! `2 1` is `Harry`: an even polygon). A polygon's parity is xor-ed into its node without the
//! `+ 1` that a tree edge adds. Node labels restart in each graph. All graphs of a case are one
//! game; no count of cases. A graph may have no edge.
//!
//! ## Tested
//! [`grundy`] against [`brute_grundy`] (the graph itself searched: a position is the set of
//! edges still attached to the root, a move cuts one and drops what falls, the value the mex;
//! no fusion, no colon principle) on every multigraph on 5 nodes (loops and parallel edges
//! included) with at most 5 edges (15 504 graphs; the [`study`] descriptor's check, which `lab
//! verify -u 7` runs on 170 544); [`solve`] against [`brute_solve`] (its own input loop,
//! [`brute_force`] deciding the whole sum by win/lose search) on random inputs of the
//! statement's shape and on random multigraphs; the sample and the spec's extra cases; CRLF/BOM
//! and bad inputs through [`solve`] in memory; the C++ program on the samples and against the
//! Rust binary by `crates/judge`.
//!
//! The judge's bounds (fewer than 100 graphs of fewer than 100 nodes and 500 edges a case, the
//! number of cases not stated) make a case at most about 50 000 edges, read once and walked
//! twice, all in linear time: reading and the walk take comparable parts, far inside the limit
//! for any sensible number of cases (`lab stress poj3710-christmas-game --worst` times ten
//! cases of the largest graphs, with the C++ program).

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: fewer than 100 graphs a case, fewer than 100 nodes and 500 edges a graph.
pub const MAX_GRAPHS_JUDGE: usize = 99;
/// See [`MAX_GRAPHS_JUDGE`].
pub const MAX_NODES_JUDGE: usize = 99;
/// See [`MAX_GRAPHS_JUDGE`].
pub const MAX_EDGES_JUDGE: usize = 499;
/// The most graphs answered in one case.
pub const MAX_GRAPHS: usize = 100_000;
/// The most nodes answered in one graph.
pub const MAX_NODES: usize = 100_000;
/// The most edges answered in one graph.
pub const MAX_EDGES: usize = 100_000;

/// One rooted graph: nodes `1..=nodes` (node 1 the root) and its edges, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// The number of nodes, at least 1.
    pub nodes: usize,
    /// The edges `(a, b)`, each end in `1..=nodes`; loops and repeats allowed.
    pub edges: Vec<(usize, usize)>,
}

shared::ranged! {
    Graphs: usize = 1..=MAX_GRAPHS, "N";
}

/// Reads the judge's input and writes `Sally` or `Harry` per case.
///
/// # Errors
/// A malformed or truncated input, an empty one, `N`, `m` or `k` past [`MAX_GRAPHS`],
/// [`MAX_NODES`] or [`MAX_EDGES`] (or `N` or `m` of 0), an edge end outside `1..=m`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    for case in 1usize.. {
        input.context(format!("case {case}"));
        input! { from &mut *input, n: Graphs }
        let mut value = 0;
        for g in 1..=n {
            input.context(format!("case {case}, graph {g}"));
            value ^= grundy(&read_graph(input)?);
        }
        writeln!(out, "{}", answer(value != 0))?;
        if input.at_end() {
            break;
        }
    }
    Ok(())
}

/// One graph: `m k`, then `k` edges.
fn read_graph(input: &mut Input) -> Result<Graph, InputError> {
    let nodes = input.read("m", 1..=MAX_NODES)?;
    let k = input.read("k", 0..=MAX_EDGES)?;
    let ends = input.read_many("edge end", 2 * k, 1..=nodes)?;
    let edges = ends.chunks(2).map(|e| (e[0], e[1])).collect();
    Ok(Graph { nodes, edges })
}

/// The judge's word for the winner: `Sally` (who moves first) or `Harry`.
pub fn answer(sally_wins: bool) -> &'static str {
    if sally_wins {
        "Sally"
    } else {
        "Harry"
    }
}

/// The Grundy value of one rooted graph (the rule in the crate documentation): bridges, the
/// parity of each 2-edge-connected component, the colon principle on the tree of components.
/// Edges not connected to the root count for nothing.
///
/// # Constraints
/// `graph.nodes >= 1`, every edge end in `1..=graph.nodes`.
///
/// # Complexity
/// O(nodes + edges) time and memory; no recursion.
pub fn grundy(graph: &Graph) -> u64 {
    const NONE: usize = usize::MAX;
    let m = graph.nodes;
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); m + 1];
    for (id, &(a, b)) in graph.edges.iter().enumerate() {
        adjacent[a].push((b, id));
        if a != b {
            adjacent[b].push((a, id));
        }
    }
    // The DFS from the root: preorder numbers, low links, the tree edge into each node.
    let mut order = vec![NONE; m + 1];
    let mut low = vec![0; m + 1];
    let mut parent = vec![(NONE, NONE); m + 1]; // (node, edge id)
    let mut bridge = vec![false; graph.edges.len()];
    let mut preorder = vec![1];
    order[1] = 0;
    let mut stack = vec![(1usize, 0usize)]; // (node, next adjacency index)
    while let Some(top) = stack.last_mut() {
        let v = top.0;
        if let Some(&(w, id)) = adjacent[v].get(top.1) {
            top.1 += 1;
            if id == parent[v].1 {
                continue;
            }
            if order[w] == NONE {
                order[w] = preorder.len();
                low[w] = order[w];
                parent[w] = (v, id);
                preorder.push(w);
                stack.push((w, 0));
            } else {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            let (u, id) = parent[v];
            if u != NONE {
                low[u] = low[u].min(low[v]);
                bridge[id] = low[v] > order[u];
            }
        }
    }
    // Components: a node joins its DFS parent's unless it came by a bridge. Each starts
    // with the parity of its inner edges.
    let mut component = vec![NONE; m + 1];
    let mut value: Vec<u64> = Vec::new();
    for &v in &preorder {
        let (u, id) = parent[v];
        component[v] = if u == NONE || bridge[id] {
            value.push(0);
            value.len() - 1
        } else {
            component[u]
        };
    }
    for (id, &(a, _)) in graph.edges.iter().enumerate() {
        if component[a] != NONE && !bridge[id] {
            value[component[a]] ^= 1;
        }
    }
    // The colon principle, deepest first: every component below a bridge is complete
    // before the bridge into it is seen.
    for &v in preorder.iter().rev() {
        let (u, id) = parent[v];
        if u != NONE && bridge[id] {
            value[component[u]] ^= value[component[v]] + 1;
        }
    }
    value[0]
}

/// Whether Sally, moving first, wins on these graphs: the xor of their [`grundy`] values is not
/// 0.
///
/// # Complexity
/// O(total nodes + edges).
pub fn first_player_wins(graphs: &[Graph]) -> bool {
    graphs.iter().fold(0, |x, g| x ^ grundy(g)) != 0
}

/// The graphs of a case as one edge list for the brute force: the nodes of graph `i` shifted
/// past those of the graphs before it, and each graph's root.
#[derive(Clone, Debug)]
pub struct Forest {
    nodes: usize,
    roots: Vec<usize>,
    edges: Vec<(usize, usize)>,
}

/// The most edges in a case the brute force takes (a position is a bit set of them).
pub const BRUTE_MAX_EDGES: usize = 18;

impl Forest {
    /// The graphs side by side.
    ///
    /// # Panics
    /// With more than [`BRUTE_MAX_EDGES`] edges in all.
    pub fn new(graphs: &[Graph]) -> Forest {
        let mut forest = Forest {
            nodes: 0,
            roots: Vec::new(),
            edges: Vec::new(),
        };
        for graph in graphs {
            let base = forest.nodes;
            forest.roots.push(base + 1);
            let shifted = graph.edges.iter().map(|&(a, b)| (base + a, base + b));
            forest.edges.extend(shifted);
            forest.nodes += graph.nodes;
        }
        assert!(forest.edges.len() <= BRUTE_MAX_EDGES, "too many edges");
        forest
    }

    /// The edges of `edges` (a bit set) still connected to a root through edges of the set:
    /// what is left after the rest falls.
    pub fn attached(&self, edges: u32) -> u32 {
        let mut reached = vec![false; self.nodes + 1];
        for &r in &self.roots {
            reached[r] = true;
        }
        let mut kept = 0u32;
        // Grow until no edge of the set joins a reached node to a new one.
        loop {
            let before = kept;
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if edges >> i & 1 == 1 && (reached[a] || reached[b]) {
                    reached[a] = true;
                    reached[b] = true;
                    kept |= 1 << i;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Every edge, as a bit set.
    pub fn all(&self) -> u32 {
        ((1u64 << self.edges.len()) - 1) as u32
    }

    /// The positions one cut from `edges` (an attached set): each edge removed, what falls
    /// dropped.
    pub fn cuts(&self, edges: u32) -> Vec<u32> {
        let mut next: Vec<u32> = (0..self.edges.len())
            .filter(|&i| edges >> i & 1 == 1)
            .map(|i| self.attached(edges & !(1 << i)))
            .collect();
        next.sort_unstable();
        next.dedup();
        next
    }

    /// The game tree of this forest's positions, solved from the rules by
    /// [`GameTree`] (no fusion, no colon principle).
    pub fn game(&self) -> GameTree<u32, impl FnMut(&u32) -> Vec<u32> + '_> {
        GameTree::new(move |&edges: &u32| self.cuts(edges))
    }
}

/// The Grundy value of one graph from the rules alone: the mex over its cuts, searched on the
/// graph's own edge sets.
///
/// # Constraints
/// At most [`BRUTE_MAX_EDGES`] edges (about 12 to be quick).
///
/// # Complexity
/// O(2^edges · edges^2) at worst.
pub fn brute_grundy(graph: &Graph) -> u32 {
    let forest = Forest::new(std::slice::from_ref(graph));
    let start = forest.attached(forest.all());
    let mut game = forest.game();
    game.grundy(&start)
}

/// Whether Sally wins on these graphs, by win/lose search on the whole sum (every edge of every
/// graph in one bit set, no Sprague–Grundy).
///
/// # Constraints
/// At most [`BRUTE_MAX_EDGES`] edges in all.
pub fn brute_force(graphs: &[Graph]) -> bool {
    let forest = Forest::new(graphs);
    let start = forest.attached(forest.all());
    let mut game = forest.game();
    game.wins(&start)
}

/// The most nodes of a graph [`brute_solve`] takes.
pub const BRUTE_MAX_NODES: usize = 40;

/// The judge's input answered by [`brute_force`], with its own input loop.
///
/// # Errors
/// A malformed or truncated input, more than [`BRUTE_MAX_EDGES`] edges in a case, more than
/// [`BRUTE_MAX_NODES`] nodes in a graph.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    while input.tokens_left() > 0 {
        let n: usize = input.read("N", 1..=BRUTE_MAX_EDGES)?;
        let mut graphs = Vec::new();
        let mut total = 0;
        for _ in 0..n {
            let nodes: usize = input.read("m", 1..=BRUTE_MAX_NODES)?;
            let k: usize = input.read("k", 0..=BRUTE_MAX_EDGES - total)?;
            total += k;
            let mut edges = Vec::new();
            for _ in 0..k {
                let a = input.read("a", 1..=nodes)?;
                let b = input.read("b", 1..=nodes)?;
                edges.push((a, b));
            }
            graphs.push(Graph { nodes, edges });
        }
        let sally = brute_force(&graphs);
        writeln!(out, "{}", if sally { "Sally" } else { "Harry" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    fn graph(nodes: usize, edges: &[(usize, usize)]) -> Graph {
        Graph {
            nodes,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn grundy_equals_the_search_on_every_multigraph_of_5_edges_on_5_nodes() {
        let verdict = study::game().verify_with(&[], 5);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn random_inputs_agree_with_the_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Eof, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn polygons_and_the_spec_cases() {
        // A polygon of L sides hanging from the root is worth L mod 2; on a stalk, one more.
        for sides in 2..=9 {
            let mut edges: Vec<(usize, usize)> = (1..sides).map(|i| (i, i + 1)).collect();
            edges.push((sides, 1));
            let alone = graph(sides, &edges);
            assert_eq!(grundy(&alone), sides as u64 % 2, "{sides} sides");
            if sides <= 8 {
                assert_eq!(u64::from(brute_grundy(&alone)), sides as u64 % 2);
            }
            let mut stalk: Vec<(usize, usize)> = vec![(1, 2)];
            stalk.extend(edges.iter().map(|&(a, b)| (a + 1, b + 1)));
            let hung = graph(sides + 1, &stalk);
            assert_eq!(
                grundy(&hung),
                1 + sides as u64 % 2,
                "{sides} sides on a stalk"
            );
        }
        let sample = [
            graph(2, &[(1, 2)]),
            graph(4, &[(1, 2), (2, 3), (2, 4), (3, 4)]),
        ];
        assert_eq!(grundy(&sample[1]), 2);
        assert!(first_player_wins(&sample) && brute_force(&sample));
        // Parallel edges are an even polygon; a loop is a leaf edge.
        assert_eq!(grundy(&graph(2, &[(1, 2), (2, 1)])), 0);
        assert_eq!(grundy(&graph(3, &[(1, 2), (2, 3), (3, 2)])), 1);
        assert_eq!(grundy(&graph(1, &[(1, 1)])), 1);
        assert_eq!(grundy(&graph(1, &[])), 0);
        // Edges off the root fall at the start.
        assert_eq!(grundy(&graph(4, &[(2, 3), (3, 4)])), 0);
        assert_eq!(brute_grundy(&graph(4, &[(2, 3), (3, 4)])), 0);
        let spec = graph(
            9,
            &[
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 5),
                (5, 6),
                (6, 2),
                (1, 7),
                (7, 8),
                (8, 1),
                (2, 9),
            ],
        );
        assert!(!first_player_wins(std::slice::from_ref(&spec)));
        assert!(!brute_force(&[spec]));
    }

    #[test]
    fn deep_graphs_need_no_recursion() {
        // A path of 10^5 edges, and the same with a loop at every node.
        let path: Vec<(usize, usize)> = (1..MAX_NODES).map(|i| (i, i + 1)).collect();
        assert_eq!(grundy(&graph(MAX_NODES, &path)), (MAX_NODES - 1) as u64);
        let mut looped = path[..MAX_EDGES / 2].to_vec();
        looped.extend((2..=MAX_EDGES / 2 + 1).map(|i| (i, i)));
        // The top edge carries a branch of value 1 + 1 (a loop) + ... : by the colon
        // principle the value at node i is 1 ⊕ (value at i + 1 plus 1), ending in 1.
        let mut expected = 1u64; // the deepest node: its loop
        for _ in 1..MAX_EDGES / 2 {
            expected = 1 ^ (expected + 1);
        }
        assert_eq!(grundy(&graph(MAX_NODES, &looped)), expected + 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1\n2 1\n1 3\n"),
            "case 1, graph 1: edge end 2: expected an integer in 1..=2, found 3"
        );
        assert_eq!(
            error("1\n0 0\n"),
            "case 1, graph 1: m: expected an integer in 1..=100000, found 0"
        );
        assert_eq!(
            error("1\n1 0\n0\n"),
            "case 2: N: expected an integer in 1..=100000, found 0 (token 4, line 3)"
        );
        assert_eq!(run_str(solve, "2\n1 0\n1 1\n1 1\n").unwrap(), "Sally\n");
    }
}
