//! One engine for any impartial game given by its moves: positions of any shape (one integer, a
//! tuple, an array, a `Vec<u64>` row, a type of the game's own: [`Position`]), options that are
//! positions or sums of positions (a split), memoised values of every position reached,
//! computed with an explicit stack (no recursion limit, any depth).
//!
//! A game is a function `moves(position, &mut Options<P>)` that pushes each option: a position
//! with [`Options::push`], or a sum of positions (a heap split into several) with
//! [`Options::push_sum`]. From it, an [`Engine`] gives:
//!
//! - [`Engine::grundy`]: the Grundy value of a position (a sum's value is the XOR of its parts',
//!   Sprague–Grundy), and [`Engine::sum_grundy`] of a sum;
//! - [`Engine::wins`]: the normal-play outcome (the player who cannot move loses);
//! - [`Engine::misere_wins`]: the misère outcome of a sum (the player who cannot move wins),
//!   found by searching the multiset of components itself, since Grundy values do not decide
//!   misère sums;
//! - [`Engine::remoteness`]: the length of the game when the winner hurries and the loser
//!   stalls, as [`crate::game::table::remoteness_table`] defines it, also of a sum;
//! - [`Engine::suspense`]: Smith's suspense number (the winner prolongs, the loser hurries),
//!   as [`crate::game::compound::Suspense`] defines it, also of a sum: with the remoteness,
//!   what decides the compounds of [`crate::game::compound`].
//!
//! Positions of one integer (`u64`) are stored in a dense table indexed by the integer; every
//! other shape in a hash map ([`Position`], [`Hashed`]). The search is finite only when the game is: a position reached
//! again from itself is a [`EngineError::Cycle`], and more positions than the budget (also a
//! dense index beyond it, e.g. a move to `n + 1` forever) an [`EngineError::Budget`], each
//! naming the position being expanded.
//!
//! Codes, subtraction sets and [`crate::game::table`]'s builders keep their own faster engines;
//! this one is for games that have no closed form of moves (the lab's rules files, brute forces
//! over tuples and sums).
//!
//! # Example
//! Kayles (take one pin or two adjacent ones from a row, which may split it in two), Nim on two
//! heaps as a tuple, and misère Nim, where `{1, 1}` is won although its Grundy value is 0.
//! ```
//! use shared::game::engine::{Engine, Options};
//! let mut kayles = Engine::new(|n: u64, out: &mut Options<u64>| {
//!     for take in 1..=n.min(2) {
//!         for left in 0..=(n - take) / 2 {
//!             out.push_sum([left, n - take - left]);
//!         }
//!     }
//! });
//! let g: Vec<u32> = (0..12).map(|n| kayles.grundy(n).unwrap()).collect();
//! assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
//! assert_eq!(kayles.sum_grundy(&[4, 5]).unwrap(), 1 ^ 4);
//!
//! let mut two_heaps = Engine::new(|(a, b): (u64, u64), out: &mut Options<(u64, u64)>| {
//!     (0..a).for_each(|x| out.push((x, b)));
//!     (0..b).for_each(|y| out.push((a, y)));
//! });
//! assert!(!two_heaps.wins((3, 3)).unwrap());
//! assert_eq!(two_heaps.grundy((3, 5)).unwrap(), 3 ^ 5);
//!
//! let mut nim = Engine::new(|n: u64, out: &mut Options<u64>| (0..n).for_each(|m| out.push(m)));
//! assert!(nim.misere_wins(&[1, 1]).unwrap());
//! assert!(!nim.misere_wins(&[1, 1, 1]).unwrap());
//! assert!(!nim.misere_wins(&[2, 2]).unwrap());
//! assert_eq!(nim.remoteness(&[3]).unwrap(), 1);
//! ```
//!
//! # Tested
//! Against [`crate::game::table`]'s builders on Kayles, Dawson's Kayles and subtraction sets
//! (Grundy values and remoteness), against [`crate::game::OctalGame`] on codes; two-heap Nim as
//! a tuple; misère Nim's rule on every multiset of small heaps; a chain of 2·10^5 positions asked
//! from its top (each search); cycles and budgets reported with the position being expanded,
//! also a position with more options than the budget (Nim's heap of 5000 under a budget of
//! 1000, in both searches). Positions of other shapes: Kayles on a set of rows as one `Vec<u64>`
//! position against the XOR of its rows (every set of up to three rows of up to 12 pins, and a
//! proptest), its misère sums against a plain recursion; every built-in text form read back
//! (proptest) and bad text refused in one line. Suspense numbers are tested in [`crate::game::compound`], against
//! a plain recursion of their definition and through the compounds they decide.

use crate::game::compound::Suspense;
use crate::game::table::{Mex, Remoteness};
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// No value known yet.
const UNKNOWN: u32 = u32::MAX;
/// Being expanded (on the search stack): met again, it closes a cycle.
const IN_PROGRESS: u32 = u32::MAX - 1;

/// The options of one position, as `moves` pushes them: each a position or a sum of positions.
///
/// The engine keeps the options of every position on its search stack in one buffer; `moves`
/// only appends, and [`Options::len`] counts the options of the position being expanded.
/// When the engine tries to solve a position in one pass (see [`Engine`]), the options are not
/// kept at all: each is folded into the mex as it is pushed ([`Probe`]); when it expands a
/// hashed position, an option of one position already solved is folded as it is pushed and not
/// kept either ([`Folded`]), so [`Options::len`] counts the options kept.
#[derive(Debug, Clone)]
pub struct Options<P> {
    /// The components of every option, one after the other.
    parts: Vec<P>,
    /// Where each option ends in `parts`.
    ends: Vec<usize>,
    /// The first option of the position being expanded.
    base: usize,
    /// Set while the engine solves a one-integer position in one pass: the options go there.
    probe: Option<Probe>,
    /// Set while the engine expands a hashed position: the options already solved go there.
    folded: Option<Folded<P>>,
}

/// The engine's hashed Grundy values, lent while `moves` lists the options of a position it
/// expands: an option that is one position with a value is looked up as it is pushed, its
/// value kept and the position dropped at once, so that only the options still to solve are
/// held (a `Vec` position's memory goes back at once, and no option is looked up twice).
#[derive(Debug, Clone)]
struct Folded<P> {
    map: HashMap<P, u32, BuildHasherDefault<PositionHasher>>,
    /// The values of the options folded, of every position on the search stack.
    values: Vec<u32>,
}

/// The one-pass Grundy value of a one-integer position: while `moves` pushes the options, each
/// option's value (the XOR of its parts' values, read from the engine's dense table) goes into
/// the mex, and nothing is stored. An option with a part whose value is not known yet (not
/// solved, on the search stack, or beyond the table) blocks the pass, and the engine expands
/// the position the usual way.
#[derive(Debug, Clone, Default)]
struct Probe {
    /// The engine's dense table of Grundy values, lent for the pass.
    values: Vec<u32>,
    mex: Mex,
    /// An option had a part without a value; the pushes after it are ignored.
    blocked: bool,
}

impl Probe {
    #[inline]
    fn option<P: Position, I: IntoIterator<Item = P>>(&mut self, parts: I) {
        if self.blocked {
            return;
        }
        let mut x = 0;
        for part in parts {
            let v = part
                .dense_index()
                .and_then(|i| self.values.get(i).copied())
                .unwrap_or(UNKNOWN);
            if v >= IN_PROGRESS {
                self.blocked = true;
                return;
            }
            x ^= v;
        }
        self.mex.insert(x);
    }
}

impl<P> Default for Options<P> {
    fn default() -> Self {
        Options {
            parts: Vec::new(),
            ends: Vec::new(),
            base: 0,
            probe: None,
            folded: None,
        }
    }
}

impl<P: Position> Options<P> {
    /// An option: a move to `position`.
    ///
    /// # Complexity
    /// O(1) amortised.
    #[inline]
    pub fn push(&mut self, position: P) {
        if let Some(probe) = &mut self.probe {
            probe.option([position]);
            return;
        }
        if let Some(folded) = &mut self.folded {
            let v = folded.map.get(&position).copied().unwrap_or(UNKNOWN);
            if v < IN_PROGRESS {
                folded.values.push(v);
                return;
            }
        }
        self.parts.push(position);
        self.ends.push(self.parts.len());
    }

    /// An option that is a sum of positions (a heap split into `parts`; the player to move
    /// then plays in one of them). An empty sum is a move to a position without options.
    ///
    /// # Complexity
    /// O(parts) amortised.
    #[inline]
    pub fn push_sum<I: IntoIterator<Item = P>>(&mut self, parts: I) {
        if let Some(probe) = &mut self.probe {
            probe.option(parts);
            return;
        }
        self.parts.extend(parts);
        self.ends.push(self.parts.len());
    }
}

