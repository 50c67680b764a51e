//! Take-and-break games in code notation (octal games, and hexadecimal digits for three-way
//! splits), with a fast exact Grundy-value engine.
//!
//! A code `d0.d1d2d3...` describes the moves on one heap: digit `d_k` says what may be left
//! after taking `k` tokens from a heap. Bit 1 of `d_k`: the heap may be taken away entirely
//! (only when it has exactly `k` tokens); bit 2: one nonempty heap may be left; bit 4: two
//! nonempty heaps; bit 8 (hexadecimal digits `8`–`F`): three nonempty heaps. `d_0` applies to
//! taking no token, so only its bits 4 and 8 (splitting without removing) mean anything. Kayles
//! is `0.77`, Dawson's Kayles `0.137`, Treblecross `0.007` (Grundy's game, splitting into two
//! unequal heaps, has no such code).
//!
//! The engine ([`OctalGame::grundy_values`]) computes `G(0..=n_max)` exactly; three ways to
//! evaluate the two-heap splits of a position are picked between as the table grows, each of
//! which yields the same, exact, mex:
//!
//! - **plain**: every split `a + b = n - k`, `a <= b`, marked in a stamp array (no clearing, no
//!   allocation per position);
//! - **rare/common** (Berlekamp's sparse space, as described by Flammenkamp and Beling): for a
//!   bit mask `m`, a value `v` is *rare* when `popcount(v & m)` is even and *common* otherwise.
//!   A common XOR needs one rare and one common operand, so the common values among the
//!   options are exactly those from splits with a rare heap, which are few. That fixes the
//!   least missing common value `c`; the splits are then scanned only until every rare value
//!   below `c` has turned up (usually after a few pairs). The mask is re-chosen as the table
//!   grows (the one leaving fewest rare positions, by a Walsh–Hadamard transform of the value
//!   counts); the method is used only while rare positions are scarce;
//! - **periodic tail**: while the table computed so far is `p`-periodic from `e`, the splits
//!   of `m >= 2e + p - 1` with both heaps at least `e` give the values `P[i] ^ P[j]` for all
//!   residues with `i + j` fixed mod `p`, and those with a heap `a < e` give `G(a) ^ P[j]` with
//!   `j` fixed by `m - a` mod `p`: the whole set depends on `m mod p` only, so it is computed
//!   once per residue class (`e + p` pairs) and then only marked. Each new value is compared
//!   with the one `p` before it, and the shortcut is dropped at the first difference. (This is
//!   no periodicity *claim*: it only re-uses values already in the table.)

use std::fmt;
use std::str::FromStr;

/// A take-and-break game given by its code, e.g. `0.77` (Kayles).
///
/// Digits are hexadecimal, so at most three heaps are left by one move; see the
/// [module documentation](self) for what each bit means.
///
/// # Example
/// Parsing a code and reading it back, then the values, their period (see
/// [`period_verdict`](Self::period_verdict)), and the wide variant
/// [`grundy_values_wide`](Self::grundy_values_wide).
/// ```
/// use shared::game::{OctalGame, Period};
/// let kayles = OctalGame::parse("0.77").unwrap();
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!(kayles.digits(), [0, 7, 7]);
/// assert_eq!((kayles.max_removal(), kayles.max_heaps_left()), (2, 2));
/// // `d_0` may be left out; trailing zeros are dropped.
/// assert_eq!(OctalGame::parse(".0070").unwrap().to_string(), "0.007");
/// assert_eq!(OctalGame::parse("4.007").unwrap().digits(), [4, 0, 0, 7]);
/// assert_eq!(OctalGame::parse("0.137").unwrap().max_removal(), 3);
/// assert_eq!(OctalGame::parse("4.").unwrap().max_removal(), 0);
/// assert_eq!(OctalGame::parse("0.33").unwrap().max_heaps_left(), 1); // a subtraction game
/// assert_eq!(OctalGame::parse("0.F").unwrap().max_heaps_left(), 3);
/// // A malformed code is an error that says what is wrong.
/// let err = OctalGame::parse("0.7x").unwrap_err();
/// assert!(err.to_string().contains("'x'"), "{err}");
/// assert_eq!(OctalGame::parse("").unwrap_err().reason(), "the code is empty");
/// assert!(OctalGame::parse("1.3").is_err()); // d0 = 1 would take nothing and leave nothing
/// // The values, and their period, proven once the table is long enough.
/// assert_eq!(kayles.grundy_values(11), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// let proven = kayles.period_verdict(&kayles.grundy_values(400)).proven().unwrap();
/// assert_eq!((proven.start(), proven.length()), (71, 12));
/// assert!(!kayles.period_verdict(&kayles.grundy_values(100)).is_proven()); // too short
/// let dawson = OctalGame::parse("0.137").unwrap();
/// assert_eq!(dawson.grundy_values(9), [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
/// let proven = dawson.period_verdict(&dawson.grundy_values(200)).proven().unwrap();
/// assert_eq!(proven.period(), Period { start: 52, length: 34 });
/// // 0.333...3 (take 1 to 8 from a heap): G(n) = n mod 9, as `u32`s.
/// let g = OctalGame::parse("0.33333333").unwrap().grundy_values_wide(20);
/// assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 9));
/// // Forcing one evaluation method (`grundy_values_with`, a hidden hook for tests and
/// // benches) gives the same values.
/// let game = OctalGame::parse("0.16").unwrap();
/// assert_eq!(game.grundy_values_with(2000, "plain"), game.grundy_values(2000));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalGame {
    /// `digits[k] = d_k`, without trailing zeros (at least one digit, `d_0`).
    digits: Vec<u8>,
}

