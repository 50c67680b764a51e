//! Partizan games that may go on for ever: each player has his own moves (Left's options and
//! Right's options of a position differ), and the outcome of every position for each first
//! player, Win, Lose or Draw with the remoteness, gives its outcome class.
//!
//! ## The game and its classes
//! A state is a position and the player to move. Left moves from `(p, Left)` to `(q, Right)`
//! for each of Left's options `q` of `p`; Right likewise from `(p, Right)` to `(q, Left)`. A
//! player who cannot move loses; a game that never ends is a draw (a player who cannot win
//! prefers it to a loss: Codeforces 786A's "Loop"). On the states this is exactly the game
//! [`crate::game::retrograde`] solves: a token on a directed graph, so each state is Win, Lose
//! or Draw for the player to move, a decided one with its remoteness.
//!
//! The *outcome class* of a position is the pair of its results with Left moving first and
//! with Right moving first ([`Class`]): `L` (Left wins whoever starts), `R`, `N` (the first
//! player wins), `P` (the second player wins), and, when a draw is possible, `D` (a draw
//! whoever starts) and the four mixed classes written by their two winners, the one when Left
//! starts and the one when Right starts: `LD` (Left wins moving first, a draw when Right
//! starts), `DL` (Left wins moving second, a draw when Left starts), `RD` (Right wins moving
//! second, a draw when Right starts) and `DR` (Right wins moving first, a draw when Left
//! starts). A position whose game cannot loop has one of the first four.
//!
//! Sums: a state may be a sum of positions (a multiset of components, as
//! [`crate::game::loopy::sum_options`] plays it: the player to move plays in one component with
//! one of his own options), and an option may itself be a sum. Outcome classes do not decide a
//! sum from its parts (that needs the values of combinatorial game theory), so a sum is solved
//! as a state of its own.
//!
//! ## The method
//! [`solve_graph`] builds the state graph of a game given on `n` positions (state `2v` is `v`
//! with Left to move, `2v + 1` with Right to move) and runs [`Retrograde`] on it;
//! [`Solved::of_moves`] explores the states reachable from some sums, both players first, by
//! [`StateGraph::explore`] within a budget, and runs [`Retrograde`] on the graph it found. Both
//! take O(states + moves) time after the exploration; nothing else is new here: the queue and
//! counters are retrograde analysis's.
//!
//! ## Tested
//! Unit tests below: [`solve_graph`] against a plain minimax with a move limit (a position is
//! won within `d` moves when some option is lost within `d - 1`, lost within `d` when every
//! option is won within `d - 1`; the least such `d` is the remoteness, and a state undecided
//! within `2n` moves is a draw), on every pair of Left and Right graphs of up to 3 vertices and
//! by a property test (proptest) on random graphs of up to 12; [`Solved::of_moves`] against
//! [`solve_graph`] on random graphs and on sums of two random graphs (their product built in
//! the test); the heap game where Left takes 1 or 2 and Right 1 or 3 against its classes worked
//! out by hand. `crates/lab/tests/partizan.rs` checks the lab's rules files against Codeforces
//! 786A's brute force and against a minimax written from the rules.

use crate::game::loopy::{sum_options, Exceeded, StateGraph};
use crate::game::retrograde::{Outcome, Retrograde, TokenGraph};
use std::fmt;
use std::hash::Hash;

/// A player of a partizan game. When a problem speaks of the first and the second player (or
/// of two named players) and each has his own moves, `Left` is the one whose moves are listed
/// first, and either may move first: every result is given for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    /// Left (the first player, when a problem names them so).
    Left,
    /// Right (the second player).
    Right,
}

impl Player {
    /// Both players, Left first.
    pub const BOTH: [Player; 2] = [Player::Left, Player::Right];

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }

    /// `Left` or `Right`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Left => "Left",
            Player::Right => "Right",
        }
    }
}

/// The game from one state: Win, Lose or Draw for the player to move, and the remoteness of a
/// decided one (moves left when the winner hurries and the loser stalls; `None` for a draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    /// The result for the player to move.
    pub outcome: Outcome,
    /// The number of moves left under best play, `None` for a draw.
    pub remoteness: Option<u32>,
}

/// The outcome class of a position: its result with Left moving first and with Right moving
/// first (see the [module documentation](self) for the names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Class {
    /// The result for Left, Left moving first.
    pub left_first: Outcome,
    /// The result for Right, Right moving first.
    pub right_first: Outcome,
}

