//! What the game lab knows of P6560: the check of [`Board`] (with and without its forward
//! search) against the sweeps of the rules on
//! every small graph, random and worst-case judge inputs. No table and no moves: a position is
//! a vertex of the input's graph, not a number.

use crate::{brute_force, Board, JUDGE_EDGES, JUDGE_ROUNDS, JUDGE_VERTICES};
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
            inputs: "every graph on 2..=N vertices (self-loops included), every end y, every start",
            default_upto: 3,
            max_upto: 4,
        },
        grid: None,
        // No moves: a position is a vertex of the graph the input gives, not one to four
        // numbers.
        moves: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| {
            shapes(&[(
                Layout::Single,
                "n m:0..=1000000 q edges[m](u v) rounds[q](x y)",
            )])
        }),
    }
}

/// Every graph on `n` vertices for `n` in `2..=upto` (the edge `u -> v` is bit `u·n + v` of a
/// mask), with every end `y`: the results of all starts, fast against brute force.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut inputs = Vec::new();
    for n in 2..=upto.max(2) {
        for mask in 0..1u32 << (n * n) {
            inputs.extend((0..n).map(|y| (n, mask, y)));
        }
    }
    check_all(
        progress,
        inputs,
        |&(n, mask, y)| format!("{n} vertices, edges {:?}, y = {}", edges(n, mask), y + 1),
        |&(n, mask, y)| {
            let mut lists = vec![Vec::new(); n];
            for (u, v) in edges(n, mask) {
                lists[u as usize].push(v as usize);
            }
            let brute = brute_force(&lists, y);
            let starts = (0..n).filter(|&x| x != y);
            // Every board answers every start, whether its rounds search forward or not.
            let (mut fast, mut slow) = (Vec::new(), Vec::new());
            for (first_step, cap) in [(1, 0), (1, 2), (1, usize::MAX), (0, usize::MAX)] {
                let mut board = Board::with_schedule(n, &edges(n, mask), first_step, cap);
                fast.extend(starts.clone().map(|x| board.round(x, y)));
                slow.extend(starts.clone().map(|x| brute[x]));
            }
            (fast, slow)
        },
    )
}

/// The edges of the mask's graph on `n` vertices.
fn edges(n: usize, mask: u32) -> Vec<(u32, u32)> {
    (0..n * n)
        .filter(|bit| mask >> bit & 1 == 1)
        .map(|bit| ((bit / n) as u32, (bit % n) as u32))
        .collect()
}