/// Why a take-and-break code was rejected by [`OctalGame::parse`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseGameError {
    code: String,
    reason: String,
}

impl ParseGameError {
    fn new(code: &str, reason: impl Into<String>) -> Self {
        ParseGameError {
            code: code.to_string(),
            reason: reason.into(),
        }
    }

    /// What is wrong with the code, in words (the `Display` form adds the code and the
    /// expected syntax).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs` (`rejects_bad_codes_and_says_why`).
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl fmt::Display for ParseGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad take-and-break code {:?}: {} (expected d0.d1d2..., e.g. 0.77 or 4.007; digits 0-9, A-F)",
            self.code, self.reason
        )
    }
}

impl std::error::Error for ParseGameError {}

impl FromStr for OctalGame {
    type Err = ParseGameError;

    fn from_str(code: &str) -> Result<Self, Self::Err> {
        OctalGame::parse(code)
    }
}

impl fmt::Display for OctalGame {
    /// The code in canonical form: `d0.d1d2...`, upper-case hexadecimal, no trailing zeros.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:X}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{:X}", d)?;
        }
        Ok(())
    }
}

impl OctalGame {
    /// Parses a code `d0.d1d2...`: `0.77`, `.137` (`d_0` may be left out), `4.007`, `0.F`.
    ///
    /// Digits are `0`–`9` and `A`–`F` (either case); whitespace around the code is ignored.
    /// `d_0` may only have the bits 4 and 8 (taking no token and leaving the heap as it was, or
    /// nothing, is no move), so `d_0` must be one of `0`, `4`, `8`, `C`.
    ///
    /// # Constraints
    /// At most 65 536 digits after the point (a game taking more at once is no octal game one
    /// can tabulate anyway).
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Panics
    /// Never; every malformed code gives an `Err` whose message says what is wrong.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs`: accepted and rejected codes, with the reasons.
    pub fn parse(code: &str) -> Result<OctalGame, ParseGameError> {
        let trimmed = code.trim();
        if trimmed.is_empty() {
            return Err(ParseGameError::new(code, "the code is empty"));
        }
        let (head, tail) = match trimmed.split_once('.') {
            Some(parts) => parts,
            None => {
                return Err(ParseGameError::new(
                    code,
                    "no '.': the code is d0.d1d2... (write 0.77, not 77)",
                ))
            }
        };
        let digit = |c: char, place: &str| -> Result<u8, ParseGameError> {
            c.to_digit(16).map(|d| d as u8).ok_or_else(|| {
                if c == '.' {
                    ParseGameError::new(code, "more than one '.'")
                } else {
                    ParseGameError::new(code, format!("{c:?} {place} is not a hexadecimal digit"))
                }
            })
        };
        let d0 = match head.chars().count() {
            0 => 0,
            1 => digit(head.chars().next().unwrap(), "before the point")?,
            _ => {
                return Err(ParseGameError::new(
                    code,
                    format!("{head:?} before the point: d0 is a single digit"),
                ))
            }
        };
        if d0 & 3 != 0 {
            return Err(ParseGameError::new(
                code,
                format!(
                    "d0 = {d0:X} has bit 1 or 2, but taking no token and leaving nothing or the same heap is no move (d0 must be 0, 4, 8 or C)"
                ),
            ));
        }
        let mut digits = vec![d0];
        for c in tail.chars() {
            digits.push(digit(c, "after the point")?);
        }
        if digits.len() > 65_537 {
            return Err(ParseGameError::new(code, "more than 65536 digits"));
        }
        while digits.len() > 1 && *digits.last().unwrap() == 0 {
            digits.pop();
        }
        Ok(OctalGame { digits })
    }

