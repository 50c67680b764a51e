//! Maximum matchings of bipartite graphs (Hopcroft–Karp), and the vertices that some maximum
//! matching leaves free: the winning starts of undirected vertex geography on a bipartite
//! graph (P4055's token game), among other uses.
//!
//! A graph has `left` vertices `0..left` on one side, `right` vertices `0..right` on the
//! other, and `adjacent[u]` lists the right neighbours of left vertex `u` (repeats allowed).
//!
//! # Idea
//! Hopcroft–Karp: each phase finds, by one breadth-first search from every free left vertex,
//! the length of the shortest augmenting paths, then augments along a maximal set of
//! vertex-disjoint shortest paths by depth-first search in the layered graph. There are
//! O(√V) phases of O(E) each. The depth-first search keeps its own stack and a cursor per
//! vertex into its neighbour list (no recursion: a path on a 100 × 100 grid can be thousands
//! of vertices long).
//!
//! A vertex is free in some maximum matching iff it is free in the one found or is reached
//! from a free vertex of its side by an even alternating path (flip the path: the matching
//! keeps its size and frees the path's end; conversely the symmetric difference of two
//! maximum matchings is made of even paths and cycles, so a vertex matched in one and free in
//! the other ends such a path). [`Matching::sometimes_free`] finds them by one search from
//! every free vertex: from a reached vertex `x`, each neighbour `y` is matched (the matching
//! is maximum) and `y`'s mate is reached.
//!
//! # Tested
//! Unit tests below against a brute force over every subset of edges: every bipartite graph
//! with up to 3 + 3 vertices (all 2^9 edge sets of the complete graph, and its subgraphs on
//! fewer vertices) and pseudo-random graphs of up to 4 + 4 vertices (up to 16 edges): the
//! matching is one (each vertex at most once, every edge in the graph), its size is the
//! largest of any subset of edges that is a matching, and the sometimes-free vertices are
//! exactly those that some largest such subset leaves free. Also a long path (10^5 vertices,
//! one augmenting path through all of it) and a complete grid.

use std::collections::VecDeque;

/// No vertex (a free vertex's mate, an unreached layer).
const NONE: usize = usize::MAX;

/// A maximum matching of a bipartite graph, with the graph it matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    /// `mate_of_left[u]`: the right vertex matched to left vertex `u`, if any.
    pub mate_of_left: Vec<Option<usize>>,
    /// `mate_of_right[v]`: the left vertex matched to right vertex `v`, if any.
    pub mate_of_right: Vec<Option<usize>>,
    /// The number of matched pairs.
    pub size: usize,
}

/// A maximum matching of the bipartite graph with `right` right vertices and the left
/// vertices' neighbour lists `adjacent` (Hopcroft–Karp).
///
/// # Constraints
/// Every neighbour below `right`.
///
/// # Complexity
/// O(E · √V) time, O(V + E) memory (V vertices, E the total length of the lists).
///
/// # Panics
/// On a neighbour `>= right`.
pub fn maximum_matching(right: usize, adjacent: &[Vec<usize>]) -> Matching {
    let left = adjacent.len();
    assert!(
        adjacent.iter().flatten().all(|&v| v < right),
        "a neighbour is not a right vertex"
    );
    let mut mate_left = vec![NONE; left];
    let mut mate_right = vec![NONE; right];
    let mut layer = vec![NONE; left];
    let mut cursor = vec![0usize; left];
    let mut queue = VecDeque::new();
    let mut stack: Vec<usize> = Vec::new();
    let mut size = 0;
    loop {
        // Layers of left vertices by alternating distance from the free ones; `found` is the
        // layer of the shortest augmenting paths' last left vertex.
        queue.clear();
        for u in 0..left {
            layer[u] = if mate_left[u] == NONE { 0 } else { NONE };
            if mate_left[u] == NONE {
                queue.push_back(u);
            }
        }
        let mut found = NONE;
        while let Some(u) = queue.pop_front() {
            if layer[u] >= found {
                continue;
            }
            for &v in &adjacent[u] {
                match mate_right[v] {
                    NONE => found = found.min(layer[u]),
                    w if layer[w] == NONE => {
                        layer[w] = layer[u] + 1;
                        queue.push_back(w);
                    }
                    _ => {}
                }
            }
        }
        if found == NONE {
            break;
        }
        // Vertex-disjoint shortest augmenting paths, each by a depth-first search along the
        // layers; a dead end leaves the layered graph (its layer is cleared).
        cursor.fill(0);
        for start in 0..left {
            if mate_left[start] != NONE {
                continue;
            }
            stack.clear();
            stack.push(start);
            while let Some(&u) = stack.last() {
                let Some(&v) = adjacent[u].get(cursor[u]) else {
                    layer[u] = NONE;
                    stack.pop();
                    continue;
                };
                cursor[u] += 1;
                let w = mate_right[v];
                if w == NONE && layer[u] == found {
                    // Augment: along the stack, each left vertex takes the right vertex its
                    // cursor last passed.
                    for &x in stack.iter().rev() {
                        let y = adjacent[x][cursor[x] - 1];
                        mate_right[y] = x;
                        mate_left[x] = y;
                    }
                    for &x in &stack {
                        layer[x] = NONE;
                    }
                    size += 1;
                    break;
                }
                if w != NONE && layer[w] != NONE && layer[w] == layer[u] + 1 {
                    stack.push(w);
                }
            }
        }
    }
    let some = |m: usize| (m != NONE).then_some(m);
    Matching {
        mate_of_left: mate_left.into_iter().map(some).collect(),
        mate_of_right: mate_right.into_iter().map(some).collect(),
        size,
    }
}

