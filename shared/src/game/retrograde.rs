//! Retrograde analysis: Win, Lose or Draw for the player to move at every position of a game
//! that may go on for ever (a token on a directed graph with cycles), and the remoteness of
//! every decided position.
//!
//! ## The game and its values
//! Two players move alternately; a move goes from a position to one of its options (the
//! successors of a vertex). A player who cannot move loses. Some positions may be declared
//! *ends*: the game is over there and the player to move has lost, whatever moves the position
//! would otherwise have (P6560's target vertex, Berzerk's black hole). The outcomes are the least
//! solution of
//! - Win: some option is Lose;
//! - Lose: the position is an end, or every option is Win (true when there is none);
//!
//! and every other position is a Draw: neither player can force the end, the game goes on for
//! ever under best play (the player to move there has an option that is not Win, so he need
//! never lose, and none that is Lose, so he cannot force a win). The remoteness is how long the
//! decided game lasts when the winner hurries and the loser stalls: 0 at an end or a position
//! without moves; a Win's is 1 + the least remoteness of its Lose options; a Lose's is 1 + the
//! largest remoteness of its options (all Win).
//!
//! ## The method
//! Out-degree counters and a queue over the reversed moves: every end and every position
//! without moves is Lose at remoteness 0 and goes in the queue. A Lose position taken from the
//! queue makes each undecided predecessor Win; a Win position taken from the queue counts
//! down the counter of each undecided predecessor, which becomes Lose when its counter reaches
//! 0 (all its moves lead to Win positions). Every newly decided position gets the remoteness
//! of the one being taken plus 1 and joins the queue. Positions never decided are Draws.
//!
//! Each move costs one look at one byte: a position's state is its counter while that is at
//! most 252 (most positions), a mark for "more, see the big counter" (a second array, read
//! only at such positions), or its outcome once decided. A byte array is a quarter of the
//! size of `u32` counters, so more of it stays in the processor's cache.
//!
//! The queue holds positions in non-decreasing remoteness (the seeds are all 0, each newcomer
//! is one more than the position being taken, and those are taken in queue order), so the
//! first Lose option that reaches a predecessor is its nearest (the Win's remoteness is 1 +
//! the least), and the move that brings a counter to 0 comes from the farthest Win option (the
//! Lose's remoteness is 1 + the largest). A position is decided exactly when its equation
//! holds for options already decided, which is the least solution. The queue is taken level by
//! level (the positions of remoteness 0, then those of 1, ...), so the newcomers' remoteness
//! is the level's plus 1 without a look at the one taken. While a position's predecessors are
//! listed, the game is asked to fetch those of the position 8 places further in the queue
//! ([`Moves::prefetch_predecessors`]): the queue is in no order of the positions, so each
//! list would otherwise be a wait for memory.
//!
//! ## Tested
//! Unit tests below, against a brute force written from the definition (the outcome equations
//! swept over all positions at once until nothing changes; a position decided in sweep `k` has
//! remoteness `k`) on every directed graph of up to 4 vertices (all `2^(n·n)` edge sets,
//! self-loops included), on every graph of up to 3 vertices with every set of ends, on random
//! larger graphs with repeated edges, and on random graphs with hundreds of copies of a move
//! (more moves than a state byte counts, and counts around 252); a property test (proptest)
//! that the answer satisfies the equations with the remoteness on arbitrary graphs, which
//! determines it; the buffers reused from one analysis to the next, of a larger or a smaller
//! game; [`Retrograde::solve_until`] against [`Retrograde::solve`] on every graph of up to 3
//! vertices, every end and every target; [`TokenGraph`]'s predecessor lists and out-degrees
//! against [`Graph`](crate::graph::Graph)'s on random edge lists.
//! `scripts/bench-retrograde.sh` times it against a plain C++ implementation on a random
//! graph of 10^6 positions (docs/benchmarks.md).

/// The result of a position for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Outcome {
    /// Neither player can force the end: the game goes on for ever under best play.
    Draw,
    /// The player to move can force a win.
    Win,
    /// The player to move loses whatever he does (or the game is over).
    Lose,
}

