//! # Luogu P6560 [SBCOI2020] 时光的流逝: a token on a directed graph, win / lose / draw per round
//!
//! A directed graph of `n` vertices and `m` edges, cycles allowed. Each round names a start `x`
//! and an end `y` (`x != y`); a token starts on `x` and the two players push it along an
//! outgoing edge in turn, the first player first. Whoever moves the token onto `y` wins at
//! once; a player whose vertex has no outgoing edge loses. Print `1` if the first player can
//! force a win, `-1` if the second can, `0` if neither can (the token moves for ever). The
//! statement is in `README.md`.
//!
//! ## Rule
//! Per round, retrograde analysis ([`shared::game::retrograde`]) of the graph with `y`
//! declared an end: the token on `y` means the player to move there has already lost (his
//! opponent just moved onto it), whatever edges leave `y`. The outcomes for the player to move
//! are then the least solution of "Win when some move reaches a Lose vertex; Lose when the
//! vertex is `y` or every move reaches a Win vertex (vacuous with no move)", and a vertex
//! outside it is a draw. Why this is the game: from a Win vertex the player to move steps to a
//! Lose vertex with fewer moves left (remoteness), from a Lose vertex every step reaches a Win
//! vertex, so by induction on the remoteness the winner forces the end in that many moves.
//! From an undecided vertex the player to move has no edge to a Lose vertex (or it would be
//! Win) and has an edge to a vertex that is not Win (or it would be Lose): taking such an edge
//! each time keeps the token on undecided vertices, so he never loses, and he cannot force a
//! win, since the opponent does the same. The module computes the least solution by
//! out-degree counters and a queue over the reversed edges, each vertex and edge once.
//!
//! The graph (reversed, in CSR form) is built once; each round reuses the buffers and stops as
//! soon as `x` is decided, so a round is O(n + m) at most and the whole input
//! O(m + q·(n + m)), 3·10^8 steps at the judge's limits. Reading is not the bound (about 30 ms
//! of the largest input): the rounds are. The slowest input the study's worst cases hold is a
//! graph without cycles (every vertex gets decided, every edge scanned) with every round
//! starting on a vertex whose only edge is a loop (a draw, so no round stops early). On a
//! shared 2-core machine under a load of 7 (so no figure to trust: the lead measures it on a
//! quiet one with `lab stress p6560-passing-of-time --worst`), that input took 2.5 s of CPU,
//! and a plain C++ program of the same method, g++ -O2, took 2.4 s on the same input.
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
//! self-loops included, with every end `y` and every start (the [`study`] descriptor's check,
//! which `lab verify` runs; 4 vertices, 65,536 graphs, in the slow test), and on random larger
//! graphs with repeated edges; random judge inputs through [`solve`] and [`brute_solve`] (its
//! own input loop; it caught a planted bug, `y` labelled from its own edges, and shrank it to
//! `2 2 1 / 1 2 / 2 1 / 1 2`); the samples and
//! the spec's extra cases in `testdata/`, CRLF, a BOM and bad inputs through [`solve`].

use proconio::input;
use shared::game::retrograde::{Outcome, Retrograde, TokenGraph};
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

/// The graph, ready for rounds: the reversed edges and the buffers of the analysis, built once.
#[derive(Debug, Clone)]
pub struct Board {
    game: TokenGraph,
    retro: Retrograde,
}

impl Board {
    /// The board of `vertices` vertices (from 0) and `edges` (`(u, v)`: a move from `u` to `v`).
    ///
    /// # Panics
    /// On an edge end not below `vertices`.
    ///
    /// # Complexity
    /// O(vertices + edges).
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Board {
        Board {
            game: TokenGraph::from_edges(vertices, edges),
            retro: Retrograde::new(),
        }
    }

    /// The result of the round from `x` to `y`: `1` when the first player can force a win,
    /// `-1` when the second can, `0` when neither can.
    ///
    /// # Panics
    /// When `x` or `y` is not a vertex.
    ///
    /// # Complexity
    /// O(vertices + edges) at most; the analysis stops as soon as `x` is decided.
    pub fn round(&mut self, x: usize, y: usize) -> i8 {
        match self.retro.solve_until(&self.game, &[y], x) {
            Outcome::Win => 1,
            Outcome::Lose => -1,
            Outcome::Draw => 0,
        }
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
            let mut board = Board::new(n, &edges);
            let y = rng.usize(0..n);
            let brute = brute_force(&lists, y);
            for x in (0..n).filter(|&x| x != y) {
                assert_eq!(board.round(x, y), brute[x], "{edges:?} from {x} to {y}");
                results[(brute[x] + 1) as usize] += 1;
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
    #[ignore = "slow: three inputs of 500 rounds on 5·10^5 edges, seconds"]
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
