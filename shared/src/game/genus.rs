//! Misère play of sums of heaps: Conway's genus symbols, tameness, and the misère Nim rule for
//! sums of tame heaps (On Numbers and Games, ch. 12, "How to lose when you must"; Winning
//! Ways, ch. 13, "Survival in the lost world").
//!
//! Under misère play (whoever cannot move *wins*) the value of a sum is not the XOR of its
//! parts' values, so a sum of heaps is decided either by searching the sum itself
//! ([`MisereSearch`], the reference) or, when every heap is *tame*, by the heaps' genera alone
//! ([`GenusTable::tame_outcome`]). [`GenusTable`] computes the genus of every heap of a
//! one-heap game and says which heaps are tame.
//!
//! # Definitions
//! A game is given heap by heap: the options of heap `n` are multisets of smaller heaps (a
//! split leaves several). A position is a multiset of heaps, their sum.
//!
//! - The *normal value* `g(G)`: the Grundy value, `mex` of the options' values; a sum's is the
//!   XOR of its parts' (Sprague–Grundy).
//! - The *misère value* `g⁻(G)`: 1 when `G` has no option, otherwise the `mex` of its options'
//!   misère values. The player to move loses misère play exactly when `g⁻(G) = 0`.
//! - The *genus* of `G` is `g^{γ0 γ1 γ2 ...}` with `g = g(G)` and `γk = g⁻(G + k·*2)`: the
//!   misère value of `G` beside `k` Nim heaps of size 2 (`*2 = {0, *1}`, `*1 = {0}`). So
//!   `γ0 = g⁻(G)`. The exponents eventually alternate with period 2 (ONAG ch. 12), and the
//!   symbol writes them up to the first two terms of the final alternation: the empty game is
//!   `0^{120}` (1, 2, 0, 2, 0, ...), `*1` is `1^{031}`, `*2` is `2^{20}`, `*3` is `3^{31}`.
//! - The *tame genera* are those of misère Nim positions: `0^{120}` and `1^{031}` (every heap
//!   0 or 1; call these *small*), and `g^{g, g⊕2}` for every `g` (some heap of 2 or more:
//!   `0^{02}`, `1^{13}`, `2^{20}`, `3^{31}`, `4^{46}`, ...; *large*).
//! - A heap is *tame* when its genus is tame and every heap in every one of its options is
//!   tame (so, unrolled: every heap that can ever appear from it has a tame genus). This is
//!   the heap-by-heap form of ONAG's tame games, those that play like misère Nim positions;
//!   the other heaps are *wild* ([`Tameness`] says why).
//!
//! # Theorems used
//! Each is proved here by induction on the game tree; the search relies on nothing else.
//!
//! 1. **`g⁻(X + *1) = g⁻(X) ⊕ 1` for every game `X`.** If `X` has no option, `X + *1` has the
//!    one option `X` (value 1), so its value is `mex{1} = 0`. Otherwise let `S` be the set of
//!    the options' values and `a = mex S`; the options of `X + *1` are the `X' + *1` (values
//!    `S ⊕ 1`, by induction) and `X` (value `a`). `S` holds `0..a` and not `a`, and `{0..a}`
//!    less `a`'s partner `a ⊕ 1` is closed under `⊕ 1`, so `mex((S ⊕ 1) ∪ {a}) = a ⊕ 1`.
//!    Hence a move `*2 → *1` needs no count of `*1`'s, and for `k >= 1`
//!    `γk(H) = mex({γk(H') : H' an option of H} ∪ {γ(k−1)(H), γ(k−1)(H) ⊕ 1})`
//!    (the options of `H + k·*2`: a move in `H`, `*2 → 0`, `*2 → *1`).
//! 2. **When the alternation has started.** If every option's exponents have period 2 from
//!    `K >= 1` on, then for `k >= K` the recurrence above reads `γk = F_{k mod 2}(γ(k−1))`
//!    for two fixed maps; so once `γk = γ(k−2)` with `k − 1 >= K`, the exponents have period
//!    2 from `k − 2` on. The search computes each position's exponents until that happens.
//! 3. **Sums of tame games play like misère Nim** (ONAG ch. 12 states it for its tame
//!    games; the proof here is self-contained). Call `(g, γ0)` *large* when `γ0 = g` and
//!    *small* when `g <= 1` and `γ0 = g ⊕ 1`. Let `𝒯` be a set of games each of which has a
//!    large or small `(g, γ0)` and whose options are sums of members: the tame heaps with the
//!    Nim heaps are one. For a sum `S` of members with `x` the XOR of their normal values,
//!    `g⁻(S) = x` if some member is large and `x ⊕ 1` if all are small. By induction on `S`:
//!    an option `S'` replaces a member `T` by an option `O` of `T`, a sum of members that is
//!    itself large or small (by induction), with `g(O) ≠ g(T)` and `g⁻(O) ≠ g⁻(T)`.
//!    - All small (`x <= 1`). No option is worth `x ⊕ 1`: with `O` small that needs
//!      `g(O) = g(T)`, with `O` large `g(O) = g(T) ⊕ 1`, i.e. `g⁻(O) = g⁻(T)`. A member `T`
//!      with options has one with `g⁻(O) = 0` (when `g(T) = 0`, `g⁻(T) = 1`; then `g(O) ≠ 0`
//!      makes `O` small with `g(O) = 1`) or with `g(O) = 0` (when `g(T) = 1`; then
//!      `g⁻(O) ≠ 0` makes `O` small): either way `S'` is worth `x`. So `g⁻(S) = x ⊕ 1`, and
//!      a terminal `S` has `x ⊕ 1 = 1`.
//!    - Some member large. No option is worth `x`: keeping a large member that needs
//!      `g(O) = g(T)`; losing the only one, `g(O) = g(T) ⊕ 1` with `O` small, so
//!      `g⁻(O) = g⁻(T)`. Each `v < x` is reached as in Nim: with `y = v ⊕ x`, a member `T`
//!      holding the top bit of `y` has an option with `g(O) = g(T) ⊕ y`, and `S'` is worth
//!      `v` if it keeps a large member. If not, `T` was the only large one; the others are
//!      small with XOR `s`, every option `O'` of `T` leaves a sum worth `s ⊕ g⁻(O')`, and
//!      `g⁻(T) = g(T) > g(T) ⊕ y = v ⊕ s` gives an `O'` with `g⁻(O') = v ⊕ s`.
//!
//!    With `G + k·*2` (a large member for `k >= 1`) this gives the genus of a tame heap from
//!    its `(g, γ0)` alone: `0^{120}`, `1^{031}` (small) or `g^{g, g⊕2}` (large). And a sum of
//!    tame heaps loses for the player to move exactly when some heap is large and the XOR is
//!    0, or all are small and the XOR is 1: misère Nim, the small heaps standing for heaps of
//!    0 and 1. [`GenusTable`] uses this, and nothing else, to skip the search of sums of tame
//!    heaps (a [`GenusTable::exhaustive`] table never does, which the tests compare).
//!
//! # Example
//! Kayles (knock down one pin or two adjacent ones from a row; code 0.77): the genera of the
//! first rows, checked against the plain search of a sum.
//! ```
//! use shared::game::genus::{GenusTable, MisereSearch};
//! // Kayles: a row of n pins; take 1 or 2 adjacent pins, leaving 0, 1 or 2 rows.
//! let kayles = |n: u64, out: &mut Vec<Vec<u64>>| {
//!     for take in 1..=n.min(2) {
//!         let rest = n - take;
//!         for left in 0..=rest / 2 {
//!             out.push([left, rest - left].into_iter().filter(|&r| r > 0).collect());
//!         }
//!     }
//! };
//! let table = GenusTable::build(8, kayles).unwrap();
//! let symbols: Vec<String> = (0..=4).map(|n| table.genus(n).to_string()).collect();
//! assert_eq!(symbols, ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}"]);
//! assert!(table.is_tame(4));
//! // A sum of tame rows is decided by the genera: misère Nim on the normal values.
//! let mut search = MisereSearch::new(kayles);
//! for sum in [[1, 4, 4], [2, 3, 4], [1, 1, 4]] {
//!     let by_genus = table.tame_outcome(&sum).unwrap();
//!     assert_eq!(by_genus, search.first_player_wins(&sum).unwrap(), "{sum:?}");
//! }
//! ```