/// A game as retrograde analysis reads it: its positions `0..positions()`, the number of moves
/// from each, and the positions one move before each.
///
/// `for_each_predecessor(v, f)` must call `f(u)` once per move from `u` to `v` (a repeated move
/// twice), so that the counts agree with `out_degree`.
pub trait Moves {
    /// The number of positions.
    fn positions(&self) -> usize;
    /// The number of moves from `position` (copies counted).
    fn out_degree(&self, position: usize) -> u32;
    /// Calls `f(u)` for each move `u -> position`.
    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, f: F);
    /// A hint that `for_each_predecessor(position, ..)` comes soon, so that an implementation
    /// may start bringing the list into the processor's cache; it must not change anything
    /// else. The default does nothing. [`Retrograde`] gives it the position a few places
    /// further in its queue.
    #[inline]
    fn prefetch_predecessors(&self, _position: usize) {}
}

/// A token on a directed graph, each edge a move: the moves [`Retrograde`] needs, built once
/// (the reversed graph and the out-degrees) and analysed as often as wanted.
#[derive(Debug, Clone)]
pub struct TokenGraph {
    /// `start[v]..start[v + 1]` is where the positions with a move to `v` lie in `from`.
    start: Vec<u32>,
    /// The sources of the moves, grouped by target, each group in the edge list's order.
    from: Vec<u32>,
    out_degree: Vec<u32>,
}

impl TokenGraph {
    /// The game on the graph of `vertices` vertices with the edges `(from, to)` (repeated
    /// edges and self-loops are moves like the others).
    ///
    /// # Panics
    /// On an edge end not below `vertices`; when `vertices` or the number of edges is not
    /// below `u32::MAX`.
    ///
    /// # Complexity
    /// O(vertices + edges) time: one pass over the edges counts the moves into and out of
    /// every vertex, then a counting sort by target in two rounds places them (see
    /// `group_by_target` in the source: blocks of targets, so that the writes stay in the
    /// cache). 4·(2·vertices + edges + 1) bytes, and 2·edges more while it runs.
    ///
    /// # Tested
    /// Its predecessor lists against
    /// [`Graph::reversed_from_edges`](crate::graph::Graph::reversed_from_edges) and its
    /// out-degrees against [`Graph::from_edges`](crate::graph::Graph::from_edges) on random
    /// edge lists of up to 5000 vertices and on one of over 2^21 edges (two rounds), the sort
    /// with every block size on smaller ones (module tests), besides every analysis test.
    pub fn from_edges(vertices: usize, edges: &[(u32, u32)]) -> TokenGraph {
        assert!(
            vertices < u32::MAX as usize && edges.len() < u32::MAX as usize,
            "a graph of {vertices} vertices and {} edges does not fit in u32 indices",
            edges.len()
        );
        // First `start[v]` counts the moves into `v`, then the moves into `0..v`: where `v`'s
        // group begins in `from` (and `start[vertices]` is the number of moves).
        let mut start = vec![0u32; vertices + 1];
        let mut out_degree = vec![0u32; vertices];
        for &(from, to) in edges {
            if from as usize >= vertices || to as usize >= vertices {
                edge_out_of_range(from, to, vertices);
            }
            out_degree[from as usize] += 1;
            start[to as usize] += 1;
        }
        let mut sum = 0;
        for at in &mut start {
            let count = *at;
            *at = sum;
            sum += count;
        }
        // One round while the sources fit in the cache (blocks of one target); past that,
        // blocks of targets: at most 256 up to 2^24 vertices, a place in one fits in a `u16`.
        let shift = if edges.len() <= ONE_ROUND_EDGES {
            0
        } else {
            (usize::BITS - vertices.leading_zeros())
                .saturating_sub(8)
                .min(16)
        };
        let from = group_by_target(&start, edges, shift);
        TokenGraph {
            start,
            from,
            out_degree,
        }
    }
}

/// The most edges whose sources [`TokenGraph::from_edges`] places in one round, straight to
/// their targets' groups: up to 8 MB of sources, which stay in the cache. Timed on the AMD EPYC
/// of docs/benchmarks.md (32 MB of third-level cache), one round built 10^5 positions and
/// 5·10^5 moves in 2.5 ms against 3.3 ms for two, and two rounds 10^6 and 5·10^6 in 49 ms
/// against 67 ms; at 2.5·10^6 moves they took the same time (medians of 9 to 21 runs in
/// turn, under load).
const ONE_ROUND_EDGES: usize = 1 << 21;

