//! What the game lab knows of HDU 3094: the Grundy values of the paths from the search over
//! trees, the check of the colon principle against that search on every small rooted tree,
//! random and worst-case judge inputs. A position is a rooted tree, not one to four numbers,
//! so the lab's engine has no moves for it (`moves: None`): sums, misère play and the other
//! engine views are not offered.

use crate::{encode, root_value, search, Encoding, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, stress, Stress};
use ::study::{check_all, Game, ParamValues, Progress, TableFn, TableSpec, Verdict};
use ::study::{VerifySpec, WorstCase};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(path_values),
            position: "n: a path of n edges hanging from the root (searched)",
            max_upto: 300,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every rooted tree with at most N edges (its Grundy value)",
            default_upto: 8,
            max_upto: 12,
        },
        grid: None,
        moves: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n edges[n-1](i j)")])),
    }
}

/// The encoding of a path of `n` edges from the root.
fn path(n: usize) -> Encoding {
    format!("{}{}", "(".repeat(n + 1), ")".repeat(n + 1))
}

fn path_values(_: &ParamValues, upto: usize) -> Vec<u32> {
    let mut game = search();
    (0..=upto).map(|n| game.grundy(&path(n))).collect()
}

/// Every tree one leaf larger than `tree`: a new leaf under the root or inside a child.
fn with_a_leaf(tree: &str) -> Vec<Encoding> {
    let kids = crate::children(tree);
    let mut out = Vec::new();
    let mut under_root = kids.clone();
    under_root.push("()");
    out.push(encode(under_root));
    for i in 0..kids.len() {
        for bigger in with_a_leaf(kids[i]) {
            let mut with = kids.clone();
            with[i] = &bigger;
            out.push(encode(with));
        }
    }
    out
}

/// Every rooted tree with at most `edges` edges, by number of edges (1, 1, 2, 4, 9, 20, …
/// trees).
pub fn rooted_trees(edges: usize) -> Vec<Encoding> {
    let mut all = vec!["()".to_string()];
    let mut last = all.clone();
    for _ in 0..edges {
        let mut next: Vec<Encoding> = last.iter().flat_map(|t| with_a_leaf(t)).collect();
        next.sort_unstable();
        next.dedup();
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// The tree `tree` labelled in depth-first order from 1 (the root): its vertex count and
/// edges, each `(parent, child)`.
pub fn labelled(tree: &str) -> (usize, Vec<(u32, u32)>) {
    let (mut stack, mut edges, mut count) = (Vec::new(), Vec::new(), 0u32);
    for c in tree.chars() {
        if c == '(' {
            count += 1;
            if let Some(&parent) = stack.last() {
                edges.push((parent, count));
            }
            stack.push(count);
        } else {
            stack.pop();
        }
    }
    (count as usize, edges)
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut game = search();
    check_all(
        progress,
        rooted_trees(upto),
        |tree| format!("the tree {tree}"),
        |tree| {
            let (n, edges) = labelled(tree);
            (root_value(n, &edges).ok(), Some(game.grundy(tree)))
        },
    )
}

/// A tree of the input: its vertex count and edges as printed.
#[derive(Clone, Debug)]
struct Tree {
    n: usize,
    edges: Vec<(u32, u32)>,
}

/// One to four random labelled trees of 1 to `1 + size` vertices (up to 16, past the full
/// range that `verify` checks by default), rooted
/// wherever label 1 falls, edges shuffled and each printed in a random orientation.
#[derive(Clone, Debug)]
struct Case(Vec<Tree>);

fn random_tree(rng: &mut ::study::fastrand::Rng, n: usize) -> Tree {
    let mut label: Vec<u32> = (1..=n as u32).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(u32, u32)> = (1..n)
        .map(|v| {
            let (a, b) = (label[rng.usize(..v)], label[v]);
            if rng.bool() {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    Tree { n, edges }
}

impl Tree {
    /// The tree without vertex `leaf` (a leaf other than 1), labels above it moved down.
    fn without(&self, leaf: u32) -> Tree {
        let down = |v: u32| if v > leaf { v - 1 } else { v };
        let edges = self
            .edges
            .iter()
            .filter(|&&(a, b)| a != leaf && b != leaf)
            .map(|&(a, b)| (down(a), down(b)))
            .collect();
        Tree {
            n: self.n - 1,
            edges,
        }
    }

    fn smaller(&self) -> Vec<Tree> {
        (2..=self.n as u32)
            .filter(|&v| {
                self.edges
                    .iter()
                    .filter(|&&(a, b)| a == v || b == v)
                    .count()
                    == 1
            })
            .map(|leaf| self.without(leaf))
            .collect()
    }
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = (1 + size as usize).min(crate::MAX_N_BRUTE);
        Case(
            (0..rng.usize(1..=4))
                .map(|_| {
                    let n = rng.usize(1..=most);
                    random_tree(rng, n)
                })
                .collect(),
        )
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, Tree::smaller)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        judge_input(&self.0)
    }
}

fn judge_input(trees: &[Tree]) -> String {
    let mut text = format!("{}\n", trees.len());
    for tree in trees {
        text += &format!("{}\n", tree.n);
        for (a, b) in &tree.edges {
            text += &format!("{a} {b}\n");
        }
    }
    text
}

/// Trees of 10^5 vertices: 100 paths (depth 10^5; a 118 MB input, which the Rust binary,
/// holding the whole input, cannot read within the assumed 32 MiB, while the C++ program reads
/// it through a buffer), 10 paths, 10 random trees, 10 stars.
fn worst_cases() -> Vec<WorstCase> {
    let n = MAX_N;
    let mut rng = ::study::fastrand::Rng::with_seed(0x3094);
    let path = Tree {
        n,
        edges: (1..n as u32).map(|i| (i, i + 1)).collect(),
    };
    let star = Tree {
        n,
        edges: (2..=n as u32).map(|i| (1, i)).collect(),
    };
    let random: Vec<Tree> = (0..10).map(|_| random_tree(&mut rng, n)).collect();
    vec![
        WorstCase {
            name: "100 paths of 10^5 vertices (the most the limits allow)",
            input: judge_input(&vec![path.clone(); 100]),
        },
        WorstCase {
            name: "10 paths of 10^5 vertices",
            input: judge_input(&vec![path; 10]),
        },
        WorstCase {
            name: "10 random trees of 10^5 vertices, edges shuffled",
            input: judge_input(&random),
        },
        WorstCase {
            name: "10 stars of 10^5 vertices",
            input: judge_input(&vec![star; 10]),
        },
    ]
}