impl Class {
    /// The winner when `first` moves first, `None` for a draw.
    pub fn winner(self, first: Player) -> Option<Player> {
        let outcome = match first {
            Player::Left => self.left_first,
            Player::Right => self.right_first,
        };
        match outcome {
            Outcome::Win => Some(first),
            Outcome::Lose => Some(first.other()),
            Outcome::Draw => None,
        }
    }

    /// `L`, `R`, `N`, `P`, `D`, or one of the mixed classes `LD`, `DL`, `RD`, `DR` (the winner
    /// when Left starts, then when Right starts; `D` a draw).
    pub fn letters(self) -> &'static str {
        use Player::{Left, Right};
        match (self.winner(Left), self.winner(Right)) {
            (Some(Left), Some(Left)) => "L",
            (Some(Right), Some(Right)) => "R",
            (Some(Left), Some(Right)) => "N",
            (Some(Right), Some(Left)) => "P",
            (None, None) => "D",
            (Some(Left), None) => "LD",
            (None, Some(Left)) => "DL",
            (Some(Right), None) => "RD",
            (None, Some(Right)) => "DR",
        }
    }

    /// The class in words: "Left wins whoever starts", "a draw when Left starts, Left wins
    /// moving second".
    pub fn meaning(self) -> String {
        use Player::{Left, Right};
        match (self.winner(Left), self.winner(Right)) {
            (Some(a), Some(b)) if a == b => format!("{} wins whoever starts", a.name()),
            (Some(Left), Some(Right)) => "the first player wins".to_string(),
            (Some(_), Some(_)) => "the second player wins".to_string(),
            (None, None) => "a draw whoever starts".to_string(),
            (Some(w), None) | (None, Some(w)) => {
                let starts = if self.winner(w).is_some() {
                    "first"
                } else {
                    "second"
                };
                let drawn = if self.winner(Left).is_none() {
                    Left
                } else {
                    Right
                };
                format!(
                    "{} wins moving {starts}, a draw when {} starts",
                    w.name(),
                    drawn.name()
                )
            }
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letters())
    }
}

/// The class of a position whose results with Left and with Right first are `left` and `right`.
pub fn class_of(left: Play, right: Play) -> Class {
    Class {
        left_first: left.outcome,
        right_first: right.outcome,
    }
}

/// The results of every position of the game on `left.len()` positions in which Left moves
/// from `v` to each of `left[v]` and Right to each of `right[v]` (repeats and loops allowed):
/// entry `v` holds the result with Left to move and with Right to move.
///
/// # Constraints and panics
/// `left` and `right` of one length, every option below it, fewer than `u32::MAX / 2`
/// positions.
///
/// # Complexity
/// O(positions + moves) time and memory: one [`TokenGraph`] of `2·positions` states and one
/// retrograde analysis. Tested against a minimax with a move limit (module documentation).
pub fn solve_graph(left: &[Vec<usize>], right: &[Vec<usize>]) -> Vec<[Play; 2]> {
    assert_eq!(left.len(), right.len(), "one list of options per player");
    let n = left.len();
    let mut edges = Vec::new();
    for (player, lists) in [left, right].into_iter().enumerate() {
        for (v, list) in lists.iter().enumerate() {
            let from = (2 * v + player) as u32;
            edges.extend(list.iter().map(|&w| (from, (2 * w + 1 - player) as u32)));
        }
    }
    let graph = TokenGraph::from_edges(2 * n, &edges);
    let mut retrograde = Retrograde::new();
    retrograde.solve(&graph, &[]);
    let play = |s: usize| Play {
        outcome: retrograde.outcome(s),
        remoteness: retrograde.remoteness(s),
    };
    (0..n).map(|v| [play(2 * v), play(2 * v + 1)]).collect()
}

/// The options a player has from one component, as [`Solved::of_moves`] reads them:
/// `options(component, player, f)` calls `f` with the parts of each of `player`'s options (none
/// for a move to nothing).
pub type PlayerOptions<'a, P> = dyn FnMut(&P, Player, &mut dyn FnMut(&[P])) + 'a;

/// A partizan game explored from some sums and solved: every state's result.
#[derive(Debug, Clone)]
pub struct Solved<P> {
    graph: StateGraph<(Vec<P>, Player)>,
    retrograde: Retrograde,
}

