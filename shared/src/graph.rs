//! Directed graphs in compressed sparse row (CSR) form: the successors of every vertex in one
//! flat array, sliced by an array of offsets, for games played by moving a token along edges.
//!
//! Repeated edges and self-loops are kept as given: in a game each copy is a move of its own.
//!
//! # Tested
//! Unit tests below: the successor lists equal the edge list's (order kept, copies and loops
//! kept), the reversed graph built from the list is the list's edges turned round, and reversing twice gives the graph
//! back, on every edge list of up to 3 edges over 3
//! vertices and on random larger ones; bad vertex numbers panic.

/// A directed graph on the vertices `0..vertices()`, stored as compressed sparse rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// `start[v]..start[v + 1]` is where `v`'s successors lie in `target`.
    start: Vec<u32>,
    /// The successors, vertex after vertex.
    target: Vec<u32>,
}

impl Graph {
    /// The graph on `vertices` vertices with the edges `(from, to)`; each vertex's successors
    /// keep the order of the edge list, with repeated edges and self-loops kept.
    ///
    /// # Constraints
    /// `vertices` and the number of edges below `u32::MAX`.
    ///
    /// # Panics
    /// On an edge whose end is not below `vertices`, or when a count does not fit in `u32`.
    ///
    /// # Complexity
    /// O(vertices + edges) time (a counting sort by source), 4·(vertices + edges) bytes.
    pub fn from_edges(vertices: usize, edges: &[(u32, u32)]) -> Graph {
        Graph::sorted_by(vertices, edges, |(from, to)| (from, to))
    }

    /// The graph with every edge turned round, straight from the edge list: the successors of
    /// `v` there are the predecessors of `v` in the list, in the list's order (the lists of
    /// [`Graph::reversed`] of [`Graph::from_edges`], which are sorted instead).
    ///
    /// # Constraints, panics and complexity
    /// As [`Graph::from_edges`].
    pub fn reversed_from_edges(vertices: usize, edges: &[(u32, u32)]) -> Graph {
        Graph::sorted_by(vertices, edges, |(from, to)| (to, from))
    }

    /// The edges `turn(edge) = (row, entry)` sorted by row (stably) into CSR.
    fn sorted_by(
        vertices: usize,
        edges: &[(u32, u32)],
        turn: impl Fn((u32, u32)) -> (u32, u32),
    ) -> Graph {
        assert!(
            vertices < u32::MAX as usize && edges.len() < u32::MAX as usize,
            "a graph of {vertices} vertices and {} edges does not fit in u32 indices",
            edges.len()
        );
        let mut start = vec![0u32; vertices + 1];
        for &(from, to) in edges {
            assert!(
                (from as usize) < vertices && (to as usize) < vertices,
                "edge ({from}, {to}) in a graph of {vertices} vertices"
            );
            start[turn((from, to)).0 as usize + 1] += 1;
        }
        for v in 0..vertices {
            start[v + 1] += start[v];
        }
        let mut next = start.clone();
        let mut target = vec![0u32; edges.len()];
        for &edge in edges {
            let (row, entry) = turn(edge);
            let at = &mut next[row as usize];
            target[*at as usize] = entry;
            *at += 1;
        }
        Graph { start, target }
    }

    /// The number of vertices.
    pub fn vertices(&self) -> usize {
        self.start.len() - 1
    }

    /// The number of edges, copies counted.
    pub fn edges(&self) -> usize {
        self.target.len()
    }

    /// The successors of `v` (one entry per edge leaving it).
    ///
    /// # Panics
    /// When `v` is not a vertex.
    #[inline]
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.target[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// The number of edges leaving `v`, copies and loops counted.
    ///
    /// # Panics
    /// When `v` is not a vertex.
    #[inline]
    pub fn out_degree(&self, v: usize) -> u32 {
        self.start[v + 1] - self.start[v]
    }

    /// The graph with every edge turned round: the successors of `v` there are the
    /// predecessors of `v` here, in increasing order, one entry per edge.
    ///
    /// # Complexity
    /// O(vertices + edges).
    pub fn reversed(&self) -> Graph {
        let n = self.vertices();
        let mut start = vec![0u32; n + 1];
        for &to in &self.target {
            start[to as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut next = start.clone();
        let mut target = vec![0u32; self.target.len()];
        for from in 0..n {
            for &to in self.successors(from) {
                let at = &mut next[to as usize];
                target[*at as usize] = from as u32;
                *at += 1;
            }
        }
        Graph { start, target }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The successor lists straight from the edge list.
    fn lists(vertices: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
        let mut lists = vec![Vec::new(); vertices];
        for &(from, to) in edges {
            lists[from as usize].push(to);
        }
        lists
    }

    fn check(vertices: usize, edges: &[(u32, u32)]) {
        let graph = Graph::from_edges(vertices, edges);
        assert_eq!(graph.vertices(), vertices);
        assert_eq!(graph.edges(), edges.len());
        let expect = lists(vertices, edges);
        for (v, list) in expect.iter().enumerate() {
            assert_eq!(graph.successors(v), list.as_slice(), "{edges:?}");
            assert_eq!(graph.out_degree(v) as usize, list.len());
        }
        let reversed = graph.reversed();
        let mut turned: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (b, a)).collect();
        assert_eq!(
            Graph::reversed_from_edges(vertices, edges),
            Graph::from_edges(vertices, &turned)
        );
        turned.sort_unstable();
        assert_eq!(reversed, Graph::from_edges(vertices, &turned), "{edges:?}");
        assert_eq!(reversed.reversed().reversed(), reversed);
    }

    #[test]
    fn every_list_of_up_to_3_edges_on_3_vertices() {
        let all: Vec<(u32, u32)> = (0..3).flat_map(|a| (0..3).map(move |b| (a, b))).collect();
        check(3, &[]);
        check(0, &[]);
        for &e in &all {
            check(3, &[e]);
            for &f in &all {
                check(3, &[e, f]);
                for &g in &all {
                    check(3, &[e, f, g]);
                }
            }
        }
    }

    #[test]
    fn random_graphs() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..200 {
            let n = rng.usize(1..40);
            let edges: Vec<(u32, u32)> = (0..rng.usize(0..120))
                .map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32)))
                .collect();
            check(n, &edges);
        }
    }

    #[test]
    #[should_panic(expected = "edge (0, 3) in a graph of 3 vertices")]
    fn an_edge_out_of_range_panics() {
        Graph::from_edges(3, &[(0, 3)]);
    }
}
