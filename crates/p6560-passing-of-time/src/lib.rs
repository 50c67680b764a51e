//! # Luogu P6560 \[SBCOI2020\] 时光的流逝: a token on a directed graph, win / lose / draw per round
//!
//! A directed graph of `n` vertices and `m` edges, cycles allowed. Each round names a start `x`
//! and an end `y` (`x != y`); a token starts on `x` and the two players push it along an
//! outgoing edge in turn, the first player first. Whoever moves the token onto `y` wins at
//! once; a player whose vertex has no outgoing edge loses. Print `1` if the first player can
//! force a win, `-1` if the second can, `0` if neither can (the token moves for ever). The
//! statement is in `README.md`.
//!
//! ## Rule
//! Per round, retrograde analysis of the graph with `y` declared an end: the token on `y`
//! means the player to move there has already lost (his opponent just moved onto it),
//! whatever edges leave `y`. The outcomes for the player to move are then the least solution
//! of "Win when some move reaches a Lose vertex; Lose when the vertex is `y` or every move
//! reaches a Win vertex (vacuous with no move)", and a vertex outside it is a draw. Why this is
//! the game: from a Win vertex the player to move steps to a Lose vertex with fewer moves left
//! (remoteness), from a Lose vertex every step reaches a Win vertex, so by induction on the
//! remoteness the winner forces the end in that many moves. From an undecided vertex the
//! player to move has no edge to a Lose vertex (or it would be Win) and has an edge to a
//! vertex that is not Win (or it would be Lose): taking such an edge each time keeps the token
//! on undecided vertices, so he never loses, and he cannot force a win, since the opponent
//! does the same.
//!
//! ## Method
//! The least solution is found backwards, as in [`shared::game::retrograde`] but on this
//! crate's own layout ([`Board`]): `y` and every vertex without a move are Lose and queued; a
//! Lose vertex taken from the queue makes each undecided predecessor Win; a Win vertex counts
//! down each undecided predecessor's counter of moves (out-degree at first), which becomes
//! Lose at 0. A vertex is decided exactly when its equation holds for options already
//! decided, and never changes afterwards, so the round stops as soon as `x` is decided; what
//! is undecided when the queue runs dry is a draw.
//!
//! Only what `x` reaches matters. Let `R` be the vertices reachable from `x` by paths that do
//! not pass through `y` (`y` included when reached). Every move from a vertex of `R` other than
//! `y` stays in `R`, and `y`'s moves are ignored, so the equations of the vertices of `R`
//! mention only vertices of `R`: the least solution restricted to `R` is the least solution of
//! the game on `R` alone (induction on the sweeps of the fixpoint: a vertex's label after `k`
//! sweeps depends only on its options' labels after `k - 1`). So a round runs a forward search
//! from `x` beside the backward analysis, taking turns: each turn the search does a sixteenth
//! ([`SEARCH_SHARE`]) of the work the analysis does, and the work doubles from turn to turn.
//! When the analysis decides `x` first, that is the answer. When the search ends first, the
//! analysis goes on within `R` only: entries outside `R` are skipped, predecessors outside `R`
//! left alone. Everything it decided so far is right (decisions are final), every queued vertex
//! of `R` is still in the queue (`y` and every vertex of `R` without a move were queued at the
//! start; an entry outside `R` has no predecessor in `R` other than `y`, which is decided), and
//! the counter of an undecided vertex of `R` counts its moves into `R` not yet known to reach a
//! Win vertex: the rest is the analysis of `R`. The search gives up after a thirty-second of
//! the vertices plus edges in work, so a round that must analyse the whole graph does at most
//! that much more (a step of the search costs more than one of the analysis: it reads the lists
//! in an order the layout below does not follow).
//!
//! The work is shared between rounds in how the graph is laid out: the board names the vertices
//! in the order an analysis without an end decides them (the undecided ones last), and stores
//! both directions of the edges in CSR form under those names (`u32` indices, each predecessor
//! list in increasing order). A round decides the vertices in much the same order, so the
//! queue, the predecessor lists it reads and the counters it changes lie close together in
//! memory. A round allocates nothing: counters, queue and the search's marks (a bit per vertex,
//! cleared for the vertices the round before reached) are the board's. The whole input is O(m +
//! q·(n + m)), 3·10^8 steps at the judge's limits, still the spec's bound: a start that reaches
//! the whole graph and is a draw makes a round analyse everything.
//!
//! ## Speed
//! The study's worst cases (`lab stress p6560-passing-of-time --worst`), at the judge's limits
//! (10^5 vertices, 5·10^5 edges, 500 rounds), are: (a) a graph without cycles (every vertex
//! gets decided) with random rounds; (b) the same graph with every round starting on a vertex
//! whose only edge is a loop (a draw: the analysis alone never stops early, the search ends at
//! once); (c) that start also moving onto a path through every other vertex, whose first
//! vertex always wins (a draw that reaches everything: every round analyses the whole graph,
//! the slowest input for this method); (d) a random graph with cycles.
//!
//! Measured on a shared 2-core AMD EPYC under a load average of 7 to 11 (other builds running;
//! the lead measures on a quiet machine): the binary of commit 600e5b6 (the same rule, one
//! `shared::game::retrograde` analysis per round stopped once `x` is decided, input order)
//! built aside, and this one, run in turn on each input written out from the descriptor, five
//! times each; median CPU time (user + sys), old / new: (a) 998 / 149 ms, 6.7 times faster; (b)
//! 2916 / 60 ms, 48 times; (c) 3272 / 1046 ms, 3.1 times; (d) 117 / 92 ms, 1.3 times. Peak
//! memory 19 to 20 MB before, 26 MB now. Earlier runs under the same load put the parts apart:
//! on (c), naming the vertices in decision order halves the time (identity names: 2.4 s of CPU,
//! as before), the branch-free counter update saves another fifth, and the search costs about a
//! tenth more; on (a) the search is what wins (0.33 s of CPU without it). Input (b) took 2227
//! ms on a quiet machine before. With the machine otherwise idle but for one single-threaded
//! benchmark on the other core (load 2.5), `lab stress p6560-passing-of-time --worst` took
//! 124, 56, 980 and 76 ms on (a) to (d), the whole process's wall time against the 1500 ms
//! limit (2026-12-04).
//!
//! ## Input
//! `n m q`, `m` edges `u v`, `q` rounds `x y`, vertices from 1 (see `README.md`). Past the
//! judge's limits (`n <= 10^5`, `m <= 5·10^5`, `q <= 500`): up to [`MAX_VERTICES`] vertices,
//! [`MAX_EDGES`] edges (none at all, too) and [`MAX_ROUNDS`] rounds; a round with `x = y` is
//! refused.
//!
//! ## Traps
//! The edges leaving `y` must be ignored (labelling `y` from its successors gives `1` instead
//! of `-1` on the edges `1 -> 3, 3 -> 2, 2 -> 4` with the round `(1, 2)`); a vertex other than
//! `y` without an outgoing edge is lost for the player to move; repeated edges are separate
//! moves and a self-loop keeps its vertex from ever being lost; the analysis depends on `y`,
//! so it is redone per round; the answers are `-1`, `0`, `1` (no `+`).
//!
//! ## Tested
//! [`Board`] against [`brute_force`] (the outcome equations swept over the vertices until
//! nothing changes, from the rules, no counters or queue) on every graph of up to 3 vertices,
//! self-loops included, with every end `y` and every start, under four schedules (never
//! searching; searching to the end before analysing; taking turns from a first step of 1
//! with a search cap of 2 and with none), so that every way a round can end is taken (the
//! [`study`] descriptor's check, which `lab verify` runs; 4 vertices, 65,536 graphs, in the
//! slow test); on random larger graphs with repeated edges, five boards of different
//! schedules answering the same rounds whose end changes from one round to the next (the
//! buffers carried over); random judge inputs through [`solve`] and [`brute_solve`] (its own
//! input loop; it caught a planted bug, `y` labelled from its own edges, and shrank it to
//! `2 2 1 / 1 2 / 2 1 / 1 2`); the samples and the spec's extra cases in `testdata/`, CRLF, a
//! BOM and bad inputs through [`solve`]. Planted bugs seen failing: the search skipping each
//! vertex's last move (every test but the contract's limits), the analysis within `R`
//! touching only the predecessors outside it (the small-graph check and the random graphs).

