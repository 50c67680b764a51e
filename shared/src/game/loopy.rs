//! Games that may go on for ever (loopy impartial games): the positions reachable from some
//! starting ones explored into a graph, their Win / Lose / Draw with remoteness by retrograde
//! analysis ([`crate::game::retrograde`]), and Smith's generalised Sprague–Grundy values, which
//! decide sums of such games.
//!
//! ## Loopy Grundy values
//! Smith (1966) and Fraenkel–Yesha (1986) extend the Grundy value to games with cycles: every
//! position `u` gets either a finite value `γ(u)` or `∞(K)`, `K` the set of finite values of its
//! options. The values are the labels of this procedure (each label also gets a counter, the
//! order in which it was given), for `i = 0, 1, 2, ...` while some position is unlabelled:
//! 1. label `i` any unlabelled position that has no option labelled `i` and each of whose
//!    options that is unlabelled or `∞` has an option labelled `i` already; repeat while one
//!    exists;
//! 2. label `∞` every unlabelled position that has no option labelled `i`.
//!
//! A position still unlabelled after stage `i` has an option labelled `i`, so one labelled
//! `i` at stage `i` has options of every value below `i` and none of value `i`: a finite value
//! is the mex of the finite values of the options, as without cycles (where every position
//! gets its ordinary Grundy value). The values decide sums (Smith): the value of `u + v` is
//! `γ(u) ^ γ(v)` when both are finite, `∞(K ^ b)` (every element XOR `b`) when `γ(u) = ∞(K)`
//! and `γ(v) = b`, and `∞(∅)` when both are infinite ([`LoopyValue::sum`]). A position of
//! finite value 0 is lost for the player to move, of another finite value won, and of value
//! `∞(K)` won when `0 ∈ K` (a move to a position of value 0), else a draw.
//!
//! ## Exploring
//! A game given by its moves (options that are positions or sums of positions) is explored as
//! a graph of *states*: a state is the multiset of components of a sum, kept sorted
//! ([`sum_options`] lists its options: one component replaced by one of its options). Every
//! state reachable from the asked ones is stored once (hashed) and numbered, up to a budget.
//!
//! ## Tested
//! Unit tests below: the values against a brute force from their defining property (the
//! outcome of `u + *g`, `*g` a Nim heap, found by the outcome equations iterated to a fixed
//! point on the product graph: `γ(u) = g` exactly when `u + *g` is lost, and `∞(K)` with `K`
//! the `g` for which it is won) on every directed graph of up to 4 vertices; Smith's sum rule
//! against retrograde analysis of the product of two random graphs; a property test
//! (proptest) on random graphs that a finite value is the mex of its options' finite values and
//! the outcome read from the values is the retrograde analysis's; exploration of a sum and the
//! budget.

use crate::game::engine::PositionHasher;
use crate::game::retrograde::{Moves, Outcome, Retrograde};
use crate::graph::Graph;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash};

/// A generalised Sprague–Grundy value: finite, or `∞(K)` with the finite values `K` of the
/// position's options (sorted, without repeats).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    /// A finite value, the mex of the options' finite values.
    Finite(u32),
    /// `∞(K)`: the position can be kept from ending; `K` holds the options' finite values.
    Infinite(Vec<u32>),
}

impl LoopyValue {
    /// The outcome for the player to move: finite 0 Lose, finite nonzero Win, `∞(K)` Win
    /// when `0 ∈ K`, else Draw.
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::Lose,
            LoopyValue::Finite(_) => Outcome::Win,
            LoopyValue::Infinite(k) if k.contains(&0) => Outcome::Win,
            LoopyValue::Infinite(_) => Outcome::Draw,
        }
    }

    /// The value of the sum of positions of values `parts` (Smith's rule; see the
    /// [module documentation](self)); the empty sum is `Finite(0)`.
    ///
    /// # Complexity
    /// O(parts + |K|·log |K|). Tested against retrograde analysis of product graphs.
    pub fn sum(parts: &[LoopyValue]) -> LoopyValue {
        let mut finite = 0;
        let mut infinite: Option<&[u32]> = None;
        for part in parts {
            match part {
                LoopyValue::Finite(g) => finite ^= g,
                LoopyValue::Infinite(_) if infinite.is_some() => {
                    return LoopyValue::Infinite(Vec::new())
                }
                LoopyValue::Infinite(k) => infinite = Some(k),
            }
        }
        match infinite {
            None => LoopyValue::Finite(finite),
            Some(k) => {
                let mut shifted: Vec<u32> = k.iter().map(|v| v ^ finite).collect();
                shifted.sort_unstable();
                LoopyValue::Infinite(shifted)
            }
        }
    }
}