impl Matching {
    /// The vertices some maximum matching leaves free, for the graph this matching was found
    /// in (`adjacent` as given to [`maximum_matching`]): `(left, right)`, one flag per vertex.
    ///
    /// # Constraints
    /// `self` is a maximum matching of `adjacent` (as [`maximum_matching`] returns).
    ///
    /// # Complexity
    /// O(V + E).
    pub fn sometimes_free(&self, adjacent: &[Vec<usize>]) -> (Vec<bool>, Vec<bool>) {
        let (left, right) = (self.mate_of_left.len(), self.mate_of_right.len());
        let mut neighbours_of_right: Vec<Vec<usize>> = vec![Vec::new(); right];
        for (u, list) in adjacent.iter().enumerate() {
            for &v in list {
                neighbours_of_right[v].push(u);
            }
        }
        // From a free-able left vertex, each right neighbour's mate (a left vertex) is
        // free-able; likewise on the right.
        let mut free_left: Vec<bool> = self.mate_of_left.iter().map(Option::is_none).collect();
        let mut queue: Vec<usize> = (0..left).filter(|&u| free_left[u]).collect();
        while let Some(u) = queue.pop() {
            for &v in &adjacent[u] {
                let w = self.mate_of_right[v].expect("a maximum matching");
                if !free_left[w] {
                    free_left[w] = true;
                    queue.push(w);
                }
            }
        }
        let mut free_right: Vec<bool> = self.mate_of_right.iter().map(Option::is_none).collect();
        let mut queue: Vec<usize> = (0..right).filter(|&v| free_right[v]).collect();
        while let Some(v) = queue.pop() {
            for &u in &neighbours_of_right[v] {
                let w = self.mate_of_left[u].expect("a maximum matching");
                if !free_right[w] {
                    free_right[w] = true;
                    queue.push(w);
                }
            }
        }
        (free_left, free_right)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force over every subset of `edges`: the largest matching's size, and which left
    /// and right vertices some largest matching leaves free.
    fn brute(left: usize, right: usize, edges: &[(usize, usize)]) -> (usize, Vec<bool>, Vec<bool>) {
        let mut best = 0;
        let mut free_left = vec![false; left];
        let mut free_right = vec![false; right];
        for subset in 0u32..1 << edges.len() {
            let (mut used_left, mut used_right) = (0u32, 0u32);
            let mut is_matching = true;
            for (i, &(u, v)) in edges.iter().enumerate() {
                if subset >> i & 1 == 1 {
                    if used_left >> u & 1 == 1 || used_right >> v & 1 == 1 {
                        is_matching = false;
                        break;
                    }
                    used_left |= 1 << u;
                    used_right |= 1 << v;
                }
            }
            if !is_matching {
                continue;
            }
            let size = subset.count_ones() as usize;
            if size > best {
                best = size;
                free_left.fill(false);
                free_right.fill(false);
            }
            if size == best {
                (0..left).for_each(|u| free_left[u] |= used_left >> u & 1 == 0);
                (0..right).for_each(|v| free_right[v] |= used_right >> v & 1 == 0);
            }
        }
        (best, free_left, free_right)
    }

    fn check(left: usize, right: usize, edges: &[(usize, usize)]) {
        let mut adjacent = vec![Vec::new(); left];
        for &(u, v) in edges {
            adjacent[u].push(v);
        }
        let m = maximum_matching(right, &adjacent);
        // A matching of this graph, its two sides consistent.
        let mut pairs = 0;
        for (u, mate) in m.mate_of_left.iter().enumerate() {
            if let Some(v) = *mate {
                assert!(adjacent[u].contains(&v), "{edges:?}: ({u}, {v}) is no edge");
                assert_eq!(m.mate_of_right[v], Some(u), "{edges:?}");
                pairs += 1;
            }
        }
        let right_pairs = m.mate_of_right.iter().flatten().count();
        assert_eq!((pairs, right_pairs), (m.size, m.size), "{edges:?}");
        let (size, free_left, free_right) = brute(left, right, edges);
        assert_eq!(m.size, size, "{left} + {right}: {edges:?}");
        assert_eq!(
            m.sometimes_free(&adjacent),
            (free_left, free_right),
            "{left} + {right}: {edges:?}"
        );
    }

    #[test]
    fn every_graph_up_to_three_plus_three_vertices() {
        for left in 0..=3 {
            for right in 0..=3 {
                let all: Vec<(usize, usize)> = (0..left)
                    .flat_map(|u| (0..right).map(move |v| (u, v)))
                    .collect();
                for subset in 0u32..1 << all.len() {
                    let edges: Vec<(usize, usize)> = (0..all.len())
                        .filter(|&i| subset >> i & 1 == 1)
                        .map(|i| all[i])
                        .collect();
                    check(left, right, &edges);
                }
            }
        }
    }

    #[test]
    fn pseudo_random_graphs_up_to_four_plus_four_vertices() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        for _ in 0..1500 {
            let (left, right) = (1 + next(4) as usize, 1 + next(4) as usize);
            let density = 1 + next(4);
            let mut edges = Vec::new();
            for u in 0..left {
                for v in 0..right {
                    if next(4) < density {
                        edges.push((u, v));
                    }
                }
            }
            check(left, right, &edges);
        }
    }