    /// The digits `d_0, d_1, ..., d_t` (no trailing zeros; `d_0` always present).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs` (parsing).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// `t`, the most tokens one move may take: the index of the last nonzero digit (0 for a
    /// game with no digit after the point).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs` (parsing).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// The most nonempty heaps one move may leave: 0 (only taking whole heaps), 1 (no
    /// splitting: a subtraction game), 2 (octal splits) or 3 (hexadecimal digits `8`–`F`).
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs` (parsing).
    pub fn max_heaps_left(&self) -> usize {
        let all = self.digits.iter().fold(0u8, |acc, &d| acc | d);
        (0..4).rev().find(|&j| all >> j & 1 == 1).unwrap_or(0)
    }

    /// Grundy values `G(0), G(1), ..., G(n_max)` of a single heap, exactly.
    ///
    /// # Constraints
    /// Every value must fit in a `u16` (it does for all octal games tabulated in the
    /// literature); use [`grundy_values_wide`](Self::grundy_values_wide) otherwise.
    ///
    /// # Complexity
    /// Memory: the table (2 bytes a value) plus O(largest value + period) words. Time: between
    /// O(n_max) and O(n_max²) (plain, about `n²/4` pairs per split digit), depending on what
    /// the values look like; see the module docs. Measured on a 2-core AMD EPYC (family 25
    /// model 1, Zen 3), one thread, CPU time of the whole `crates/bench/src/bin/octal.rs`
    /// process, `n_max = 10^6`: Kayles (`0.77`, periodic tail from 71) 0.04 s, Dawson's Kayles
    /// (`0.137`) 0.03 s, `0.16` (rare/common) 0.33 s, Treblecross (`0.007`, no period known:
    /// the plain loop over 2.5·10^11 pairs, 0.3–0.65 ns a pair on a busy machine) 83 s; peak
    /// RSS 3.7–4.0 MB.
    /// `scripts/bench-ogsolve.sh` compares these with ogsolve.
    ///
    /// # Panics
    /// If a value exceeds `u16::MAX` (with the position), or `n_max + 1` values do not fit in
    /// memory.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs`: against a brute force from the rules (`grundy_table`) on many
    /// random codes, every method forced on its own, and known sequences; the release bench
    /// script compares whole sequences up to 10^6 with ogsolve's.
    pub fn grundy_values(&self, n_max: usize) -> Vec<u16> {
        Engine::<u16>::new(self, n_max, Strategy::Auto).run()
    }

    /// [`grundy_values`](Self::grundy_values) with `u32` values, for games whose values may
    /// exceed `u16::MAX`.
    ///
    /// # Constraints
    /// Values below 2^31.
    ///
    /// # Complexity
    /// As `grundy_values`, with 4 bytes a value.
    ///
    /// # Panics
    /// If a value reaches 2^31.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs`: agrees with `grundy_values`.
    pub fn grundy_values_wide(&self, n_max: usize) -> Vec<u32> {
        Engine::<u32>::new(self, n_max, Strategy::Auto).run()
    }