impl<P> Options<P> {
    /// No options.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of options kept for the position being expanded (0 during the engine's
    /// one pass, where options are folded into the mex and not kept, and without those of a
    /// hashed position already solved: `moves` only pushes).
    pub fn len(&self) -> usize {
        self.ends.len() - self.base
    }

    /// Whether no option has been pushed for the position being expanded.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The options of the position being expanded, each as the slice of its components.
    pub fn iter(&self) -> impl Iterator<Item = &[P]> + '_ {
        (self.base..self.ends.len()).map(move |i| self.option(i))
    }

    /// Option `i` of the whole buffer.
    fn option(&self, i: usize) -> &[P] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.parts[start..self.ends[i]]
    }

    /// Forgets the options from option `i` on.
    fn truncate(&mut self, i: usize) {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        self.parts.truncate(start);
        self.ends.truncate(i);
    }
}

/// Named parameters of a game (`k`, `p`, ...), each a `u64`, as `--param NAME=VALUE` sets them,
/// lists of numbers (`--param s=2,5,7`), and the text of a data file (`--data FILE`: a graph in the judge's layout) for a game that
/// reads one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Params {
    values: Vec<(String, u64)>,
    lists: Vec<(String, Vec<u64>)>,
    data: Option<std::sync::Arc<str>>,
}

impl Params {
    /// The parameters `(name, value)`, e.g. a game's defaults.
    pub fn new(values: &[(&str, u64)]) -> Params {
        Params {
            values: values.iter().map(|&(n, v)| (n.to_string(), v)).collect(),
            lists: Vec::new(),
            data: None,
        }
    }

    /// Sets the list parameter `name` (a subtraction set, a player's steps: `--param
    /// s=2,5,7`), adding it when new.
    pub fn set_list(&mut self, name: &str, values: Vec<u64>) {
        match self.lists.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = values,
            None => self.lists.push((name.to_string(), values)),
        }
    }

    /// The values of the list parameter `name`, in the order given.
    ///
    /// # Panics
    /// When there is no such list (the panic names the caller's line).
    #[track_caller]
    pub fn list(&self, name: &str) -> &[u64] {
        match self.lists.iter().find(|(n, _)| n == name) {
            Some((_, values)) => values,
            None => panic!("no list parameter `{name}` (the game declares none by that name)"),
        }
    }

    /// Every list parameter, in order.
    pub fn lists(&self) -> &[(String, Vec<u64>)] {
        &self.lists
    }

    /// Gives the game the text of its data file.
    pub fn set_data(&mut self, text: impl Into<std::sync::Arc<str>>) {
        self.data = Some(text.into());
    }

    /// The text of the game's data file (`--data FILE`), to parse once (a `OnceLock` in the
    /// rules file) and read on every call of `moves`.
    ///
    /// # Panics
    /// When no data file was given (the panic names the caller's line and the option).
    #[track_caller]
    pub fn data(&self) -> &str {
        match &self.data {
            Some(text) => text,
            None => panic!("this game reads a data file: give it with `--data FILE`"),
        }
    }

    /// Sets `name` to `value`, adding it when new.
    pub fn set(&mut self, name: &str, value: u64) {
        match self.values.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => self.values.push((name.to_string(), value)),
        }
    }

    /// The value of parameter `name`.
    ///
    /// # Panics
    /// When there is no such parameter (the panic names the caller's line).
    #[track_caller]
    pub fn get(&self, name: &str) -> u64 {
        match self.values.iter().find(|(n, _)| n == name) {
            Some(&(_, v)) => v,
            None => panic!("no parameter `{name}` (the game declares none by that name)"),
        }
    }

    /// Every parameter, in order.
    pub fn all(&self) -> &[(String, u64)] {
        &self.values
    }
}

/// A store of one `u32` per position, [`UNKNOWN`] where none is set.
pub trait Store<P>: Default {
    /// The value at `p`, `u32::MAX` when none is set.
    fn get(&self, p: &P) -> u32;
    /// Sets the value at `p` (a hashed store clones `p` when it is new). Returns `false` (and
    /// stores nothing) when `p` is beyond `budget` positions of a dense store, or the memory
    /// to grow it cannot be had.
    fn set(&mut self, p: &P, value: u32, budget: usize) -> bool;
    /// As [`Store::set`] for a position without a value yet (or [`UNKNOWN`]): a hashed store
    /// then inserts in one probe.
    fn set_new(&mut self, p: &P, value: u32, budget: usize) -> bool {
        self.set(p, value, budget)
    }
    /// The table itself when the store is dense (indexed by [`Position::dense_index`]), so that
    /// the engine can lend it to a one-pass solve; `None` for a hashed store.
    fn dense(&mut self) -> Option<&mut Vec<u32>> {
        None
    }
    /// The hash map itself when the store is hashed, lent to [`Options`] while the engine
    /// lists a position's options ([`Store::give_back`] returns it); `None` for a dense store.
    fn lend(&mut self) -> Option<HashMap<P, u32, BuildHasherDefault<PositionHasher>>> {
        None
    }
    /// Takes back the map [`Store::lend`] gave.
    fn give_back(&mut self, map: HashMap<P, u32, BuildHasherDefault<PositionHasher>>) {
        let _ = map;
    }
}

/// A dense store for one-integer positions: a vector indexed by the position, grown on demand.
#[derive(Debug, Default)]
pub struct Dense(Vec<u32>);

impl Store<u64> for Dense {
    #[inline]
    fn get(&self, p: &u64) -> u32 {
        usize::try_from(*p)
            .ok()
            .and_then(|i| self.0.get(i).copied())
            .unwrap_or(UNKNOWN)
    }

    #[inline]
    fn set(&mut self, p: &u64, value: u32, budget: usize) -> bool {
        let i = match usize::try_from(*p) {
            Ok(i) if i < budget => i,
            _ => return false,
        };
        if i >= self.0.len() {
            // Doubling keeps a table asked bottom-up linear; never beyond the budget.
            // Memory that cannot be had is a budget refusal, not an abort.
            let len = (i + 1).max(self.0.len() * 2).min(budget);
            if self.0.try_reserve_exact(len - self.0.len()).is_err() {
                return false;
            }
            self.0.resize(len, UNKNOWN);
        }
        self.0[i] = value;
        true
    }

    fn dense(&mut self) -> Option<&mut Vec<u32>> {
        Some(&mut self.0)
    }
}

/// The hash of a position's numbers: each word is folded in by a rotation, an XOR and a
/// multiplication by an odd constant (the scheme of rustc's FxHasher), and [`Hasher::finish`]
/// mixes the bits once more, so that the table's low bits (the bucket) and top bits (the tag)
/// both vary.
///
/// std's default SipHash resists crafted keys, which positions of a search are not; this one
/// costs a few instructions per number. Measured by a program that asks an [`Engine`] for every
/// position of Wythoff's game with both piles up to 120 (2.7·10^6 options, two look-ups each),
/// release build, on the 2-core KVM Intel Xeon @ 2.00GHz (family 6, model 85) with other jobs
/// running (load about 10), back to back: 0.74 s with SipHash, 0.27 s with this one (up to 250:
/// 4.9–6.0 s against 4.0–4.3 s, where the table outgrows the caches). Tested: the engine's tests
/// (every game here has tuple positions too), and the spread of the hashes of 301 × 301 pairs.
#[derive(Debug, Default, Clone, Copy)]
pub struct PositionHasher(u64);

/// An odd constant with well-spread bits (⌊2^64 / φ⌋ rounded to odd).
const SPREAD: u64 = 0x9E37_79B9_7F4A_7C15;

impl Hasher for PositionHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        // A slice of numbers (a `Vec<u64>` position) comes as its bytes: whole words first.
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.write_u64(u64::from_le_bytes(word.try_into().expect("8 bytes")));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(SPREAD);
    }

    #[inline]
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // One round of a 64-bit finaliser (shift, multiply, shift: MurmurHash3's form).
        let h = (self.0 ^ (self.0 >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        h ^ (h >> 33)
    }
}

/// A hash map keyed by positions (or states of positions), with [`PositionHasher`].
type PositionMap<K> = HashMap<K, u32, BuildHasherDefault<PositionHasher>>;

/// A hashed store for tuple positions.
#[derive(Debug)]
pub struct Hashed<P>(PositionMap<P>);

impl<P> Default for Hashed<P> {
    fn default() -> Self {
        Hashed(PositionMap::default())
    }
}

impl<P: Hash + Eq + Clone> Store<P> for Hashed<P> {
    #[inline]
    fn get(&self, p: &P) -> u32 {
        self.0.get(p).copied().unwrap_or(UNKNOWN)
    }