/// `3`, `∞{}`, `∞{0,2}`.
impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(g) => write!(f, "{g}"),
            LoopyValue::Infinite(k) => {
                let each: Vec<String> = k.iter().map(u32::to_string).collect();
                write!(f, "∞{{{}}}", each.join(","))
            }
        }
    }
}

/// Reads what [`fmt::Display`] writes.
impl std::str::FromStr for LoopyValue {
    type Err = String;

    fn from_str(s: &str) -> Result<LoopyValue, String> {
        let bad = || format!("`{s}` is not a loopy Grundy value (e.g. 3 or ∞{{0,2}})");
        match s.strip_prefix("∞{").and_then(|r| r.strip_suffix('}')) {
            Some("") => Ok(LoopyValue::Infinite(Vec::new())),
            Some(list) => list
                .split(',')
                .map(|w| w.parse().map_err(|_| bad()))
                .collect::<Result<Vec<u32>, String>>()
                .map(LoopyValue::Infinite),
            None => s.parse().map(LoopyValue::Finite).map_err(|_| bad()),
        }
    }
}

/// The generalised Sprague–Grundy value of every vertex of the graph whose options are
/// `forward`'s successors (`reversed` is the same graph turned round, as
/// [`Graph::reversed`] gives it).
///
/// # Constraints
/// `reversed` is `forward` turned round (copies of an edge in both, or in neither).
///
/// # Complexity
/// One stage per finite value given, plus one: a stage costs O(vertices + edges), and no
/// stage `i` is reached by a vertex with fewer than `i` options, so the stages are at most
/// the largest out-degree + 2. Tested in this module's tests.
pub fn loopy_grundy(forward: &Graph, reversed: &Graph) -> Vec<LoopyValue> {
    const UNLABELLED: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    let n = forward.vertices();
    let mut label = vec![UNLABELLED; n];
    // `stamp[v] == i + 1`: v has an option labelled i (set in stage i).
    let mut stamp = vec![0u32; n];
    // For an unlabelled u in a stage: its options that are unlabelled or ∞ without an option
    // labelled i yet (copies counted), which keep u from being labelled i.
    let mut blocking = vec![0u32; n];
    let mut open: Vec<u32> = (0..n as u32).collect();
    let mut queue: Vec<u32> = Vec::new();
    let mut i = 0u32;
    while !open.is_empty() {
        let mark = i + 1;
        queue.clear();
        for &u in &open {
            let u = u as usize;
            let count = forward
                .successors(u)
                .iter()
                .filter(|&&v| matches!(label[v as usize], UNLABELLED | INFINITE))
                .count() as u32;
            blocking[u] = count;
            if count == 0 {
                queue.push(u as u32);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head] as usize;
            head += 1;
            if label[u] != UNLABELLED || stamp[u] == mark {
                continue;
            }
            label[u] = i;
            for &p in reversed.successors(u) {
                let p = p as usize;
                if stamp[p] == mark {
                    continue;
                }
                stamp[p] = mark;
                if !matches!(label[p], UNLABELLED | INFINITE) {
                    continue;
                }
                // p now has an option labelled i: it blocks no predecessor any more.
                for &q in reversed.successors(p) {
                    let q = q as usize;
                    if label[q] == UNLABELLED {
                        blocking[q] -= 1;
                        if blocking[q] == 0 && stamp[q] != mark {
                            queue.push(q as u32);
                        }
                    }
                }
            }
        }
        open.retain(|&u| {
            let u = u as usize;
            if label[u] == UNLABELLED && stamp[u] != mark {
                label[u] = INFINITE;
            }
            label[u] == UNLABELLED
        });
        i += 1;
    }
    (0..n)
        .map(|u| match label[u] {
            INFINITE => {
                let mut k: Vec<u32> = forward
                    .successors(u)
                    .iter()
                    .map(|&v| label[v as usize])
                    .filter(|&l| l != INFINITE)
                    .collect();
                k.sort_unstable();
                k.dedup();
                LoopyValue::Infinite(k)
            }
            g => LoopyValue::Finite(g),
        })
        .collect()
}