/// A graph of 2 to `2 + size / 2` vertices (at most 10) and up to three edges per vertex,
/// self-loops and repeated edges likely, and 1 to 5 rounds; vertices from 0.
#[derive(Clone, Debug)]
struct Case {
    n: u32,
    edges: Vec<(u32, u32)>,
    rounds: Vec<(u32, u32)>,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let n = rng.u32(2..=2 + size / 2);
        let edges = (0..rng.u32(1..=3 * n))
            .map(|_| (rng.u32(0..n), rng.u32(0..n)))
            .collect();
        let rounds = (0..rng.usize(1..=5))
            .map(|_| {
                let x = rng.u32(0..n);
                (x, (x + rng.u32(1..n)) % n)
            })
            .collect();
        Case { n, edges, rounds }
    }

    /// An edge or a round fewer (one of each is kept), or the last vertex dropped when no edge
    /// or round uses it.
    fn shrink(&self) -> Vec<Self> {
        let mut out: Vec<Case> = smaller_cases(&self.edges, 1, |_| Vec::new())
            .into_iter()
            .map(|edges| Case {
                edges,
                ..self.clone()
            })
            .collect();
        out.extend(
            smaller_cases(&self.rounds, 1, |_| Vec::new())
                .into_iter()
                .map(|rounds| Case {
                    rounds,
                    ..self.clone()
                }),
        );
        let last = self.n - 1;
        let uses = |&(a, b): &(u32, u32)| a == last || b == last;
        if self.n > 2 && !self.edges.iter().any(uses) && !self.rounds.iter().any(uses) {
            out.push(Case {
                n: last,
                ..self.clone()
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        judge_input(self.n as usize, &self.edges, &self.rounds)
    }
}

/// The judge's input for a graph and rounds given from 0.
fn judge_input(n: usize, edges: &[(u32, u32)], rounds: &[(u32, u32)]) -> String {
    let mut text = format!("{n} {} {}\n", edges.len(), rounds.len());
    for &(a, b) in edges.iter().chain(rounds) {
        text += &format!("{} {}\n", a + 1, b + 1);
    }
    text
}

/// The judge's largest inputs: 10^5 vertices, 5·10^5 edges, 500 rounds (random, from a fixed
/// seed). The edges go from lower to higher vertices (no cycle: every vertex is decided), with
/// random rounds; or with every round starting on vertex 1, whose only edge is a loop (a draw:
/// the analysis alone never stops early, the forward search ends at once); or with vertex 1
/// also moving onto a path through every other vertex (a draw that reaches everything: every
/// round analyses the whole graph, the slowest input); or the edges anywhere (cycles, many
/// draws).
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(6560);
    let n = JUDGE_VERTICES as u32;
    let rounds: Vec<(u32, u32)> = (0..JUDGE_ROUNDS)
        .map(|_| (rng.u32(0..n / 2), rng.u32(n / 2..n)))
        .collect();
    let mut acyclic = Vec::with_capacity(JUDGE_EDGES);
    let mut any = Vec::with_capacity(JUDGE_EDGES);
    while acyclic.len() < JUDGE_EDGES {
        let (a, b) = (rng.u32(0..n), rng.u32(0..n));
        any.push((a, b));
        if a != b {
            acyclic.push((a.min(b), a.max(b)));
        }
    }
    any.truncate(JUDGE_EDGES);
    // Vertex 0 (1 in the input) keeps one edge, a loop; no other edge touches it.
    let mut looped: Vec<(u32, u32)> = acyclic.iter().copied().filter(|&(a, _)| a != 0).collect();
    looped.truncate(JUDGE_EDGES - 1);
    looped.push((0, 0));
    let from_the_loop: Vec<(u32, u32)> = rounds.iter().map(|&(_, y)| (0, y)).collect();
    // Vertex 0 keeps its loop and also moves to vertex 1, the first of a path 1 -> 2 -> ... ->
    // n - 1 through every other vertex (the rest of the edges from the graph above); vertex 1
    // also moves to the top vertex n - 1, which has no move, so it always wins (stepping onto
    // the top leaves the opponent stuck, or ends the round when the top is `y`), and vertex 0
    // is always a draw. The start reaches the whole graph, which has no cycle: every round
    // decides every vertex but the start and scans every edge, and a search forward from the
    // start finds no small part to analyse alone.
    let path = (1..n - 1).map(|v| (v, v + 1));
    let mut reaching: Vec<(u32, u32)> = vec![(0, 0), (0, 1), (1, n - 1)];
    reaching.extend(path);
    reaching.extend(looped[..looped.len() - 1].iter().copied());
    reaching.truncate(JUDGE_EDGES);
    vec![
        WorstCase {
            name: "10^5 vertices, 5·10^5 edges upwards (no cycle), 500 random rounds",
            input: judge_input(JUDGE_VERTICES, &acyclic, &rounds),
        },
        WorstCase {
            name: "the same graph, 500 rounds from a vertex with only a loop (draws; the start reaches nothing else)",
            input: judge_input(JUDGE_VERTICES, &looped, &from_the_loop),
        },
        WorstCase {
            name: "a path through the other vertices added, the looped start also moving onto it (draws; every round scans every edge)",
            input: judge_input(JUDGE_VERTICES, &reaching, &from_the_loop),
        },
        WorstCase {
            name: "10^5 vertices, 5·10^5 random edges (cycles), 500 rounds",
            input: judge_input(JUDGE_VERTICES, &any, &rounds),
        },
    ]
}