    #[inline]
    fn set(&mut self, p: &P, value: u32, _budget: usize) -> bool {
        // An update (the value of a position marked in progress) clones nothing.
        match self.0.get_mut(p) {
            Some(slot) => *slot = value,
            None => {
                self.0.insert(p.clone(), value);
            }
        }
        true
    }

    #[inline]
    fn set_new(&mut self, p: &P, value: u32, _budget: usize) -> bool {
        self.0.insert(p.clone(), value);
        true
    }

    fn lend(&mut self) -> Option<PositionMap<P>> {
        Some(std::mem::take(&mut self.0))
    }

    fn give_back(&mut self, map: PositionMap<P>) {
        self.0 = map;
    }
}

/// A position: any owned value that can be compared and hashed, with a text form.
///
/// One integer (`u64`) is stored densely (a table indexed by it); every other shape is hashed
/// ([`Hashed`]): tuples of two to four `u64`, arrays `[u64; N]`, a `Vec<u64>` (a row of heaps,
/// a sorted multiset), or a type of the game's own (a tree in a canonical form, a board), which
/// implements this trait with `type Store = Hashed<Self>;` and its text form. Equal positions
/// must compare equal: a game whose positions have several spellings (a multiset, a tree with
/// its children in any order) keeps one canonical form (sorted), so that each is stored once.
///
/// The text form is how the lab's command line writes a position and how the lab prints it:
/// one token without whitespace and without `+` (which separates the parts of a sum). The
/// built-in forms: `3`; tuples and arrays `3,5`; a `Vec<u64>` `[3,1,4]` (`[]` empty).
///
/// The numeric view ([`Position::ARITY`], [`Position::coordinates`],
/// [`Position::from_coordinates`]) is for what needs numbers (tables of one number, grids of
/// two, ranges of points, rules guessed from a table); a position of another shape has none.
pub trait Position: Clone + Eq + Ord + Hash + fmt::Debug {
    /// How the engine stores one value per position.
    type Store: Store<Self>;
    /// How many numbers a position is (1 to 4), `None` for a position of another shape.
    const ARITY: Option<usize> = None;
    /// The numbers, in order (the first [`Self::ARITY`] entries; the rest are 0), `None`
    /// without a numeric view.
    fn coordinates(&self) -> Option<[u64; 4]> {
        None
    }
    /// The position with these numbers (the first [`Self::ARITY`] are used), `None` without a
    /// numeric view.
    fn from_coordinates(c: [u64; 4]) -> Option<Self> {
        let _ = c;
        None
    }
    /// The index of the position in a dense store, if its store is dense.
    fn dense_index(&self) -> Option<usize> {
        None
    }
    /// The position's text: one token, no whitespace, no `+`.
    fn to_text(&self) -> String;
    /// The position written `text` (as [`Position::to_text`] writes it); `Err` is one line
    /// saying what was expected and what was found.
    fn from_text(text: &str) -> Result<Self, String>;
}

/// `text` as a non-negative integer, or the one-line reason naming `what` was expected.
fn number_text(text: &str, what: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("expected {what}, found `{text}`"))
}

/// The numbers of `text` separated by commas, exactly `n` of them (`what` names the form in
/// the error).
fn numbers_text(text: &str, n: usize, what: &str) -> Result<[u64; 4], String> {
    let mut c = [0; 4];
    let mut count = 0;
    for (i, word) in text.split(',').enumerate() {
        let x = number_text(word, what).map_err(|_| format!("expected {what}, found `{text}`"))?;
        if i < 4 {
            c[i] = x;
        }
        count += 1;
    }
    if count != n {
        return Err(format!("expected {what}, found `{text}` ({count} numbers)"));
    }
    Ok(c)
}

/// Numbers joined by commas: `3,5`.
fn comma_text(numbers: &[u64]) -> String {
    let each: Vec<String> = numbers.iter().map(u64::to_string).collect();
    each.join(",")
}

impl Position for u64 {
    type Store = Dense;
    const ARITY: Option<usize> = Some(1);
    fn coordinates(&self) -> Option<[u64; 4]> {
        Some([*self, 0, 0, 0])
    }
    fn from_coordinates(c: [u64; 4]) -> Option<Self> {
        Some(c[0])
    }
    #[inline]
    fn dense_index(&self) -> Option<usize> {
        usize::try_from(*self).ok()
    }
    fn to_text(&self) -> String {
        self.to_string()
    }
    fn from_text(text: &str) -> Result<Self, String> {
        number_text(text, "a non-negative integer such as `3`")
    }
}

/// Tuples of two to four numbers, written `3,5`.
macro_rules! tuple_position {
    ($n:literal, $what:literal, ($($t:ident),+), ($($i:tt),+)) => {
        impl Position for ($($t,)+) {
            type Store = Hashed<Self>;
            const ARITY: Option<usize> = Some($n);
            fn coordinates(&self) -> Option<[u64; 4]> {
                let mut c = [0; 4];
                $(c[$i] = self.$i;)+
                Some(c)
            }
            fn from_coordinates(c: [u64; 4]) -> Option<Self> {
                Some(($(c[$i],)+))
            }
            fn to_text(&self) -> String {
                comma_text(&[$(self.$i),+])
            }
            fn from_text(text: &str) -> Result<Self, String> {
                let c = numbers_text(text, $n, $what)?;
                Ok(($(c[$i],)+))
            }
        }
    };
}

tuple_position!(2, "two numbers such as `3,5`", (u64, u64), (0, 1));
tuple_position!(
    3,
    "three numbers such as `3,5,7`",
    (u64, u64, u64),
    (0, 1, 2)
);
tuple_position!(
    4,
    "four numbers such as `3,5,7,9`",
    (u64, u64, u64, u64),
    (0, 1, 2, 3)
);

/// An array of `N` numbers, written `3,5,7` like a tuple (a board of `N` cells, a fixed row);
/// numbers when `N` is 1 to 4.
impl<const N: usize> Position for [u64; N] {
    type Store = Hashed<Self>;
    const ARITY: Option<usize> = if N >= 1 && N <= 4 { Some(N) } else { None };
    fn coordinates(&self) -> Option<[u64; 4]> {
        Self::ARITY?;
        let mut c = [0; 4];
        c[..N].copy_from_slice(self);
        Some(c)
    }
    fn from_coordinates(c: [u64; 4]) -> Option<Self> {
        Self::ARITY?;
        let mut a = [0; N];
        a.copy_from_slice(&c[..N]);
        Some(a)
    }
    fn to_text(&self) -> String {
        comma_text(self)
    }
    fn from_text(text: &str) -> Result<Self, String> {
        let what = || {
            format!(
                "{N} numbers separated by commas such as `{}`",
                comma_text(&[3; 3][..N.min(3)])
            )
        };
        let mut a = [0; N];
        let words: Vec<&str> = if N == 0 && text.trim().is_empty() {
            Vec::new()
        } else {
            text.split(',').collect()
        };
        if words.len() != N {
            return Err(format!("expected {}, found `{text}`", what()));
        }
        for (slot, word) in a.iter_mut().zip(words) {
            *slot = number_text(word, &what())?;
        }
        Ok(a)
    }
}

/// A row of numbers of any length (heaps in order, a sorted multiset), written `[3,1,4]`.
impl Position for Vec<u64> {
    type Store = Hashed<Self>;
    fn to_text(&self) -> String {
        format!("[{}]", comma_text(self))
    }
    fn from_text(text: &str) -> Result<Self, String> {
        const WHAT: &str = "a list of non-negative integers in brackets such as `[3,1,4]`";
        let inner = text
            .trim()
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| format!("expected {WHAT}, found `{text}`"))?;
        if inner.trim().is_empty() {
            return Ok(Vec::new());
        }
        inner
            .split(',')
            .map(|w| number_text(w, WHAT).map_err(|_| format!("expected {WHAT}, found `{text}`")))
            .collect()
    }
}

/// Why a search stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError<P> {
    /// `at` is reached again from itself: the game is not finite.
    Cycle {
        /// The position reached again.
        at: P,
        /// The position whose option it was.
        expanding: P,
    },
    /// More positions than the budget (values stored and options held on the search stack), a
    /// one-integer position beyond it, or memory for a table that cannot be had.
    Budget {
        /// The position whose options were being searched.
        expanding: P,
        /// The budget, in positions.
        limit: usize,
    },
}

impl<P: fmt::Debug> fmt::Display for EngineError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Cycle { at, expanding } => write!(
                f,
                "the game has a cycle: position {at:?}, an option of {expanding:?}, is reached \
                 again from itself (the moves must lead to an end)"
            ),
            EngineError::Budget { expanding, limit } => write!(
                f,
                "the search outgrew its budget of {limit} positions (values stored and options \
                 held) while expanding position {expanding:?}: it is larger than the budget, \
                 or a move grows without a bound"
            ),
        }
    }
}

impl<P: fmt::Debug> std::error::Error for EngineError<P> {}