use super::table::{mex, Mex};
use std::collections::HashMap;
use std::fmt;

/// How many terms past its options' alternation a position's exponents may take to
/// alternate before the search gives up (Theorem 2 and ONAG's theorem say a few always do).
const ALTERNATION_SLACK: usize = 64;

/// What stops a genus computation or a misère search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenusError {
    /// An option of `heap` holds a heap that is not smaller (the search needs every move to
    /// lead to smaller heaps, so that it ends).
    OptionNotSmaller {
        /// The heap whose options were given.
        heap: u64,
        /// The offending option.
        option: Vec<u64>,
    },
    /// A sum holds a heap beyond the table.
    HeapNotInTable {
        /// The heap asked for.
        heap: u64,
        /// The heaps the table has: `0..len`.
        len: u64,
    },
    /// The table reached its most heaps (`u32` indices).
    TooManyHeaps,
    /// The search needed more stored sums than its budget ([`GenusTable::with_budget`]).
    Budget {
        /// The heap (or the largest heap of the sum) being computed.
        heap: u64,
        /// The budget, in stored sums.
        states: usize,
    },
    /// A position's exponents did not alternate within 64 terms past its
    /// options' (impossible by ONAG's theorem; reported rather than looped on).
    NoAlternation {
        /// The heap being computed.
        heap: u64,
    },
}