/// How [`sum_options`] lists a component's options: `options(component, f)` calls `f` with
/// the parts of each option.
pub type ComponentOptions<'a, P> = dyn FnMut(&P, &mut dyn FnMut(&[P])) + 'a;

/// The options of the state `state` (a sum: its components, sorted): for each component, each
/// of its options (`options(component, f)` calls `f` with the parts of each, none for a move
/// to nothing) put in its place, the result sorted, handed to `push`. Equal components are
/// played once (their options are the same states).
///
/// # Complexity
/// O(options · (components + parts) · log) for the sorting. Tested in this module's tests.
pub fn sum_options<P: Clone + Ord>(
    state: &[P],
    options: &mut ComponentOptions<'_, P>,
    push: &mut dyn FnMut(Vec<P>),
) {
    for i in 0..state.len() {
        if i > 0 && state[i] == state[i - 1] {
            continue;
        }
        options(&state[i], &mut |parts: &[P]| {
            let mut next = Vec::with_capacity(state.len() - 1 + parts.len());
            next.extend_from_slice(&state[..i]);
            next.extend_from_slice(&state[i + 1..]);
            next.extend_from_slice(parts);
            next.sort_unstable();
            push(next);
        });
    }
}

/// The search outgrew its budget: more than `limit` states (a state counting with every 8
/// moves as one more).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exceeded {
    /// The budget, in positions.
    pub limit: usize,
}

impl fmt::Display for Exceeded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the search of the positions reachable outgrew its budget of {} positions (each \
             position stored, and one more for every 8 moves): the game reachable from here is \
             larger, or a move grows without a bound",
            self.limit
        )
    }
}

/// The graph of the states reachable from some starting ones, each stored once and numbered
/// in the order found (the starts first).
#[derive(Debug, Clone)]
pub struct StateGraph<S> {
    states: Vec<S>,
    index: HashMap<S, u32, BuildHasherDefault<PositionHasher>>,
    forward: Graph,
    reversed: Graph,
}

impl<S: Clone + Eq + Hash> StateGraph<S> {
    /// Every state reachable from `starts` by `moves` (`moves(s, push)` pushes each option of
    /// `s`, copies and loops allowed), breadth first.
    ///
    /// # Errors
    /// More than `budget` positions, each state counting one and every 8 moves one more.
    ///
    /// # Complexity
    /// One call of `moves` per state, one hash look-up per move; memory: each state twice
    /// (list and map) and 16 bytes a move while building, 8 after.
    pub fn explore<F>(
        starts: impl IntoIterator<Item = S>,
        budget: usize,
        mut moves: F,
    ) -> Result<StateGraph<S>, Exceeded>
    where
        F: FnMut(&S, &mut dyn FnMut(S)),
    {
        let exceeded = Exceeded { limit: budget };
        let mut graph = StateGraph {
            states: Vec::new(),
            index: HashMap::default(),
            forward: Graph::from_edges(0, &[]),
            reversed: Graph::from_edges(0, &[]),
        };
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let over = |states: usize, edges: usize| states.saturating_add(edges / 8) > budget;
        for s in starts {
            graph.intern(s);
            if over(graph.states.len(), 0) {
                return Err(exceeded);
            }
        }
        let mut next = 0;
        let mut found: Vec<S> = Vec::new();
        while next < graph.states.len() {
            found.clear();
            moves(&graph.states[next], &mut |s| found.push(s));
            for s in found.drain(..) {
                let to = graph.intern(s);
                edges.push((next as u32, to));
            }
            if over(graph.states.len(), edges.len()) || graph.states.len() >= u32::MAX as usize {
                return Err(exceeded);
            }
            next += 1;
        }
        graph.forward = Graph::from_edges(graph.states.len(), &edges);
        graph.reversed = Graph::reversed_from_edges(graph.states.len(), &edges);
        Ok(graph)
    }

    /// The number of `s`, numbering it when new.
    fn intern(&mut self, s: S) -> u32 {
        if let Some(&i) = self.index.get(&s) {
            return i;
        }
        let i = self.states.len() as u32;
        self.index.insert(s.clone(), i);
        self.states.push(s);
        i
    }

    /// The number of `s`, `None` when it was not reached.
    pub fn find(&self, s: &S) -> Option<usize> {
        self.index.get(s).map(|&i| i as usize)
    }

    /// The states, by number.
    pub fn states(&self) -> &[S] {
        &self.states
    }