/// A frame of the Grundy search: a position, where its options start in the shared buffer, and
/// how many of them are known to be solved.
struct Frame<P> {
    position: P,
    first: usize,
    done: usize,
    /// Where its options folded as they were pushed start in the engine's `early`.
    early: usize,
}

/// The misère outcome (1: the player to move wins), the remoteness or the suspense number of a
/// multiset state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Misere,
    Remoteness,
    Suspense,
}

/// How many kinds of [`Kind`] (a store each).
const KINDS: usize = 3;

/// A state of the sum search: the multiset of components that still have a move, sorted.
type State<P> = Vec<P>;

/// A frame of the sum search: a state, the options of one of its components at a time (made
/// when the search reaches that component, so a state's options are never all built at
/// once), and what its solved options have shown so far.
struct SumFrame<P> {
    state: State<P>,
    /// The component whose options `own` holds (an index into `state`).
    component: usize,
    /// Whether `own` holds the options of `component` yet.
    listed: bool,
    /// The options of that component, each as its parts.
    own: Options<P>,
    /// The next of them to visit.
    next: usize,
    /// Whether the state has an option at all.
    any: bool,
    /// Misère: an option lost for the player who moves there was seen (the state is won).
    won: bool,
    /// Remoteness: the values of the options seen.
    remoteness: Remoteness,
    /// Suspense: the values of the options seen.
    suspense: Suspense,
}

impl<P> SumFrame<P> {
    fn new(state: State<P>) -> Self {
        SumFrame {
            state,
            component: 0,
            listed: false,
            own: Options::default(),
            next: 0,
            any: false,
            won: false,
            remoteness: Remoteness::new(),
            suspense: Suspense::new(),
        }
    }

    /// Takes the value of a solved option into account.
    fn add(&mut self, kind: Kind, value: u32) {
        self.any = true;
        match kind {
            Kind::Misere => self.won |= value == 0,
            Kind::Remoteness => {
                self.remoteness.insert(value);
            }
            Kind::Suspense => self.suspense.insert(value),
        }
    }

    /// The state's value once every option needed is solved.
    fn value(&self, kind: Kind) -> u32 {
        match kind {
            // A state without options (none pushed) has no move: won.
            Kind::Misere => u32::from(!self.any || self.won),
            Kind::Remoteness => self.remoteness.value(),
            Kind::Suspense => self.suspense.value(),
        }
    }
}

/// A game given by its moves, with every value computed so far. See the
/// [module documentation](self).
///
/// # Complexity
/// Each position reached is expanded once per quantity (Grundy value, misère outcome,
/// remoteness, suspense): O(positions + option components) store operations, plus the mex of
/// each position. A one-integer position whose options are all solved when it is asked (a table
/// asked in increasing order, for games whose moves go down) takes the fast path: one call of
/// `moves`, each option's value read from the dense table and put into the mex as it is pushed,
/// no option written anywhere. Elsewhere that pass stops at the first unsolved part and the
/// position is expanded as usual (one extra call of `moves`, whose later pushes return at once).
/// Measured: Grundy's game as a rules file to n = 10^5 against a plain C++ loop
/// (`scripts/bench-grundy-loop.sh`, figures in `docs/benchmarks.md`). A hashed position being
/// expanded lends its store to the options: an option of one position already solved is
/// looked up as it is pushed and dropped at once, so only the options still unsolved are
/// held, and each option is looked up once; the option that waited for a position solved
/// takes its value without a look-up. Timed against the same game with its positions packed
/// into a `u64` (the bench `game`, group `kayles_rows_15_15_15`). A sum under misère play
/// or for remoteness or suspense is searched as a multiset: as many states as there are
/// multisets reachable, each with a sorted copy of its components; a state's
/// options are listed one component at a time as the search reaches them (never all at once),
/// and a misère state stops at its first option lost for the opponent. The budget counts the
/// values stored and the options held on either search's stack, so a position with more
/// options than the budget stops the search rather than exhausting memory. Measured: Kayles
/// to n = 10^5 (10^10 option components) in the bench `rules` of `crates/bench`.
pub struct Engine<P: Position, F> {
    moves: F,
    budget: usize,
    stored: usize,
    /// Options held by the frames of the sum search, counted against the budget with the
    /// values stored (the Grundy search's options are [`Options::len`] of its buffer).
    held: usize,
    /// Where the count of values stored is published as the search goes, if anyone watches.
    watch: Option<Arc<AtomicUsize>>,
    grundy: P::Store,
    /// Whether a position has no move (1), has one (0).
    terminal: P::Store,
    /// Misère outcome, remoteness and suspense of one-component states (by [`Kind`]).
    single: [P::Store; KINDS],
    /// The same for states of two or more components.
    multi: [PositionMap<State<P>>; KINDS],
    options: Options<P>,
    /// The value of each option in `options` seen solved (the XOR of its parts' values), so
    /// that the mex reads no store again: one look-up per option component.
    xors: Vec<u32>,
    /// The values of the options folded as they were pushed ([`Folded`]), frame after frame.
    early: Vec<u32>,
    scratch: Options<P>,
    /// The options of a position solved in one pass, folded as they are pushed ([`Probe`]).
    one_pass: Options<P>,
    mex: Mex,
}

/// The default budget: positions stored in all (about 100 million 4-byte values, dense).
pub const DEFAULT_BUDGET: usize = 100_000_000;

impl<P: Position, F: FnMut(P, &mut Options<P>)> Engine<P, F> {
    /// An engine for the game whose options from `p` are what `moves(p, out)` pushes into `out`,
    /// with the [`DEFAULT_BUDGET`].
    pub fn new(moves: F) -> Self {
        Self::with_budget(moves, DEFAULT_BUDGET)
    }

    /// The same, with a budget of `budget` positions (and dense indices below it).
    pub fn with_budget(moves: F, budget: usize) -> Self {
        Engine {
            moves,
            budget,
            stored: 0,
            held: 0,
            watch: None,
            grundy: Default::default(),
            terminal: Default::default(),
            single: Default::default(),
            multi: Default::default(),
            options: Options::new(),
            xors: Vec::new(),
            early: Vec::new(),
            scratch: Options::new(),
            one_pass: Options {
                probe: Some(Probe::default()),
                ..Options::new()
            },
            mex: Mex::new(),
        }
    }

    /// How many values are stored (every quantity counted).
    pub fn stored(&self) -> usize {
        self.stored
    }

    /// Publishes [`Engine::stored`] into `watch` each time the search opens a position, so
    /// that a progress report (e.g. in the game's `moves`, which the engine calls often) can
    /// read how far a long search is from its budget.
    pub fn set_watch(&mut self, watch: Arc<AtomicUsize>) {
        self.watch = Some(watch);
    }

    /// The count of values stored, to the watcher if there is one.
    fn publish(&self) {
        if let Some(w) = &self.watch {
            w.store(self.stored, Ordering::Relaxed);
        }
    }

    /// The options of `p` as `moves` lists them, each the list of its components (a position
    /// is one component, a split several, the empty sum none): what `lab moves` shows.
    ///
    /// # Complexity
    /// One call of `moves`, and a copy of what it pushes. Tested in this module's tests (Nim,
    /// a split, a terminal position).
    pub fn options(&mut self, p: P) -> Vec<Vec<P>> {
        self.listed(p, |options| options.iter().map(<[P]>::to_vec).collect())
    }

    /// `read` of the options `moves` lists for `p`, in the scratch list (left empty after).
    fn listed<R>(&mut self, p: P, read: impl FnOnce(&Options<P>) -> R) -> R {
        self.scratch.truncate(0);
        self.scratch.base = 0;
        (self.moves)(p, &mut self.scratch);
        let result = read(&self.scratch);
        self.scratch.truncate(0);
        result
    }

    fn budget_error(&self, expanding: P) -> EngineError<P> {
        EngineError::Budget {
            expanding,
            limit: self.budget,
        }
    }

    /// Stores into `store`, counting against the budget.
    fn put(
        store: &mut P::Store,
        stored: &mut usize,
        budget: usize,
        p: &P,
        value: u32,
        fresh: bool,
    ) -> bool {
        if fresh {
            if *stored >= budget {
                return false;
            }
            *stored += 1;
            return store.set_new(p, value, budget);
        }
        store.set(p, value, budget)
    }

