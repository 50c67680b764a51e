//! Green Hackenbush on a rooted tree: a move cuts one edge, and the part no longer joined to
//! the root (vertex 0) falls away; the player who cannot move loses. A position is the tree
//! itself, written as its edges `0-1,1-2,1-3` (any numbering, root 0; `0` alone is the bare
//! root): `lab value examples/games/tree.rs '0-1,1-2,1-3'`. The type keeps a canonical form
//! (each vertex's subtrees sorted), so two numberings of one tree are one position.
use shared::game::engine::{Hashed, Options, Params, Position};

/// A rooted tree: the subtrees below the root, sorted (the canonical form).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tree(Vec<Tree>);

impl Tree {
    /// The tree with these subtrees, sorted.
    fn of(mut children: Vec<Tree>) -> Tree {
        children.sort();
        Tree(children)
    }

    /// The edges of the tree with its root numbered `root`, its vertices from `next` on in
    /// preorder.
    fn edges(&self, root: usize, next: &mut usize, out: &mut Vec<String>) {
        for child in &self.0 {
            let v = *next;
            *next += 1;
            out.push(format!("{root}-{v}"));
            child.edges(v, next, out);
        }
    }

    /// The trees one cut leaves: a whole subtree of the root gone, or a cut inside one.
    fn options(&self, out: &mut Vec<Tree>) {
        for (i, child) in self.0.iter().enumerate() {
            // Equal subtrees give the same options: the first stands for all.
            if i > 0 && self.0[i - 1] == *child {
                continue;
            }
            let mut rest = self.0.clone();
            rest.remove(i);
            out.push(Tree::of(rest.clone()));
            let mut cut = Vec::new();
            child.options(&mut cut);
            for smaller in cut {
                let mut children = rest.clone();
                children.push(smaller);
                out.push(Tree::of(children));
            }
        }
    }
}

/// The subtree of `v` (reached from `parent`) in the adjacency lists `adjacent`.
fn subtree(adjacent: &[Vec<usize>], v: usize, parent: usize, seen: &mut [bool]) -> Tree {
    seen[v] = true;
    let children = adjacent[v]
        .iter()
        .filter(|&&w| w != parent)
        .map(|&w| subtree(adjacent, w, v, seen))
        .collect();
    Tree::of(children)
}

impl Position for Tree {
    type Store = Hashed<Self>;

    fn to_text(&self) -> String {
        let mut out = Vec::new();
        self.edges(0, &mut 1, &mut out);
        if out.is_empty() {
            "0".to_string()
        } else {
            out.join(",")
        }
    }

    fn from_text(text: &str) -> Result<Self, String> {
        const WHAT: &str = "a tree as edges `A-B` separated by commas, root 0, such as \
                            `0-1,1-2,1-3` (`0`: the root alone)";
        if text.trim() == "0" {
            return Ok(Tree(Vec::new()));
        }
        let bad = |why: String| format!("expected {WHAT}, found `{text}` ({why})");
        let mut edges = Vec::new();
        for word in text.split(',') {
            let (a, b) = word
                .split_once('-')
                .ok_or_else(|| bad(format!("`{word}` is not an edge A-B")))?;
            let vertex = |s: &str| {
                s.trim()
                    .parse::<usize>()
                    .map_err(|_| bad(format!("`{s}` is not a vertex number")))
            };
            edges.push((vertex(a)?, vertex(b)?));
        }
        // n - 1 edges joining n vertices numbered 0..n, all reached from 0: a tree.
        let n = edges.len() + 1;
        if let Some(&(a, b)) = edges.iter().find(|&&(a, b)| a >= n || b >= n || a == b) {
            return Err(bad(format!(
                "edge {a}-{b}: {} edges join vertices 0 to {}",
                n - 1,
                n - 1
            )));
        }
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in &edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mut seen = vec![false; n];
        // A cycle would be walked for ever: count the vertices reached first, iteratively.
        let mut stack = vec![0];
        let mut reached = vec![false; n];
        reached[0] = true;
        let mut count = 1;
        while let Some(v) = stack.pop() {
            for &w in &adjacent[v] {
                if !reached[w] {
                    reached[w] = true;
                    count += 1;
                    stack.push(w);
                }
            }
        }
        if count != n {
            return Err(bad(
                "not every vertex is joined to the root 0, or an edge closes a cycle".into(),
            ));
        }
        Ok(subtree(&adjacent, 0, usize::MAX, &mut seen))
    }
}

pub fn moves(tree: Tree, _: &Params, out: &mut Options<Tree>) {
    let mut options = Vec::new();
    tree.options(&mut options);
    for option in options {
        out.push(option);
    }
}