use proconio::input;
use shared::graph::Graph;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: `n <= 10^5`, `m <= 5·10^5`, `q <= 500`.
pub const JUDGE_VERTICES: usize = 100_000;
/// See [`JUDGE_VERTICES`].
pub const JUDGE_EDGES: usize = 500_000;
/// See [`JUDGE_VERTICES`].
pub const JUDGE_ROUNDS: usize = 500;
/// The most vertices answered.
pub const MAX_VERTICES: usize = 1_000_000;
/// The most edges answered.
pub const MAX_EDGES: usize = 2_000_000;
/// The most rounds answered (each costs O(n + m)).
pub const MAX_ROUNDS: usize = 1_000;

shared::ranged! {
    Vertices: usize = 1..=MAX_VERTICES, "n";
    Edges: usize = 0..=MAX_EDGES, "m";
    Rounds: usize = 1..=MAX_ROUNDS, "q";
}

/// Reads the judge's input and writes `1`, `-1` or `0` per round.
///
/// # Errors
/// A malformed or truncated input, a count past its limit, a vertex outside `1..=n`, a round
/// with `x = y`.
///
/// # Complexity
/// O(n + m) to build the graph, then O(n + m) per round.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Vertices, m: Edges, q: Rounds }
    // The vertices' range depends on n.
    let ends = input.read_many("edge vertex", 2 * m, 1..=n as u32)?;
    let edges: Vec<(u32, u32)> = ends.chunks(2).map(|e| (e[0] - 1, e[1] - 1)).collect();
    let rounds = read_rounds(input, q, n)?;
    let mut board = Board::new(n, &edges);
    let mut text = String::with_capacity(3 * q);
    for (x, y) in rounds {
        text.push_str(answer(board.round(x, y)));
        text.push('\n');
    }
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// `q` rounds `x y`, from 1 in the input, from 0 in the result.
fn read_rounds(input: &mut Input, q: usize, n: usize) -> Result<Vec<(usize, usize)>, InputError> {
    let mut rounds = Vec::with_capacity(q);
    for i in 1..=q {
        input.context(format!("round {i}"));
        let x = input.read("x", 1..=n)?;
        let y = input.read("y", 1..=n)?;
        if x == y {
            return Err(InputError::new(format!(
                "round {i}: expected y different from x, found x = y = {x}"
            )));
        }
        rounds.push((x - 1, y - 1));
    }
    input.context("");
    Ok(rounds)
}