    /// `grundy_values` with one evaluation method forced (for tests and benches): `"plain"`,
    /// `"rare-common"` or `"periodic"`, where the last two fall back to the plain loop where
    /// they do not apply; anything else is `grundy_values`. Not part of the stable interface.
    ///
    /// # Constraints
    /// As `grundy_values`.
    ///
    /// # Complexity
    /// As `grundy_values`; `"plain"` is the O(n²) loop (see `benches/octal.rs`).
    ///
    /// # Panics
    /// As `grundy_values`.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs` (`every_method_gives_the_same_values`).
    #[doc(hidden)]
    pub fn grundy_values_with(&self, n_max: usize, method: &str) -> Vec<u16> {
        let strategy = match method {
            "plain" => Strategy::Plain,
            "rare-common" => Strategy::RareCommon,
            "periodic" => Strategy::Periodic,
            _ => Strategy::Auto,
        };
        Engine::<u16>::new(self, n_max, strategy).run()
    }

    /// What `values` (this game's Grundy values from position 0, as
    /// [`grundy_values`](Self::grundy_values) returns them) show about the period: proven by
    /// the Guy–Smith criterion, conjectured, or none; see
    /// [`take_and_break_period`](super::period::take_and_break_period).
    ///
    /// # Constraints
    /// `values` must be this game's values; the proof is only as good as they are.
    ///
    /// # Complexity
    /// As `take_and_break_period`: about O(len) when no candidate period is contradicted late.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`: Kayles, Dawson's Kayles, 0.16 (ignored, release), short
    /// tables never proven, the exact table length a proof needs.
    pub fn period_verdict<T: PartialEq>(&self, values: &[T]) -> super::period::PeriodVerdict {
        super::period::take_and_break_period(values, self.max_removal(), self.max_heaps_left())
    }
}

/// Which evaluation methods the engine may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Strategy {
    Auto,
    Plain,
    RareCommon,
    Periodic,
}

/// How the two-heap splits of the current position are evaluated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Plain,
    RareCommon,
    Periodic,
}

/// A Grundy value type of the table: `u16` or `u32`.
trait Value: Copy + Into<u32> + TryFrom<u32> + Default + PartialEq {}

/// A value as `u32`.
#[inline(always)]
fn w<T: Value>(x: T) -> u32 {
    x.into()
}
impl Value for u16 {}
impl Value for u32 {}

/// The largest period the periodic-tail shortcut summarises (its set-up costs `p²`).
const MAX_TAIL_PERIOD: usize = 2048;

struct Engine<T: Value> {
    n_max: usize,
    strategy: Strategy,
    /// `k` with bit 1: take `k`, leave nothing.
    leave_none: Vec<usize>,
    /// `k >= 1` with bit 2: take `k`, leave one heap.
    leave_one: Vec<usize>,
    /// `k` with bit 4: take `k`, leave two nonempty heaps.
    split_two: Vec<usize>,
    /// `k` with bit 8: take `k`, leave three nonempty heaps.
    split_three: Vec<usize>,
    g: Vec<T>,
    /// `stamp[v] == generation` iff `v` is an option of the current position.
    stamp: Vec<u32>,
    generation: u32,
    /// Every value so far, and every XOR of two, is below `cap` (a power of two).
    cap: usize,
    /// How many positions `1..` have each value (for choosing the rare/common mask).
    counts: Vec<u32>,
    mode: Mode,
    next_check: usize,
    // Rare/common state.
    mask: u32,
    /// `rare[v]`: `popcount(v & mask)` is even.
    rare: Vec<bool>,
    /// Positions `a >= 1` whose value is rare, ascending.
    rare_positions: Vec<u32>,
    // Periodic-tail state: the table is `period`-periodic from `tail_start` so far.
    tail_start: usize,
    period: usize,
    /// Per residue class `c` of `(m - 2 * tail_start) mod period`: the distinct values
    /// `P[i] ^ P[c - i]`, computed on first use.
    class_values: Vec<Option<Vec<u32>>>,
}

impl<T: Value> Engine<T> {
    fn new(game: &OctalGame, n_max: usize, strategy: Strategy) -> Self {
        let with_bit = |bit: u8, from: usize| -> Vec<usize> {
            (from..game.digits.len())
                .filter(|&k| game.digits[k] & bit != 0)
                .collect()
        };
        Engine {
            n_max,
            strategy,
            leave_none: with_bit(1, 1),
            leave_one: with_bit(2, 1),
            split_two: with_bit(4, 0),
            split_three: with_bit(8, 0),
            g: Vec::with_capacity(n_max + 1),
            stamp: vec![0; 2],
            generation: 0,
            cap: 1,
            counts: vec![0; 1],
            mode: Mode::Plain,
            next_check: 64,
            mask: 0,
            rare: vec![true; 1],
            rare_positions: Vec::new(),
            tail_start: 0,
            period: 0,
            class_values: Vec::new(),
        }
    }