impl<P: Clone + Ord + Hash> Solved<P> {
    /// Every state reachable from the sums `starts` (each its components, in any order), with
    /// either player to move first, explored within `budget` ([`StateGraph::explore`]) by the
    /// players' `options`, and solved by retrograde analysis; `report(expanded, budget)` is
    /// called for each state expanded.
    ///
    /// # Errors
    /// As [`StateGraph::explore`]: more than `budget` positions.
    ///
    /// # Complexity
    /// One call of `options` per component of each state reached, then O(states + moves).
    pub fn of_moves(
        starts: &[Vec<P>],
        budget: usize,
        options: &mut PlayerOptions<'_, P>,
        report: &mut dyn FnMut(u64, u64),
    ) -> Result<Solved<P>, Exceeded> {
        let mut firsts = Vec::with_capacity(2 * starts.len());
        for start in starts {
            let mut sorted = start.clone();
            sorted.sort_unstable();
            firsts.extend(Player::BOTH.iter().map(|&p| (sorted.clone(), p)));
        }
        let mut expanded = 0u64;
        let graph = StateGraph::explore(firsts, budget, |(state, player), push| {
            expanded += 1;
            report(expanded, budget as u64);
            let player = *player;
            let mut mine = |p: &P, f: &mut dyn FnMut(&[P])| options(p, player, f);
            sum_options(state, &mut mine, &mut |next| push((next, player.other())));
        })?;
        let mut retrograde = Retrograde::new();
        retrograde.solve(&graph, &[]);
        Ok(Solved { graph, retrograde })
    }

    /// The result of the sum `parts` (in any order) with `first` to move, `None` when that state
    /// was not reached.
    pub fn play(&self, parts: &[P], first: Player) -> Option<Play> {
        let mut state = parts.to_vec();
        state.sort_unstable();
        let i = self.graph.find(&(state, first))?;
        Some(Play {
            outcome: self.retrograde.outcome(i),
            remoteness: self.retrograde.remoteness(i),
        })
    }

    /// The outcome class of the sum `parts`, `None` when it was not reached with both players
    /// first.
    pub fn class(&self, parts: &[P]) -> Option<Class> {
        Some(class_of(
            self.play(parts, Player::Left)?,
            self.play(parts, Player::Right)?,
        ))
    }