impl fmt::Display for GenusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenusError::OptionNotSmaller { heap, option } => write!(
                f,
                "heap {heap} has the option {option:?}, which holds a heap of {heap} or more \
                 (every move must leave smaller heaps)"
            ),
            GenusError::HeapNotInTable { heap, len } => write!(
                f,
                "heap {heap} is not in the table (it has heaps 0..={})",
                len.saturating_sub(1)
            ),
            GenusError::TooManyHeaps => write!(f, "the table holds at most 2^32 - 1 heaps"),
            GenusError::Budget { heap, states } => write!(
                f,
                "the misère search for heap {heap} needs more than {states} stored sums of \
                 heaps (its budget)"
            ),
            GenusError::NoAlternation { heap } => write!(
                f,
                "the genus exponents at heap {heap} did not alternate within \
                 {ALTERNATION_SLACK} terms (ONAG proves they do: this is a bug)"
            ),
        }
    }
}

impl std::error::Error for GenusError {}

/// A genus symbol `g^{γ0 γ1 ...}`: the normal value and the misère values beside `k` copies
/// of `*2` (see the [module documentation](self) for the definitions).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Genus {
    normal: u32,
    /// `γ0 ..= γ(s+1)`, where the exponents have period 2 from `s` on (`s` least).
    written: Box<[u32]>,
}

impl Genus {
    /// The genus of a tame game with normal value `normal`, small (`0^{120}`, `1^{031}`) or
    /// large (`g^{g, g⊕2}`).
    fn tame(normal: u32, small: bool) -> Genus {
        let written: Box<[u32]> = if small {
            Box::new([normal ^ 1, normal ^ 2, normal])
        } else {
            Box::new([normal, normal ^ 2])
        };
        Genus { normal, written }
    }

    /// `g`, the normal-play Grundy value.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Example** in the
    /// [module documentation](self). **Tests** `shared/tests/genus.rs`.
    pub fn normal(&self) -> u32 {
        self.normal
    }

    /// `γ0`, the misère Grundy value: the player to move loses misère play exactly when it
    /// is 0.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`.
    pub fn misere(&self) -> u32 {
        self.written[0]
    }

    /// `γk`, the misère value beside `k` copies of `*2`, for any `k` (past the written terms,
    /// by the alternation).
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`
    /// (against the search of the sum with `k` heaps that are `*2`).
    pub fn exponent(&self, k: usize) -> u32 {
        exponent(&self.written, k)
    }

    /// The exponents as the symbol writes them: up to the first two terms of the final
    /// alternation (`[1, 2, 0]` for `0^{120}`).
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`.
    pub fn written(&self) -> &[u32] {
        &self.written
    }

    /// Whether this is the genus of a misère Nim position: `0^{120}`, `1^{031}` or
    /// `g^{g, g⊕2}`.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`.
    pub fn is_tame(&self) -> bool {
        let g = self.normal;
        *self.written == [g, g ^ 2] || (g <= 1 && *self.written == [g ^ 1, g ^ 2, g])
    }
}

impl fmt::Display for Genus {
    /// `0^{120}`; with an exponent of 10 or more, commas: `12^{12,14}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wide = self.written.iter().any(|&v| v >= 10);
        let terms: Vec<String> = self.written.iter().map(u32::to_string).collect();
        let sep = if wide { "," } else { "" };
        write!(f, "{}^{{{}}}", self.normal, terms.join(sep))
    }
}

/// `γk` from the written exponents (period 2 from `len − 2` on).
fn exponent(written: &[u32], k: usize) -> u32 {
    let s = written.len() - 2;
    if k < written.len() {
        written[k]
    } else {
        written[s + (k - s) % 2]
    }
}

/// Whether a heap is tame, and if not, why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tameness {
    /// Its genus is that of a misère Nim position, and so are those of every heap that can
    /// appear from it.
    Tame,
    /// Its own genus is not tame.
    WildGenus,
    /// Its genus is tame, but an option holds this wild heap (the least such).
    WildOption(u64),
}

/// One heap's row of the table.
#[derive(Debug, Clone)]
struct Heap {
    /// Its options, each sorted, without heaps that have no option (they add nothing to a
    /// sum), without repeats.
    options: Vec<Box<[u32]>>,
    /// Whether it has any option (an option may be the empty sum).
    has_options: bool,
    genus: Genus,
    tameness: Tameness,
}

impl Heap {
    fn tame(&self) -> bool {
        self.tameness == Tameness::Tame
    }

    /// Tame and large (`γ0 = g`).
    fn large(&self) -> bool {
        self.genus.misere() == self.genus.normal()
    }
}

/// The exponents of a sum, as the search reads them: by Theorem 3 for a sum of tame heaps,
/// stored otherwise.
#[derive(Debug, Clone, Copy)]
enum Exponents<'a> {
    Tame { normal: u32, small: bool },
    Stored(&'a [u32]),
}