    /// The numbers of the options of state `i`, one per move.
    pub fn options(&self, i: usize) -> &[u32] {
        self.forward.successors(i)
    }

    /// The number of moves stored.
    pub fn moves(&self) -> usize {
        self.forward.edges()
    }
}

impl<S> Moves for StateGraph<S> {
    fn positions(&self) -> usize {
        self.forward.vertices()
    }

    fn out_degree(&self, position: usize) -> u32 {
        self.forward.out_degree(position)
    }

    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        for &u in self.reversed.successors(position) {
            f(u as usize);
        }
    }
}

/// A loopy game explored and solved: every state's outcome, remoteness and loopy value.
#[derive(Debug, Clone)]
pub struct Solved<S> {
    /// The states and their moves.
    pub graph: StateGraph<S>,
    retrograde: Retrograde,
    values: Vec<LoopyValue>,
}

impl<S: Clone + Eq + Hash> Solved<S> {
    /// Retrograde analysis and the loopy values of every state of `graph`.
    ///
    /// # Complexity
    /// As [`Retrograde::solve`] and [`loopy_grundy`].
    pub fn new(graph: StateGraph<S>) -> Solved<S> {
        let mut retrograde = Retrograde::new();
        retrograde.solve(&graph, &[]);
        let values = loopy_grundy(&graph.forward, &graph.reversed);
        Solved {
            graph,
            retrograde,
            values,
        }
    }

    /// State `i`'s outcome for the player to move.
    pub fn outcome(&self, i: usize) -> Outcome {
        self.retrograde.outcome(i)
    }

    /// State `i`'s remoteness, `None` for a draw.
    pub fn remoteness(&self, i: usize) -> Option<u32> {
        self.retrograde.remoteness(i)
    }

    /// State `i`'s loopy Grundy value.
    pub fn value(&self, i: usize) -> &LoopyValue {
        &self.values[i]
    }
}

/// What the search says of a position or a sum: its outcome for the player to move, its
/// remoteness (`None` for a draw, and for a sum of several parts, which is decided by the
/// values without being searched) and its loopy Grundy value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Win, Lose or Draw for the player to move.
    pub outcome: Outcome,
    /// Moves left under best play, when known.
    pub remoteness: Option<u32>,
    /// The generalised Sprague–Grundy value.
    pub value: LoopyValue,
}

impl<P: Clone + Ord + Hash> Solved<Vec<P>> {
    /// Every state reachable from the single positions `starts` of a game whose positions'
    /// options `options` lists (each a position, a sum of positions, or nothing), explored
    /// within `budget` ([`StateGraph::explore`], states as sorted multisets by
    /// [`sum_options`]) and solved; `report(expanded, budget)` is called for each state
    /// expanded.
    ///
    /// # Errors
    /// As [`StateGraph::explore`].
    ///
    /// # Complexity
    /// As [`StateGraph::explore`] and [`Solved::new`].
    pub fn of_moves(
        starts: &[P],
        budget: usize,
        options: &mut ComponentOptions<'_, P>,
        report: &mut dyn FnMut(u64, u64),
    ) -> Result<Solved<Vec<P>>, Exceeded> {
        let mut expanded = 0u64;
        let graph = StateGraph::explore(
            starts.iter().map(|p| vec![p.clone()]),
            budget,
            |state, push| {
                expanded += 1;
                report(expanded, budget as u64);
                sum_options(state, options, &mut |next| push(next));
            },
        )?;
        Ok(Solved::new(graph))
    }

    /// The verdict on the state whose components are `parts` (in any order), `None` when it
    /// was not reached.
    pub fn verdict(&self, parts: &[P]) -> Option<Verdict> {
        let mut state = parts.to_vec();
        state.sort_unstable();
        let i = self.graph.find(&state)?;
        Some(Verdict {
            outcome: self.outcome(i),
            remoteness: self.remoteness(i),
            value: self.value(i).clone(),
        })
    }

    /// The positions to explore for the moves of the sum of `parts`, whose options are
    /// `listed` (`listed[i]`: those of `parts[i]`): the parts, and every part of an option
    /// alone (a sum left by a move is decided by the values of its parts).
    pub fn starts_for_moves(parts: &[P], listed: &[Vec<Vec<P>>]) -> Vec<P> {
        let mut starts = parts.to_vec();
        starts.extend(listed.iter().flatten().flatten().cloned());
        starts
    }