/// The judge's word for a result: `1`, `-1` or `0`.
pub fn answer(result: i8) -> &'static str {
    match result {
        1 => "1",
        -1 => "-1",
        _ => "0",
    }
}

/// A decided vertex's mark in [`Board`]'s `state`: the player to move there wins.
const WIN: u32 = u32::MAX - 1;
/// A decided vertex's mark: the player to move there loses (or the token is on the end).
const LOSE: u32 = u32::MAX;

/// In each turn of a round the forward search does the analysis's work divided by this.
pub const SEARCH_SHARE: usize = 16;

/// The work (queue entries plus edges looked at) of a round's first step with [`Board::new`];
/// each step doubles it.
pub const FIRST_STEP: usize = 64;

/// The graph, ready for rounds: both directions in CSR form under the board's own vertex
/// names, and the buffers of the analysis, built once.
///
/// A vertex's `state` is its counter of moves not yet known to reach a Win vertex while it is
/// undecided (below `WIN`), `WIN` or `LOSE` once decided. The queue holds
/// `vertex << 1 | lost`, so a popped entry needs no look at `state`. Bit `v` of `seen` marks
/// the vertices the round's forward search has reached.
#[derive(Debug, Clone)]
pub struct Board {
    /// The board's name of each input vertex.
    name: Vec<u32>,
    /// The moves, under the board's names.
    moves: Graph,
    /// The moves turned round, each list in increasing order.
    back: Graph,
    /// The number of moves from each vertex (copies and loops counted).
    degree: Vec<u32>,
    /// The vertices without a move.
    sinks: Vec<u32>,
    state: Vec<u32>,
    /// The analysis's queue, `queue[..queued]` (a vertex is queued at most once a round), and
    /// one slot past the last vertex for the analysis's branch-free writes.
    queue: Vec<u32>,
    queued: usize,
    /// One bit per vertex: reached by the round's forward search.
    seen: Vec<u64>,
    /// The vertices the round's forward search reached, in the order reached:
    /// `reached[..reach]`.
    reached: Vec<u32>,
    reach: usize,
    /// The analysis's work in a round's first step.
    first_step: usize,
    /// The most work (vertices plus edges) a round's forward search may do before it gives up.
    search_cap: usize,
}