    fn run(mut self) -> Vec<T> {
        for n in 0..=self.n_max {
            if n == self.next_check {
                self.checkpoint(n);
            }
            let v = self.value_of(n);
            self.push(n, v);
        }
        self.g
    }

    #[inline]
    fn get(&self, i: usize) -> u32 {
        w(self.g[i])
    }

    /// Starts a new position: nothing is marked.
    fn new_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
    }

    /// The least value not marked, among `0..=cap` (every option is below `cap`).
    fn mex(&self) -> u32 {
        let generation = self.generation;
        self.stamp
            .iter()
            .position(|&s| s != generation)
            .unwrap_or(self.cap) as u32
    }

    /// Marks the options other than two-heap splits: taking a whole heap, leaving one heap,
    /// and three-heap splits.
    fn mark_simple_options(&mut self, n: usize) {
        let generation = self.generation;
        for &k in &self.leave_none {
            if k == n {
                self.stamp[0] = generation;
            }
        }
        for &k in &self.leave_one {
            if k < n {
                let v = self.get(n - k) as usize;
                self.stamp[v] = generation;
            }
        }
        for i in 0..self.split_three.len() {
            let k = self.split_three[i];
            if n >= k + 3 {
                self.mark_three_way(n - k);
            }
        }
    }

    /// Marks `G(a) ^ G(b) ^ G(c)` for every `a + b + c = m`, `1 <= a <= b <= c`.
    fn mark_three_way(&mut self, m: usize) {
        let generation = self.generation;
        let mask = self.cap - 1;
        for a in 1..=m / 3 {
            let ga = self.get(a);
            for b in a..=(m - a) / 2 {
                let v = ga ^ self.get(b) ^ self.get(m - a - b);
                self.stamp[v as usize & mask] = generation;
            }
        }
    }

    /// Marks `G(a) ^ G(m - a)` for every `1 <= a <= m / 2`: the plain loop.
    fn mark_all_splits(&mut self, m: usize) {
        let half = m / 2;
        if half == 0 {
            return;
        }
        let generation = self.generation;
        let mask = self.cap - 1;
        let stamp = &mut self.stamp[..=mask];
        let left = &self.g[1..=half];
        let right = &self.g[m - half..m];
        // left[i] = G(1 + i) pairs with right[half - 1 - i] = G(m - 1 - i).
        let mut l4 = left.chunks_exact(4);
        let mut r4 = right.rchunks_exact(4);
        for (l, r) in (&mut l4).zip(&mut r4) {
            let v0 = w(l[0]) ^ w(r[3]);
            let v1 = w(l[1]) ^ w(r[2]);
            let v2 = w(l[2]) ^ w(r[1]);
            let v3 = w(l[3]) ^ w(r[0]);
            stamp[v0 as usize & mask] = generation;
            stamp[v1 as usize & mask] = generation;
            stamp[v2 as usize & mask] = generation;
            stamp[v3 as usize & mask] = generation;
        }
        for (&l, &r) in l4.remainder().iter().zip(r4.remainder().iter().rev()) {
            let v = w(l) ^ w(r);
            stamp[v as usize & mask] = generation;
        }
    }

    fn value_of(&mut self, n: usize) -> u32 {
        self.new_generation();
        self.mark_simple_options(n);
        match self.mode {
            Mode::Plain => {
                for i in 0..self.split_two.len() {
                    let k = self.split_two[i];
                    if n >= k + 2 {
                        self.mark_all_splits(n - k);
                    }
                }
                self.mex()
            }
            Mode::Periodic => {
                for i in 0..self.split_two.len() {
                    let k = self.split_two[i];
                    if n >= k + 2 {
                        self.mark_splits_periodic(n - k);
                    }
                }
                self.mex()
            }
            Mode::RareCommon => self.value_rare_common(n),
        }
    }

    /// The splits of `m` while the table is `period`-periodic from `tail_start`.
    fn mark_splits_periodic(&mut self, m: usize) {
        let e = self.tail_start;
        let p = self.period;
        if m + 1 < 2 * e + p {
            // The heaps at least `e` do not cover every residue: no summary.
            self.mark_all_splits(m);
            return;
        }
        let class = (m - 2 * e) % p;
        if self.class_values[class].is_none() {
            let values = self.summarise_class(class);
            self.class_values[class] = Some(values);
        }
        let generation = self.generation;
        let stamp = &mut self.stamp;
        for &v in self.class_values[class].as_ref().unwrap() {
            stamp[v as usize] = generation;
        }
    }

    /// The distinct values of the splits `a + b = m` of every `m >= 2e + p - 1` with
    /// `(m - 2e) mod p = class`, `e = tail_start`, `p = period`, while `G(e + i) = P[i mod p]`:
    /// `G(a) ^ P[(class + e - a) mod p]` for `1 <= a < e` (the other heap is at least `e`),
    /// and `P[i] ^ P[(class - i) mod p]` for every residue `i` (both heaps at least `e`; they
    /// cover every residue because `m - 2e + 1 >= p`).
    fn summarise_class(&self, class: usize) -> Vec<u32> {
        let e = self.tail_start;
        let p = self.period;
        let mut seen = vec![false; self.cap];
        let mut values = Vec::new();
        let mut add = |v: u32| {
            if !seen[v as usize] {
                seen[v as usize] = true;
                values.push(v);
            }
        };
        for a in 1..e {
            add(self.get(a) ^ self.get(e + (class + e - a) % p));
        }
        for i in 0..p {
            add(self.get(e + i) ^ self.get(e + (class + p - i) % p));
        }
        values
    }

    /// The mex of position `n` by the rare/common split (see the module docs).
    fn value_rare_common(&mut self, n: usize) -> u32 {
        let generation = self.generation;
        let mask = self.cap - 1;
        // 1. Every split with a rare heap: this finds every common option.
        for i in 0..self.split_two.len() {
            let k = self.split_two[i];
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            for &a in &self.rare_positions {
                let a = a as usize;
                if a >= m {
                    break;
                }
                let v = self.get(a) ^ self.get(m - a);
                self.stamp[v as usize & mask] = generation;
            }
        }
        // 2. The least common value missing is certain; so are the rare ones below it that are
        // still missing, unless a split of two common heaps gives them.
        let common_missing = (0..self.cap)
            .find(|&v| !self.rare[v] && self.stamp[v] != generation)
            .unwrap_or(self.cap);
        let mut wanted = (0..common_missing)
            .filter(|&v| self.rare[v] && self.stamp[v] != generation)
            .count();
        // 3. Scan splits until each of those has turned up (or none is left to try).
        'scan: for i in 0..self.split_two.len() {
            if wanted == 0 {
                break;
            }
            let k = self.split_two[i];
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            for a in 1..=m / 2 {
                let v = (self.get(a) ^ self.get(m - a)) as usize & mask;
                if self.stamp[v] != generation {
                    self.stamp[v] = generation;
                    if v < common_missing && self.rare[v] {
                        wanted -= 1;
                        if wanted == 0 {
                            break 'scan;
                        }
                    }
                }
            }
        }
        (0..common_missing)
            .find(|&v| self.stamp[v] != generation)
            .unwrap_or(common_missing) as u32
    }

    /// Appends `G(n) = v`, widening the value range and updating the methods' state.
    fn push(&mut self, n: usize, v: u32) {
        let value = T::try_from(v).unwrap_or_else(|_| {
            panic!("Grundy value {v} of position {n} does not fit the value type (use grundy_values_wide)")
        });
        assert!(v < 1 << 31, "Grundy value {v} of position {n} reaches 2^31");
        while v as usize >= self.cap {
            self.cap *= 2;
            self.stamp.resize(self.cap + 1, 0);
            self.counts.resize(self.cap, 0);
            let mask = self.mask;
            self.rare = (0..self.cap as u32)
                .map(|x| (x & mask).count_ones() % 2 == 0)
                .collect();
            if self.mode == Mode::Periodic {
                self.class_values.iter_mut().for_each(|c| *c = None);
            }
        }
        if self.mode == Mode::Periodic && n >= self.tail_start + self.period {
            let before = w(self.g[n - self.period]);
            if before != v {
                self.mode = Mode::Plain;
                self.next_check = self.next_check.min(n + 1 + self.period.max(64));
            }
        }
        self.g.push(value);
        if n >= 1 {
            self.counts[v as usize] += 1;
            if self.mode == Mode::RareCommon && self.rare[v as usize] {
                self.rare_positions.push(n as u32);
            }
        }
    }

    /// Re-chooses the method for the positions from `n` on.
    fn checkpoint(&mut self, n: usize) {
        self.next_check = n + (n / 8).max(256);
        if self.split_two.is_empty() {
            return;
        }
        let pairs_plain = n as f64 / 2.0;
        let mut best = (pairs_plain, Mode::Plain);
        if self.strategy != Strategy::Plain && self.strategy != Strategy::RareCommon {
            if let Some((e, p)) = self.tail_candidate(n) {
                let cost = (e + p) as f64;
                if cost < best.0 || self.strategy == Strategy::Periodic {
                    best = (cost, Mode::Periodic);
                    if self.mode != Mode::Periodic || (self.tail_start, self.period) != (e, p) {
                        self.tail_start = e;
                        self.period = p;
                        self.class_values = vec![None; p];
                    }
                }
            }
        }
        let rc_allowed = self.split_three.is_empty()
            && n < u32::MAX as usize
            && self.cap <= 1 << 12
            && (self.strategy == Strategy::Auto || self.strategy == Strategy::RareCommon);
        if rc_allowed && best.1 != Mode::Periodic {
            let (mask, rare_count) = self.best_mask();
            // The scan of step 3 usually stops within a few pairs; count it as a few dozen.
            let cost = rare_count as f64 + 32.0;
            if mask != 0 && (cost * 4.0 < best.0 || self.strategy == Strategy::RareCommon) {
                best = (cost, Mode::RareCommon);
                if mask != self.mask || self.mode != Mode::RareCommon {
                    self.set_mask(mask);
                }
            }
        }
        if best.1 != Mode::RareCommon {
            self.rare_positions = Vec::new();
        }
        self.mode = best.1;
    }

    /// The smallest `p <= MAX_TAIL_PERIOD` for which the table is `p`-periodic from some
    /// `e <= n / 4` over at least two periods, with that least `e` (and `e >= 1`).
    fn tail_candidate(&self, n: usize) -> Option<(usize, usize)> {
        let g = &self.g;
        for p in 1..=MAX_TAIL_PERIOD.min(n / 3) {
            let mut e = n - p;
            while e > 0 && g[e - 1] == g[e - 1 + p] {
                e -= 1;
            }
            if e <= n / 4 && n - e >= 2 * p {
                return Some((e.max(1), p));
            }
        }
        None
    }

    /// The nonzero mask leaving the fewest positions `1..` with a rare value, and that count:
    /// rare count of mask `m` is `(N + W(m)) / 2` for the Walsh–Hadamard transform `W` of the
    /// value counts.
    fn best_mask(&self) -> (u32, u64) {
        let total: i64 = self.counts.iter().map(|&c| c as i64).sum();
        let mut w: Vec<i64> = self.counts.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < w.len() {
            for block in w.chunks_exact_mut(2 * h) {
                let (lo, hi) = block.split_at_mut(h);
                for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                    let (a, b) = (*x, *y);
                    *x = a + b;
                    *y = a - b;
                }
            }
            h *= 2;
        }
        let (mask, wm) = w
            .iter()
            .enumerate()
            .skip(1)
            .min_by_key(|&(_, &x)| x)
            .map(|(m, &x)| (m as u32, x))
            .unwrap_or((0, total));
        (mask, ((total + wm) / 2) as u64)
    }

    fn set_mask(&mut self, mask: u32) {
        self.mask = mask;
        self.rare = (0..self.cap as u32)
            .map(|x| (x & mask).count_ones() % 2 == 0)
            .collect();
        let rare = &self.rare;
        self.rare_positions = (1..self.g.len())
            .filter(|&a| rare[w(self.g[a]) as usize])
            .map(|a| a as u32)
            .collect();
    }
}