impl Exponents<'_> {
    fn at(&self, k: usize) -> u32 {
        match *self {
            Exponents::Tame { normal, small } => match k {
                0 if small => normal ^ 1,
                _ if k % 2 == 1 => normal ^ 2,
                _ => normal,
            },
            Exponents::Stored(written) => exponent(written, k),
        }
    }

    /// The index from which the exponents have period 2.
    fn start(&self) -> usize {
        match *self {
            Exponents::Tame { small, .. } => usize::from(small),
            Exponents::Stored(written) => written.len() - 2,
        }
    }
}

/// The genus and tameness of every heap `0..len` of a one-heap game, and the misère values of
/// sums of its heaps, by a memoised search over multisets of heaps (see the
/// [module documentation](self) for the definitions and the three theorems it relies on).
///
/// Heaps are added in order by [`push`](Self::push) (or all at once by
/// [`build`](Self::build)), each with its options; a sum of tame heaps is never searched
/// (Theorem 3) unless the table is [`exhaustive`](Self::exhaustive).
///
/// # Constraints
/// Every heap in an option of heap `n` is smaller than `n` (so every play ends). At most
/// `u32::MAX` heaps. The search stores each sum with a wild heap that it meets, up to the
/// budget ([`with_budget`](Self::with_budget), default 10^7).
///
/// # Complexity
/// A tame heap costs O(its options) (Theorem 3). A wild one costs a search of every sum of
/// heaps reachable from it that holds a wild heap (a sum of tame heaps is a leaf): each sum
/// once, its exponents a few terms each, O(options · terms) per sum, stored in a hash map.
/// That grows like the partitions of `n` once heaps are wild, so only small wild heaps are in
/// reach. Measured through `lab genus` (release, one thread, 2-core AMD EPYC family 25 model
/// 1 (Zen 3) shared with other builds at load 8 to 10; CPU time, peak RSS): `sub:1,2,3` (all
/// tame) to n = 10^5 in 0.05 s, 37 MB; Kayles (0.77, wild from 5) to 50 in 1.5 s, 48 MB
/// (236 000 sums stored), to 60 in 12 s, 184 MB (1.1 million); Dawson's Kayles (0.07, wild
/// from 10) to 60 in 0.3 s, 15 MB, to 80 in 10 s, 176 MB.
///
/// # Example
/// See the [module documentation](self).
///
/// # Tests
/// `shared/tests/genus.rs`: for Nim, `sub:1,2,3`, Kayles (0.77) and Dawson's Kayles (0.07),
/// the table with and without the tame shortcut agree; on every multiset of up to 4 heaps of
/// size up to 8 the genus-based answer (when there is one) and the searched misère value
/// equal the plain search ([`MisereSearch`]); `γk` equals the plain search of the sum with `k`
/// heaps that are `*2`; Nim's genera and misère Nim's rule; the small genera worked out by
/// hand.
#[derive(Debug, Clone)]
pub struct GenusTable {
    heaps: Vec<Heap>,
    /// The written exponents of every sum searched (sorted heaps, no heap without options).
    memo: HashMap<Box<[u32]>, Box<[u32]>>,
    shortcut: bool,
    budget: usize,
    mex: Mex,
}

impl Default for GenusTable {
    fn default() -> Self {
        Self::new()
    }
}

impl GenusTable {
    /// An empty table that uses Theorem 3 for sums of tame heaps.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Example** in the
    /// [module documentation](self).
    pub fn new() -> GenusTable {
        GenusTable {
            heaps: Vec::new(),
            memo: HashMap::new(),
            shortcut: true,
            budget: 10_000_000,
            mex: Mex::new(),
        }
    }