    /// Every move of the sum of `parts` (options `listed`, as for
    /// [`Solved::starts_for_moves`], from whose positions `self` was explored): the part
    /// played, the option it becomes, and the verdict on what is left for the opponent (of a
    /// single part, the option's own state; of several, [`Solved::sum_verdict`]).
    ///
    /// # Panics
    /// When `self` was not explored from [`Solved::starts_for_moves`].
    pub fn moves_of<'a>(
        &self,
        parts: &[P],
        listed: &'a [Vec<Vec<P>>],
    ) -> Vec<(usize, &'a [P], Verdict)> {
        let mut all = Vec::new();
        for (i, options) in listed.iter().enumerate() {
            for option in options {
                let verdict = if parts.len() == 1 {
                    self.verdict(option)
                } else {
                    let mut after = parts.to_vec();
                    after.remove(i);
                    after.extend_from_slice(option);
                    self.sum_verdict(&after)
                };
                let verdict = verdict.expect("the options' parts were explored");
                all.push((i, option.as_slice(), verdict));
            }
        }
        all
    }

    /// The verdict on the sum of `parts`: a single part's own, or (several parts) Smith's sum
    /// of the parts' values, without remoteness; `None` when a part was not reached alone.
    pub fn sum_verdict(&self, parts: &[P]) -> Option<Verdict> {
        if parts.len() == 1 {
            return self.verdict(parts);
        }
        let mut each = Vec::with_capacity(parts.len());
        for p in parts {
            each.push(self.verdict(std::slice::from_ref(p))?.value);
        }
        let value = LoopyValue::sum(&each);
        Some(Verdict {
            outcome: value.outcome(),
            remoteness: None,
            value,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::retrograde::tests::{brute_force, graph_of_mask, random_lists};
    use proptest::prelude::*;

    fn graphs(lists: &[Vec<usize>]) -> (Graph, Graph) {
        let mut edges = Vec::new();
        for (u, list) in lists.iter().enumerate() {
            edges.extend(list.iter().map(|&v| (u as u32, v as u32)));
        }
        let forward = Graph::from_edges(lists.len(), &edges);
        let reversed = forward.reversed();
        (forward, reversed)
    }

    fn values_of(lists: &[Vec<usize>]) -> Vec<LoopyValue> {
        let (forward, reversed) = graphs(lists);
        loopy_grundy(&forward, &reversed)
    }

    /// The sum of the games `a` and `b` as one graph: vertex `u·|b| + v` is `(u, v)`.
    fn product(a: &[Vec<usize>], b: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let m = b.len();
        let mut lists = vec![Vec::new(); a.len() * m];
        for u in 0..a.len() {
            for v in 0..m {
                let list = &mut lists[u * m + v];
                list.extend(a[u].iter().map(|&w| w * m + v));
                list.extend(b[v].iter().map(|&w| u * m + w));
            }
        }
        lists
    }

    /// A Nim heap `*0..=*top` as a graph: `*g`'s options are `*0..*g`.
    fn nim(top: usize) -> Vec<Vec<usize>> {
        (0..=top).map(|g| (0..g).collect()).collect()
    }

    /// The brute force, from the values' defining property: `γ(u) = g` finite exactly when
    /// `u + *g` is lost; else `∞(K)`, `K` the `g` for which `u + *g` is won. Values and `K`
    /// are at most the out-degree, so heaps up to `n` (vertices) + 1 settle every case.
    fn brute_values(lists: &[Vec<usize>]) -> Vec<LoopyValue> {
        let top = lists.len() + 1;
        let outcomes = brute_force(&product(lists, &nim(top)), &[]);
        let at = |u: usize, g: usize| outcomes[u * (top + 1) + g].0;
        (0..lists.len())
            .map(|u| match (0..=top).find(|&g| at(u, g) == Outcome::Lose) {
                Some(g) => LoopyValue::Finite(g as u32),
                None => LoopyValue::Infinite(
                    (0..=top as u32)
                        .filter(|&g| at(u, g as usize) == Outcome::Win)
                        .collect(),
                ),
            })
            .collect()
    }

    #[test]
    fn every_graph_of_up_to_4_vertices_against_the_sums_with_nim_heaps() {
        let mut seen = [0usize; 3];
        let mut graphs = 0;
        for n in 0..=4 {
            for mask in 0..1u32 << (n * n) {
                let lists = graph_of_mask(n, mask);
                let values = values_of(&lists);
                assert_eq!(values, brute_values(&lists), "{lists:?}");
                for v in &values {
                    seen[v.outcome() as usize] += 1;
                }
                graphs += 1;
            }
        }
        assert_eq!(graphs, 1 + 2 + 16 + 512 + 65536);
        // Draws, wins and losses all occur.
        assert!(seen.iter().all(|&c| c > 0), "{seen:?}");
    }

    #[test]
    fn random_graphs_against_the_sums_with_nim_heaps() {
        let mut rng = fastrand::Rng::with_seed(5);
        for _ in 0..200 {
            let n = rng.usize(5..=9);
            let m = rng.usize(0..=3 * n);
            let lists = random_lists(&mut rng, n, m);
            assert_eq!(values_of(&lists), brute_values(&lists), "{lists:?}");
        }
    }

    /// Smith's rule for `u + v` against retrograde analysis of the product graph, for every
    /// pair of vertices of two random graphs.
    #[test]
    fn the_sum_rule_against_the_product_graph() {
        let mut rng = fastrand::Rng::with_seed(7);
        let mut seen = [0usize; 3];
        let mut retro = Retrograde::new();
        for _ in 0..300 {
            let (n, m) = (rng.usize(1..=7), rng.usize(1..=7));
            let (edges_a, edges_b) = (rng.usize(0..=2 * n), rng.usize(0..=2 * m));
            let a = random_lists(&mut rng, n, edges_a);
            let b = random_lists(&mut rng, m, edges_b);
            let (va, vb) = (values_of(&a), values_of(&b));
            let p = product(&a, &b);
            let (forward, _) = graphs(&p);
            let mut edges = Vec::new();
            for u in 0..p.len() {
                edges.extend(forward.successors(u).iter().map(|&v| (u as u32, v)));
            }
            retro.solve(
                &crate::game::retrograde::TokenGraph::from_edges(p.len(), &edges),
                &[],
            );
            for (u, x) in va.iter().enumerate() {
                for (v, y) in vb.iter().enumerate() {
                    let sum = LoopyValue::sum(&[x.clone(), y.clone()]);
                    let truth = retro.outcome(u * m + v);
                    assert_eq!(sum.outcome(), truth, "{a:?} {u} + {b:?} {v}: {sum}");
                    seen[truth as usize] += 1;
                }
            }
        }
        assert!(seen.iter().all(|&c| c > 0), "{seen:?}");
    }

    #[test]
    fn sums_of_values_and_their_text() {
        use LoopyValue::{Finite, Infinite};
        assert_eq!(LoopyValue::sum(&[]), Finite(0));
        assert_eq!(LoopyValue::sum(&[Finite(3), Finite(5)]), Finite(6));
        assert_eq!(
            LoopyValue::sum(&[Infinite(vec![0, 2]), Finite(3)]),
            Infinite(vec![1, 3])
        );
        assert_eq!(
            LoopyValue::sum(&[Infinite(vec![0]), Finite(1), Infinite(vec![1])]),
            Infinite(vec![])
        );
        for v in [
            Finite(0),
            Finite(17),
            Infinite(vec![]),
            Infinite(vec![0, 2, 9]),
        ] {
            assert_eq!(v.to_string().parse::<LoopyValue>(), Ok(v.clone()), "{v}");
        }
        assert_eq!(Infinite(vec![0, 2]).to_string(), "∞{0,2}");
        assert!("∞{x}".parse::<LoopyValue>().is_err());
        assert!("".parse::<LoopyValue>().is_err());
    }

    /// A token on 0 -> 1 -> 2 -> 0 where 2 may also split into the sum 3 + 3 (3 has no move):
    /// the states found breadth first, their outcomes, remoteness and values (worked by hand);
    /// a split into 0 + 3 instead makes the states grow for ever, and the budget stops it.
    #[test]
    fn exploring_a_sum_and_the_budget() {
        let explore = |split: [u32; 2], budget: usize| {
            let mut options = |p: &u32, f: &mut dyn FnMut(&[u32])| match p {
                0 => f(&[1]),
                1 => f(&[2]),
                2 => {
                    f(&[0]);
                    f(&split);
                }
                _ => {}
            };
            StateGraph::explore([vec![0u32]], budget, |s: &Vec<u32>, push| {
                sum_options(s, &mut options, &mut |next| push(next))
            })
        };
        let graph = explore([3, 3], 100).unwrap();
        assert_eq!(graph.states(), [vec![0], vec![1], vec![2], vec![3, 3]]);
        assert_eq!(graph.moves(), 4);
        let solved = Solved::new(graph);
        let each: Vec<(Outcome, Option<u32>, LoopyValue)> = (0..4)
            .map(|i| {
                (
                    solved.outcome(i),
                    solved.remoteness(i),
                    solved.value(i).clone(),
                )
            })
            .collect();
        use LoopyValue::Finite;
        assert_eq!(
            each,
            [
                (Outcome::Win, Some(3), Finite(1)),
                (Outcome::Lose, Some(2), Finite(0)),
                (Outcome::Win, Some(1), Finite(2)),
                (Outcome::Lose, Some(0), Finite(0)),
            ]
        );
        assert_eq!(solved.graph.find(&vec![2]), Some(2));
        assert_eq!(solved.graph.find(&vec![3]), None);
        assert_eq!(explore([0, 3], 1000).err(), Some(Exceeded { limit: 1000 }));
    }

    /// The moves of sums on a small game with cycles and a split (a token on 0 -> 1 -> 2 ->
    /// 0, 2 -> 3 + 4, 4 -> 3, 3 without a move): each verdict [`Solved::moves_of`] gives (a sum
    /// decided by Smith's rule) has the outcome of the sum left explored and solved whole.
    #[test]
    fn moves_of_sums_against_the_sums_explored_whole() {
        let mut options = |p: &u32, f: &mut dyn FnMut(&[u32])| match p {
            0 => f(&[1]),
            1 => f(&[2]),
            2 => {
                f(&[0]);
                f(&[3, 4]);
            }
            4 => f(&[3]),
            _ => {}
        };
        let mut checked = 0;
        for parts in [vec![0u32], vec![2], vec![0, 2], vec![1, 4, 3], vec![2, 2]] {
            let listed: Vec<Vec<Vec<u32>>> = parts
                .iter()
                .map(|p| {
                    let mut each = Vec::new();
                    options(p, &mut |o| each.push(o.to_vec()));
                    each
                })
                .collect();
            let starts = Solved::starts_for_moves(&parts, &listed);
            let solved = Solved::of_moves(&starts, 1000, &mut options, &mut |_, _| {}).unwrap();
            for (i, option, verdict) in solved.moves_of(&parts, &listed) {
                let mut after = parts.clone();
                after.remove(i);
                after.extend_from_slice(option);
                let whole = StateGraph::explore(
                    [{
                        after.sort_unstable();
                        after.clone()
                    }],
                    1000,
                    |s: &Vec<u32>, push| sum_options(s, &mut options, &mut |next| push(next)),
                )
                .unwrap();
                let whole = Solved::new(whole);
                assert_eq!(verdict.outcome, whole.outcome(0), "{parts:?} -> {after:?}");
                assert_eq!(verdict.value, *whole.value(0), "{parts:?} -> {after:?}");
                if parts.len() == 1 {
                    assert_eq!(verdict.remoteness, whole.remoteness(0));
                }
                checked += 1;
            }
        }
        // Moves of [0], [2], [0, 2], [1, 4, 3] and [2, 2] (each equal part played on its own).
        assert_eq!(checked, 1 + 2 + 3 + 2 + 4);
    }

    proptest! {
        #[test]
        fn values_are_mexes_and_give_the_retrograde_outcomes(
            lists in (1usize..=25).prop_flat_map(|n| {
                proptest::collection::vec(proptest::collection::vec(0..n, 0..4), n)
            }),
        ) {
            let values = values_of(&lists);
            let outcomes = brute_force(&lists, &[]);
            for (u, list) in lists.iter().enumerate() {
                prop_assert_eq!(values[u].outcome(), outcomes[u].0, "{:?} at {}", lists, u);
                let finite: Vec<u32> = list.iter().filter_map(|&v| match values[v] {
                    LoopyValue::Finite(g) => Some(g),
                    LoopyValue::Infinite(_) => None,
                }).collect();
                let mex = (0..).find(|g| !finite.contains(g)).unwrap();
                match &values[u] {
                    LoopyValue::Finite(g) => prop_assert_eq!(*g, mex),
                    LoopyValue::Infinite(k) => {
                        let mut all = finite.clone();
                        all.sort_unstable();
                        all.dedup();
                        prop_assert_eq!(k, &all);
                    }
                }
            }
        }
    }
}
