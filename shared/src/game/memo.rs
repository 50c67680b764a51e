//! Memoised search over arbitrary states, for brute forces on games that are not one integer.
//!
//! # Example
//! With a [`Memo`], a game of "first player wins within `k` moves" (a bounded horizon, as in
//! P1857), here on the subtraction game {1, 2} where the player who cannot move loses; with a
//! [`GameTree`], Nim on two heaps: the first player loses exactly when the heaps are equal.
//! ```
//! use shared::game::{GameTree, Memo};
//! fn wins_within(memo: &mut Memo<(u32, u32), bool>, n: u32, k: u32) -> bool {
//!     memo.get((n, k), |memo| {
//!         k >= 1 && (1..=2.min(n)).any(|t| {
//!             let r = n - t;
//!             r == 0 || (k >= 3 && (1..=2.min(r)).all(|u| wins_within(memo, r - u, k - 2)))
//!         })
//!     })
//! }
//! let mut memo = Memo::new();
//! assert!(wins_within(&mut memo, 5, 3));
//! assert!(!wins_within(&mut memo, 5, 1));
//! assert!(!wins_within(&mut memo, 6, 99));
//!
//! let mut nim = GameTree::new(|&(a, b): &(u32, u32)| {
//!     let mut next: Vec<(u32, u32)> = (0..a).map(|x| (x, b)).collect();
//!     next.extend((0..b).map(|y| (a, y)));
//!     next
//! });
//! assert!(!nim.wins(&(3, 3)));
//! assert!(nim.wins(&(3, 5)));
//! assert_eq!(nim.grundy(&(3, 5)), 3 ^ 5);
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// A cache for a recursive function of a hashable key: the recursion receives the cache again,
/// so a brute force reads like its definition.
///
/// # Complexity
/// One hash look-up per call, plus the work of each distinct key once.
///
/// # Example
/// See the example in the [module documentation](self).
#[derive(Debug, Clone)]
pub struct Memo<K, V> {
    cache: HashMap<K, V>,
}

impl<K: Hash + Eq, V: Clone> Memo<K, V> {
    /// An empty cache.
    pub fn new() -> Self {
        Memo {
            cache: HashMap::new(),
        }
    }

    /// The cached value for `key`, or `compute(self)` stored under `key`.
    ///
    /// # Panics
    /// Never by itself; a recursion that comes back to a key still being computed recomputes
    /// it (and loops if the recursion is not well founded).
    pub fn get(&mut self, key: K, compute: impl FnOnce(&mut Self) -> V) -> V {
        if let Some(v) = self.cache.get(&key) {
            return v.clone();
        }
        let v = compute(self);
        self.cache.insert(key, v.clone());
        v
    }

    /// Number of distinct keys computed so far.
    pub fn len(&self) -> usize {
        self.cache.len()
    }

    /// Whether nothing has been computed yet.
    pub fn is_empty(&self) -> bool {
        self.cache.is_empty()
    }
}

impl<K: Hash + Eq, V: Clone> Default for Memo<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

/// An impartial game given by its successor function, solved by memoised depth-first search with
/// an explicit stack (no recursion limit). Normal play: a state without successors is lost for
/// the player to move.
///
/// Canonicalise states in `successors` (e.g. sort the heaps of a multi-heap state) to share work.
///
/// # Constraints
/// The game must be finite and acyclic; a cycle panics.
///
/// # Complexity
/// Each reachable state is expanded once: O(states + moves) hash operations.
///
/// # Example
/// See the example in the [module documentation](self).
pub struct GameTree<S, F> {
    successors: F,
    grundy: HashMap<S, u32>,
}

impl<S, F> GameTree<S, F>
where
    S: Hash + Eq + Clone,
    F: FnMut(&S) -> Vec<S>,
{
    /// A game whose moves from `s` lead to `successors(&s)`.
    pub fn new(successors: F) -> Self {
        GameTree {
            successors,
            grundy: HashMap::new(),
        }
    }

    /// Whether the player to move from `state` can force a win.
    pub fn wins(&mut self, state: &S) -> bool {
        self.grundy(state) != 0
    }

    /// The Grundy value of `state`.
    ///
    /// # Panics
    /// If the game has a cycle reachable from `state`.
    pub fn grundy(&mut self, state: &S) -> u32 {
        if let Some(&g) = self.grundy.get(state) {
            return g;
        }
        // Each frame: a state, its successors, and how many of them are known to be solved.
        let mut stack: Vec<(S, Vec<S>, usize)> = Vec::new();
        let mut on_stack: HashSet<S> = HashSet::new();
        let first = (self.successors)(state);
        on_stack.insert(state.clone());
        stack.push((state.clone(), first, 0));
        while let Some((_, next, done)) = stack.last_mut() {
            while *done < next.len() && self.grundy.contains_key(&next[*done]) {
                *done += 1;
            }
            if let Some(child) = next.get(*done) {
                let child = child.clone();
                assert!(
                    on_stack.insert(child.clone()),
                    "GameTree: the game has a cycle"
                );
                let child_next = (self.successors)(&child);
                stack.push((child, child_next, 0));
                continue;
            }
            let (s, next, _) = stack.pop().unwrap();
            let g = crate::game::mex(next.iter().map(|c| self.grundy[c]));
            on_stack.remove(&s);
            self.grundy.insert(s, g);
        }
        self.grundy[state]
    }

    /// Number of distinct states solved so far.
    pub fn solved(&self) -> usize {
        self.grundy.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles on a multiset of rows, as sorted vectors of row lengths.
    #[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
    fn kayles(rows: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &len) in rows.iter().enumerate() {
            for take in 1..=2.min(len) {
                for left in 0..=len - take {
                    let right = len - take - left;
                    let mut next: Vec<u32> = rows.clone();
                    next.remove(i);
                    next.extend([left, right].into_iter().filter(|&x| x > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }

    #[test]
    fn kayles_single_rows_match_the_known_sequence() {
        let known = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7];
        let mut game = GameTree::new(kayles);
        for (n, &g) in known.iter().enumerate() {
            let rows = if n == 0 { vec![] } else { vec![n as u32] };
            assert_eq!(game.grundy(&rows), g, "row of {n}");
        }
    }

    #[test]
    fn sum_of_games_is_xor_of_grundy_values() {
        let mut game = GameTree::new(kayles);
        for a in 1..=9u32 {
            for b in a..=9 {
                let ga = game.grundy(&vec![a]);
                let gb = game.grundy(&vec![b]);
                assert_eq!(game.grundy(&vec![a, b]), ga ^ gb, "rows {a} {b}");
            }
        }
    }

    #[test]
    fn deep_chains_do_not_overflow_the_stack() {
        // Far deeper than a recursive search could go on a test thread's 2 MiB stack.
        let mut chain = GameTree::new(|&n: &u32| if n == 0 { vec![] } else { vec![n - 1] });
        assert_eq!(chain.grundy(&200_000), 0);
        assert!(chain.wins(&199_999));
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_reported() {
        let mut looping = GameTree::new(|&n: &u32| vec![(n + 1) % 3]);
        looping.grundy(&0);
    }

    #[test]
    fn memo_counts_distinct_keys() {
        fn fib(memo: &mut Memo<u64, u64>, n: u64) -> u64 {
            memo.get(n, |m| {
                if n < 2 {
                    n
                } else {
                    fib(m, n - 1) + fib(m, n - 2)
                }
            })
        }
        let mut memo = Memo::new();
        assert_eq!(fib(&mut memo, 90), 2_880_067_194_370_816_120);
        assert_eq!(memo.len(), 91);
    }
}