    /// An empty table that searches every sum, tame or not (the tests' check of Theorem 3).
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`.
    pub fn exhaustive() -> GenusTable {
        GenusTable {
            shortcut: false,
            ..GenusTable::new()
        }
    }

    /// The same table with at most `states` stored sums; past it a computation fails with
    /// [`GenusError::Budget`] (and the table is as before it).
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never. **Tests** `shared/tests/genus.rs`.
    pub fn with_budget(mut self, states: usize) -> GenusTable {
        self.budget = states;
        self
    }

    /// The table of heaps `0..=upto`, the options of heap `n` listed by `options(n, out)`
    /// (each option a multiset of heaps, in any order; pushed onto `out`, which starts empty).
    ///
    /// # Errors
    /// As [`push`](Self::push).
    ///
    /// # Constraints
    /// As the type. **Complexity** as the type. **Panics** never. **Example** in the
    /// [module documentation](self). **Tests** `shared/tests/genus.rs`.
    pub fn build(
        upto: u64,
        mut options: impl FnMut(u64, &mut Vec<Vec<u64>>),
    ) -> Result<GenusTable, GenusError> {
        let mut table = GenusTable::new();
        table.extend(upto, &mut options)?;
        Ok(table)
    }

    /// Adds heaps `len()..=upto` with `options` as in [`build`](Self::build).
    ///
    /// # Errors
    /// As [`push`](Self::push); the heaps added before the error stay.
    ///
    /// # Constraints
    /// As the type. **Complexity** as the type. **Panics** never. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn extend(
        &mut self,
        upto: u64,
        mut options: impl FnMut(u64, &mut Vec<Vec<u64>>),
    ) -> Result<(), GenusError> {
        let mut out = Vec::new();
        while self.len() <= upto {
            out.clear();
            options(self.len(), &mut out);
            self.push(&out)?;
        }
        Ok(())
    }

    /// Adds heap `n = len()` with these options (each a multiset of heaps below `n`, in any
    /// order; repeats allowed): its normal value, its genus (Theorem 3 when its options hold
    /// only tame heaps and its misère value makes a tame pair, the search otherwise) and
    /// whether it is tame.
    ///
    /// # Errors
    /// [`GenusError::OptionNotSmaller`], [`GenusError::TooManyHeaps`],
    /// [`GenusError::Budget`], [`GenusError::NoAlternation`]; the table is then unchanged
    /// (the sums already searched stay stored: their values are exact).
    ///
    /// # Constraints
    /// As the type. **Complexity** as the type. **Panics** never. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn push(&mut self, options: &[Vec<u64>]) -> Result<(), GenusError> {
        let n = self.len();
        if n >= u64::from(u32::MAX) {
            return Err(GenusError::TooManyHeaps);
        }
        let mut normalised: Vec<Box<[u32]>> = Vec::with_capacity(options.len());
        for option in options {
            let mut heaps = Vec::with_capacity(option.len());
            for &h in option {
                if h >= n {
                    return Err(GenusError::OptionNotSmaller {
                        heap: n,
                        option: option.clone(),
                    });
                }
                // h < n <= u32::MAX, so it fits.
                if self.heaps[h as usize].has_options {
                    heaps.push(h as u32);
                }
            }
            heaps.sort_unstable();
            normalised.push(heaps.into_boxed_slice());
        }
        normalised.sort_unstable();
        normalised.dedup();
        let normal = mex(normalised.iter().map(|o| self.normal_of(o)));
        let has_options = !options.is_empty();
        if !has_options {
            self.heaps.push(Heap {
                options: normalised,
                has_options,
                genus: Genus::tame(0, true),
                tameness: Tameness::Tame,
            });
            return Ok(());
        }
        let wild_option = normalised
            .iter()
            .flat_map(|o| o.iter())
            .filter(|&&h| !self.heaps[h as usize].tame())
            .min()
            .map(|&h| u64::from(h));
        if self.shortcut && wild_option.is_none() {
            // Theorem 3 gives each option's misère value.
            let misere = mex(normalised.iter().map(|o| self.tame_exponents(o).at(0)));
            let large = misere == normal;
            if large || (normal <= 1 && misere == normal ^ 1) {
                self.heaps.push(Heap {
                    options: normalised,
                    has_options,
                    genus: Genus::tame(normal, !large),
                    tameness: Tameness::Tame,
                });
                return Ok(());
            }
        }
        // Searched: the heap joins the table as wild while its own sums are searched (no
        // sum reachable from it holds it again, its options being smaller).
        self.heaps.push(Heap {
            options: normalised,
            has_options,
            genus: Genus::tame(normal, false),
            tameness: Tameness::WildGenus,
        });
        let key: Box<[u32]> = Box::new([n as u32]);
        if let Err(e) = self.search(&key, n) {
            self.heaps.pop();
            return Err(e);
        }
        let genus = Genus {
            normal,
            written: self.memo[&key].clone(),
        };
        let tameness = match wild_option {
            _ if !genus.is_tame() => Tameness::WildGenus,
            Some(m) => Tameness::WildOption(m),
            None => Tameness::Tame,
        };
        let heap = self.heaps.last_mut().expect("pushed above");
        heap.genus = genus;
        heap.tameness = tameness;
        Ok(())
    }

    /// How many heaps the table has (`0..len`).
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never.
    pub fn len(&self) -> u64 {
        self.heaps.len() as u64
    }

    /// Whether the table has no heap yet.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never.
    pub fn is_empty(&self) -> bool {
        self.heaps.is_empty()
    }

    /// The genus of heap `n`.
    ///
    /// # Constraints
    /// `n < len()`. **Complexity** O(1). **Panics** if `n` is not in the table. **Example**
    /// in the [module documentation](self). **Tests** `shared/tests/genus.rs`.
    pub fn genus(&self, n: u64) -> &Genus {
        &self.heaps[n as usize].genus
    }

    /// Whether heap `n` is tame, and if not, why.
    ///
    /// # Constraints
    /// `n < len()`. **Complexity** O(1). **Panics** if `n` is not in the table. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn tameness(&self, n: u64) -> Tameness {
        self.heaps[n as usize].tameness
    }

    /// Whether heap `n` is tame.
    ///
    /// # Constraints
    /// `n < len()`. **Complexity** O(1). **Panics** if `n` is not in the table. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn is_tame(&self, n: u64) -> bool {
        self.heaps[n as usize].tame()
    }

    /// The genus-based answer: whether the player to move wins misère play of the sum of
    /// these heaps, from their genera alone, when every heap is tame (Theorem 3: misère Nim
    /// with the small heaps as heaps of 0 and 1); `None` when some heap is wild or beyond the
    /// table, since the genera then do not decide the sum.
    ///
    /// # Constraints
    /// None. **Complexity** O(number of heaps). **Panics** never. **Example** in the
    /// [module documentation](self). **Tests** `shared/tests/genus.rs` (against
    /// [`MisereSearch`] on every small multiset).
    pub fn tame_outcome(&self, heaps: &[u64]) -> Option<bool> {
        let mut xor = 0;
        let mut large = false;
        for &h in heaps {
            let heap = self.heaps.get(usize::try_from(h).ok()?)?;
            if !heap.tame() {
                return None;
            }
            xor ^= heap.genus.normal();
            large |= heap.large();
        }
        let misere = if large { xor } else { xor ^ 1 };
        Some(misere != 0)
    }

    /// The genus of the sum of these heaps (any order, repeats allowed), by Theorem 3 or the
    /// search: its `misere()` is 0 exactly when the player to move loses misère play.
    ///
    /// # Errors
    /// [`GenusError::HeapNotInTable`], [`GenusError::Budget`],
    /// [`GenusError::NoAlternation`].
    ///
    /// # Constraints
    /// As the type. **Complexity** as the type. **Panics** never. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn sum_genus(&mut self, heaps: &[u64]) -> Result<Genus, GenusError> {
        let mut key = Vec::with_capacity(heaps.len());
        for &h in heaps {
            let heap = usize::try_from(h)
                .ok()
                .and_then(|i| self.heaps.get(i))
                .ok_or(GenusError::HeapNotInTable {
                    heap: h,
                    len: self.len(),
                })?;
            if heap.has_options {
                key.push(h as u32);
            }
        }
        key.sort_unstable();
        let normal = self.normal_of(&key);
        let largest = key.last().map_or(0, |&h| u64::from(h));
        let key = key.into_boxed_slice();
        if let Some(e) = self.known(&key) {
            let written = (0..e.start() + 2).map(|k| e.at(k)).collect();
            return Ok(Genus { normal, written });
        }
        self.search(&key, largest)?;
        Ok(Genus {
            normal,
            written: self.memo[&key].clone(),
        })
    }

    /// How many sums the search has stored.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never.
    pub fn stored_sums(&self) -> usize {
        self.memo.len()
    }

    fn normal_of(&self, heaps: &[u32]) -> u32 {
        heaps
            .iter()
            .fold(0, |x, &h| x ^ self.heaps[h as usize].genus.normal())
    }

    /// Theorem 3's exponents for a sum of tame heaps.
    fn tame_exponents(&self, heaps: &[u32]) -> Exponents<'static> {
        Exponents::Tame {
            normal: self.normal_of(heaps),
            small: !heaps.iter().any(|&h| self.heaps[h as usize].large()),
        }
    }

    /// The exponents of a sum if they are known without searching it: Theorem 3 (when the
    /// table uses it and every heap is tame), or stored.
    fn known(&self, key: &[u32]) -> Option<Exponents<'_>> {
        if self.shortcut && key.iter().all(|&h| self.heaps[h as usize].tame()) {
            return Some(self.tame_exponents(key));
        }
        self.memo.get(key).map(|w| Exponents::Stored(w))
    }

    /// The options of a sum: one heap (each distinct size once) replaced by one of its
    /// options, sorted.
    fn expand(&self, key: &[u32]) -> Vec<Box<[u32]>> {
        let mut out = Vec::new();
        for (i, &h) in key.iter().enumerate() {
            if i > 0 && key[i - 1] == h {
                continue;
            }
            for option in &self.heaps[h as usize].options {
                let mut next: Vec<u32> = Vec::with_capacity(key.len() - 1 + option.len());
                next.extend_from_slice(&key[..i]);
                next.extend_from_slice(&key[i + 1..]);
                next.extend_from_slice(option);
                next.sort_unstable();
                out.push(next.into_boxed_slice());
            }
        }
        out
    }

    /// Stores the exponents of `root` and of every unknown sum below it: depth first, with an
    /// explicit stack (no recursion), each sum once.
    fn search(&mut self, root: &[u32], heap: u64) -> Result<(), GenusError> {
        if self.known(root).is_some() {
            return Ok(());
        }
        struct Frame {
            key: Box<[u32]>,
            options: Vec<Box<[u32]>>,
            next: usize,
        }
        let mut stack = vec![Frame {
            key: root.into(),
            options: self.expand(root),
            next: 0,
        }];
        while let Some(top) = stack.last_mut() {
            while top.next < top.options.len() && self.known(&top.options[top.next]).is_some() {
                top.next += 1;
            }
            if let Some(child) = top.options.get(top.next) {
                let key = child.clone();
                let options = self.expand(&key);
                stack.push(Frame {
                    key,
                    options,
                    next: 0,
                });
                continue;
            }
            let frame = stack.pop().expect("the loop saw a top frame");
            if self.memo.len() >= self.budget {
                return Err(GenusError::Budget {
                    heap,
                    states: self.budget,
                });
            }
            let written = self.exponents_from(&frame.options, heap)?;
            self.memo.insert(frame.key, written);
        }
        Ok(())
    }

    /// The written exponents of a sum whose options' exponents are all known: Theorem 1's
    /// recurrence, until Theorem 2 shows the alternation.
    fn exponents_from(
        &mut self,
        options: &[Box<[u32]>],
        heap: u64,
    ) -> Result<Box<[u32]>, GenusError> {
        let mut mex = std::mem::take(&mut self.mex);
        let result = self.recurrence(options, heap, &mut mex);
        self.mex = mex;
        result
    }

    fn recurrence(
        &self,
        options: &[Box<[u32]>],
        heap: u64,
        mex: &mut Mex,
    ) -> Result<Box<[u32]>, GenusError> {
        let known: Vec<Exponents<'_>> = options
            .iter()
            .map(|o| self.known(o).expect("the options were searched first"))
            .collect();
        // Every option's exponents have period 2 from `from` on (Theorem 2 needs from >= 1).
        let from = known.iter().map(Exponents::start).max().unwrap_or(0).max(1);
        let mut values: Vec<u32> = Vec::new();
        if known.is_empty() {
            values.push(1);
        } else {
            mex.clear();
            mex.extend(known.iter().map(|e| e.at(0)));
            values.push(mex.mex());
        }
        let mut k = 1;
        loop {
            mex.clear();
            mex.extend(known.iter().map(|e| e.at(k)));
            let before = values[k - 1];
            mex.insert(before);
            mex.insert(before ^ 1);
            values.push(mex.mex());
            if k >= 2 && k > from && values[k] == values[k - 2] {
                break;
            }
            if k > from + ALTERNATION_SLACK {
                return Err(GenusError::NoAlternation { heap });
            }
            k += 1;
        }
        let mut start = k - 2;
        while start > 0 && values[start - 1] == values[start + 1] {
            start -= 1;
        }
        values.truncate(start + 2);
        Ok(values.into_boxed_slice())
    }
}

/// The plain misère search of a sum of heaps, the reference for [`GenusTable`]: memoised over
/// the sorted multiset, depth first with an explicit stack, straight from the rules (the
/// player who cannot move wins), with no theorem at all.
///
/// # Constraints
/// Every heap in an option of heap `n` is smaller than `n`.
///
/// # Complexity
/// Each multiset reachable from the asked sum once (partitions-many for a game with splits),
/// O(its options) hash look-ups each; options of each heap listed once.
///
/// # Example
/// See the [module documentation](self).
///
/// # Tests
/// `shared/tests/genus.rs`: misère Nim's rule on every multiset of up to 4 heaps of size up
/// to 8, and hand-worked Kayles positions.
pub struct MisereSearch<F> {
    options: F,
    /// The options of each heap met so far.
    heap_options: HashMap<u64, Vec<Vec<u64>>>,
    wins: HashMap<Vec<u64>, bool>,
}

impl<F: FnMut(u64, &mut Vec<Vec<u64>>)> MisereSearch<F> {
    /// A search of the game whose heap `n` has the options `options(n, out)` pushes (each a
    /// multiset of smaller heaps).
    ///
    /// # Constraints
    /// As the type. **Complexity** O(1). **Panics** never. **Example** in the
    /// [module documentation](self).
    pub fn new(options: F) -> Self {
        MisereSearch {
            options,
            heap_options: HashMap::new(),
            wins: HashMap::new(),
        }
    }

    /// Whether the player to move wins misère play of the sum of these heaps.
    ///
    /// # Errors
    /// [`GenusError::OptionNotSmaller`] when an option holds a heap that is not smaller.
    ///
    /// # Constraints
    /// As the type. **Complexity** as the type. **Panics** never. **Tests**
    /// `shared/tests/genus.rs`.
    pub fn first_player_wins(&mut self, heaps: &[u64]) -> Result<bool, GenusError> {
        let mut root = heaps.to_vec();
        root.sort_unstable();
        if let Some(&w) = self.wins.get(&root) {
            return Ok(w);
        }
        // Each frame: a position, its options, how many are known to win for the mover.
        let first = self.options_of(&root)?;
        let mut stack: Vec<(Vec<u64>, Vec<Vec<u64>>, usize)> = vec![(root.clone(), first, 0)];
        while let Some((_, next, done)) = stack.last_mut() {
            let mut found_loss = false;
            while let Some(child) = next.get(*done) {
                match self.wins.get(child) {
                    Some(true) => *done += 1,
                    Some(false) => {
                        found_loss = true;
                        break;
                    }
                    None => break,
                }
            }
            if !found_loss {
                if let Some(child) = next.get(*done) {
                    let child = child.clone();
                    let options = self.options_of(&child)?;
                    stack.push((child, options, 0));
                    continue;
                }
            }
            let (position, next, _) = stack.pop().expect("the loop saw a top frame");
            // No option at all: the player to move cannot move, and so wins.
            let wins = found_loss || next.is_empty();
            self.wins.insert(position, wins);
        }
        Ok(self.wins[&root])
    }

    /// How many positions the search has solved.
    ///
    /// # Constraints
    /// None. **Complexity** O(1). **Panics** never.
    pub fn solved(&self) -> usize {
        self.wins.len()
    }

    /// Every option of a sorted position, sorted.
    fn options_of(&mut self, position: &[u64]) -> Result<Vec<Vec<u64>>, GenusError> {
        let mut out = Vec::new();
        for (i, &h) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == h {
                continue;
            }
            if !self.heap_options.contains_key(&h) {
                let mut listed = Vec::new();
                (self.options)(h, &mut listed);
                if let Some(bad) = listed.iter().find(|o| o.iter().any(|&m| m >= h)) {
                    return Err(GenusError::OptionNotSmaller {
                        heap: h,
                        option: bad.clone(),
                    });
                }
                self.heap_options.insert(h, listed);
            }
            for option in &self.heap_options[&h] {
                let mut next = Vec::with_capacity(position.len() - 1 + option.len());
                next.extend_from_slice(&position[..i]);
                next.extend_from_slice(&position[i + 1..]);
                next.extend_from_slice(option);
                next.sort_unstable();
                out.push(next);
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_written_as_in_onag() {
        assert_eq!(Genus::tame(0, true).to_string(), "0^{120}");
        assert_eq!(Genus::tame(1, true).to_string(), "1^{031}");
        assert_eq!(Genus::tame(2, false).to_string(), "2^{20}");
        assert_eq!(Genus::tame(0, false).to_string(), "0^{02}");
        assert_eq!(Genus::tame(12, false).to_string(), "12^{12,14}");
        let wild = Genus {
            normal: 4,
            written: Box::new([1, 4, 6]),
        };
        assert_eq!(wild.to_string(), "4^{146}");
        assert!(!wild.is_tame());
        assert_eq!(
            (0..6).map(|k| wild.exponent(k)).collect::<Vec<_>>(),
            [1, 4, 6, 4, 6, 4]
        );
        for g in 0..8 {
            assert!(Genus::tame(g, false).is_tame());
        }
        assert!(Genus::tame(1, true).is_tame());
    }

    #[test]
    fn the_empty_game_and_nim_heaps_from_the_recurrence() {
        // Nim: heap n's options are the heaps below it.
        let table = GenusTable::build(6, |n, out| out.extend((0..n).map(|j| vec![j]))).unwrap();
        let symbols: Vec<String> = (0..=6).map(|n| table.genus(n).to_string()).collect();
        assert_eq!(
            symbols,
            ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}", "6^{64}"]
        );
        // The exhaustive table searches them instead, and agrees.
        let mut exhaustive = GenusTable::exhaustive();
        exhaustive
            .extend(6, |n, out| out.extend((0..n).map(|j| vec![j])))
            .unwrap();
        for n in 0..=6 {
            assert_eq!(exhaustive.genus(n), table.genus(n), "heap {n}");
        }
        assert!(exhaustive.stored_sums() > 0);
    }

    #[test]
    fn bad_options_and_budgets_are_errors_that_leave_the_table_as_it_was() {
        let mut table = GenusTable::new();
        table.push(&[]).unwrap();
        assert_eq!(
            table.push(&[vec![1]]),
            Err(GenusError::OptionNotSmaller {
                heap: 1,
                option: vec![1]
            })
        );
        assert_eq!(table.len(), 1);
        let mut small = GenusTable::exhaustive().with_budget(3);
        let err = small
            .extend(10, |n, out| out.extend((0..n).map(|j| vec![j])))
            .unwrap_err();
        assert!(matches!(err, GenusError::Budget { states: 3, .. }), "{err}");
        assert!(small.len() < 10);
        let mut search = MisereSearch::new(|n: u64, out: &mut Vec<Vec<u64>>| out.push(vec![n]));
        assert!(search.first_player_wins(&[2]).is_err());
    }
}
