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
//! of the one being taken plus 1 and joins the queue. Positions never decided are Draws. (A
//! decided position's counter is set to a mark, so each move costs one look at one array.)
//!
//! The queue holds positions in non-decreasing remoteness (the seeds are all 0, each newcomer
//! is one more than the position being taken, and those are taken in queue order), so the
//! first Lose option that reaches a predecessor is its nearest (the Win's remoteness is 1 +
//! the least), and the move that brings a counter to 0 comes from the farthest Win option (the
//! Lose's remoteness is 1 + the largest). A position is decided exactly when its equation
//! holds for options already decided, which is the least solution.
//!
//! ## Tested
//! Unit tests below, against a brute force written from the definition (the outcome equations
//! swept over all positions at once until nothing changes; a position decided in sweep `k` has
//! remoteness `k`) on every directed graph of up to 4 vertices (all `2^(n·n)` edge sets,
//! self-loops included), on every graph of up to 3 vertices with every set of ends, and on
//! random larger graphs with repeated edges; a property test (proptest) that the answer satisfies the equations with
//! the remoteness on arbitrary graphs, which determines it; the queue and counters reused from
//! one analysis to the next; [`Retrograde::solve_until`] against [`Retrograde::solve`] on every
//! graph of up to 3 vertices, every end and every target. `scripts/bench-retrograde.sh` times
//! it against a plain C++ implementation on a random graph of 10^6 positions.

use crate::graph::Graph;

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
}

/// A token on a directed graph, each edge a move: the moves [`Retrograde`] needs, built once
/// (the reversed graph and the out-degrees) and analysed as often as wanted.
#[derive(Debug, Clone)]
pub struct TokenGraph {
    reversed: Graph,
    out_degree: Vec<u32>,
}

impl TokenGraph {
    /// The game on the graph of `vertices` vertices with the edges `(from, to)` (repeated
    /// edges and self-loops are moves like the others).
    ///
    /// # Panics
    /// As [`Graph::from_edges`]: an edge end not below `vertices`, counts past `u32`.
    ///
    /// # Complexity
    /// O(vertices + edges) time (one counting sort), 4·(2·vertices + edges) bytes.
    pub fn from_edges(vertices: usize, edges: &[(u32, u32)]) -> TokenGraph {
        let reversed = Graph::reversed_from_edges(vertices, edges);
        let mut out_degree = vec![0u32; vertices];
        for &(from, _) in edges {
            out_degree[from as usize] += 1;
        }
        TokenGraph {
            reversed,
            out_degree,
        }
    }
}

impl Moves for TokenGraph {
    fn positions(&self) -> usize {
        self.out_degree.len()
    }

    #[inline]
    fn out_degree(&self, position: usize) -> u32 {
        self.out_degree[position]
    }

    #[inline]
    fn for_each_predecessor<F: FnMut(usize)>(&self, position: usize, mut f: F) {
        for &u in self.reversed.successors(position) {
            f(u as usize);
        }
    }
}

/// Retrograde analysis with its buffers (outcomes, remoteness, counters, queue), which the next
/// [`Retrograde::solve`] reuses: many analyses of one game (one per query) allocate once.
#[derive(Debug, Clone, Default)]
pub struct Retrograde {
    outcome: Vec<Outcome>,
    remoteness: Vec<u32>,
    left: Vec<u32>,
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
    /// predecessors once. 13 bytes per position besides the game (outcome, remoteness,
    /// counter, queue slot).
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
        // A decided position's counter: its moves no longer matter.
        const DECIDED: u32 = u32::MAX;
        let n = game.positions();
        assert!(n < u32::MAX as usize, "{n} positions: too many for u32");
        let Retrograde {
            outcome,
            remoteness,
            left,
            queue,
        } = self;
        outcome.clear();
        outcome.resize(n, Outcome::Draw);
        remoteness.clear();
        remoteness.resize(n, 0);
        left.clear();
        left.extend((0..n).map(|p| game.out_degree(p)));
        queue.clear();
        for &end in ends {
            if left[end] != DECIDED {
                left[end] = DECIDED;
                outcome[end] = Outcome::Lose;
                queue.push(end as u32);
            }
        }
        for p in 0..n {
            if left[p] == 0 {
                left[p] = DECIDED;
                outcome[p] = Outcome::Lose;
                queue.push(p as u32);
            }
        }
        let undecided = |outcome: &[Outcome]| stop >= n || outcome[stop] == Outcome::Draw;
        let mut head = 0;
        while head < queue.len() && undecided(outcome) {
            let v = queue[head] as usize;
            head += 1;
            let lost = outcome[v] == Outcome::Lose;
            let next = remoteness[v] + 1;
            // One look at the counter per move: it says both "decided" and "moves left".
            game.for_each_predecessor(v, |u| {
                let count = &mut left[u];
                if *count == DECIDED {
                    return;
                }
                if lost {
                    outcome[u] = Outcome::Win;
                } else {
                    *count -= 1;
                    if *count != 0 {
                        return;
                    }
                    outcome[u] = Outcome::Lose;
                }
                *count = DECIDED;
                remoteness[u] = next;
                queue.push(u as u32);
            });
        }
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