impl Board {
    /// The board of `vertices` vertices (from 0) and `edges` (`(u, v)`: a move from `u` to
    /// `v`), whose rounds start with steps of [`FIRST_STEP`] and whose forward searches may do
    /// `(vertices + edges) / 32` of work.
    ///
    /// # Panics
    /// On an edge end not below `vertices`; on `vertices` or the number of edges not below
    /// `2^31`.
    ///
    /// # Complexity
    /// O(vertices + edges): two CSR builds, one analysis without an end to name the vertices,
    /// and the final CSR build; about 4·(8·vertices + 2·edges) bytes kept.
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Board {
        Board::with_schedule(vertices, edges, FIRST_STEP, (vertices + edges.len()) / 32)
    }

    /// [`Board::new`] with rounds whose first step is `first_step` work and whose forward
    /// search may do `cap` work (`0`: rounds never search; `usize::MAX`: a search runs to its
    /// end unless the analysis decides the start first). A first step of 0 lets the search run
    /// to its end or its cap before the analysis starts. The results depend on neither; the
    /// tests run first steps of 0 and 1 with both extremes of the cap and one between, so that
    /// on small graphs every way a round can go is taken.
    ///
    /// # Panics and complexity
    /// As [`Board::new`].
    pub fn with_schedule(
        vertices: usize,
        edges: &[(u32, u32)],
        first_step: usize,
        cap: usize,
    ) -> Board {
        assert!(
            vertices < 1 << 31 && edges.len() < 1 << 31,
            "{vertices} vertices and {} edges: too many for the board",
            edges.len()
        );
        // Name the vertices in the order an analysis without an end decides them (the
        // undecided ones after, in input order): a round decides them in much the same order,
        // so its queue, the lists it reads and the counters it changes lie close together.
        let mut plain = Board::named(vertices, edges, (0..vertices as u32).collect(), 1, 0);
        plain.seed(u32::MAX);
        // No vertex is named u32::MAX: the analysis runs to its end.
        plain.analyse::<false>(&mut 0, u32::MAX, usize::MAX);
        let mut name = vec![u32::MAX; vertices];
        let mut next = 0;
        for &entry in &plain.queue[..plain.queued] {
            name[(entry >> 1) as usize] = next;
            next += 1;
        }
        for v in name.iter_mut().filter(|v| **v == u32::MAX) {
            *v = next;
            next += 1;
        }
        // Its buffers go before the board's are made: a lower peak of memory.
        drop(plain);
        Board::named(vertices, edges, name, first_step, cap)
    }

    /// The board with the input vertex `v` named `name[v]` (a permutation).
    fn named(
        vertices: usize,
        edges: &[(u32, u32)],
        name: Vec<u32>,
        first_step: usize,
        search_cap: usize,
    ) -> Board {
        let renamed: Vec<(u32, u32)> = edges
            .iter()
            .map(|&(u, v)| (name[u as usize], name[v as usize]))
            .collect();
        let moves = Graph::from_edges(vertices, &renamed);
        let back = moves.reversed();
        let degree: Vec<u32> = (0..vertices).map(|v| moves.out_degree(v)).collect();
        let sinks = (0..vertices as u32)
            .filter(|&v| degree[v as usize] == 0)
            .collect();
        Board {
            name,
            moves,
            back,
            degree,
            sinks,
            state: vec![0; vertices],
            queue: vec![0; vertices + 1],
            queued: 0,
            seen: vec![0; (vertices + 63) / 64],
            reached: vec![0; vertices],
            reach: 0,
            first_step,
            search_cap,
        }
    }