    #[test]
    fn repeated_neighbours_count_once() {
        let m = maximum_matching(1, &[vec![0, 0, 0], vec![0, 0]]);
        assert_eq!(m.size, 1);
    }

    #[test]
    fn a_long_path_augments_through_all_of_it() {
        // The path L0 - R0 - L1 - R1 - ... with left u listing right u + 1 first: the first
        // phase matches u to u + 1 and leaves the last left vertex free, and the only
        // augmenting path then runs through the whole path (depth 5·10^4 on the stack).
        let n = 50_000;
        let mut adjacent: Vec<Vec<usize>> = (0..n - 1).map(|u| vec![u + 1, u]).collect();
        adjacent.push(vec![n - 1]);
        let m = maximum_matching(n, &adjacent);
        assert_eq!(m.size, n);
        assert!((0..n).all(|u| m.mate_of_left[u] == Some(u)));
        let (free_left, free_right) = m.sometimes_free(&adjacent);
        assert!(free_left.iter().chain(&free_right).all(|&f| !f));
    }

    #[test]
    fn a_full_grid_is_perfectly_matched_when_even() {
        for (rows, cols) in [(100, 100), (99, 99), (1, 7)] {
            let index = |r: usize, c: usize| r * cols + c;
            // Left: cells with r + c even, numbered by cell index / 1 in a map.
            let mut side = vec![0usize; rows * cols];
            let (mut left, mut right) = (0, 0);
            for r in 0..rows {
                for c in 0..cols {
                    side[index(r, c)] = if (r + c) % 2 == 0 {
                        left += 1;
                        left - 1
                    } else {
                        right += 1;
                        right - 1
                    };
                }
            }
            let mut adjacent = vec![Vec::new(); left];
            for r in 0..rows {
                for c in (0..cols).filter(|&c| (r + c) % 2 == 0) {
                    let u = side[index(r, c)];
                    if r > 0 {
                        adjacent[u].push(side[index(r - 1, c)]);
                    }
                    if r + 1 < rows {
                        adjacent[u].push(side[index(r + 1, c)]);
                    }
                    if c > 0 {
                        adjacent[u].push(side[index(r, c - 1)]);
                    }
                    if c + 1 < cols {
                        adjacent[u].push(side[index(r, c + 1)]);
                    }
                }
            }
            let m = maximum_matching(right, &adjacent);
            assert_eq!(m.size, rows * cols / 2, "{rows} x {cols}");
            let (free_left, free_right) = m.sometimes_free(&adjacent);
            // Odd sizes: every cell of the larger colour can be left free, none of the other.
            let odd = rows * cols % 2 == 1;
            assert!(free_left.iter().all(|&f| f == odd), "{rows} x {cols}");
            assert!(free_right.iter().all(|&f| !f), "{rows} x {cols}");
        }
    }
}