    /// Every move `player` has in the sum `parts` (explored with `player` to move): the index
    /// of the part played, the option it becomes (its parts), and the result of the sum left
    /// for the other player to move. `options` must be those the game was explored with.
    ///
    /// # Panics
    /// When the sum was not explored with `player` to move.
    ///
    /// # Complexity
    /// One call of `options` per part, one look-up per move.
    pub fn moves_of(
        &self,
        parts: &[P],
        player: Player,
        options: &mut PlayerOptions<'_, P>,
    ) -> Vec<(usize, Vec<P>, Play)> {
        let mut all = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            let mut listed: Vec<Vec<P>> = Vec::new();
            options(part, player, &mut |option: &[P]| {
                listed.push(option.to_vec())
            });
            for option in listed {
                let mut after = parts.to_vec();
                after.remove(i);
                after.extend_from_slice(&option);
                let left = self
                    .play(&after, player.other())
                    .expect("a move of an explored sum was explored");
                all.push((i, option, left));
            }
        }
        all
    }

    /// The number of states explored (sums with a player to move).
    pub fn states(&self) -> usize {
        self.graph.states().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::retrograde::tests::{graph_of_mask, random_lists};
    use proptest::prelude::*;

    /// The plain minimax with a move limit, from the rules: `won[d][s]` / `lost[d][s]` say that
    /// the player to move at state `s` (position `v`, `s = 2v + player`) can force a win within
    /// `d` moves / cannot avoid a loss within `d` moves. A state decided within no limit up to
    /// `2n` (the number of states) is a draw.
    fn minimax(left: &[Vec<usize>], right: &[Vec<usize>]) -> Vec<[Play; 2]> {
        let n = left.len();
        let options = |s: usize| -> Vec<usize> {
            let (v, p) = (s / 2, s % 2);
            let list = if p == 0 { &left[v] } else { &right[v] };
            list.iter().map(|&w| 2 * w + 1 - p).collect()
        };
        let states = 2 * n;
        let mut won = vec![false; states];
        let mut lost: Vec<bool> = (0..states).map(|s| options(s).is_empty()).collect();
        let mut first: Vec<Option<(Outcome, u32)>> = (0..states)
            .map(|s| lost[s].then_some((Outcome::Lose, 0)))
            .collect();
        for d in 1..=states as u32 {
            let (w, l) = (won.clone(), lost.clone());
            for s in 0..states {
                won[s] = options(s).iter().any(|&t| l[t]);
                lost[s] = options(s).iter().all(|&t| w[t]);
                if first[s].is_none() {
                    if won[s] {
                        first[s] = Some((Outcome::Win, d));
                    } else if lost[s] {
                        first[s] = Some((Outcome::Lose, d));
                    }
                }
            }
        }
        let play = |s: usize| match first[s] {
            Some((outcome, d)) => Play {
                outcome,
                remoteness: Some(d),
            },
            None => Play {
                outcome: Outcome::Draw,
                remoteness: None,
            },
        };
        (0..n).map(|v| [play(2 * v), play(2 * v + 1)]).collect()
    }

    #[test]
    fn every_pair_of_graphs_of_up_to_3_vertices_against_minimax() {
        let mut classes = std::collections::HashSet::new();
        for n in 0..=3 {
            for a in 0..1u32 << (n * n) {
                let left = graph_of_mask(n, a);
                for b in 0..1u32 << (n * n) {
                    let right = graph_of_mask(n, b);
                    let fast = solve_graph(&left, &right);
                    assert_eq!(fast, minimax(&left, &right), "{left:?} {right:?}");
                    classes.extend(fast.iter().map(|[l, r]| class_of(*l, *r).letters()));
                }
            }
        }
        // Every one of the nine classes occurs.
        assert_eq!(classes.len(), 9, "{classes:?}");
    }

    #[test]
    fn the_heap_game_left_takes_1_or_2_right_1_or_3() {
        // By hand: 0 P (nobody moves), 1 N (either takes the last), 2 L (Right must leave 1
        // for Left; Left takes both), 3 N (Right takes 3; Left leaves 2, where Right loses),
        // and from 4 on L: Left leaves 2 or a heap of at least 4, lost for Right to move, and
        // Right leaves n - 1 or n - 3, both at least 1, where Left to move wins.
        let n = 30;
        let take = |steps: &[usize]| -> Vec<Vec<usize>> {
            (0..n)
                .map(|h| steps.iter().filter(|&&s| s <= h).map(|s| h - s).collect())
                .collect()
        };
        let solved = solve_graph(&take(&[1, 2]), &take(&[1, 3]));
        let letters: Vec<&str> = solved
            .iter()
            .map(|[l, r]| class_of(*l, *r).letters())
            .collect();
        let mut expected = vec!["P", "N", "L", "N"];
        expected.resize(n, "L");
        assert_eq!(letters, expected);
        // The same through exploration from the heaps.
        let starts: Vec<Vec<usize>> = (0..n).map(|h| vec![h]).collect();
        let mut options = |h: &usize, p: Player, f: &mut dyn FnMut(&[usize])| {
            let steps: &[usize] = if p == Player::Left { &[1, 2] } else { &[1, 3] };
            for &s in steps.iter().filter(|&&s| s <= *h) {
                f(&[h - s]);
            }
        };
        let explored = Solved::of_moves(&starts, 1000, &mut options, &mut |_, _| {}).unwrap();
        for (h, &e) in expected.iter().enumerate() {
            assert_eq!(explored.class(&[h]).unwrap().letters(), e, "heap {h}");
        }
        // Heap 3: Left's moves to 2 (lost for Right) and 1 (won for Right), Right's to 2 (won
        // for Left) and 0 (lost for Left).
        let mut outcomes = |p: Player| -> Vec<(usize, Vec<usize>, Outcome)> {
            let moves = explored.moves_of(&[3], p, &mut options);
            moves
                .into_iter()
                .map(|(i, o, r)| (i, o, r.outcome))
                .collect()
        };
        use Outcome::{Lose, Win};
        assert_eq!(
            outcomes(Player::Left),
            [(0, vec![2], Lose), (0, vec![1], Win)]
        );
        assert_eq!(
            outcomes(Player::Right),
            [(0, vec![2], Win), (0, vec![0], Lose)]
        );
    }

    #[test]
    fn names_and_meanings() {
        use Outcome::{Draw, Lose, Win};
        let all = [
            (Win, Lose, "L", "Left wins whoever starts"),
            (Lose, Win, "R", "Right wins whoever starts"),
            (Win, Win, "N", "the first player wins"),
            (Lose, Lose, "P", "the second player wins"),
            (Draw, Draw, "D", "a draw whoever starts"),
            (
                Win,
                Draw,
                "LD",
                "Left wins moving first, a draw when Right starts",
            ),
            (
                Draw,
                Lose,
                "DL",
                "Left wins moving second, a draw when Left starts",
            ),
            (
                Lose,
                Draw,
                "RD",
                "Right wins moving second, a draw when Right starts",
            ),
            (
                Draw,
                Win,
                "DR",
                "Right wins moving first, a draw when Left starts",
            ),
        ];
        for (left_first, right_first, letters, meaning) in all {
            let class = Class {
                left_first,
                right_first,
            };
            assert_eq!(class.to_string(), letters);
            assert_eq!(class.meaning(), meaning, "{letters}");
        }
    }

    /// The options of a component `v` of a sum over the graphs `left`, `right`.
    fn graph_options<'a>(
        left: &'a [Vec<usize>],
        right: &'a [Vec<usize>],
    ) -> Box<PlayerOptions<'a, usize>> {
        Box::new(move |&v, p, f| {
            let list = if p == Player::Left {
                &left[v]
            } else {
                &right[v]
            };
            for &w in list {
                f(&[w]);
            }
        })
    }

    #[test]
    fn explored_sums_agree_with_the_product_graph() {
        let mut rng = fastrand::Rng::with_seed(32);
        for _ in 0..200 {
            let n = rng.usize(1..=6);
            let (a, b) = (rng.usize(0..=2 * n), rng.usize(0..=2 * n));
            let left = random_lists(&mut rng, n, a);
            let right = random_lists(&mut rng, n, b);
            // The sum u + v as a graph on pairs (u, v), u <= v not required: n·n positions.
            let pair = |u: usize, v: usize| u * n + v;
            let product = |lists: &[Vec<usize>]| -> Vec<Vec<usize>> {
                let mut out = vec![Vec::new(); n * n];
                for u in 0..n {
                    for v in 0..n {
                        // Equal components are played once, as sum_options does.
                        out[pair(u, v)].extend(lists[u].iter().map(|&w| pair(w, v)));
                        if u != v {
                            out[pair(u, v)].extend(lists[v].iter().map(|&w| pair(u, w)));
                        }
                    }
                }
                out
            };
            let whole = solve_graph(&product(&left), &product(&right));
            let single = solve_graph(&left, &right);
            let starts: Vec<Vec<usize>> = (0..n)
                .flat_map(|u| (0..n).map(move |v| vec![u, v]))
                .chain((0..n).map(|v| vec![v]))
                .collect();
            let mut options = graph_options(&left, &right);
            let solved = Solved::of_moves(&starts, 100_000, &mut options, &mut |_, _| {}).unwrap();
            for u in 0..n {
                for (k, &first) in Player::BOTH.iter().enumerate() {
                    assert_eq!(solved.play(&[u], first), Some(single[u][k]));
                    for v in 0..n {
                        let got = solved.play(&[u, v], first);
                        assert_eq!(got, Some(whole[pair(u, v)][k]), "{u} {v}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_budget_refuses_a_game_that_grows() {
        let mut options = |&h: &u64, _: Player, f: &mut dyn FnMut(&[u64])| f(&[h + 1]);
        let refused = Solved::of_moves(&[vec![0]], 100, &mut options, &mut |_, _| {});
        assert_eq!(refused.err(), Some(Exceeded { limit: 100 }));
    }

    proptest! {
        #[test]
        fn random_graphs_agree_with_minimax_and_exploration(
            (left, right) in (1usize..=12).prop_flat_map(|n| {
                let lists = proptest::collection::vec(proptest::collection::vec(0..n, 0..4), n);
                (lists.clone(), lists)
            }),
        ) {
            let fast = solve_graph(&left, &right);
            prop_assert_eq!(&fast, &minimax(&left, &right));
            let starts: Vec<Vec<usize>> = (0..left.len()).map(|v| vec![v]).collect();
            let mut options = graph_options(&left, &right);
            let solved = Solved::of_moves(&starts, 10_000, &mut options, &mut |_, _| {}).unwrap();
            for (v, [l, r]) in fast.iter().enumerate() {
                prop_assert_eq!(solved.class(&[v]), Some(class_of(*l, *r)));
                prop_assert_eq!(solved.play(&[v], Player::Left), Some(*l));
                prop_assert_eq!(solved.play(&[v], Player::Right), Some(*r));
            }
        }
    }
}
