//! Green Hackenbush on a small multigraph: the edges standing on the ground, and the
//! positions one cut away, a position being the set of edges gone (a `u64` bit set, so a
//! graph of up to 64 edges), for a game given by its moves ([`super::engine`], a rules file).
//!
//! A move cuts one standing edge; every edge no longer joined to the ground (the root
//! vertex) by standing edges falls with it. Loops and parallel edges are edges like any
//! other; an edge not joined to the ground at the start is gone from the start. The player
//! who cannot cut loses. The theory (the colon principle on trees, the fusion principle on
//! cycles) gives the values fast; this is the game itself, for brute forces and the lab.
//!
//! # Tested
//! Unit tests: the values of paths, stars and a loop at the root from the engine over these
//! options equal their known values (a path of k edges is worth k, a star of k edges k mod 2,
//! a loop 1, an odd cycle 1, an even cycle 0); fallen edges go with a cut. The lab's tests
//! play HDU 3094's and POJ 3710's samples with it (`crates/lab/tests/data_files.rs`).

/// A multigraph grounded at a root vertex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hackenbush {
    nodes: usize,
    root: usize,
    edges: Vec<(usize, usize)>,
}

impl Hackenbush {
    /// The graph on the vertices `0..nodes` with `edges` (either direction), grounded at `root`.
    ///
    /// # Panics
    /// With more than 64 edges, or an end or root not below `nodes`.
    pub fn new(nodes: usize, root: usize, edges: &[(usize, usize)]) -> Hackenbush {
        assert!(
            edges.len() <= 64,
            "a Hackenbush position holds up to 64 edges"
        );
        assert!(root < nodes, "the root {root} is not below {nodes}");
        for &(a, b) in edges {
            assert!(a < nodes && b < nodes, "the edge {a} {b} leaves 0..{nodes}");
        }
        Hackenbush {
            nodes,
            root,
            edges: edges.to_vec(),
        }
    }

    /// The edges gone in the position `gone` once what hangs from nothing has fallen: every
    /// edge not joined to the root by edges outside `gone`.
    ///
    /// # Complexity
    /// O(nodes · edges) (a sweep per vertex reached).
    pub fn fallen(&self, gone: u64) -> u64 {
        let mut reached = vec![false; self.nodes];
        reached[self.root] = true;
        let mut stack = vec![self.root];
        while let Some(v) = stack.pop() {
            for (i, &(a, b)) in self.edges.iter().enumerate() {
                if gone >> i & 1 == 0 && (a == v || b == v) {
                    let w = if a == v { b } else { a };
                    if !reached[w] {
                        reached[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        let mut out = gone;
        for (i, &(a, _)) in self.edges.iter().enumerate() {
            if !reached[a] {
                out |= 1 << i;
            }
        }
        out
    }

    /// The positions one cut from `gone`: each standing edge cut, with what falls.
    pub fn options(&self, gone: u64) -> Vec<u64> {
        let gone = self.fallen(gone);
        (0..self.edges.len())
            .filter(|&i| gone >> i & 1 == 0)
            .map(|i| self.fallen(gone | 1 << i))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn value(game: &Hackenbush, gone: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if let Some(&v) = memo.get(&gone) {
            return v;
        }
        let seen: Vec<u32> = game
            .options(gone)
            .iter()
            .map(|&o| value(game, o, memo))
            .collect();
        let v = (0..).find(|g| !seen.contains(g)).unwrap();
        memo.insert(gone, v);
        v
    }

    fn start(nodes: usize, edges: &[(usize, usize)]) -> u32 {
        let game = Hackenbush::new(nodes, 0, edges);
        value(&game, game.fallen(0), &mut HashMap::new())
    }

    #[test]
    fn known_values() {
        for k in 1..=6 {
            let path: Vec<(usize, usize)> = (0..k).map(|i| (i, i + 1)).collect();
            assert_eq!(start(k + 1, &path), k as u32, "path of {k}");
            let star: Vec<(usize, usize)> = (1..=k).map(|i| (0, i)).collect();
            assert_eq!(start(k + 1, &star), k as u32 % 2, "star of {k}");
            // A cycle through the root: worth 1 when odd, 0 when even (fusion).
            let cycle: Vec<(usize, usize)> = (0..k).map(|i| (i, (i + 1) % k)).collect();
            if k >= 2 {
                assert_eq!(start(k, &cycle), k as u32 % 2, "cycle of {k}");
            }
        }
        assert_eq!(start(1, &[(0, 0)]), 1, "a loop");
        // An edge far from the root hangs from nothing: gone from the start.
        assert_eq!(start(4, &[(0, 1), (2, 3)]), 1);
    }

    #[test]
    fn a_cut_takes_what_hangs_from_it() {
        let game = Hackenbush::new(4, 0, &[(0, 1), (1, 2), (2, 3)]);
        assert_eq!(game.options(0), vec![0b111, 0b110, 0b100]);
        assert_eq!(game.fallen(0b010), 0b110);
    }
}