/// The sources of `edges` grouped by target, each group in the edge list's order, the group
/// of `v` at `from[start[v]..start[v + 1]]` (`start` as [`TokenGraph`]'s, given). Every edge
/// end must be below `start.len() - 1`, and `shift` at most 16.
///
/// A counting sort in two rounds, so that its writes stay in the cache. The edges are first
/// dealt out to blocks of `2^shift` consecutive targets: each block's sources go in order to
/// its own part of `from`, where its targets' groups will be, and each target's place in the
/// block beside them as a `u16`. Then each block's part (some 80 KB on 10^6 positions and
/// 5·10^6 moves) is sorted by target within itself. Each round writes at a few hundred places
/// that move forward, where writing each source straight to its target's place would land on
/// a random cache line of the whole array (20 MB there). With blocks of one target (`shift`
/// 0), the first round puts every source in its place and is the only one.
///
/// # Complexity
/// O(vertices + edges) time; 4·edges bytes for the result, 2·edges more while it runs, and
/// 4 per source of the largest block (all the edges at worst, when they share a target).
fn group_by_target(start: &[u32], edges: &[(u32, u32)], shift: u32) -> Vec<u32> {
    let vertices = start.len() - 1;
    let blocks = (vertices + (1 << shift) - 1) >> shift;
    // Block `b` holds the targets from `b << shift`; its part of `from` begins here.
    let part_start = |b: usize| start[(b << shift).min(vertices)] as usize;
    // Where each block's next source goes.
    let mut next: Vec<u32> = (0..blocks).map(|b| part_start(b) as u32).collect();
    let mut from = vec![0u32; edges.len()];
    if shift == 0 {
        for &(u, v) in edges {
            let at = &mut next[v as usize];
            from[*at as usize] = u;
            *at += 1;
        }
        return from;
    }
    let mut place = vec![0u16; edges.len()];
    let in_block = (1 << shift) - 1;
    for &(u, v) in edges {
        let at = &mut next[v as usize >> shift];
        from[*at as usize] = u;
        place[*at as usize] = (v as usize & in_block) as u16;
        *at += 1;
    }
    let (mut sources, mut cursor) = (Vec::new(), Vec::new());
    for b in 0..blocks {
        let part = part_start(b)..part_start(b + 1);
        let targets = b << shift..((b + 1) << shift).min(vertices);
        sources.clear();
        sources.extend_from_slice(&from[part.clone()]);
        // Where each target's next source goes.
        cursor.clear();
        cursor.extend_from_slice(&start[targets]);
        for (&u, &p) in sources.iter().zip(&place[part]) {
            let at = &mut cursor[p as usize];
            from[*at as usize] = u;
            *at += 1;
        }
    }
    from
}

/// The panic of [`TokenGraph::from_edges`], apart so that its loop keeps the edge in registers.
#[cold]
#[inline(never)]
fn edge_out_of_range(from: u32, to: u32, vertices: usize) -> ! {
    panic!("edge ({from}, {to}) in a graph of {vertices} vertices");
}