    /// The result of the round from `x` to `y`: `1` when the first player can force a win,
    /// `-1` when the second can, `0` when neither can (`-1` when `x = y`: the token is on the
    /// end).
    ///
    /// The forward search from `x` (not past `y`) and the analysis of the whole graph with the
    /// end `y` take turns, the search doing a sixteenth of the analysis's work each turn and
    /// each turn's work doubling. The analysis stops once `x` is decided; when the search
    /// ends first, the analysis goes on within what it reached only.
    ///
    /// # Panics
    /// When `x` or `y` is not a vertex.
    ///
    /// # Complexity
    /// O(vertices) to start, then O(vertices + edges) at most: the analysis's work until `x` is
    /// decided, plus a search of at most a sixteenth of that or of the cap, whichever is less;
    /// or, when the search ends first, some sixteen times its work for the analysis before,
    /// and the analysis of what it reached after (with a look at each entry still queued).
    pub fn round(&mut self, x: usize, y: usize) -> i8 {
        let (x, y) = (self.name[x], self.name[y]);
        self.seed(y);
        // The last round's marks are on the vertices it reached, and only there.
        for &v in &self.reached[..self.reach] {
            self.seen[v as usize / 64] = 0;
        }
        self.seen[x as usize / 64] |= 1 << (x % 64);
        self.reached[0] = x;
        self.reach = 1;
        let (mut head, mut searched, mut search_work) = (0, 0, 0);
        let mut step = self.first_step;
        loop {
            if search_work < self.search_cap {
                let share = if step == 0 {
                    self.search_cap
                } else {
                    step / SEARCH_SHARE
                };
                let end = search_work.saturating_add(share).min(self.search_cap);
                if self.search(&mut searched, &mut search_work, end, y) {
                    let result = self.analyse::<true>(&mut head, x, usize::MAX);
                    return result.expect("an analysis without a bound ends");
                }
            }
            if let Some(result) = self.analyse::<false>(&mut head, x, step) {
                return result;
            }
            step = step.saturating_mul(2).max(1);
        }
    }

    /// Starts the analysis with the end `y` (none when it is not a vertex): counters at the
    /// out-degrees, `y` and every vertex without a move Lose and queued.
    fn seed(&mut self, y: u32) {
        self.state.copy_from_slice(&self.degree);
        let mut queued = 0;
        if let Some(count) = self.state.get_mut(y as usize) {
            *count = LOSE;
            self.queue[0] = y << 1 | 1;
            queued = 1;
        }
        for &s in &self.sinks {
            if s != y {
                self.state[s as usize] = LOSE;
                self.queue[queued] = s << 1 | 1;
                queued += 1;
            }
        }
        self.queued = queued;
    }

    /// Goes on with the forward search until it ends (`true`: `reached` is everything `x`
    /// reaches without passing `y`) or `work` reaches `end`. `searched` is how many of
    /// `reached` have been expanded.
    fn search(&mut self, searched: &mut usize, work: &mut usize, end: usize, y: u32) -> bool {
        // Plain slices and counters in locals: no field reloaded inside the loops.
        let moves = &self.moves;
        let (seen, reached) = (&mut self.seen[..], &mut self.reached[..]);
        let (mut reach, mut done, mut spent) = (self.reach, *searched, *work);
        let ended = loop {
            if done == reach {
                break true;
            }
            if spent >= end {
                break false;
            }
            let v = reached[done];
            done += 1;
            if v == y {
                continue;
            }
            let next = moves.successors(v as usize);
            spent += 1 + next.len();
            for &w in next {
                let (word, bit) = (&mut seen[w as usize / 64], 1 << (w % 64));
                if *word & bit == 0 {
                    *word |= bit;
                    reached[reach] = w;
                    reach += 1;
                }
            }
        };
        (self.reach, *searched, *work) = (reach, done, spent);
        ended
    }

