//! Compounds in which every component is moved on every turn, decided by a number of each
//! component (Smith 1966; Berlekamp, Conway and Guy, *Winning Ways*, ch. 9 "If you can't beat
//! 'em, join 'em!"). In the disjunctive sum the player to move picks one component; here the
//! player moves in all of them at once:
//!
//! - **conjunctive compound**: each turn a move in every component; the player to move who has
//!   no move in some component (so the compound ends as soon as one component ends) loses.
//!   Decided by the **remoteness** of each component ([`crate::game::table::remoteness_table`]:
//!   0 at the end; odd when the player to move wins, who hurries, `1 +` the least even
//!   option; even when he loses, who stalls, `1 +` the largest option). The remoteness of the
//!   compound is the **least** of its components' ([`conjunctive_remoteness`]), so the player
//!   to move wins iff that least one is odd.
//! - **continued conjunctive compound** (HDU 3595's Every-SG): each turn a move in every
//!   component that still has one; the compound ends when none has, and the player who made
//!   the last move wins. Decided by the **suspense number** of each component ([`Suspense`]:
//!   0 at the end; odd when the player to move wins, who now wants his game to last, `1 +`
//!   the largest even option; even when he loses, who wants it over, `1 +` the least option).
//!   The suspense of the compound is the **largest** of its components'
//!   ([`continued_suspense`]), so the player to move wins iff that largest one is odd.
//!
//! A component may itself be a disjunctive sum (a heap that splits): its number is that of the
//! sum as one game, which [`crate::game::engine::Engine::remoteness`] and
//! [`crate::game::engine::Engine::suspense`] search as a multiset of positions. The numbers
//! are exact for the game itself, not only for its outcome class: two games with the same
//! Grundy value may have different remoteness, so a game whose moves stand for it only up to
//! Grundy value has no compound values by them.
//!
//! # Why the least and the largest
//! Conjunctive, by induction on the position: let `m` be the least remoteness. A component of
//! odd remoteness `r` has an option of remoteness `r − 1` and none of a smaller even one; one
//! of even `r > 0` has only odd options, the largest `r − 1`. If `m` is odd, moving every
//! component to an option of remoteness `r − 1` leaves a compound whose least is `m − 1`
//! (even), and no move leaves an even least below `m − 1`: the compound's remoteness is `m`.
//! If `m` is even, the component of remoteness `m` goes to an odd option at most `m − 1` while
//! every even option anywhere is at least `m`, so each move leaves an odd least, at most
//! `m − 1`, and the same move leaves exactly `m − 1`: again `m`.
//!
//! Continued, alike with `M` the largest suspense (ended components stay at 0): a component of
//! odd `s` has an option `s − 1` and no larger even one; one of even `s > 0` has only odd
//! options, the least `s − 1`. If `M` is odd, each component moved to `s − 1` leaves the
//! largest `M − 1` (even), and no move leaves an even largest above it. If `M` is even, the
//! component of suspense `M` goes to an odd option at least `M − 1`, every even option
//! anywhere is at most `M − 2`, so each move leaves an odd largest, at least `M − 1`, and
//! moving everything to `s − 1` leaves exactly `M − 1`: the compound's suspense is `M`.
//!
//! # Example
//! The subtraction game {1, 3} (take one or three), whose lost positions are the even ones.
//! From 3 the winner can end the game at once (remoteness 1) or make it last three moves
//! (suspense 3).
//! ```
//! use shared::game::compound::{conjunctive_remoteness, continued_suspense};
//! use shared::game::engine::{Engine, Options};
//! let mut e = Engine::new(|n: u64, out: &mut Options<u64>| {
//!     [1, 3].iter().filter(|&&t| t <= n).for_each(|&t| out.push(n - t))
//! });
//! let r: Vec<u32> = (0..8).map(|n| e.remoteness(&[n]).unwrap()).collect();
//! assert_eq!(r, [0, 1, 2, 1, 2, 3, 4, 3]);
//! let s: Vec<u32> = (0..8).map(|n| e.suspense(&[n]).unwrap()).collect();
//! assert_eq!(s, [0, 1, 2, 3, 2, 3, 4, 5]);
//! // Heaps 3 and 6 conjunctively: the player to move ends the heap of 3 at once and wins.
//! assert_eq!(conjunctive_remoteness(&[r[3], r[6]]), 1);
//! // Continued: the heap of 6, lost alone, outlasts the heap of 3, and he loses.
//! assert_eq!(continued_suspense(&[s[3], s[6]]), 4);
//! ```
//!
//! # Tested
//! In this module's tests: suspense numbers from [`crate::game::engine::Engine::suspense`]
//! against a plain recursion of the definition (subtraction sets, Kayles rows, which split);
//! the outcome and the remoteness (suspense) of every compound of two and three components of
//! small positions of three games, one that splits, and of random compounds of random finite
//! games with splits (proptest), searched from the rules alone as a game on tuples (every
//! component moved on every turn), against [`conjunctive_remoteness`] and
//! [`continued_suspense`]. The lab tests the same through its command line, and HDU 3595's
//! solver against `lab value --compound continued`.