    /// The Grundy value of `p` under normal play (a sum's value is the XOR of its parts').
    ///
    /// # Errors
    /// A cycle, or more positions than the budget.
    ///
    /// # Complexity
    /// See [`Engine`]; asking positions in increasing order keeps the stack shallow for games
    /// whose moves go down.
    pub fn grundy(&mut self, p: P) -> Result<u32, EngineError<P>> {
        let known = self.grundy.get(&p);
        if known != UNKNOWN && known != IN_PROGRESS {
            return Ok(known);
        }
        let mut stack: Vec<Frame<P>> = Vec::new();
        let result = self.grundy_search(&mut stack, p);
        if result.is_err() {
            // Forget the marks of the abandoned search, so that later questions are answered.
            for frame in &stack {
                self.grundy.set(&frame.position, UNKNOWN, self.budget);
                self.stored -= 1;
            }
            self.options.truncate(0);
            self.options.base = 0;
            self.xors.clear();
            self.early.clear();
        }
        result
    }

    /// The Grundy value of `p` in one call of `moves`, folding each option into the mex as it
    /// is pushed, when every option's parts are solved (as in a table asked in increasing
    /// order); `None` when a part is not, or the store is hashed. Stores the value found.
    ///
    /// This is the engine's fast path: no option is written to a buffer or read back, so a
    /// position costs what `moves` costs plus a table read per part. A blocked pass costs one
    /// more call of `moves` (cheap: the pushes after the block return at once).
    fn one_pass(&mut self, p: &P) -> Result<Option<u32>, OverBudget> {
        let Some(table) = self.grundy.dense() else {
            return Ok(None);
        };
        let probe = self
            .one_pass
            .probe
            .as_mut()
            .expect("the one-pass list has a probe");
        std::mem::swap(&mut probe.values, table);
        probe.mex.clear();
        probe.blocked = false;
        (self.moves)(p.clone(), &mut self.one_pass);
        let probe = self
            .one_pass
            .probe
            .as_mut()
            .expect("the one-pass list has a probe");
        let table = self.grundy.dense().expect("the store is dense");
        std::mem::swap(&mut probe.values, table);
        if probe.blocked {
            return Ok(None);
        }
        let g = probe.mex.mex();
        if !Self::put(&mut self.grundy, &mut self.stored, self.budget, p, g, true) {
            return Err(OverBudget);
        }
        self.publish();
        Ok(Some(g))
    }

    fn grundy_search(&mut self, stack: &mut Vec<Frame<P>>, p: P) -> Result<u32, EngineError<P>> {
        match self.one_pass(&p) {
            Ok(Some(g)) => return Ok(g),
            Ok(None) => {}
            Err(OverBudget) => return Err(self.budget_error(p)),
        }
        if self.open(stack, p.clone()).is_err() {
            return Err(self.budget_error(p));
        }
        while let Some(top) = stack.last_mut() {
            let end = self.options.ends.len();
            // The first option component not solved yet, if any; the value of each option
            // before it.
            let mut unsolved = None;
            'options: while top.done < end {
                let mut x = 0;
                for c in self.options.option(top.done) {
                    let v = self.grundy.get(c);
                    if v >= IN_PROGRESS {
                        unsolved = Some((c.clone(), v));
                        break 'options;
                    }
                    x ^= v;
                }
                self.xors[top.done] = x;
                top.done += 1;
            }
            if let Some((c, v)) = unsolved {
                if v == IN_PROGRESS {
                    let expanding = top.position.clone();
                    return Err(EngineError::Cycle { at: c, expanding });
                }
                // The frame whose option `c` is: the one named if the budget runs out.
                let parent = stack.len() - 1;
                let opened = match self.one_pass(&c) {
                    Ok(Some(_)) => continue,
                    Ok(None) => self.open(stack, c),
                    Err(OverBudget) => Err(OverBudget),
                };
                if opened.is_err() {
                    return Err(self.budget_error(stack[parent].position.clone()));
                }
                continue;
            }
            let frame = stack.pop().expect("a frame is on the stack");
            self.mex.clear();
            for &v in self.xors[frame.first..end]
                .iter()
                .chain(&self.early[frame.early..])
            {
                self.mex.insert(v);
            }
            let g = self.mex.mex();
            self.options.truncate(frame.first);
            self.xors.truncate(frame.first);
            self.early.truncate(frame.early);
            self.options.base = stack.last().map_or(0, |f| f.first);
            self.grundy.set(&frame.position, g, self.budget);
            // The option of the frame below that waited for this position: when it is this
            // position alone, its value is `g`, without a look-up.
            if let Some(below) = stack.last_mut() {
                if self.options.option(below.done).len() == 1 {
                    self.xors[below.done] = g;
                    below.done += 1;
                }
            }
        }
        Ok(self.grundy.get(&p))
    }

    /// Pushes a frame for `p`: marks it in progress and lists its options. `Err` when the
    /// budget runs out (the frame is pushed when `p` was marked, so that it is unmarked).
    fn open(&mut self, stack: &mut Vec<Frame<P>>, p: P) -> Result<(), OverBudget> {
        if !Self::put(
            &mut self.grundy,
            &mut self.stored,
            self.budget,
            &p,
            IN_PROGRESS,
            true,
        ) {
            return Err(OverBudget);
        }
        self.publish();
        let first = self.options.ends.len();
        self.options.base = first;
        let early = self.early.len();
        if let Some(map) = self.grundy.lend() {
            // A hashed store: the options already solved are folded as they are pushed.
            let values = std::mem::take(&mut self.early);
            self.options.folded = Some(Folded { map, values });
            (self.moves)(p.clone(), &mut self.options);
            let folded = self.options.folded.take().expect("the map was lent");
            self.grundy.give_back(folded.map);
            self.early = folded.values;
        } else {
            (self.moves)(p.clone(), &mut self.options);
        }
        self.xors.resize(self.options.ends.len(), 0);
        stack.push(Frame {
            position: p,
            first,
            done: first,
            early,
        });
        // The options of every frame are held at once: they count against the budget.
        let held = self.options.ends.len() + self.early.len();
        if self.stored.saturating_add(held) > self.budget {
            return Err(OverBudget);
        }
        Ok(())
    }

    /// Whether the player to move from `p` wins under normal play (the player who cannot move
    /// loses): a nonzero Grundy value.
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    pub fn wins(&mut self, p: P) -> Result<bool, EngineError<P>> {
        Ok(self.grundy(p)? != 0)
    }

    /// The Grundy value of the sum of `parts`: the XOR of theirs.
    ///
    /// # Errors
    /// As [`Engine::grundy`].
    pub fn sum_grundy(&mut self, parts: &[P]) -> Result<u32, EngineError<P>> {
        parts
            .iter()
            .try_fold(0, |x, p| Ok(x ^ self.grundy(p.clone())?))
    }

    /// Whether the player to move in the sum of `parts` wins under misère play (the player who
    /// cannot move wins; a sum is over when no part has a move). Searches the multisets of
    /// components reached.
    ///
    /// # Errors
    /// A cycle, or more states than the budget.
    pub fn misere_wins(&mut self, parts: &[P]) -> Result<bool, EngineError<P>> {
        Ok(self.sum_search(Kind::Misere, parts)? == 1)
    }

    /// The remoteness of the sum of `parts` under normal play: 0 without a move; else `1 +` the
    /// least even remoteness of an option when there is one (the winner hurries), otherwise
    /// `1 +` the largest (the loser stalls). Odd means the player to move wins.
    ///
    /// # Errors
    /// As [`Engine::misere_wins`].
    pub fn remoteness(&mut self, parts: &[P]) -> Result<u32, EngineError<P>> {
        self.sum_search(Kind::Remoteness, parts)
    }

    /// The suspense number of the sum of `parts` (Smith's, as [`Suspense`] defines it): 0
    /// without a move; else `1 +` the largest even suspense of an option when there is one (the
    /// winner makes the game last), otherwise `1 +` the least (the loser ends it soon). Odd
    /// means the player to move wins. The largest over the components of a continued
    /// conjunctive compound decides it ([`crate::game::compound`]).
    ///
    /// # Errors
    /// As [`Engine::misere_wins`].
    ///
    /// # Complexity
    /// As [`Engine::remoteness`]: every state reached once, memoised apart from the other
    /// quantities; no option decides a state early, so every option of every state is seen.
    ///
    /// # Tested
    /// Against a plain recursion of the definition over multisets and by its parity against
    /// the remoteness ([`crate::game::compound`]'s tests); HDU 3595's step numbers (its own
    /// table from the definition) through the lab.
    pub fn suspense(&mut self, parts: &[P]) -> Result<u32, EngineError<P>> {
        self.sum_search(Kind::Suspense, parts)
    }

    /// Whether `p` has no move (memoised).
    fn is_terminal(&mut self, p: &P) -> Result<bool, OverBudget> {
        let known = self.terminal.get(p);
        if known != UNKNOWN {
            return Ok(known == 1);
        }
        let terminal = self.listed(p.clone(), |options| options.is_empty());
        if !Self::put(
            &mut self.terminal,
            &mut self.stored,
            self.budget,
            p,
            u32::from(terminal),
            true,
        ) {
            return Err(OverBudget);
        }
        Ok(terminal)
    }

    /// `parts` without the components that have no move, sorted.
    fn canonical(&mut self, parts: impl Iterator<Item = P>) -> Result<State<P>, OverBudget> {
        let mut state = Vec::new();
        for p in parts {
            if !self.is_terminal(&p)? {
                state.push(p);
            }
        }
        state.sort_unstable();
        Ok(state)
    }

    fn sum_get(&self, kind: Kind, state: &[P]) -> u32 {
        match state {
            [] => UNKNOWN,
            [p] => self.single[kind as usize].get(p),
            _ => self.multi[kind as usize]
                .get(state)
                .copied()
                .unwrap_or(UNKNOWN),
        }
    }

    fn sum_set(&mut self, kind: Kind, state: &[P], value: u32) -> bool {
        let fresh = self.sum_get(kind, state) == UNKNOWN;
        match state {
            [] => true,
            [p] => Self::put(
                &mut self.single[kind as usize],
                &mut self.stored,
                self.budget,
                p,
                value,
                fresh,
            ),
            _ => {
                if fresh {
                    if self.stored >= self.budget {
                        return false;
                    }
                    self.stored += 1;
                }
                match self.multi[kind as usize].get_mut(state) {
                    Some(slot) => *slot = value,
                    None => {
                        self.multi[kind as usize].insert(state.to_vec(), value);
                    }
                }
                true
            }
        }
    }

    /// The next option of the frame's state, as a state, or `None` when all are visited;
    /// lists the options of one component at a time (a component equal to the one before has
    /// the same options and is skipped), counting them against the budget while held.
    fn next_option(&mut self, frame: &mut SumFrame<P>) -> Result<Option<State<P>>, EngineError<P>> {
        let over = |frame: &SumFrame<P>, limit| EngineError::Budget {
            expanding: frame.state[0].clone(),
            limit,
        };
        loop {
            if frame.listed && frame.next < frame.own.ends.len() {
                let i = frame.component;
                let option = frame.own.option(frame.next);
                frame.next += 1;
                let rest = frame.state[..i].iter().chain(&frame.state[i + 1..]);
                let parts: Vec<P> = rest.chain(option.iter()).cloned().collect();
                return match self.canonical(parts.into_iter()) {
                    Ok(state) => Ok(Some(state)),
                    Err(OverBudget) => Err(over(frame, self.budget)),
                };
            }
            if frame.listed {
                self.held -= frame.own.ends.len();
                frame.own.truncate(0);
                frame.component += 1;
                while frame.component < frame.state.len()
                    && frame.state[frame.component] == frame.state[frame.component - 1]
                {
                    frame.component += 1;
                }
            }
            if frame.component >= frame.state.len() {
                frame.listed = false;
                return Ok(None);
            }
            (self.moves)(frame.state[frame.component].clone(), &mut frame.own);
            frame.listed = true;
            frame.next = 0;
            self.held += frame.own.ends.len();
            if self.stored.saturating_add(self.held) > self.budget {
                return Err(over(frame, self.budget));
            }
        }
    }

    /// The value of `kind` for the sum of `parts`, by depth-first search with an explicit stack
    /// over the multisets of components.
    fn sum_search(&mut self, kind: Kind, parts: &[P]) -> Result<u32, EngineError<P>> {
        let Some(first) = parts.first() else {
            return Ok(empty_value(kind));
        };
        let Ok(root) = self.canonical(parts.iter().cloned()) else {
            return Err(self.budget_error(first.clone()));
        };
        if root.is_empty() {
            return Ok(empty_value(kind));
        }
        let known = self.sum_get(kind, &root);
        if known < IN_PROGRESS {
            return Ok(known);
        }
        let mut stack: Vec<SumFrame<P>> = Vec::new();
        let result = self.sum_stack(kind, &mut stack, root);
        self.held = 0;
        if result.is_err() {
            for frame in &stack {
                if self.sum_get(kind, &frame.state) == IN_PROGRESS {
                    self.sum_set(kind, &frame.state, UNKNOWN);
                    self.stored -= 1;
                }
            }
        }
        result
    }

    fn sum_stack(
        &mut self,
        kind: Kind,
        stack: &mut Vec<SumFrame<P>>,
        root: State<P>,
    ) -> Result<u32, EngineError<P>> {
        if !self.sum_set(kind, &root, IN_PROGRESS) {
            return Err(self.budget_error(root[0].clone()));
        }
        self.publish();
        stack.push(SumFrame::new(root.clone()));
        while let Some(mut top) = stack.pop() {
            // Options until one is unsolved (a frame for it goes on top), or all are seen,
            // or (misère) one already decides the state.
            let mut unsolved = None;
            while !(kind == Kind::Misere && top.won) {
                let Some(child) = self.next_option(&mut top).map_err(|e| {
                    stack.push(SumFrame::new(top.state.clone()));
                    e
                })?
                else {
                    break;
                };
                let value = if child.is_empty() {
                    empty_value(kind)
                } else {
                    self.sum_get(kind, &child)
                };
                if value == IN_PROGRESS {
                    let expanding = top.state[0].clone();
                    stack.push(top);
                    return Err(EngineError::Cycle {
                        at: child[0].clone(),
                        expanding,
                    });
                }
                if value != UNKNOWN {
                    top.add(kind, value);
                    continue;
                }
                unsolved = Some(child);
                break;
            }
            if let Some(child) = unsolved {
                if !self.sum_set(kind, &child, IN_PROGRESS) {
                    stack.push(top);
                    return Err(self.budget_error(child[0].clone()));
                }
                self.publish();
                stack.push(top);
                stack.push(SumFrame::new(child));
                continue;
            }
            // Solved: its options are no longer held.
            if top.listed {
                self.held -= top.own.ends.len();
            }
            let value = top.value(kind);
            self.sum_set(kind, &top.state, value);
            if let Some(parent) = stack.last_mut() {
                parent.add(kind, value);
            }
        }
        Ok(self.sum_get(kind, &root))
    }
}