    /// Takes queue entries from `head` on until `x` is decided (`Some(1)` Win, `Some(-1)`
    /// Lose), the queue is empty (`Some(0)`: `x` is a Draw) or the work (entries plus edges)
    /// passes `budget` (`None`). With `WITHIN`, only the vertices the search reached count:
    /// other entries are skipped and other predecessors left alone.
    fn analyse<const WITHIN: bool>(
        &mut self,
        head: &mut usize,
        x: u32,
        budget: usize,
    ) -> Option<i8> {
        // Plain slices and counters in locals: no field reloaded inside the loops.
        let (back, seen) = (&self.back, &self.seen[..]);
        let outside = |v: u32| seen[v as usize / 64] >> (v % 64) & 1 == 0;
        let (state, queue) = (&mut self.state[..], &mut self.queue[..]);
        let (mut taken, mut queued, mut work) = (*head, self.queued, 0usize);
        let result = loop {
            match state.get(x as usize) {
                Some(&WIN) => break Some(1),
                Some(&LOSE) => break Some(-1),
                _ => {}
            }
            if work >= budget {
                break None;
            }
            if taken == queued {
                break Some(0);
            }
            let entry = queue[taken];
            taken += 1;
            let v = (entry >> 1) as usize;
            if WITHIN && outside(v as u32) {
                continue;
            }
            let list = back.successors(v);
            work += 1 + list.len();
            if entry & 1 == 1 {
                // A Lose vertex: each undecided predecessor wins by moving here. Without a
                // branch on the counter (which way it goes is data, hard to predict): the slot
                // past the queue's end is written whether or not the vertex joins it.
                for &u in list {
                    if WITHIN && outside(u) {
                        continue;
                    }
                    let count = state[u as usize];
                    let open = count < WIN;
                    state[u as usize] = if open { WIN } else { count };
                    queue[queued] = u << 1;
                    queued += usize::from(open);
                }
            } else {
                // A Win vertex: one move fewer that may avoid losing, branch-free as above.
                for &u in list {
                    if WITHIN && outside(u) {
                        continue;
                    }
                    let count = state[u as usize];
                    let open = count < WIN;
                    let left = count - u32::from(open);
                    let lost = open & (left == 0);
                    state[u as usize] = if lost { LOSE } else { left };
                    queue[queued] = u << 1 | 1;
                    queued += usize::from(lost);
                }
            }
        };
        (*head, self.queued) = (taken, queued);
        result
    }
}

/// The results of every start for the end `y` on the graph with successor lists `lists`, from
/// the rules alone: the token on `y` is a loss for the player to move there; every other
/// vertex starts unknown, and sweeps over all vertices label an unknown vertex won (`1`) when
/// some edge reaches a lost one, lost (`-1`) when every edge reaches a won one (true with no
/// edge), until a sweep changes nothing; what is still unknown is a draw (`0`). The entry for
/// `y` itself is `-1`.
///
/// # Complexity
/// O(n · (n + m)): for small graphs.
pub fn brute_force(lists: &[Vec<usize>], y: usize) -> Vec<i8> {
    let mut result = vec![0i8; lists.len()];
    result[y] = -1;
    let mut changed = true;
    while changed {
        changed = false;
        for v in 0..lists.len() {
            if result[v] != 0 {
                continue;
            }
            if lists[v].iter().any(|&w| result[w] == -1) {
                result[v] = 1;
            } else if lists[v].iter().all(|&w| result[w] == 1) {
                result[v] = -1;
            } else {
                continue;
            }
            changed = true;
        }
    }
    result
}

/// The most vertices [`brute_solve`] answers.
pub const BRUTE_MAX_VERTICES: usize = 30;
/// The most edges [`brute_solve`] answers.
pub const BRUTE_MAX_EDGES: usize = 200;