/// The sink of a suspense number: the largest even suspense among the options (where the
/// winner goes, to make his game last) and the least of all (where the loser goes, to end it).
///
/// The suspense number of a position: 0 without options; `1 +` the largest even option when
/// there is one (the position is won); else `1 +` the least option (every option is won for
/// the opponent: the position is lost). Odd exactly when the player to move wins.
///
/// # Example
/// ```
/// use shared::game::compound::Suspense;
/// let mut seen = Suspense::new();
/// assert_eq!(seen.value(), 0); // no options
/// seen.insert(5);
/// seen.insert(3);
/// assert_eq!(seen.value(), 4); // every option won for the opponent: end it at once
/// seen.insert(2);
/// seen.insert(0);
/// assert_eq!(seen.value(), 3); // the winner takes the longest lost option
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Suspense {
    /// `1 +` the largest even option, 0 when there is none.
    longest_win: u32,
    /// `1 +` the least option, `u32::MAX` when there is none.
    quickest_loss: u32,
}

impl Default for Suspense {
    fn default() -> Self {
        Suspense {
            longest_win: 0,
            quickest_loss: u32::MAX,
        }
    }
}

impl Suspense {
    /// No options yet: suspense 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn new() -> Self {
        Self::default()
    }

    /// Reports an option of suspense `s`. No option decides the value before all are seen
    /// (a larger even one may follow).
    ///
    /// # Constraints
    /// `s < u32::MAX - 1`.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn insert(&mut self, s: u32) {
        if s % 2 == 0 {
            self.longest_win = self.longest_win.max(s + 1);
        }
        self.quickest_loss = self.quickest_loss.min(s + 1);
    }

    /// The suspense number of the position whose options were reported.
    ///
    /// # Complexity
    /// O(1).
    #[inline]
    pub fn value(&self) -> u32 {
        if self.longest_win != 0 {
            self.longest_win
        } else if self.quickest_loss != u32::MAX {
            self.quickest_loss
        } else {
            0
        }
    }
}

/// The remoteness of the conjunctive compound of components of remoteness `components`: the
/// least (0 for no component: nothing to move). Odd exactly when the player to move wins.
///
/// # Complexity
/// O(components).
///
/// # Tested
/// Against a search of whole compounds from their rules (this module's tests).
pub fn conjunctive_remoteness(components: &[u32]) -> u32 {
    components.iter().copied().min().unwrap_or(0)
}

