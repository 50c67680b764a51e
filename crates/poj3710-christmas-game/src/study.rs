//! What the game lab knows of POJ 3710: the check of [`grundy`] against the search on the
//! graph itself, random inputs through [`solve`](crate::solve) and
//! [`brute_solve`](crate::brute_solve), worst cases. A position is a graph, not one to four
//! numbers: no table, grid or moves for `lab value`.

use crate::{brute_grundy, grundy, Graph, BRUTE_MAX_EDGES};
use crate::{MAX_EDGES_JUDGE, MAX_GRAPHS_JUDGE, MAX_NODES_JUDGE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, stress, Stress};
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
            inputs: "every multigraph on 5 nodes (loops and parallel edges too) with at most N \
                     edges (its Grundy value, searched on the graph)",
            default_upto: 5,
            max_upto: 7,
        },
        grid: None,
        moves: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Eof, "n graphs[n](m k:0..=100000 edges[k](a b))")])),
    }
}

/// The nodes of the graphs [`verify`] enumerates.
const VERIFY_NODES: usize = 5;

/// Every multiset of at most `most` edges `(a, b)`, `a <= b`, on nodes `1..=nodes`.
fn multigraphs(nodes: usize, most: usize) -> Vec<Graph> {
    let kinds: Vec<(usize, usize)> = (1..=nodes)
        .flat_map(|a| (a..=nodes).map(move |b| (a, b)))
        .collect();
    let mut out = vec![Graph {
        nodes,
        edges: Vec::new(),
    }];
    // Grow each graph by an edge of a kind no earlier than its last: each multiset once.
    let mut frontier: Vec<(Graph, usize)> = vec![(out[0].clone(), 0)];
    for _ in 0..most {
        let mut next = Vec::new();
        for (graph, from) in &frontier {
            for (kind, &edge) in kinds.iter().enumerate().skip(*from) {
                let mut bigger = graph.clone();
                bigger.edges.push(edge);
                out.push(bigger.clone());
                next.push((bigger, kind));
            }
        }
        frontier = next;
    }
    out
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    check_all(
        progress,
        multigraphs(VERIFY_NODES, upto),
        |graph| format!("edges {:?}", graph.edges),
        |graph| (grundy(graph), u64::from(brute_grundy(graph))),
    )
}

/// One or two cases of one to three graphs, at most 14 edges a case: random trees with up to
/// two polygons of 2 to 5 sides hung at their nodes (the statement's shape), now and then with
/// extra random edges (loops, parallel edges, cycles sharing nodes); labels other than the
/// root's and the order of edges and of their ends shuffled.
#[derive(Clone, Debug)]
struct Case(Vec<Vec<Graph>>);

/// The most edges of a random case: a few below [`BRUTE_MAX_EDGES`], for a quick search.
const CASE_EDGES: usize = 14;

fn random_graph(rng: &mut ::study::fastrand::Rng, budget: usize) -> Graph {
    let mut nodes = rng.usize(1..=4.min(budget + 1));
    let mut edges: Vec<(usize, usize)> = (2..=nodes).map(|v| (rng.usize(1..v), v)).collect();
    for _ in 0..rng.usize(0..=2) {
        let sides = rng.usize(2..=5);
        if edges.len() + sides > budget {
            break;
        }
        let at = rng.usize(1..=nodes);
        let mut previous = at;
        for _ in 1..sides {
            nodes += 1;
            edges.push((previous, nodes));
            previous = nodes;
        }
        edges.push((previous, at));
    }
    if rng.u8(..4) == 0 {
        for _ in 0..rng.usize(1..=3) {
            if edges.len() < budget {
                edges.push((rng.usize(1..=nodes), rng.usize(1..=nodes)));
            }
        }
    }
    // Shuffle the labels 2..=nodes, the edges and their ends.
    let mut label: Vec<usize> = (0..=nodes).collect();
    rng.shuffle(&mut label[2..]);
    let mut edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (label[a], label[b]);
            if rng.bool() {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    Graph { nodes, edges }
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let budget = (4 + size as usize).min(CASE_EDGES);
        let cases = (0..rng.usize(1..=2))
            .map(|_| {
                let mut left = budget;
                (0..rng.usize(1..=3))
                    .map(|_| {
                        let graph = random_graph(rng, left);
                        left -= graph.edges.len();
                        graph
                    })
                    .collect()
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        let fewer_edges = |graph: &Graph| {
            smaller_cases(&graph.edges, 0, |_| Vec::new())
                .into_iter()
                .map(|edges| Graph {
                    nodes: graph.nodes,
                    edges,
                })
                .collect()
        };
        let graphs = |graphs: &Vec<Graph>| smaller_cases(graphs, 1, fewer_edges);
        smaller_cases(&self.0, 1, graphs)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        self.0.iter().map(|graphs| case_input(graphs)).collect()
    }
}

/// One case in the judge's layout.
fn case_input(graphs: &[Graph]) -> String {
    let mut text = format!("{}\n", graphs.len());
    for graph in graphs {
        text += &format!("{} {}\n", graph.nodes, graph.edges.len());
        for (a, b) in &graph.edges {
            text += &format!("{a} {b}\n");
        }
    }
    text
}

/// The judge's largest graphs, 99 to a case, in 10 cases (the number of cases is not stated):
/// a path of 98 edges (the deepest walk) with 401 parallel edges doubling its edges; and
/// triangles hung along a path (a cactus of 99 nodes, 147 edges) with the rest of the 499
/// edges as loops.
fn worst_cases() -> Vec<WorstCase> {
    const CASES: usize = 10;
    let n = MAX_NODES_JUDGE;
    let path: Vec<(usize, usize)> = (1..n).map(|i| (i, i + 1)).collect();
    let mut doubled = path.clone();
    doubled.extend(path.iter().cycle().take(MAX_EDGES_JUDGE - path.len()));
    let mut cactus: Vec<(usize, usize)> = Vec::new();
    for top in (1..n - 1).step_by(2) {
        cactus.extend([(top, top + 1), (top + 1, top + 2), (top + 2, top)]);
    }
    let loops = (1..=n).cycle().map(|v| (v, v));
    cactus.extend(loops.take(MAX_EDGES_JUDGE - cactus.len()));
    let repeat = |edges: Vec<(usize, usize)>| {
        let graphs = vec![Graph { nodes: n, edges }; MAX_GRAPHS_JUDGE];
        case_input(&graphs).repeat(CASES)
    };
    vec![
        WorstCase {
            name: "10 cases of 99 paths of 98 edges, doubled by 401 parallel edges",
            input: repeat(doubled),
        },
        WorstCase {
            name: "10 cases of 99 triangle cacti of 99 nodes with loops up to 499 edges",
            input: repeat(cactus),
        },
    ]
}

/// [`BRUTE_MAX_EDGES`] bounds the random cases.
const _: () = assert!(CASE_EDGES <= BRUTE_MAX_EDGES);