/// The whole input answered from the rules alone, for the stress test: its own reading of the
/// graph into successor lists, [`brute_force`] per round, its own printing.
///
/// # Errors
/// A malformed or truncated input, more than [`BRUTE_MAX_VERTICES`] vertices or
/// [`BRUTE_MAX_EDGES`] edges, a vertex out of range, `x = y`.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n: usize = input.read("n", 1..=BRUTE_MAX_VERTICES)?;
    let m: usize = input.read("m", 0..=BRUTE_MAX_EDGES)?;
    let q: usize = input.read("q", 1..=MAX_ROUNDS)?;
    let mut lists = vec![Vec::new(); n];
    for _ in 0..m {
        let u: usize = input.read("u", 1..=n)?;
        let v: usize = input.read("v", 1..=n)?;
        lists[u - 1].push(v - 1);
    }
    for _ in 0..q {
        let x: usize = input.read("x", 1..=n)?;
        let y: usize = input.read("y", 1..=n)?;
        if x == y {
            return Err(InputError::new("x = y"));
        }
        let word = match brute_force(&lists, y - 1)[x - 1] {
            1 => "1",
            -1 => "-1",
            _ => "0",
        };
        writeln!(out, "{word}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_on_every_graph_of_up_to_3_vertices() {
        let verdict = study::game().verify_with(&[], 3);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 65,536 graphs of 4 vertices, every end"]
    fn fast_equals_brute_force_on_every_graph_of_4_vertices() {
        let verdict = study::game().verify_with(&[], 4);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn fast_equals_brute_force_on_random_larger_graphs() {
        let mut rng = ::study::fastrand::Rng::with_seed(6560);
        let mut results = [0usize; 3];
        for _ in 0..300 {
            let n = rng.usize(2..=25);
            let m = rng.usize(0..=3 * n);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.u32(0..n as u32), rng.u32(0..n as u32)))
                .collect();
            let mut lists = vec![Vec::new(); n];
            for &(u, v) in &edges {
                lists[u as usize].push(v as usize);
            }
            // The default schedule, never searching, searching first, taking turns from the first
            // step, and one at random; the
            // rounds change their end from one to the next on the same boards.
            let mut boards = [
                Board::new(n, &edges),
                Board::with_schedule(n, &edges, 1, 0),
                Board::with_schedule(n, &edges, 0, usize::MAX),
                Board::with_schedule(n, &edges, 1, usize::MAX),
                Board::with_schedule(n, &edges, rng.usize(0..=8), rng.usize(0..=2 * n)),
            ];
            let ends: Vec<usize> = (0..3).map(|_| rng.usize(0..n)).collect();
            let brute: Vec<Vec<i8>> = ends.iter().map(|&y| brute_force(&lists, y)).collect();
            for _ in 0..2 * n {
                let (k, x) = (rng.usize(0..ends.len()), rng.usize(0..n));
                if x == ends[k] {
                    continue;
                }
                for board in &mut boards {
                    let y = ends[k];
                    assert_eq!(board.round(x, y), brute[k][x], "{edges:?} from {x} to {y}");
                }
                results[(brute[k][x] + 1) as usize] += 1;
            }
        }
        // All three results occur.
        assert!(results.iter().all(|&c| c > 0), "{results:?}");
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(200, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Single, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    #[ignore = "slow: four inputs of 500 rounds on 5·10^5 edges, seconds"]
    fn worst_cases_are_answered() {
        for case in (study::game().worst_cases.unwrap())() {
            let out = run_str(solve, &case.input).unwrap();
            assert_eq!(out.lines().count(), JUDGE_ROUNDS, "{}", case.name);
        }
    }

    #[test]
    fn limits_and_bad_rounds_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2 1 1\n1 2\n2 2\n"),
            "round 1: expected y different from x, found x = y = 2"
        );
        assert_eq!(
            error("2 1 1\n1 3\n1 2\n"),
            "edge vertex 2: expected an integer in 1..=2, found 3"
        );
        assert_eq!(
            error("2 1 1\n1 2\n0 2\n"),
            "round 1: x: expected an integer in 1..=2, found 0"
        );
        assert_eq!(
            error("1000001 1 1\n"),
            "n: expected an integer in 1..=1000000, found 1000001 (token 1, line 1)"
        );
        assert_eq!(
            error("2 2000001 1\n"),
            "m: expected an integer in 0..=2000000, found 2000001 (token 2, line 1)"
        );
        assert_eq!(
            error("2 1 1001\n"),
            "q: expected an integer in 1..=1000, found 1001 (token 3, line 1)"
        );
        // No edge at all (past the judge's m >= 1): the first player is stuck.
        assert_eq!(run_str(solve, "2 0 1\n1 2\n").unwrap(), "-1\n");
    }
}