/// Asks the processor to bring `slice[at]` into its cache (nothing when `at` is out of range,
/// or on a processor other than x86-64): a hint that changes no value, only when a later read
/// finds its memory.
///
/// # Tested
/// It has no result to test: `prefetch_leaves_everything_as_it_was` calls it in and out of
/// range, and every analysis of a [`TokenGraph`] runs it.
#[inline]
fn prefetch<T>(slice: &[T], at: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(element) = slice.get(at) {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch never faults and writes nothing; the address is an element of a
        // live slice anyway. The intrinsic is `unsafe` only because it takes a raw pointer.
        unsafe { _mm_prefetch::<_MM_HINT_T0>((element as *const T).cast::<i8>()) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (slice, at);
}

impl Moves for TokenGraph {
    fn positions(&self) -> usize {
        self.out_degree.len()
    }

    #[inline]
    fn out_degree(&self, position: usize) -> u32 {
        self.out_degree[position]
    }

    /// Fetches the cache line that holds the first entry of `position`'s list in `from` (most
    /// lists are shorter than a line's 16 entries): the lists of the positions in a queue lie
    /// anywhere in the array, so each would otherwise cost a wait for memory.
    #[inline]
    fn prefetch_predecessors(&self, position: usize) {
        prefetch(&self.from, self.start[position] as usize);
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        let group = self.start[position] as usize..self.start[position + 1] as usize;
        for &u in &self.from[group] {
            f(u as usize);
        }
    }
}

/// A position's state during the analysis, one byte: its moves not yet known to lead to a Win
/// while it is undecided and has at most [`SMALL`] of them left (never 0: that decides it),
/// [`BIG`] while it has more (the count is then in [`Retrograde`]'s `big`), or its outcome.
type State = u8;
/// The most moves left that a [`State`] holds itself.
const SMALL: u32 = 252;
/// An undecided position with more than [`SMALL`] moves left.
const BIG: State = 253;
/// Decided Lose; every decided state is at least this.
const LOSE: State = 254;
/// Decided Win.
const WIN: State = 255;
/// How many places ahead in the queue [`Retrograde`] asks for the predecessors early (4, 8
/// and 16 timed about the same on the 10^6-position graphs of docs/benchmarks.md).
const LOOKAHEAD: usize = 8;

/// Retrograde analysis with its buffers (outcomes, remoteness, states, counters, queue), which
/// the next [`Retrograde::solve`] reuses: many analyses of one game (one per query) allocate
/// once.
#[derive(Debug, Clone, Default)]
pub struct Retrograde {
    outcome: Vec<Outcome>,
    /// Read only at decided positions, each written when it is decided.
    remoteness: Vec<u32>,
    state: Vec<State>,
    /// The moves left of the positions whose state is [`BIG`]; nothing else is read.
    big: Vec<u32>,
    queue: Vec<u32>,
}

impl Retrograde {
    /// An analysis not yet run (no positions).
    pub fn new() -> Retrograde {
        Retrograde::default()
    }

    /// Solves `game` with the positions `ends` declared over (Lose at remoteness 0 whatever
    /// their moves); see the [module documentation](self) for the values and the method.
    ///
    /// # Constraints
    /// Fewer than `u32::MAX` positions, fewer than `u32::MAX` moves from each; every end a
    /// position (repeats allowed).
    ///
    /// # Panics
    /// On an end that is not a position, or a game whose predecessors name a position out of
    /// range.
    ///
    /// # Complexity
    /// O(positions + moves) time: each position is queued at most once and then lists its
    /// predecessors once. 14 bytes per position besides the game: outcome, state,
    /// remoteness, queue slot, and the counter of a position with more than 252 moves. The
    /// last three come zeroed from the allocator and are written only where needed (decided
    /// positions, positions with many moves), so memory pages never written cost nothing
    /// where the operating system maps them lazily: 10 bytes per position on most games.
    pub fn solve<G: Moves>(&mut self, game: &G, ends: &[usize]) {
        self.run(game, ends, usize::MAX);
    }

    /// The outcome of `target` alone: [`Retrograde::solve`] stopped as soon as `target` is
    /// decided (a decided position is never relabelled, so that is its outcome). Afterwards the
    /// positions decided so far have their outcome and remoteness, but a position that reads
    /// Draw may not be one.
    ///
    /// # Constraints and panics
    /// As [`Retrograde::solve`]; also when `target` is not a position.
    ///
    /// # Complexity
    /// O(positions) to start, then at most what [`Retrograde::solve`] does: a target decided
    /// early saves the rest of the queue (many rounds of one game, each asking one position).
    pub fn solve_until<G: Moves>(&mut self, game: &G, ends: &[usize], target: usize) -> Outcome {
        assert!(target < game.positions(), "{target} is not a position");
        self.run(game, ends, target);
        self.outcome[target]
    }

    /// The analysis, stopped once `stop` is decided (never when it is not a position).
    fn run<G: Moves>(&mut self, game: &G, ends: &[usize], stop: usize) {
        let n = game.positions();
        assert!(n < u32::MAX as usize, "{n} positions: too many for u32");
        let Retrograde {
            outcome,
            remoteness,
            state,
            big,
            queue,
        } = self;
        // None is cleared: an entry is written before it is read. Grown, they come zeroed
        // from the allocator, whose fresh pages cost nothing until written.
        for buffer in [&mut *remoteness, &mut *big, &mut *queue] {
            if buffer.len() < n {
                *buffer = vec![0; n];
            }
        }
        // Slices of exactly `n`, held apart, so that the loop below keeps them in registers.
        let (remoteness, big, queue) = (&mut remoteness[..n], &mut big[..n], &mut queue[..n]);
        // The queue is `queue[head..tail]`; a position joins it at most once.
        let mut tail = 0;
        state.clear();
        state.extend((0..n).map(|p| match game.out_degree(p) {
            0 => {
                queue[tail] = p as u32;
                tail += 1;
                remoteness[p] = 0;
                LOSE
            }
            left if left <= SMALL => left as State,
            left => {
                big[p] = left;
                BIG
            }
        }));
        let state = &mut state[..];
        for &end in ends {
            if state[end] != LOSE {
                state[end] = LOSE;
                remoteness[end] = 0;
                queue[tail] = end as u32;
                tail += 1;
            }
        }
        let undecided = |state: &[State]| stop >= n || state[stop] < LOSE;
        // The queue holds the positions of remoteness `next - 1` up to `level_end`, then those
        // of `next`.
        let (mut head, mut level_end, mut next) = (0, tail, 1);
        while head < tail && undecided(state) {
            if head == level_end {
                level_end = tail;
                next += 1;
            }
            if let Some(&ahead) = queue[..tail].get(head + LOOKAHEAD) {
                game.prefetch_predecessors(ahead as usize);
            }
            let v = queue[head] as usize;
            head += 1;
            let lost = state[v] == LOSE;
            // One look at the state per move: it says both "decided" and "moves left".
            game.for_each_predecessor(v, |u| {
                let s = &mut state[u];
                if *s >= LOSE {
                    return;
                }
                if lost {
                    *s = WIN;
                } else if *s == BIG {
                    let left = &mut big[u];
                    *left -= 1;
                    if *left == SMALL {
                        *s = SMALL as State;
                    }
                    return;
                } else {
                    *s -= 1;
                    if *s != 0 {
                        return;
                    }
                    *s = LOSE;
                }
                remoteness[u] = next;
                queue[tail] = u as u32;
                tail += 1;
            });
        }
        outcome.clear();
        outcome.extend(state.iter().map(|&s| match s {
            WIN => Outcome::Win,
            LOSE => Outcome::Lose,
            _ => Outcome::Draw,
        }));
    }

    /// The outcome of `position` for the player to move, from the last [`Retrograde::solve`].
    ///
    /// # Panics
    /// When `position` is not a position of the last game solved.
    #[inline]
    pub fn outcome(&self, position: usize) -> Outcome {
        self.outcome[position]
    }

    /// Every position's outcome, from the last [`Retrograde::solve`].
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcome
    }

    /// The remoteness of `position` (moves left under best play), `None` for a Draw.
    ///
    /// # Panics
    /// When `position` is not a position of the last game solved.
    pub fn remoteness(&self, position: usize) -> Option<u32> {
        (self.outcome[position] != Outcome::Draw).then_some(self.remoteness[position])
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The brute force, from the definition: all positions swept at once with the labels of the
    /// sweep before, until a sweep changes nothing. In sweep 0 the ends and the positions
    /// without moves become Lose; in sweep `k` a position becomes Win when some option was
    /// Lose, Lose when every option was Win; `k` is its remoteness.
    pub(crate) fn brute_force(lists: &[Vec<usize>], ends: &[usize]) -> Vec<(Outcome, Option<u32>)> {
        let n = lists.len();
        let mut label: Vec<(Outcome, Option<u32>)> = vec![(Outcome::Draw, None); n];
        for sweep in 0u32.. {
            let before = label.clone();
            let is = |w: usize, o: Outcome| before[w].0 == o;
            for v in 0..n {
                if before[v].0 != Outcome::Draw {
                    continue;
                }
                let outcome = if ends.contains(&v) {
                    Outcome::Lose
                } else if lists[v].iter().any(|&w| is(w, Outcome::Lose)) {
                    Outcome::Win
                } else if lists[v].iter().all(|&w| is(w, Outcome::Win)) {
                    Outcome::Lose
                } else {
                    continue;
                };
                label[v] = (outcome, Some(sweep));
            }
            if label == before {
                break;
            }
        }
        label
    }

    fn edges_of(lists: &[Vec<usize>]) -> Vec<(u32, u32)> {
        let mut edges = Vec::new();
        for (u, list) in lists.iter().enumerate() {
            edges.extend(list.iter().map(|&v| (u as u32, v as u32)));
        }
        edges
    }

    fn fast(
        retro: &mut Retrograde,
        lists: &[Vec<usize>],
        ends: &[usize],
    ) -> Vec<(Outcome, Option<u32>)> {
        let game = TokenGraph::from_edges(lists.len(), &edges_of(lists));
        retro.solve(&game, ends);
        (0..lists.len())
            .map(|p| (retro.outcome(p), retro.remoteness(p)))
            .collect()
    }

    /// The graph on `n` vertices whose edges are the bits of `mask` (bit `u·n + v`: `u -> v`).
    pub(crate) fn graph_of_mask(n: usize, mask: u32) -> Vec<Vec<usize>> {
        (0..n)
            .map(|u| (0..n).filter(|v| mask >> (u * n + v) & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn every_graph_of_up_to_4_vertices() {
        let mut retro = Retrograde::new();
        let mut graphs = 0;
        let mut seen = [0usize; 3];
        for n in 0..=4 {
            for mask in 0..1u32 << (n * n) {
                let lists = graph_of_mask(n, mask);
                let answer = fast(&mut retro, &lists, &[]);
                assert_eq!(answer, brute_force(&lists, &[]), "{lists:?}");
                for (o, _) in answer {
                    seen[o as usize] += 1;
                }
                graphs += 1;
            }
        }
        assert_eq!(graphs, 1 + 2 + 16 + 512 + 65536);
        // Every outcome occurs.
        assert!(seen.iter().all(|&c| c > 0), "{seen:?}");
    }

    #[test]
    fn every_graph_of_up_to_3_vertices_with_every_set_of_ends() {
        let mut retro = Retrograde::new();
        for n in 1..=3 {
            for mask in 0..1u32 << (n * n) {
                let lists = graph_of_mask(n, mask);
                for end_mask in 0..1u32 << n {
                    let ends: Vec<usize> = (0..n).filter(|v| end_mask >> v & 1 == 1).collect();
                    let answer = fast(&mut retro, &lists, &ends);
                    assert_eq!(
                        answer,
                        brute_force(&lists, &ends),
                        "{lists:?} ends {ends:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn solve_until_agrees_with_solve_on_every_graph_of_up_to_3_vertices() {
        let (mut full, mut part) = (Retrograde::new(), Retrograde::new());
        for n in 1..=3 {
            for mask in 0..1u32 << (n * n) {
                let lists = graph_of_mask(n, mask);
                let game = TokenGraph::from_edges(n, &edges_of(&lists));
                for end in 0..=n {
                    let ends: Vec<usize> = (end < n).then_some(end).into_iter().collect();
                    full.solve(&game, &ends);
                    for target in 0..n {
                        let outcome = part.solve_until(&game, &ends, target);
                        assert_eq!(outcome, full.outcome(target), "{lists:?} {ends:?} {target}");
                        // What the partial run decided, it decided right.
                        for p in (0..n).filter(|&p| part.outcome(p) != Outcome::Draw) {
                            assert_eq!(part.outcome(p), full.outcome(p));
                            assert_eq!(part.remoteness(p), full.remoteness(p));
                        }
                    }
                }
            }
        }
    }

    /// `n` vertices, `m` random edges (loops and copies likely), `ends` random ends.
    pub(crate) fn random_lists(rng: &mut fastrand::Rng, n: usize, m: usize) -> Vec<Vec<usize>> {
        let mut lists = vec![Vec::new(); n];
        for _ in 0..m {
            lists[rng.usize(0..n)].push(rng.usize(0..n));
        }
        lists
    }

    #[test]
    fn random_larger_graphs() {
        let mut rng = fastrand::Rng::with_seed(11);
        let mut retro = Retrograde::new();
        for round in 0..300 {
            let n = rng.usize(5..=60);
            let m = rng.usize(0..=3 * n);
            let lists = random_lists(&mut rng, n, m);
            let ends: Vec<usize> = (0..round % 3).map(|_| rng.usize(0..n)).collect();
            assert_eq!(
                fast(&mut retro, &lists, &ends),
                brute_force(&lists, &ends),
                "{lists:?} ends {ends:?}"
            );
        }
    }

    #[test]
    fn the_token_graph_is_the_edge_list_turned_round() {
        use crate::graph::Graph;
        let mut rng = fastrand::Rng::with_seed(5);
        for round in 0..300 {
            // Every tenth graph large (blocks of more than one target in `group_by_target`),
            // every tenth dense (vertices with hundreds of moves).
            let n = match round % 10 {
                0 => rng.usize(256..=5000),
                _ => rng.usize(1..=40),
            };
            let m = rng.usize(0..=if round % 10 == 5 { 2000 } else { 4 * n });
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32)))
                .collect();
            let game = TokenGraph::from_edges(n, &edges);
            let (forward, reversed) = (
                Graph::from_edges(n, &edges),
                Graph::reversed_from_edges(n, &edges),
            );
            assert_eq!(game.positions(), n);
            for v in 0..n {
                assert_eq!(game.out_degree(v) as usize, forward.successors(v).len());
                let mut before = Vec::new();
                game.for_each_predecessor(v, |u| before.push(u as u32));
                assert_eq!(before, reversed.successors(v), "{edges:?} at {v}");
            }
        }
        let empty = TokenGraph::from_edges(0, &[]);
        assert_eq!(empty.positions(), 0);
    }

    /// `group_by_target` with every block size, from one target to 2^16, against the lists of
    /// [`crate::graph::Graph::reversed_from_edges`] one after the other.
    #[test]
    fn the_sort_by_target_with_every_block_size() {
        use crate::graph::Graph;
        let mut rng = fastrand::Rng::with_seed(17);
        for _ in 0..100 {
            let n = rng.usize(1..=300);
            let edges: Vec<(u32, u32)> = (0..rng.usize(0..=4 * n))
                .map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32)))
                .collect();
            let reversed = Graph::reversed_from_edges(n, &edges);
            let lists: Vec<u32> = (0..n)
                .flat_map(|v| reversed.successors(v).to_vec())
                .collect();
            let game = TokenGraph::from_edges(n, &edges);
            for shift in 0..=16 {
                let from = group_by_target(&game.start, &edges, shift);
                assert_eq!(from, lists, "shift {shift}, {edges:?}");
            }
        }
    }

    /// More edges than [`ONE_ROUND_EDGES`], so that [`TokenGraph::from_edges`] takes two rounds.
    #[test]
    fn a_large_token_graph() {
        use crate::graph::Graph;
        let mut rng = fastrand::Rng::with_seed(19);
        let n = 300_000;
        let edges: Vec<(u32, u32)> = (0..ONE_ROUND_EDGES + 1000)
            .map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32)))
            .collect();
        let game = TokenGraph::from_edges(n, &edges);
        let reversed = Graph::reversed_from_edges(n, &edges);
        for v in 0..n {
            let mut before = Vec::new();
            game.for_each_predecessor(v, |u| before.push(u as u32));
            assert_eq!(before, reversed.successors(v), "at {v}");
        }
    }

    #[test]
    fn prefetch_leaves_everything_as_it_was() {
        let list = [4u32, 5, 6];
        for at in [0, 2, 3, usize::MAX] {
            prefetch(&list, at);
        }
        prefetch::<u64>(&[], 0);
        assert_eq!(list, [4, 5, 6]);
        let game = TokenGraph::from_edges(2, &[(0, 1)]);
        game.prefetch_predecessors(0);
        game.prefetch_predecessors(1);
        let mut before = Vec::new();
        game.for_each_predecessor(1, |u| before.push(u));
        assert_eq!(before, [0]);
    }

    #[test]
    #[should_panic(expected = "edge (1, 3) in a graph of 3 vertices")]
    fn a_token_graph_edge_out_of_range_panics() {
        TokenGraph::from_edges(3, &[(0, 1), (1, 3)]);
    }

    /// Positions with more moves than a state byte counts ([`SMALL`]), around the change from
    /// the big counter to the byte: `copies` moves 0 -> 1, then 1 -> 2 and 2 without moves, so
    /// 0 is Lose at 2; with one more move 0 -> 3 and 3 -> 3, 0 is a Draw.
    #[test]
    fn positions_with_more_moves_than_a_state_holds() {
        let mut retro = Retrograde::new();
        let big = SMALL as usize;
        for copies in [1, big - 1, big, big + 1, big + 2, 2 * big, 5 * big] {
            let mut lists = vec![vec![1; copies], vec![2], vec![], vec![3]];
            let answer = fast(&mut retro, &lists, &[]);
            assert_eq!(answer[0], (Outcome::Lose, Some(2)), "{copies} copies");
            assert_eq!(answer, brute_force(&lists, &[]));
            lists[0].push(3);
            let answer = fast(&mut retro, &lists, &[]);
            assert_eq!(
                answer[0],
                (Outcome::Draw, None),
                "{copies} copies and a draw"
            );
            assert_eq!(answer, brute_force(&lists, &[]));
        }
    }

    /// Random graphs on a few vertices, each with up to 3 options and one or up to 200 copies
    /// of each move, half of them acyclic (every position decided), against the brute force, one
    /// analysis reused for all.
    #[test]
    fn random_graphs_with_many_copies_of_each_move() {
        let mut rng = fastrand::Rng::with_seed(13);
        let mut retro = Retrograde::new();
        let mut seen = [0usize; 3];
        for round in 0..300 {
            let n = rng.usize(2..=8);
            let acyclic = round % 2 == 0;
            let lists: Vec<Vec<usize>> = (0..n)
                .map(|u| {
                    let first = if acyclic { u + 1 } else { 0 };
                    let mut list = Vec::new();
                    for _ in 0..rng.usize(0..=3).min(n - first) {
                        let option = rng.usize(first..n);
                        let copies = if rng.bool() { 1 } else { rng.usize(1..=200) };
                        list.extend(std::iter::repeat(option).take(copies));
                    }
                    list
                })
                .collect();
            let ends: Vec<usize> = (0..round % 3).map(|_| rng.usize(0..n)).collect();
            let answer = fast(&mut retro, &lists, &ends);
            assert_eq!(
                answer,
                brute_force(&lists, &ends),
                "{lists:?} ends {ends:?}"
            );
            for p in (0..n).filter(|&p| lists[p].len() > SMALL as usize && !ends.contains(&p)) {
                seen[answer[p].0 as usize] += 1;
            }
        }
        // Positions with more moves than a state holds took every outcome.
        assert!(seen.iter().all(|&c| c > 0), "{seen:?}");
    }

    #[test]
    fn a_long_chain_and_a_cycle() {
        // 0 -> 1 -> ... -> 9 (no move): 9 Lose at 0, 8 Win at 1, ..., 0 Win at 9.
        let chain: Vec<Vec<usize>> = (0..10)
            .map(|v| if v < 9 { vec![v + 1] } else { vec![] })
            .collect();
        let mut retro = Retrograde::new();
        let answer = fast(&mut retro, &chain, &[]);
        for (v, &(o, r)) in answer.iter().enumerate() {
            let expect = if (9 - v) % 2 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!((o, r), (expect, Some(9 - v as u32)));
        }
        // A cycle 0 -> 1 -> 2 -> 0: all Draws, no remoteness; with 2 an end, 1 wins at once.
        let cycle = vec![vec![1], vec![2], vec![0]];
        assert_eq!(
            fast(&mut retro, &cycle, &[]),
            vec![(Outcome::Draw, None); 3]
        );
        assert_eq!(
            fast(&mut retro, &cycle, &[2]),
            [
                (Outcome::Lose, Some(2)),
                (Outcome::Win, Some(1)),
                (Outcome::Lose, Some(0))
            ]
        );
    }

    /// Whether `answer` satisfies the equations with the remoteness (see the module
    /// documentation); they have exactly one solution, so this is a second characterisation.
    fn satisfies_the_equations(
        lists: &[Vec<usize>],
        ends: &[usize],
        answer: &[(Outcome, Option<u32>)],
    ) -> bool {
        lists.iter().enumerate().all(|(v, list)| {
            let options = list.iter().map(|&w| answer[w]);
            let lose_options = options
                .clone()
                .filter(|o| o.0 == Outcome::Lose)
                .map(|o| o.1.unwrap());
            match answer[v] {
                (Outcome::Draw, None) => {
                    !ends.contains(&v)
                        && lose_options.count() == 0
                        && options.clone().any(|o| o.0 != Outcome::Win)
                }
                (Outcome::Lose, Some(r)) if ends.contains(&v) => r == 0,
                (Outcome::Lose, Some(r)) => {
                    options.clone().all(|o| o.0 == Outcome::Win)
                        && r == options.map(|o| o.1.unwrap() + 1).max().unwrap_or(0)
                }
                (Outcome::Win, Some(r)) => {
                    !ends.contains(&v) && lose_options.min().map(|l| l + 1) == Some(r)
                }
                _ => false,
            }
        })
    }

    proptest! {
        #[test]
        fn the_answer_satisfies_the_equations(
            lists in (1usize..=30).prop_flat_map(|n| {
                proptest::collection::vec(proptest::collection::vec(0..n, 0..4), n)
            }),
            end_seeds in proptest::collection::vec(any::<usize>(), 0..3),
        ) {
            let ends: Vec<usize> = end_seeds.iter().map(|s| s % lists.len()).collect();
            let answer = fast(&mut Retrograde::new(), &lists, &ends);
            prop_assert!(satisfies_the_equations(&lists, &ends, &answer), "{:?}", answer);
        }
    }
}