/// The suspense number of the continued conjunctive compound of components of suspense
/// `components`: the largest (0 for none). Odd exactly when the player to move wins.
///
/// # Complexity
/// O(components).
///
/// # Tested
/// As [`conjunctive_remoteness`].
pub fn continued_suspense(components: &[u32]) -> u32 {
    components.iter().copied().max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::engine::{Engine, Options};
    use crate::game::table::Remoteness;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// A one-number game: each option a list of heaps (a split gives several, none: nothing).
    type Rules<'a> = &'a dyn Fn(u64) -> Vec<Vec<u64>>;

    fn subtraction_1_2(n: u64) -> Vec<Vec<u64>> {
        (1..=n.min(2)).map(|t| vec![n - t]).collect()
    }

    fn subtraction_2_5_6(n: u64) -> Vec<Vec<u64>> {
        [2, 5, 6]
            .iter()
            .filter(|&&t| t <= n)
            .map(|&t| vec![n - t])
            .collect()
    }

    /// Kayles: knock out one pin or two adjacent ones; the row may split in two.
    fn kayles(n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for take in 1..=n.min(2) {
            for left in 0..=(n - take) / 2 {
                let parts: Vec<u64> = [left, n - take - left]
                    .into_iter()
                    .filter(|&h| h > 0)
                    .collect();
                out.push(parts);
            }
        }
        out
    }

    const GAMES: [(&str, Rules<'static>); 3] = [
        ("sub:1,2", &subtraction_1_2),
        ("sub:2,5,6", &subtraction_2_5_6),
        ("kayles", &kayles),
    ];

    /// A component: the heaps of a disjunctive sum, sorted, empty heaps dropped.
    type Component = Vec<u64>;

    /// The options of a component: one heap replaced by one of its options.
    fn component_options(rules: Rules<'_>, c: &Component) -> Vec<Component> {
        let mut out = Vec::new();
        for (i, &h) in c.iter().enumerate() {
            for option in rules(h) {
                let mut next: Component = c[..i].iter().chain(&c[i + 1..]).copied().collect();
                next.extend(option.into_iter().filter(|&x| x > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    /// The suspense number of a component by plain recursion over its definition.
    fn suspense_naive(rules: Rules<'_>, c: &Component, memo: &mut HashMap<Component, u32>) -> u32 {
        if let Some(&s) = memo.get(c) {
            return s;
        }
        let options: Vec<u32> = component_options(rules, c)
            .iter()
            .map(|o| suspense_naive(rules, o, memo))
            .collect();
        let even_max = options.iter().filter(|&&s| s % 2 == 0).max();
        let s = match (even_max, options.iter().min()) {
            (Some(&s), _) => s + 1,
            (None, Some(&s)) => s + 1,
            (None, None) => 0,
        };
        memo.insert(c.clone(), s);
        s
    }

    fn engine_of(rules: Rules<'_>) -> Engine<u64, impl FnMut(u64, &mut Options<u64>) + '_> {
        Engine::new(move |n: u64, out: &mut Options<u64>| {
            for option in rules(n) {
                out.push_sum(option);
            }
        })
    }

    #[test]
    fn suspense_numbers_follow_their_definition_also_for_sums() {
        for (name, rules) in GAMES {
            let mut memo = HashMap::new();
            let mut e = engine_of(rules);
            for a in 0..=14u64 {
                for b in [0, 1, 3, 4, 7] {
                    let c: Component = {
                        let mut c: Component = [a, b].into_iter().filter(|&h| h > 0).collect();
                        c.sort_unstable();
                        c
                    };
                    let s = e.suspense(&[a, b]).unwrap();
                    assert_eq!(s, suspense_naive(rules, &c, &mut memo), "{name} {a} + {b}");
                    // Odd exactly when won: the parity of the remoteness.
                    assert_eq!(s % 2, e.remoteness(&[a, b]).unwrap() % 2, "{name} {a} {b}");
                }
            }
        }
        // Subtraction {1, 2}: lost at multiples of 3; the winner stalls, the loser ends it.
        let mut e = engine_of(&subtraction_1_2);
        let s: Vec<u32> = (0..10).map(|n| e.suspense(&[n]).unwrap()).collect();
        assert_eq!(s, [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]);
    }

    /// The whole compound searched as a game whose positions are tuples of components and
    /// whose moves are one move in every component (every one that can move, `continued`):
    /// (wins, remoteness, suspense) of the compound game itself, each from its definition.
    fn compound_naive(
        rules: Rules<'_>,
        tuple: &[Component],
        continued: bool,
        memo: &mut HashMap<(Vec<Component>, bool), (bool, u32, u32)>,
    ) -> (bool, u32, u32) {
        let key = (tuple.to_vec(), continued);
        if let Some(&v) = memo.get(&key) {
            return v;
        }
        // The moves of each component; an ended one stays as it is (continued), or ends the
        // compound (conjunctive).
        let mut each: Vec<Vec<Component>> = Vec::new();
        let mut ended = true;
        let mut stuck = false;
        for c in tuple {
            let options = component_options(rules, c);
            if options.is_empty() {
                stuck = true;
                each.push(vec![c.clone()]);
            } else {
                ended = false;
                each.push(options);
            }
        }
        let mut successors: Vec<Vec<Component>> = vec![Vec::new()];
        if (continued && !ended) || (!continued && !stuck && !tuple.is_empty()) {
            for options in &each {
                successors = successors
                    .iter()
                    .flat_map(|prefix| {
                        options.iter().map(move |o| {
                            let mut next = prefix.clone();
                            next.push(o.clone());
                            next
                        })
                    })
                    .collect();
            }
        } else {
            successors.clear();
        }
        let values: Vec<(bool, u32, u32)> = successors
            .iter()
            .map(|t| compound_naive(rules, t, continued, memo))
            .collect();
        let wins = values.iter().any(|v| !v.0);
        let mut r = Remoteness::new();
        let mut s = Suspense::new();
        for v in &values {
            r.insert(v.1);
            s.insert(v.2);
        }
        let v = (wins, r.value(), s.value());
        memo.insert(key, v);
        v
    }

    /// Checks the compound of `heaps` (each heap a component) of `rules` both ways against the
    /// search of the whole compound; returns whether the continued one is won.
    fn check_compound(
        name: &str,
        rules: Rules<'_>,
        heaps: &[u64],
        memo: &mut HashMap<(Vec<Component>, bool), (bool, u32, u32)>,
    ) -> bool {
        let mut e = engine_of(rules);
        let tuple: Vec<Component> = heaps
            .iter()
            .map(|&h| if h == 0 { vec![] } else { vec![h] })
            .collect();
        let r: Vec<u32> = heaps.iter().map(|&h| e.remoteness(&[h]).unwrap()).collect();
        let s: Vec<u32> = heaps.iter().map(|&h| e.suspense(&[h]).unwrap()).collect();
        let (wins, remoteness, _) = compound_naive(rules, &tuple, false, memo);
        let conjunctive = conjunctive_remoteness(&r);
        assert_eq!(conjunctive, remoteness, "{name} {heaps:?} conjunctive");
        assert_eq!(conjunctive % 2 == 1, wins, "{name} {heaps:?} conjunctive");
        let (wins, _, suspense) = compound_naive(rules, &tuple, true, memo);
        let continued = continued_suspense(&s);
        assert_eq!(continued, suspense, "{name} {heaps:?} continued");
        assert_eq!(continued % 2 == 1, wins, "{name} {heaps:?} continued");
        wins
    }

    #[test]
    fn compounds_of_two_and_three_components_against_a_search_of_the_whole_compound() {
        for (name, rules) in GAMES {
            let mut memo = HashMap::new();
            let upto: u64 = if name == "kayles" { 5 } else { 7 };
            let mut decided = [0; 2];
            for a in 0..=upto {
                for b in a..=upto {
                    let mut tuples = vec![vec![a, b]];
                    tuples.extend((b..=upto).map(|c| vec![a, b, c]));
                    for heaps in tuples {
                        let wins = check_compound(name, rules, &heaps, &mut memo);
                        decided[usize::from(wins)] += 1;
                    }
                }
            }
            // Both outcomes occur among the continued compounds checked.
            assert!(decided[0] > 0 && decided[1] > 0, "{name}: {decided:?}");
        }
    }

    proptest! {
        /// A random finite game on heaps `0..12`: from `n`, a move to each `m < n` whose bit is
        /// set in `moves[n]`, and a split into `n / 2` and `(n - 1) / 2` where `split[n]`; two or
        /// three random heaps of it, both compounds against the search.
        #[test]
        fn compounds_of_random_games_follow_the_least_and_the_largest(
            moves in proptest::collection::vec(any::<u16>(), 12),
            split in proptest::collection::vec(any::<bool>(), 12),
            heaps in proptest::collection::vec(0u64..12, 2..=3),
        ) {
            let rules = |n: u64| -> Vec<Vec<u64>> {
                let mut out: Vec<Vec<u64>> = (0..n)
                    .filter(|&m| moves[n as usize] & (1 << m) != 0)
                    .map(|m| vec![m])
                    .collect();
                if split[n as usize] && n >= 2 {
                    out.push(vec![n / 2, (n - 1) / 2]);
                }
                out
            };
            check_compound("random", &rules, &heaps, &mut HashMap::new());
        }
    }

    #[test]
    fn empty_compounds_and_the_sink_alone() {
        assert_eq!(conjunctive_remoteness(&[]), 0);
        assert_eq!(continued_suspense(&[]), 0);
        assert_eq!(conjunctive_remoteness(&[5, 2, 7]), 2);
        assert_eq!(continued_suspense(&[5, 2, 7]), 7);
        let mut s = Suspense::new();
        s.insert(1);
        assert_eq!(s.value(), 2);
        s.insert(0);
        assert_eq!(s.value(), 1);
    }
}