/// The budget ran out: the caller names the position being expanded
/// ([`EngineError::Budget`]).
#[derive(Debug)]
struct OverBudget;

/// The value of a sum without a move: won under misère play, remoteness and suspense 0.
fn empty_value(kind: Kind) -> u32 {
    match kind {
        Kind::Misere => 1,
        Kind::Remoteness | Kind::Suspense => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::table::{grundy_table, remoteness_table};
    use crate::game::OctalGame;

    fn kayles(n: u64, out: &mut Options<u64>) {
        for take in 1..=n.min(2) {
            for left in 0..=(n - take) / 2 {
                out.push_sum([left, n - take - left]);
            }
        }
    }

    fn dawson(n: u64, out: &mut Options<u64>) {
        // 0.07: take two adjacent pins, leaving 0, 1 or 2 rows.
        if n >= 2 {
            for left in 0..=(n - 2) / 2 {
                out.push_sum([left, n - 2 - left]);
            }
        }
    }

    #[test]
    fn grundy_values_match_the_table_builders_and_codes() {
        let reference = grundy_table(300, |n, g, seen| {
            for take in 1..=2.min(n) {
                for left in 0..=n - take {
                    seen.insert(g[left] ^ g[n - take - left]);
                }
            }
        });
        let mut e = Engine::new(kayles);
        let ours: Vec<u32> = (0..=300).map(|n| e.grundy(n).unwrap()).collect();
        assert_eq!(ours, reference);
        let code = OctalGame::parse("0.07").unwrap().grundy_values(300);
        let mut e = Engine::new(dawson);
        for (n, &g) in code.iter().enumerate() {
            assert_eq!(e.grundy(n as u64).unwrap(), u32::from(g), "0.07 at {n}");
        }
    }

    /// The one-pass path (every option solved) and the usual expansion (some option not) give
    /// the same values whatever the order of the questions: bottom-up, top-down, at random, and
    /// with moves that push plain options and sums in one list (so a pass may stop midway).
    #[test]
    fn values_do_not_depend_on_the_order_positions_are_asked_in() {
        // Take 1 or 3, or split into two unequal heaps after taking 1, or a big jump down.
        fn mixed(n: u64, out: &mut Options<u64>) {
            for take in [1, 3] {
                if n >= take {
                    out.push(n - take);
                }
            }
            for a in 1..n.saturating_sub(1).div_ceil(2) {
                out.push_sum([a, n - 1 - a]);
            }
            if n >= 10 {
                out.push(n / 3);
            }
        }
        let reference = grundy_table(400, |n, g, seen| {
            for take in [1, 3] {
                if n >= take {
                    seen.insert(g[n - take]);
                }
            }
            for a in 1..n.saturating_sub(1).div_ceil(2) {
                seen.insert(g[a] ^ g[n - 1 - a]);
            }
            if n >= 10 {
                seen.insert(g[n / 3]);
            }
        });
        let mut rng = fastrand::Rng::with_seed(5);
        let mut random: Vec<u64> = (0..=400).collect();
        rng.shuffle(&mut random);
        let orders: [Vec<u64>; 3] = [(0..=400).collect(), (0..=400).rev().collect(), random];
        for order in orders {
            let mut e = Engine::new(mixed);
            for &n in &order {
                assert_eq!(e.grundy(n).unwrap(), reference[n as usize], "n = {n}");
            }
        }
    }

    #[test]
    fn subtraction_sets_match_grundy_and_remoteness_tables() {
        for set in [&[1u64, 2, 3][..], &[2, 5, 7], &[1, 4, 9, 16], &[3]] {
            let moves = |n: u64, out: &mut Options<u64>| {
                set.iter()
                    .filter(|&&s| s <= n)
                    .for_each(|&s| out.push(n - s))
            };
            let g = grundy_table(200, |n, g, seen| {
                set.iter()
                    .filter(|&&s| s as usize <= n)
                    .for_each(|&s| seen.insert(g[n - s as usize]))
            });
            let r = remoteness_table(200, |n, r, seen| {
                seen.extend(
                    set.iter()
                        .filter(|&&s| s as usize <= n)
                        .map(|&s| r[n - s as usize]),
                )
            });
            let mut e = Engine::new(moves);
            // Asked from the top: the search goes down by itself.
            assert_eq!(e.grundy(200).unwrap(), g[200]);
            for n in 0..=200 {
                assert_eq!(e.grundy(n as u64).unwrap(), g[n], "{set:?} at {n}");
                assert_eq!(e.remoteness(&[n as u64]).unwrap(), r[n], "{set:?} at {n}");
            }
        }
    }

    #[test]
    fn sums_follow_sprague_grundy_under_normal_play() {
        let mut e = Engine::new(kayles);
        for a in 0..12u64 {
            for b in 0..12u64 {
                let xor = e.grundy(a).unwrap() ^ e.grundy(b).unwrap();
                assert_eq!(e.sum_grundy(&[a, b]).unwrap(), xor);
                // The remoteness of the sum, searched as a multiset, has the parity of the
                // outcome.
                assert_eq!(e.remoteness(&[a, b]).unwrap() % 2 == 1, xor != 0, "{a} {b}");
            }
        }
    }

    #[test]
    fn two_heap_nim_as_a_tuple() {
        let mut e = Engine::new(|(a, b): (u64, u64), out: &mut Options<(u64, u64)>| {
            (0..a).for_each(|x| out.push((x, b)));
            (0..b).for_each(|y| out.push((a, y)));
        });
        for a in 0..15 {
            for b in 0..15 {
                assert_eq!(e.grundy((a, b)).unwrap(), (a ^ b) as u32);
            }
        }
    }

    /// Misère Nim: the player to move loses exactly when every heap is 0 or 1 and the number of
    /// 1s is odd, or some heap is above 1 and the XOR is 0 (Bouton).
    fn misere_nim_loses(heaps: &[u64]) -> bool {
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        if heaps.iter().all(|&h| h <= 1) {
            heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
        } else {
            xor == 0
        }
    }

    #[test]
    fn misere_nim_follows_boutons_rule_on_every_small_multiset() {
        let mut e = Engine::new(|n: u64, out: &mut Options<u64>| (0..n).for_each(|m| out.push(m)));
        let mut checked = 0;
        // Every multiset of up to 4 heaps of 0..=5.
        let mut heaps = Vec::new();
        fn each(e: &mut dyn FnMut(&[u64]), heaps: &mut Vec<u64>, from: u64, left: usize) {
            e(heaps);
            if left == 0 {
                return;
            }
            for h in from..=5 {
                heaps.push(h);
                each(e, heaps, h, left - 1);
                heaps.pop();
            }
        }
        each(
            &mut |h: &[u64]| {
                assert_eq!(
                    e.misere_wins(h).unwrap(),
                    !misere_nim_loses(h),
                    "heaps {h:?}"
                );
                checked += 1;
            },
            &mut heaps,
            0,
            4,
        );
        assert_eq!(checked, 210);
    }

    /// Misère outcome of a multiset of Kayles rows by plain recursion over sorted row lists,
    /// memoised in a map of its own.
    fn misere_kayles_naive(rows: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let w = misere_kayles_step(&key, memo);
        memo.insert(key, w);
        w
    }

    fn misere_kayles_step(rows: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut any_move = false;
        for (i, &n) in rows.iter().enumerate() {
            let mut out = Options::new();
            kayles(n, &mut out);
            for option in out.iter() {
                any_move = true;
                let mut next: Vec<u64> = rows[..i].to_vec();
                next.extend(&rows[i + 1..]);
                next.extend(option.iter().filter(|&&r| r > 0));
                if !misere_kayles_naive(&next, memo) {
                    return true;
                }
            }
        }
        !any_move
    }

    #[test]
    fn misere_sums_of_a_split_game_match_a_plain_recursion() {
        let mut e = Engine::new(kayles);
        let mut memo = HashMap::new();
        for a in 0..=7u64 {
            for b in a..=7 {
                for c in [0, 1, 2, 5] {
                    let rows = [a, b, c];
                    assert_eq!(
                        e.misere_wins(&rows).unwrap(),
                        misere_kayles_naive(&rows, &mut memo),
                        "rows {rows:?}"
                    );
                }
            }
        }
        // Rows alone, longer: the misère P-positions begin 1, 4, 9, 12 (Sibert and Conway).
        let lost: Vec<u64> = (0..=14)
            .filter(|&n| !e.misere_wins(&[n]).unwrap())
            .collect();
        let naive: Vec<u64> = (0..=14)
            .filter(|&n| !misere_kayles_naive(&[n], &mut memo))
            .collect();
        assert_eq!(lost, naive);
        assert_eq!(lost[..4], [1, 4, 9, 12]);
    }

    #[test]
    fn position_hashes_spread_over_the_low_and_the_high_bits() {
        // A hash table picks a bucket by the low bits and tells entries apart by the top 7:
        // the 301 × 301 positions of a two-heap game must spread over both.
        let hash = |p: (u64, u64)| {
            let mut h = PositionHasher::default();
            p.hash(&mut h);
            h.finish()
        };
        let (mut low, mut high) = (vec![0u32; 1 << 12], [0u32; 128]);
        for a in 0..=300 {
            for b in 0..=300 {
                let h = hash((a, b));
                low[(h & 0xFFF) as usize] += 1;
                high[(h >> 57) as usize] += 1;
            }
        }
        // 90 601 positions: 22 per low bucket and 708 per top value on average.
        assert!(low.iter().all(|&c| (4..=48).contains(&c)), "{low:?}");
        assert!(high.iter().all(|&c| (500..=950).contains(&c)), "{high:?}");
        assert_ne!(hash((1, 2)), hash((2, 1)));
    }

    #[test]
    fn a_chain_of_200_000_positions_is_searched_from_its_top() {
        // Far past what a recursive search does on a test thread's 2 MiB stack.
        let chain = |n: u64, out: &mut Options<u64>| {
            if n > 0 {
                out.push(n - 1)
            }
        };
        let mut e = Engine::new(chain);
        assert_eq!(e.grundy(200_000).unwrap(), 0);
        assert_eq!(e.grundy(199_999).unwrap(), 1);
        let mut e = Engine::new(chain);
        // Misère: 0 is won (no move), so the odd positions are lost.
        assert!(e.misere_wins(&[200_000]).unwrap());
        assert!(!e.misere_wins(&[199_999]).unwrap());
        assert_eq!(e.remoteness(&[200_000]).unwrap(), 200_000);
        let mut e = Engine::new(|(a, b): (u64, u64), out: &mut Options<(u64, u64)>| {
            if a > 0 {
                out.push((a - 1, b))
            }
        });
        assert_eq!(e.grundy((200_000, 7)).unwrap(), 0);
    }

    #[test]
    fn cycles_and_budgets_name_the_position_being_expanded() {
        let mut e = Engine::new(|n: u64, out: &mut Options<u64>| out.push((n + 1) % 3));
        assert_eq!(
            e.grundy(0),
            Err(EngineError::Cycle {
                at: 0,
                expanding: 2
            })
        );
        // Each frame stores one value and holds one option: the budget of 1000 is spent
        // halfway from 5 up.
        let mut e = Engine::with_budget(|n: u64, out: &mut Options<u64>| out.push(n + 1), 1000);
        assert_eq!(
            e.grundy(5),
            Err(EngineError::Budget {
                expanding: 5 + 499,
                limit: 1000
            })
        );
        let err = e.grundy(5).unwrap_err().to_string();
        assert!(
            err.contains(
                "budget of 1000 positions (values stored and options held) while \
                              expanding position 504"
            ),
            "{err}"
        );
        // A position with more options than the budget stops the search instead of holding
        // them all, in both searches.
        let nim = |n: u64, out: &mut Options<u64>| (0..n).for_each(|m| out.push(m));
        let mut e = Engine::with_budget(nim, 1000);
        assert!(matches!(
            e.grundy(5000),
            Err(EngineError::Budget {
                expanding: 5000,
                ..
            })
        ));
        assert!(matches!(
            e.misere_wins(&[5000, 3]),
            Err(EngineError::Budget { .. })
        ));
        assert_eq!(e.grundy(30), Ok(30));
        assert!(!e.misere_wins(&[30, 30]).unwrap());
        let mut e = Engine::with_budget(|n: u64, out: &mut Options<u64>| out.push(n + 1), 1000);
        assert!(matches!(
            e.misere_wins(&[3]),
            Err(EngineError::Budget { .. })
        ));
        // After an error the engine still answers what it can.
        let mut e = Engine::new(|n: u64, out: &mut Options<u64>| {
            if n == 10 {
                out.push(10)
            } else if n > 0 {
                out.push(n - 1)
            }
        });
        assert!(e.grundy(12).is_err());
        assert_eq!(e.grundy(9).unwrap(), 1);
    }

    #[test]
    fn options_count_only_the_position_being_expanded() {
        let mut o = Options::new();
        o.push(3u64);
        o.push_sum([1, 2]);
        o.push_sum([]);
        assert_eq!(o.len(), 3);
        let all: Vec<&[u64]> = o.iter().collect();
        assert_eq!(all, [&[3][..], &[1, 2], &[]]);
        let mut p = Params::new(&[("k", 3)]);
        assert_eq!(p.get("k"), 3);
        p.set("k", 5);
        p.set("m", 1);
        assert_eq!(p.all(), [("k".to_string(), 5), ("m".to_string(), 1)]);
    }

    /// Kayles on a row set as one position: the rows sorted, empty rows dropped (a canonical
    /// form: the same multiset is one position).
    fn kayles_rows(rows: Vec<u64>, out: &mut Options<Vec<u64>>) {
        for (i, &n) in rows.iter().enumerate() {
            if i > 0 && rows[i - 1] == n {
                continue;
            }
            let mut one = Options::new();
            kayles(n, &mut one);
            for option in one.iter() {
                let mut next: Vec<u64> = rows[..i].iter().chain(&rows[i + 1..]).copied().collect();
                next.extend(option.iter().filter(|&&r| r > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
    }

    #[test]
    fn a_row_set_as_one_hashed_position_has_the_value_of_the_sum_of_its_rows() {
        let reference = grundy_table(12, |n, g, seen| {
            for take in 1..=2.min(n) {
                for left in 0..=n - take {
                    seen.insert(g[left] ^ g[n - take - left]);
                }
            }
        });
        let mut e = Engine::new(kayles_rows);
        // Every multiset of up to three rows of 0..=12.
        let mut checked = 0;
        for a in 1..=12u64 {
            for b in a..=12 {
                for c in b..=12 {
                    let xor = reference[a as usize] ^ reference[b as usize] ^ reference[c as usize];
                    assert_eq!(e.grundy(vec![a, b, c]).unwrap(), xor, "rows {a} {b} {c}");
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, (12 * 13 * 14) / 6);
        assert_eq!(e.grundy(Vec::new()).unwrap(), 0);
        // The misère search over sums of hashed positions: two row sets as two parts.
        let mut memo = HashMap::new();
        for a in 0..=6u64 {
            for b in 0..=6u64 {
                let parts = [vec![a].into_iter().filter(|&r| r > 0).collect(), vec![b, 2]];
                assert_eq!(
                    e.misere_wins(&parts).unwrap(),
                    misere_kayles_naive(&[a, b, 2], &mut memo),
                    "rows {a} {b} 2"
                );
            }
        }
        assert_eq!(
            e.remoteness(&[vec![3, 5]]).unwrap() % 2 == 1,
            e.grundy(vec![3, 5]).unwrap() != 0
        );
    }

    #[test]
    fn every_built_in_shape_reads_back_its_text_and_refuses_other_text_in_one_line() {
        assert_eq!(u64::from_text("12"), Ok(12));
        assert_eq!((3u64, 5u64).to_text(), "3,5");
        assert_eq!(<(u64, u64)>::from_text("3,5"), Ok((3, 5)));
        assert_eq!(
            <(u64, u64, u64, u64)>::from_text("1,2,3,4"),
            Ok((1, 2, 3, 4))
        );
        assert_eq!([7u64, 0, 2].to_text(), "7,0,2");
        assert_eq!(<[u64; 6]>::from_text("1,2,3,4,5,6"), Ok([1, 2, 3, 4, 5, 6]));
        assert_eq!(vec![3u64, 1, 4].to_text(), "[3,1,4]");
        assert_eq!(Vec::<u64>::from_text("[3,1,4]"), Ok(vec![3, 1, 4]));
        assert_eq!(Vec::<u64>::from_text("[]"), Ok(vec![]));
        assert_eq!(Vec::<u64>::new().to_text(), "[]");
        let cases: [(Result<(), String>, &str); 6] = [
            (u64::from_text("x").map(drop), "`x`"),
            (<(u64, u64)>::from_text("3").map(drop), "two numbers"),
            (
                <(u64, u64, u64)>::from_text("3,5").map(drop),
                "three numbers",
            ),
            (<[u64; 5]>::from_text("1,2").map(drop), "5 numbers"),
            (Vec::<u64>::from_text("3,1,4").map(drop), "in brackets"),
            (Vec::<u64>::from_text("[3,-1]").map(drop), "`[3,-1]`"),
        ];
        for (result, says) in cases {
            let err = result.unwrap_err();
            assert!(err.starts_with("expected ") && err.contains(says), "{err}");
            assert!(!err.contains('\n'), "{err}");
        }
        // The numeric view: numbers for one to four, none beyond or for a row.
        assert_eq!(<[u64; 3]>::ARITY, Some(3));
        assert_eq!(<[u64; 5]>::ARITY, None);
        assert_eq!(<Vec<u64>>::ARITY, None);
        assert_eq!([1u64, 2].coordinates(), Some([1, 2, 0, 0]));
        assert_eq!(<[u64; 2]>::from_coordinates([4, 5, 0, 0]), Some([4, 5]));
        assert_eq!(<[u64; 5]>::from_coordinates([0; 4]), None);
        assert_eq!((1u64, 2u64, 3u64).coordinates(), Some([1, 2, 3, 0]));
        assert_eq!(vec![1u64].coordinates(), None);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        #[test]
        fn texts_read_back_as_the_same_position(
            row in proptest::collection::vec(proptest::prelude::any::<u64>(), 0..8),
            a in proptest::prelude::any::<[u64; 4]>(),
        ) {
            proptest::prop_assert_eq!(Vec::<u64>::from_text(&row.to_text()), Ok(row.clone()));
            proptest::prop_assert_eq!(<[u64; 4]>::from_text(&a.to_text()), Ok(a));
            let t = (a[0], a[1], a[2]);
            proptest::prop_assert_eq!(<(u64, u64, u64)>::from_text(&t.to_text()), Ok(t));
            proptest::prop_assert_eq!(u64::from_text(&a[0].to_text()), Ok(a[0]));
            for text in [row.to_text(), a.to_text(), t.to_text()] {
                proptest::prop_assert!(!text.contains('+') && !text.contains(char::is_whitespace));
            }
        }

        /// A random row set of Kayles, as one hashed position, against the XOR of its rows
        /// (rows of up to 9 pins, up to three: about 10^4 row sets reachable at most).
        #[test]
        fn random_row_sets_have_the_xor_of_their_rows(
            rows in proptest::collection::vec(0u64..10, 0..4),
        ) {
            let mut sorted: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
            sorted.sort_unstable();
            let mut single = Engine::new(kayles);
            let xor = rows.iter().fold(0, |x, &r| x ^ single.grundy(r).unwrap());
            let mut e = Engine::new(kayles_rows);
            proptest::prop_assert_eq!(e.grundy(sorted).unwrap(), xor);
        }
    }

    #[test]
    fn an_engine_lists_the_options_of_one_position_as_moves_gives_them() {
        let mut engine = Engine::new(kayles);
        assert_eq!(engine.options(0), Vec::<Vec<u64>>::new());
        assert_eq!(
            engine.options(3),
            [vec![0, 2], vec![1, 1], vec![0, 1]],
            "take one pin (three ways up to symmetry), or two"
        );
        // Asking values in between leaves the listing alone.
        assert_eq!(engine.grundy(5).unwrap(), 4);
        assert_eq!(engine.options(2), [vec![0, 1], vec![0, 0]]);
    }
}
