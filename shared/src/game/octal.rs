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
//!   bit mask `m`, a position `x` is *rare* when its class, `popcount(G(x) & m)` plus (when
//!   every split removal `k` has the same parity, and the choice pays) the parity of `x + k`,
//!   is even, and *common* otherwise. Since `a + b` and `a ^ b` have the same parity, the
//!   class of a split `a + b = n - k` is that of `G(a) ^ G(b)` (plus the parity of `n + k`,
//!   when counted): a value `v` whose class, for position `n`, is that of one rare and one common
//!   heap comes only from splits with a rare heap, which are few, and is marked exactly by
//!   them. That fixes the least such value `c` missing; the splits are then scanned (by the
//!   plain loop, in blocks growing by a quarter from 32 pairs) only until every other value
//!   below `c` has turned up, usually within a few thousand pairs. The mask is re-chosen as
//!   the table grows: the one leaving fewest rare positions, by a Walsh–Hadamard transform of
//!   the counts of (value, parity of `x + k`); the method is used only while rare positions
//!   are scarce. The position's parity is what `0.104` and `0.106` need: no mask on the values
//!   alone leaves fewer than about half the positions rare, while `popcount(G(x) & 23)` plus
//!   the parity of `x + 3` leaves 20 rare positions of `0.104` up to 10^6, the last at 284;
//! - **periodic tail**: while the table computed so far is `p`-periodic from `e`, the splits
//!   of `m >= 2e + p - 1` with both heaps at least `e` give the values `P[i] ^ P[j]` for all
//!   residues with `i + j` fixed mod `p`, and those with a heap `a < e` give `G(a) ^ P[j]` with
//!   `j` fixed by `m - a` mod `p`: the whole set depends on `m mod p` only, so it is computed
//!   once per residue class (`e + p` pairs) and then only marked. Each new value is compared
//!   with the one `p` before it, and the shortcut is dropped at the first difference. (This is
//!   no periodicity *claim*: it only re-uses values already in the table.)
//!
//! Three-heap splits (bit 8) `a + b + c = m` are evaluated plainly (every `a <= b <= c`, about
//! `m²/12` triples), by the **rare/common split** (below), or, once the plain loop costs more,
//! through **pair-XOR bitsets**: the values are
//! few (all below a power of two `cap`), so the set `X(s) = {G(a) ^ G(s - a)}` of each sum
//! `s` is a bitset of `cap / 64` words, computed once per `s`, and the options of `m` are
//! `G(c) ^ X(m - c)` for `1 <= c <= m - 2`: `m` bitsets moved by `G(c)` and ORed, `m cap / 64`
//! word operations instead of `m²/12` marks (`0.8`, whose values grow like `n / 3`, 10^4
//! positions: see `benches/octal.rs`). The bitsets take `(n + 1) cap / 8` bytes; past
//! [`PAIR_XOR_BUDGET`] the plain loop is kept.
//!
//! **Rare/common for three-heap splits.** In general a position `x` is rare when
//! `popcount(G(x) & mask) + ε x + σ` is even (`ε`, `σ` in {0, 1}). Summing over the heaps
//! left by a move, the value `v` of a three-heap split of three common heaps, and of one with
//! two rare heaps, has `popcount(v & mask) ≡ 1 + ε (n - k) + σ`; the values of the other
//! parity `π*` come only from splits with one or three rare heaps. For two-heap splits
//! (`π* = 1 + ε (n - k)`) nothing changes; a code with both kinds needs the same `π*` from
//! both, which fixes `σ = 1 + ε (k₂ + k₃)`, and `ε = 1` needs each kind's removals to share
//! one parity. So the splits with a rare heap `c` are marked (`G(c) ^ X(m - c)`, by the
//! bitset rows `X` when they exist, else pair by pair), which fixes the least missing value
//! of parity `π*`; the three-heap splits are then scanned `c` by `c` (`c <= a <= b`, each `c` a
//! run of pairs in blocks) until the other values below it have turned up, and past what
//! marking every split by the bitsets costs (`2 m cap / 64` words), every split is marked:
//! the result is exact whatever the values. It pays where positions with the exact parity's
//! values are common, which for three-heap splits needs `ε = 1` and odd removals: `0.F`,
//! `0.B`, `0.A` (`G(n) = n mod 2` or nearly: with `mask = 1`, `ε = 1` no position is rare)
//! went from `O(n²)` (0.71 s CPU to 2·10^4, bitsets) to 0.03–0.04 s to 10^6. Where the values
//! grow (`0.8`, `0.C`, `0.9`, `0.0F`) the least missing value of parity `π*` is seldom the mex,
//! the scans cost more than the bitsets, and the split is dropped: the engine measures the
//! pairs its scans cost a position, takes the split only while that (plus the rare heaps)
//! costs less than the other methods, and re-chooses at the next position once a run scans
//! more than twice their cost. (Measured on a 2-core AMD EPYC, family 25 model 17, under load
//! from other builds,
//! `crates/bench/src/bin/octal.rs` CPU time, against the engine before this split: those four
//! codes and `0.0000008` at 10^4 within the noise, per-run ratios 0.91 to 1.23.)
//!
//! Values are 16 bits wide while they fit ([`OctalGame::grundy_values_compact`] then goes on
//! in 32 bits, without starting again), and a progress hook hears how far the table is.

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
    /// literature); use [`grundy_values_compact`](Self::grundy_values_compact) when that is not
    /// known.
    ///
    /// # Complexity
    /// Memory: the table (2 bytes a value) plus O(largest value + period + rare positions)
    /// words (and the pair-XOR bitsets of a three-heap code, at most [`PAIR_XOR_BUDGET`]
    /// bytes). Time: between O(n_max) and O(n_max²) (plain, about `n²/4` pairs per split
    /// digit) for two-heap splits, up to O(n_max³) for three-heap ones, depending on what the
    /// values look like; see the module docs. With the rare/common split, each position costs
    /// the rare positions (a pair each, per split digit) plus the pairs scanned until the
    /// values below the least missing one have turned up. The figures that follow were
    /// measured before the rare/common split counted the position's parity and scanned by
    /// blocks (`0.104` and `0.106` were plain loops then, about 1 s CPU at 10^5 each, 0.01 s
    /// after, on the same busy machine). Measured on a 2-core AMD EPYC (family 25 model 1,
    /// Zen 3), one thread, CPU time of the whole `crates/bench/src/bin/octal.rs` process, `n_max = 10^6`: Kayles
    /// (`0.77`, periodic tail from 71) 0.04 s, Dawson's Kayles (`0.137`) 0.03 s, `0.16`
    /// (rare/common) 0.33 s, Treblecross (`0.007`, no period known: the plain loop over
    /// 2.5·10^11 pairs, 0.3–0.65 ns a pair on a busy machine) 83 s; peak RSS 3.7–4.0 MB.
    /// `scripts/bench-ogsolve.sh` compares these with ogsolve. Three-heap splits, `0.8` (values
    /// growing like `n / 3`) to 10^4 by the pair-XOR bitsets: 1.08 s CPU (`perf stat`, same
    /// machine), 1.3 s wall at load 3–5 against 17 s for the plain triple loop
    /// (`benches/octal.rs`). With the rare/common split for three-heap splits, `0.F`, `0.B`
    /// and `0.A` (no rare position) take 0.03–0.04 s CPU to 10^6 (same bench program, under
    /// load).
    ///
    /// # Panics
    /// If a value exceeds `u16::MAX` (with the position), or `n_max + 1` values do not fit in
    /// memory.
    ///
    /// # Example
    /// See the example on [`OctalGame`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs`: against a brute force from the rules (`grundy_table`) on every
    /// octal code with at most three digits after the point (to 250; to 2000 in the ignored
    /// `full::` tests), on random codes (a proptest too), every method forced on its own, and
    /// known sequences; the seven codes of the ogsolve comparison against the plain loop to
    /// 10^5 (ignored, `full::`); every code `d0.d1d2` with a three-heap digit against the
    /// definition, and random three-heap codes with every method against the plain triple
    /// loop (a proptest too); the unit tests `the_rare_common_class_is_chosen_by_the_values`,
    /// `periodic_three_heap_codes_have_no_rare_position`, `the_classes_follow_the_split_removals`
    /// and `the_three_heap_split_without_bitsets_gives_the_plain_values` check the split is in
    /// use where it should be, and its path without bitsets. The release bench script
    /// compares whole sequences up to 10^6 with ogsolve's.
    pub fn grundy_values(&self, n_max: usize) -> Vec<u16> {
        Engine::<u16>::new(self, n_max, Strategy::Auto)
            .finish(&mut |_| {})
            .unwrap_or_else(|e| panic!("{e} (use grundy_values_compact)"))
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
        Engine::<u32>::new(self, n_max, Strategy::Auto)
            .finish(&mut |_| {})
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Grundy values `G(0..=n_max)`, 16 bits each while they fit and 32 bits from the first
    /// that does not (the table so far is widened and the computation goes on), telling
    /// `progress` how many positions are done: after every 64 positions, and more often when
    /// positions are costly (about every 2^22 pairs or triples of heaps looked at).
    ///
    /// # Constraints
    /// `n_max + 1` values fit in memory (4 bytes each if they widen).
    ///
    /// # Complexity
    /// As [`grundy_values`](Self::grundy_values), plus one copy of the table when it widens.
    ///
    /// # Errors
    /// [`ValueTooLarge`] when a value reaches 2^31 (no tabulated octal game comes near).
    ///
    /// # Panics
    /// If `progress` does, or memory runs out.
    ///
    /// # Example
    /// ```
    /// use shared::game::{GrundyValues, OctalGame};
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// let mut done = Vec::new();
    /// let g = kayles.grundy_values_compact(200, &mut |n| done.push(n)).unwrap();
    /// assert_eq!(g, GrundyValues::Narrow(kayles.grundy_values(200)));
    /// assert_eq!((g.len(), g.get(11)), (201, 6));
    /// assert_eq!(done, [64, 128, 192, 201]);
    /// // Take 1 to 65 536 tokens: G(n) = n mod 65 537, past 16 bits at n = 65 536 (4·10^9
    /// // marks, seconds: see the ignored test `the_table_widens_past_16_bits`).
    /// ```
    ///
    /// # Tests
    /// The unit test `a_table_widens_where_a_value_stops_fitting` (8 to 32 bits, the same
    /// path); `shared/tests/octal.rs` (`the_table_widens_past_16_bits`, ignored: seconds);
    /// the lab's property tests.
    pub fn grundy_values_compact(
        &self,
        n_max: usize,
        progress: &mut dyn FnMut(usize),
    ) -> Result<GrundyValues, ValueTooLarge> {
        let narrow = Engine::<u16>::new(self, n_max, Strategy::Auto);
        Ok(match run_widening::<u16, u32>(narrow, progress)? {
            Ok(values) => GrundyValues::Narrow(values),
            Err(values) => GrundyValues::Wide(values),
        })
    }

    /// `grundy_values` with one evaluation method forced (for tests and benches): `"plain"`,
    /// `"rare-common"` or `"periodic"`, where the last two fall back to the plain loop where
    /// they do not apply, and `"plain-triples"` (three-heap splits always by the plain loop,
    /// else as `grundy_values`); anything else is `grundy_values`. Not part of the stable
    /// interface.
    ///
    /// # Constraints
    /// As `grundy_values`.
    ///
    /// # Complexity
    /// As `grundy_values`; `"plain"` is the O(n²) loop (O(n³) with three-heap splits: see
    /// `benches/octal.rs`).
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
            "plain-triples" => Strategy::PlainTriples,
            _ => Strategy::Auto,
        };
        Engine::<u16>::new(self, n_max, strategy)
            .finish(&mut |_| {})
            .unwrap_or_else(|e| panic!("{e} (use grundy_values_compact)"))
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

/// A table of Grundy values as [`OctalGame::grundy_values_compact`] returns it: 16 bits a
/// value while they all fit, else 32.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrundyValues {
    /// Every value fits in 16 bits.
    Narrow(Vec<u16>),
    /// Some value does not.
    Wide(Vec<u32>),
}

impl GrundyValues {
    /// The number of positions.
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
    /// See the example on [`OctalGame::grundy_values_compact`].
    ///
    /// # Tests
    /// That example; `shared/tests/octal.rs`.
    pub fn len(&self) -> usize {
        match self {
            GrundyValues::Narrow(v) => v.len(),
            GrundyValues::Wide(v) => v.len(),
        }
    }

    /// Whether the table is empty (never, for a table of `0..=n_max`).
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
    /// See the example on [`OctalGame::grundy_values_compact`].
    ///
    /// # Tests
    /// `shared/tests/octal.rs`.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(n)`.
    ///
    /// # Constraints
    /// `n < len()`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// If `n >= len()`.
    ///
    /// # Example
    /// See the example on [`OctalGame::grundy_values_compact`].
    ///
    /// # Tests
    /// That example; `shared/tests/octal.rs`.
    pub fn get(&self, n: usize) -> u32 {
        match self {
            GrundyValues::Narrow(v) => u32::from(v[n]),
            GrundyValues::Wide(v) => v[n],
        }
    }
}

/// A Grundy value of 2^31 or more, which the engine does not handle (its mex array would take
/// 8 GiB by then): the position and the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueTooLarge {
    /// The position.
    pub position: usize,
    /// Its value.
    pub value: u32,
}

impl fmt::Display for ValueTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the Grundy value of position {} is {}, past the largest the engine handles (2^31 - 1)",
            self.position, self.value
        )
    }
}

impl std::error::Error for ValueTooLarge {}

/// The most bytes the pair-XOR bitsets of a three-heap code may take (see the module docs);
/// past it, the plain loop over the triples is kept.
pub const PAIR_XOR_BUDGET: usize = 256 << 20;

/// Which evaluation methods the engine may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Strategy {
    Auto,
    Plain,
    RareCommon,
    Periodic,
    /// As `Auto`, but three-heap splits always by the plain loop (the bench's reference).
    PlainTriples,
}

/// Where a run stopped: the value of `position` does not fit the value type (or reaches 2^31);
/// nothing of that position was stored.
#[derive(Debug, Clone, Copy)]
struct DoesNotFit {
    position: usize,
    value: u32,
}

impl From<DoesNotFit> for ValueTooLarge {
    fn from(stop: DoesNotFit) -> Self {
        ValueTooLarge {
            position: stop.position,
            value: stop.value,
        }
    }
}

impl fmt::Display for DoesNotFit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Grundy value {} of position {} does not fit the value type",
            self.value, self.position
        )
    }
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
// 8-bit values: only for the test of widening, which they reach within a small table.
#[cfg(test)]
impl Value for u8 {}

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
    /// How many positions `x >= 1` have each pair (value, parity of `x`), at index
    /// `2 G(x) + (x & 1)` (for choosing the rare/common class).
    counts: Vec<u32>,
    mode: Mode,
    next_check: usize,
    // Rare/common state.
    mask: u32,
    /// Whether the class of a position also counts the parity of `x` (see [`allowed_classes`]).
    with_position: bool,
    /// The class's constant term, 0 or 1 (see [`allowed_classes`]).
    offset: usize,
    /// The classes `(with_position, offset)` the code's split removals allow (see
    /// [`allowed_classes`]).
    classes: Vec<(bool, usize)>,
    /// `rare[v]`: `popcount(v & mask)` is even.
    rare: Vec<bool>,
    /// Rare positions `a >= 1` (see [`Engine::position_is_rare`]), ascending, each with its
    /// value.
    rare_positions: Vec<(u32, u32)>,
    /// The values the scan of the current position still looks for (kept to save allocations).
    wanted: Vec<usize>,
    /// Pairs scanned (step 3 of `value_rare_common`) and positions computed by the rare/common
    /// split since the last checkpoint.
    scanned: (u64, u64),
    /// Pairs scanned a position, as last measured (a few dozen until then; halved at each
    /// checkpoint where nothing was measured, so the split is tried again now and then).
    scan_cost: f64,
    /// What a position costs without the rare/common split, as estimated at the last
    /// checkpoint: a run of the split scanning more than twice that is cut short.
    alternative: f64,
    // Periodic-tail state: the table is `period`-periodic from `tail_start` so far.
    tail_start: usize,
    period: usize,
    /// Per residue class `c` of `(m - 2 * tail_start) mod period`: the distinct values
    /// `P[i] ^ P[c - i]`, computed on first use.
    class_values: Vec<Option<Vec<u32>>>,
    /// The three-heap splits by pair-XOR bitsets, when that is the cheaper way.
    pair_xors: Option<PairXors>,
    /// About how many pairs, triples or words the positions so far cost (for progress reports).
    work: u64,
    /// `work` at the last progress report.
    reported: u64,
}

/// Work between two progress reports, besides one every 64 positions.
const WORK_PER_REPORT: u64 = 1 << 22;

impl<T: Value> Engine<T> {
    fn new(game: &OctalGame, n_max: usize, strategy: Strategy) -> Self {
        let with_bit = |bit: u8, from: usize| -> Vec<usize> {
            (from..game.digits.len())
                .filter(|&k| game.digits[k] & bit != 0)
                .collect()
        };
        let split_two = with_bit(4, 0);
        let split_three = with_bit(8, 0);
        let classes = allowed_classes(&split_two, &split_three);
        Engine {
            n_max,
            strategy,
            leave_none: with_bit(1, 1),
            leave_one: with_bit(2, 1),
            split_two,
            split_three,
            g: Vec::with_capacity(n_max + 1),
            stamp: vec![0; 2],
            generation: 0,
            cap: 1,
            counts: vec![0; 2],
            mode: Mode::Plain,
            next_check: 64,
            mask: 0,
            with_position: false,
            offset: 0,
            classes,
            rare: vec![true; 1],
            rare_positions: Vec::new(),
            wanted: Vec::new(),
            scanned: (0, 0),
            scan_cost: 32.0,
            alternative: f64::INFINITY,
            tail_start: 0,
            period: 0,
            class_values: Vec::new(),
            pair_xors: None,
            work: 0,
            reported: 0,
        }
    }

    /// Runs to `n_max` and returns the table, or where a value did not fit.
    fn finish(mut self, progress: &mut dyn FnMut(usize)) -> Result<Vec<T>, DoesNotFit> {
        self.run(progress)?;
        Ok(self.g)
    }

    /// Computes the positions from `g.len()` to `n_max`, reporting progress; stops at the
    /// first value that does not fit `T` (or reaches 2^31), storing nothing of it.
    fn run(&mut self, progress: &mut dyn FnMut(usize)) -> Result<(), DoesNotFit> {
        for n in self.g.len()..=self.n_max {
            if n == self.next_check {
                self.checkpoint(n);
            }
            let v = self.value_of(n);
            self.push(n, v)?;
            if n % 64 == 63 || self.work - self.reported >= WORK_PER_REPORT || n == self.n_max {
                self.reported = self.work;
                progress(n + 1);
            }
        }
        Ok(())
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

    /// Marks the options that leave at most one heap.
    fn mark_one_heap_options(&mut self, n: usize) {
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
    }

    /// Marks every three-heap split of position `n`.
    fn mark_three_heap_splits(&mut self, n: usize) {
        for i in 0..self.split_three.len() {
            let k = self.split_three[i];
            if n >= k + 3 {
                self.mark_three_heap_split(n - k);
            }
        }
    }

    /// Marks every three-heap split `a + b + c = m` (`m >= 3`), by the pair-XOR bitsets or
    /// the plain loop; returns its cost (pairs or triples, a word counted as two).
    fn mark_three_heap_split(&mut self, m: usize) -> u64 {
        let cost = match &mut self.pair_xors {
            Some(bits) => {
                bits.mark(m, &self.g, &mut self.stamp, self.generation);
                (m / 2 + 2 * m * bits.words) as u64
            }
            None => {
                self.mark_three_way(m);
                (m * m / 12) as u64
            }
        };
        self.work += cost;
        cost
    }

    /// Marks `G(a) ^ G(b) ^ G(c)` for every `a + b + c = m`, `1 <= a <= b <= c`.
    fn mark_three_way(&mut self, m: usize) {
        for a in 1..=m / 3 {
            let last = (m - a) / 2;
            if last < a {
                break;
            }
            // b = a..=last pairs with c = m - a - b.
            self.mark_splits_xor::<true>(m - a, a, last + 1, self.get(a));
        }
    }

    /// Marks `G(a) ^ G(m - a)` for every `1 <= a <= m / 2`: the plain loop.
    fn mark_all_splits(&mut self, m: usize) {
        self.mark_splits(m, 1, m / 2 + 1);
    }

    /// Marks `G(a) ^ G(m - a)` for every `from <= a < to` (`1 <= from`, `to <= m / 2 + 1`).
    fn mark_splits(&mut self, m: usize, from: usize, to: usize) {
        self.mark_splits_xor::<false>(m, from, to, 0);
    }

    /// Marks `x ^ G(a) ^ G(m - a)` for every `from <= a < to` (`1 <= from`,
    /// `to <= m / 2 + 1`), four pairs an iteration: with `x = G(c)`, the three-heap splits
    /// `c + a + (m - a)`. With `XOR` false, `x` is taken as 0 (the two-heap loop, one XOR
    /// a pair less).
    fn mark_splits_xor<const XOR: bool>(&mut self, m: usize, from: usize, to: usize, x: u32) {
        let x = if XOR { x } else { 0 };
        if from >= to {
            return;
        }
        let generation = self.generation;
        let mask = self.cap - 1;
        let stamp = &mut self.stamp[..=mask];
        let left = &self.g[from..to];
        let right = &self.g[m + 1 - to..=m - from];
        // left[i] = G(from + i) pairs with right[len - 1 - i] = G(m - from - i).
        let mut l4 = left.chunks_exact(4);
        let mut r4 = right.rchunks_exact(4);
        for (l, r) in (&mut l4).zip(&mut r4) {
            let v0 = x ^ w(l[0]) ^ w(r[3]);
            let v1 = x ^ w(l[1]) ^ w(r[2]);
            let v2 = x ^ w(l[2]) ^ w(r[1]);
            let v3 = x ^ w(l[3]) ^ w(r[0]);
            stamp[v0 as usize & mask] = generation;
            stamp[v1 as usize & mask] = generation;
            stamp[v2 as usize & mask] = generation;
            stamp[v3 as usize & mask] = generation;
        }
        for (&l, &r) in l4.remainder().iter().zip(r4.remainder().iter().rev()) {
            let v = x ^ w(l) ^ w(r);
            stamp[v as usize & mask] = generation;
        }
    }

    fn value_of(&mut self, n: usize) -> u32 {
        self.new_generation();
        self.work += 1 + self.leave_one.len() as u64;
        self.mark_one_heap_options(n);
        if self.mode != Mode::RareCommon {
            self.mark_three_heap_splits(n);
        }
        match self.mode {
            Mode::Plain => {
                for i in 0..self.split_two.len() {
                    let k = self.split_two[i];
                    if n >= k + 2 {
                        self.mark_all_splits(n - k);
                        self.work += ((n - k) / 2) as u64;
                    }
                }
                self.mex()
            }
            Mode::Periodic => {
                for i in 0..self.split_two.len() {
                    let k = self.split_two[i];
                    if n >= k + 2 {
                        self.mark_splits_periodic(n - k);
                        self.work += self.period as u64;
                    }
                }
                self.mex()
            }
            Mode::RareCommon => {
                self.work += 32 * (self.split_two.len() + self.split_three.len()) as u64;
                self.value_rare_common(n)
            }
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

    /// The mex of position `n` by the rare/common split (see the module docs), the options
    /// leaving at most one heap already marked.
    fn value_rare_common(&mut self, n: usize) -> u32 {
        let generation = self.generation;
        let mask = self.cap - 1;
        // 1. Every split with a rare heap: this finds every option of the class `π*` (and some
        // of the other).
        for i in 0..self.split_two.len() {
            let k = self.split_two[i];
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            // The table and the stamps as locals: their pointers stay in registers.
            let (g, stamp): (&[T], &mut [u32]) = (&self.g, &mut self.stamp);
            for &(a, ga) in &self.rare_positions {
                let a = a as usize;
                if a >= m {
                    break;
                }
                let v = ga ^ w(g[m - a]);
                stamp[v as usize & mask] = generation;
            }
            self.work += self.rare_positions.len() as u64;
        }
        for i in 0..self.split_three.len() {
            let k = self.split_three[i];
            if n >= k + 3 {
                self.mark_three_heap_splits_with_rare(n - k);
            }
        }
        // 2. The values of class `π*` are all marked now, so the least of them missing is
        // certain; so are the others below it that are still missing, unless a split of no
        // rare heap gives them.
        self.scanned.1 += 1;
        let exact_is_rare = self.exact_class(n) == 0;
        let mut wanted = std::mem::take(&mut self.wanted);
        wanted.clear();
        let mut exact_missing = self.cap;
        for v in 0..self.cap {
            if self.stamp[v] != generation {
                if self.rare[v] == exact_is_rare {
                    exact_missing = v;
                    break;
                }
                wanted.push(v);
            }
        }
        // 3. Scan the splits until each of those has turned up (or none is left to try): every
        // pair of a block marked by the plain loop, the wanted values checked after each block,
        // each block a quarter longer than the one before, from 32 pairs, and at least twice as
        // long as the list still wanted (so the checks cost at most half the pairs). The
        // pairs run at the plain loop's speed; 32 and 5/4 left 22 % fewer pairs than doubling
        // from 64 on 0.142, 0.6 and 4.007 to 3·10^5. The three-heap splits `c + a + b`,
        // `c <= a <= b`, are scanned the same way, `c` by `c`, each `c` a run of pairs.
        'scan: {
            if wanted.is_empty() {
                break 'scan;
            }
            for i in 0..self.split_two.len() {
                let k = self.split_two[i];
                if n >= k + 2 {
                    let m = n - k;
                    let mut block = (2 * wanted.len()).max(32);
                    if self.scan_run(m, 1, m / 2 + 1, 0, &mut wanted, &mut block) {
                        break 'scan;
                    }
                }
            }
            'three: for i in 0..self.split_three.len() {
                let k = self.split_three[i];
                if n < k + 3 {
                    continue;
                }
                let m = n - k;
                // Past what marking them all by the bitsets costs, mark them all.
                let budget = self
                    .pair_xors
                    .as_ref()
                    .map_or(u64::MAX, |bits| (2 * m * bits.words) as u64);
                let start = self.scanned.0;
                let mut block = (2 * wanted.len()).max(32);
                for c in 1..=m / 3 {
                    if self.scanned.0 - start > budget {
                        self.scanned.0 += self.mark_three_heap_split(m);
                        let stamp = &self.stamp;
                        wanted.retain(|&v| stamp[v] != generation);
                        if wanted.is_empty() {
                            break 'scan;
                        }
                        continue 'three;
                    }
                    let s = m - c;
                    let x = self.get(c);
                    if self.scan_run(s, c, s / 2 + 1, x, &mut wanted, &mut block) {
                        break 'scan;
                    }
                }
            }
        }
        self.wanted = wanted;
        let (pairs, positions) = self.scanned;
        if positions >= 16
            && pairs as f64 > 2.0 * self.alternative * positions as f64
            && self.strategy == Strategy::Auto
        {
            // The values below the least missing one of class `π*` do not turn up quickly:
            // choose again at the next position.
            self.next_check = self.next_check.min(n + 1);
        }
        (0..exact_missing)
            .find(|&v| self.stamp[v] != generation)
            .unwrap_or(exact_missing) as u32
    }

    /// Marks `x ^ G(a) ^ G(m - a)` for `from <= a < to` in blocks (see `value_rare_common`),
    /// dropping from `wanted` the values marked after each block; true once `wanted` is empty.
    fn scan_run(
        &mut self,
        m: usize,
        mut from: usize,
        to: usize,
        x: u32,
        wanted: &mut Vec<usize>,
        block: &mut usize,
    ) -> bool {
        let generation = self.generation;
        while from < to {
            let end = (from + *block).min(to);
            if x == 0 {
                self.mark_splits(m, from, end);
            } else {
                self.mark_splits_xor::<true>(m, from, end, x);
            }
            self.work += (end - from) as u64;
            self.scanned.0 += (end - from) as u64;
            let stamp = &self.stamp;
            wanted.retain(|&v| stamp[v] != generation);
            if wanted.is_empty() {
                return true;
            }
            from = end;
            // No longer than a run can be (`m / 2` pairs): the block goes on from run to run.
            *block = (*block + *block / 4).max(2 * wanted.len()).min(m);
        }
        false
    }

    /// Marks every three-heap split `c + a + b = m` with a rare heap (and some others): for
    /// each rare position `c <= m - 2`, every pair `a + b = m - c`, by the pair-XOR bitsets
    /// when there are any, else by the pairs themselves.
    fn mark_three_heap_splits_with_rare(&mut self, m: usize) {
        let rare = &self.rare_positions;
        let last = rare.partition_point(|&(c, _)| (c as usize) + 2 <= m);
        match &mut self.pair_xors {
            Some(bits) => {
                let heaps = rare[..last].iter().map(|&(c, _)| c as usize);
                bits.mark_heaps(m, heaps, &self.g, &mut self.stamp, self.generation);
                self.work += (last * bits.words) as u64;
            }
            None => {
                for i in 0..last {
                    let (c, gc) = self.rare_positions[i];
                    let s = m - c as usize;
                    self.mark_splits_xor::<true>(s, 1, s / 2 + 1, gc);
                    self.work += (s / 2) as u64;
                }
            }
        }
    }

    /// Appends `G(n) = v`, widening the value range and updating the methods' state; or, when
    /// `v` does not fit `T` (or reaches 2^31), changes nothing and says so.
    fn push(&mut self, n: usize, v: u32) -> Result<(), DoesNotFit> {
        let stop = DoesNotFit {
            position: n,
            value: v,
        };
        if v >= 1 << 31 {
            return Err(stop);
        }
        let value = T::try_from(v).map_err(|_| stop)?;
        while v as usize >= self.cap {
            self.cap *= 2;
            self.stamp.resize(self.cap + 1, 0);
            self.counts.resize(2 * self.cap, 0);
            let mask = self.mask;
            self.rare = (0..self.cap as u32)
                .map(|x| (x & mask).count_ones() % 2 == 0)
                .collect();
            if self.mode == Mode::Periodic {
                self.class_values.iter_mut().for_each(|c| *c = None);
            }
            let keep = self
                .pair_xors
                .as_mut()
                .is_some_and(|bits| bits.widen(self.cap, self.n_max));
            if !keep {
                self.pair_xors = None;
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
            let index = 2 * v as usize + (n & 1);
            self.counts[index] += 1;
            if self.mode == Mode::RareCommon && self.position_is_rare(n, v) {
                self.rare_positions.push((n as u32, v));
            }
        }
        Ok(())
    }

    /// Re-chooses the method for the positions from `n` on, by the estimated work of a
    /// position (pairs, triples, or words counted as two triples): the plain loops (`n / 2`
    /// pairs a two-heap removal; `n²/12` triples, or with the bitsets `n / 2` pairs and `n`
    /// words, a three-heap one), the periodic tail (`e + p` pairs a two-heap removal), or the
    /// rare/common split (`R` pairs a two-heap removal and `R` rows a three-heap one, `R` rare
    /// positions, with the `n / 2` pairs of the position's bitset row when `R > 0`, plus a
    /// few dozen pairs of scanning each), taken only where that estimate is a quarter of the
    /// others' or less and the scans as last measured (`scan_cost`) keep it below them.
    fn checkpoint(&mut self, n: usize) {
        self.next_check = n + (n / 8).max(256);
        self.choose_three_way(n);
        if self.scanned.1 > 0 {
            self.scan_cost = self.scanned.0 as f64 / self.scanned.1 as f64;
            self.scanned = (0, 0);
        } else {
            self.scan_cost = (self.scan_cost / 2.0).max(32.0);
        }
        if self.split_two.is_empty() && self.split_three.is_empty() {
            return;
        }
        let (two, three, nf) = (
            self.split_two.len() as f64,
            self.split_three.len() as f64,
            n as f64,
        );
        let words = self.pair_xors.as_ref().map(|bits| bits.words as f64);
        let three_full = three
            * match words {
                Some(words) => nf / 2.0 + 2.0 * nf * words,
                None => nf * nf / 12.0,
            };
        let mut best = (three_full + two * nf / 2.0, Mode::Plain);
        let tail_allowed = self.strategy != Strategy::Plain
            && self.strategy != Strategy::RareCommon
            && !self.split_two.is_empty();
        if tail_allowed {
            if let Some((e, p)) = self.tail_candidate(n) {
                let cost = three_full + two * (e + p) as f64;
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
        self.alternative = best.0;
        let rc_allowed = n < u32::MAX as usize
            && self.cap <= 1 << 12
            && (self.strategy == Strategy::Auto || self.strategy == Strategy::RareCommon);
        if let Some((mask, with_position, offset, rare)) = self.best_class().filter(|_| rc_allowed)
        {
            let r = rare as f64;
            let rows = match (rare, words) {
                (0, _) => 0.0,
                (_, Some(words)) => nf / 2.0 + three * 2.0 * r * words,
                (_, None) => three * r * nf / 2.0,
            };
            // A few dozen pairs of scanning a split removal, with a margin of 4 for the
            // estimate, and no more than the other methods as measured.
            let estimate = two * (r + 32.0) + three * 32.0 + rows;
            let cost = two * r + rows + self.scan_cost;
            let pays = estimate * 4.0 < best.0 && cost < best.0;
            if pays || self.strategy == Strategy::RareCommon {
                best = (cost, Mode::RareCommon);
                if (mask, with_position, offset) != (self.mask, self.with_position, self.offset)
                    || self.mode != Mode::RareCommon
                {
                    self.set_class(mask, with_position, offset);
                }
            }
        }
        if best.1 != Mode::RareCommon {
            self.rare_positions = Vec::new();
        }
        self.mode = best.1;
    }

    /// Takes the pair-XOR bitsets for the three-heap splits from `n` on when they cost less
    /// than the plain loop (`n cap / 64` words against `n²/12` triples, counting a word as
    /// two triples) and fit in [`PAIR_XOR_BUDGET`]; once taken, they stay while they fit.
    fn choose_three_way(&mut self, n: usize) {
        if self.split_three.is_empty()
            || self.pair_xors.is_some()
            || self.strategy == Strategy::PlainTriples
        {
            return;
        }
        let words = PairXors::words_for(self.cap);
        if 2 * n * words < n * n / 12 && PairXors::fits(words, self.n_max) {
            self.pair_xors = Some(PairXors::new(words));
        }
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

    /// The class (mask, whether the position's parity counts, and the offset) leaving the
    /// fewest rare positions among `1..`, of the classes the code allows, and that count.
    /// Index `2 m + s` of the Walsh–Hadamard transform `W` of `counts` is (positions with
    /// `popcount(G(x) & m) + s x` even) − (those with it odd), so the rare count is
    /// `(N + W) / 2` with offset 0 and `(N - W) / 2` with offset 1. The classes that depend on
    /// nothing (mask 0 without the parity) are left out.
    fn best_class(&self) -> Option<(u32, bool, usize, u64)> {
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
        let mut best: Option<(u32, bool, usize, u64)> = None;
        for (index, &wm) in w.iter().enumerate().skip(1) {
            let with_position = index % 2 == 1;
            for &(allowed_position, offset) in &self.classes {
                if allowed_position != with_position {
                    continue;
                }
                let rare = if offset == 0 { total + wm } else { total - wm } / 2;
                if best.map_or(true, |b| (rare as u64) < b.3) {
                    best = Some(((index / 2) as u32, with_position, offset, rare as u64));
                }
            }
        }
        best
    }

    /// Whether position `x` of value `v` is rare: `popcount(v & mask)`, plus `x` when
    /// `with_position`, plus `offset`, is even.
    fn position_is_rare(&self, x: usize, v: u32) -> bool {
        let flip = (usize::from(self.with_position) & x) ^ self.offset;
        self.rare[v as usize] == (flip & 1 == 0)
    }

    /// `π*(n)`, the parity of `popcount(v & mask)` of the values `v` that only a split with a
    /// rare heap gives at position `n` (see [`allowed_classes`]): `1 + ε (n - k)` for the
    /// two-heap splits, `ε (n - k) + offset` for the three-heap ones (the same for every
    /// split removal `k` of the code, as `allowed_classes` ensures).
    fn exact_class(&self, n: usize) -> usize {
        let e = usize::from(self.with_position);
        match (self.split_two.first(), self.split_three.first()) {
            (Some(&k), _) => 1 ^ (e & (n ^ k)),
            (None, Some(&k)) => (e & (n ^ k)) ^ self.offset,
            (None, None) => 0,
        }
    }

    fn set_class(&mut self, mask: u32, with_position: bool, offset: usize) {
        self.mask = mask;
        self.with_position = with_position;
        self.offset = offset;
        self.rare = (0..self.cap as u32)
            .map(|x| (x & mask).count_ones() % 2 == 0)
            .collect();
        self.rare_positions = (1..self.g.len())
            .map(|a| (a, w(self.g[a])))
            .filter(|&(a, v)| self.position_is_rare(a, v))
            .map(|(a, v)| (a as u32, v))
            .collect();
    }
}

/// The rare/common classes `(ε, σ)` a code allows (see the module docs): position `x` is
/// rare when `f(x) = popcount(G(x) & mask) + ε x + σ` is even. A move from `n` taking `k` and
/// leaving `j` heaps `x_1 + ... + x_j = n - k` has the value `v = G(x_1) ^ ... ^ G(x_j)`, and
/// `f(x_1) + ... + f(x_j) ≡ popcount(v & mask) + ε (n - k) + j σ`. When every heap is common
/// the sum is `j`, so the values of the other parity, `π* = 1 + j + ε (n - k) + j σ`, come only
/// from moves with a rare heap: `π* = 1 + ε (n - k)` for `j = 2`, `ε (n - k) + σ` for `j = 3`.
/// The method needs one `π*` per position for all the code's splits: `ε = 1` only when the
/// two-heap removals have one parity and so have the three-heap ones, and with both kinds,
/// `σ = 1 + ε (k₂ + k₃)`. With one kind, either `σ` is exact; for two-heap splits only
/// `σ = ε k₂` is taken, which makes a position common when its value has the parity `π*`
/// (the mex usually does: the values of the other parity below it come from the many
/// splits of common heaps); the other would call those positions rare, and was slower on
/// `0.16` (0.05 s against 0.03 s CPU to 2·10^5, under load). For three-heap splits the
/// position is common when its value has the parity `π*` only if `ε k₃` is odd, whatever
/// `σ`: the classes that miss it are still exact, and dropped at the next checkpoint when
/// their scans cost too much (see `Engine::checkpoint`).
fn allowed_classes(split_two: &[usize], split_three: &[usize]) -> Vec<(bool, usize)> {
    let parity = |ks: &[usize]| -> Option<usize> {
        let first = ks.first().map_or(0, |&k| k & 1);
        ks.iter().all(|&k| k & 1 == first).then_some(first)
    };
    let both = !split_two.is_empty() && !split_three.is_empty();
    let mut classes = Vec::new();
    for with_position in [false, true] {
        let (p2, p3) = match (parity(split_two), parity(split_three)) {
            (Some(p2), Some(p3)) => (p2, p3),
            _ if with_position => continue,
            _ => (0, 0),
        };
        let e = usize::from(with_position);
        for offset in [0, 1] {
            let wanted = if both {
                1 ^ (e & (p2 ^ p3))
            } else if split_three.is_empty() {
                e & p2
            } else {
                offset
            };
            if offset == wanted {
                classes.push((with_position, offset));
            }
        }
    }
    classes
}

/// Runs `narrow` to its end; if a value does not fit, goes on with `W` values from there (the
/// table so far copied, nothing computed again). `Ok(narrow table)` or `Err(wide table)`.
fn run_widening<N: Value, W: Value + From<N>>(
    mut narrow: Engine<N>,
    progress: &mut dyn FnMut(usize),
) -> Result<Result<Vec<N>, Vec<W>>, ValueTooLarge> {
    match narrow.run(progress) {
        Ok(()) => Ok(Ok(narrow.g)),
        Err(stop) => {
            let mut wide = narrow.widen::<W>();
            wide.push(stop.position, stop.value)?;
            progress(wide.g.len());
            wide.run(progress)?;
            Ok(Err(wide.g))
        }
    }
}

impl<T: Value> Engine<T> {
    /// The same engine with wider values: the table so far copied, everything else moved.
    fn widen<W: Value + From<T>>(self) -> Engine<W> {
        Engine {
            n_max: self.n_max,
            strategy: self.strategy,
            leave_none: self.leave_none,
            leave_one: self.leave_one,
            split_two: self.split_two,
            split_three: self.split_three,
            g: self.g.iter().map(|&v| W::from(v)).collect(),
            stamp: self.stamp,
            generation: self.generation,
            cap: self.cap,
            counts: self.counts,
            mode: self.mode,
            next_check: self.next_check,
            mask: self.mask,
            with_position: self.with_position,
            offset: self.offset,
            classes: self.classes,
            rare: self.rare,
            rare_positions: self.rare_positions,
            wanted: self.wanted,
            scanned: self.scanned,
            scan_cost: self.scan_cost,
            alternative: self.alternative,
            tail_start: self.tail_start,
            period: self.period,
            class_values: self.class_values,
            pair_xors: self.pair_xors,
            work: self.work,
            reported: self.reported,
        }
    }
}

/// The three-heap splits by pair-XOR bitsets (see the module docs): row `s` is the set
/// `{G(a) ^ G(s - a) : 1 <= a <= s / 2}` as `words` 64-bit words (every value is below `cap`,
/// a power of two, and so is every XOR of them).
struct PairXors {
    /// Words a row: `cap / 64`, at least 1.
    words: usize,
    /// The rows `0..filled`, one after the other.
    rows: Vec<u64>,
    filled: usize,
    /// `acc[l * words..][..words]`: the rows `m - c` of the heaps `c` with `G(c) % 64 = l`,
    /// each with its words already moved by `G(c) / 64`.
    acc: Vec<u64>,
}

/// `MOVE_MASK[j]`: the bits whose position has bit `j` clear.
const MOVE_MASK: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

impl PairXors {
    fn words_for(cap: usize) -> usize {
        (cap / 64).max(1)
    }

    /// Whether rows of `words` words for every position up to `n_max` fit the budget.
    fn fits(words: usize, n_max: usize) -> bool {
        n_max
            .checked_add(1)
            .and_then(|rows| rows.checked_mul(words * 8))
            .is_some_and(|bytes| bytes <= PAIR_XOR_BUDGET)
    }

    fn new(words: usize) -> Self {
        PairXors {
            words,
            rows: Vec::new(),
            filled: 0,
            acc: vec![0; 64 * words],
        }
    }

    /// Re-lays the rows out for the value range `cap` (the new high words are empty: every
    /// value so far is below the old range); false when they no longer fit the budget.
    fn widen(&mut self, cap: usize, n_max: usize) -> bool {
        let words = Self::words_for(cap);
        if words == self.words {
            return true;
        }
        if !Self::fits(words, n_max) {
            return false;
        }
        let mut rows = vec![0; self.filled * words];
        for (new, old) in rows
            .chunks_exact_mut(words)
            .zip(self.rows.chunks_exact(self.words))
        {
            new[..self.words].copy_from_slice(old);
        }
        self.rows = rows;
        self.words = words;
        self.acc = vec![0; 64 * words];
        true
    }

    /// Computes the rows up to `last` (each needs the values below it).
    fn fill<T: Value>(&mut self, last: usize, g: &[T]) {
        let words = self.words;
        while self.filled <= last {
            let s = self.filled;
            let start = self.rows.len();
            self.rows.resize(start + words, 0);
            let row = &mut self.rows[start..];
            for a in 1..=s / 2 {
                let v = (w(g[a]) ^ w(g[s - a])) as usize;
                row[v / 64] |= 1 << (v % 64);
            }
            self.filled += 1;
        }
    }

    /// Marks `G(a) ^ G(b) ^ G(c)` for every `a + b + c = m` (all at least 1) in `stamp`:
    /// the union of `G(c) ^ row(m - c)` for `1 <= c <= m - 2`.
    fn mark<T: Value>(&mut self, m: usize, g: &[T], stamp: &mut [u32], generation: u32) {
        self.mark_heaps(m, 1..m - 1, g, stamp, generation);
    }

    /// Marks `G(c) ^ row(m - c)` for the heaps `c` (ascending, `1 <= c <= m - 2`): the
    /// three-heap splits of `m` with a heap `c`. XOR with `v` moves word `i` of a row to word
    /// `i ^ (v / 64)` and permutes the bits inside each word by `v % 64`; the rows are
    /// gathered by `v % 64` first, so only 64 bit permutations are left at the end. The rows
    /// are computed as far as needed.
    fn mark_heaps<T: Value>(
        &mut self,
        m: usize,
        heaps: impl Iterator<Item = usize>,
        g: &[T],
        stamp: &mut [u32],
        generation: u32,
    ) {
        let words = self.words;
        self.acc.iter_mut().for_each(|x| *x = 0);
        let mut used = 0u64;
        for c in heaps {
            if m - c >= self.filled {
                self.fill(m - c, g);
            }
            let v = w(g[c]) as usize;
            let (low, high) = (v % 64, v / 64);
            used |= 1 << low;
            let row = &self.rows[(m - c) * words..][..words];
            let acc = &mut self.acc[low * words..][..words];
            or_moved(acc, row, high);
        }
        for low in 0..64 {
            if used >> low & 1 == 0 {
                continue;
            }
            let acc = &self.acc[low * words..][..words];
            for (i, &x) in acc.iter().enumerate() {
                let mut bits = permute(x, low);
                while bits != 0 {
                    let b = bits.trailing_zeros() as usize;
                    stamp[i * 64 + b] = generation;
                    bits &= bits - 1;
                }
            }
        }
    }
}

/// `dst[i ^ high] |= src[i]` for every `i`, four words at a time: a group of four moves as a
/// whole to the group `i ^ (high & !3)`, its words permuted by `high & 3` (a constant lane
/// shuffle in each of the four loops, which the compiler vectorises).
fn or_moved(dst: &mut [u64], src: &[u64], high: usize) {
    if src.len() < 4 {
        for (i, &x) in src.iter().enumerate() {
            dst[i ^ high] |= x;
        }
        return;
    }
    match high & 3 {
        0 => or_groups::<0>(dst, src, high & !3),
        1 => or_groups::<1>(dst, src, high & !3),
        2 => or_groups::<2>(dst, src, high & !3),
        _ => or_groups::<3>(dst, src, high & !3),
    }
}

/// `dst[(4 j ^ groups) + (l ^ LANES)] |= src[4 j + l]`.
fn or_groups<const LANES: usize>(dst: &mut [u64], src: &[u64], groups: usize) {
    for (j, from) in src.chunks_exact(4).enumerate() {
        let to = &mut dst[(4 * j) ^ groups..][..4];
        for l in 0..4 {
            to[l ^ LANES] |= from[l];
        }
    }
}

/// The word whose bit `b ^ low` is bit `b` of `x`, for `low < 64`: one swap of neighbouring
/// blocks of `2^j` bits for each bit `j` of `low`.
fn permute(mut x: u64, low: usize) -> u64 {
    for (j, &mask) in MOVE_MASK.iter().enumerate() {
        if low >> j & 1 == 1 {
            let shift = 1 << j;
            x = ((x >> shift) & mask) | ((x & mask) << shift);
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Widening goes on from where the narrow table stopped and gives the wide engine's
    /// values: take 1 to 300 tokens, `G(n) = n mod 301`, past 8 bits at n = 256.
    #[test]
    fn a_table_widens_where_a_value_stops_fitting() {
        let game = OctalGame::parse(&format!("0.{}", "3".repeat(300))).unwrap();
        let mut reports = Vec::new();
        let narrow = Engine::<u8>::new(&game, 700, Strategy::Auto);
        let Err(wide) = run_widening::<u8, u32>(narrow, &mut |n| reports.push(n)).unwrap() else {
            panic!("the values pass 8 bits");
        };
        assert_eq!(wide, game.grundy_values_wide(700));
        assert!(wide.iter().enumerate().all(|(n, &v)| v as usize == n % 301));
        // Each position reported once, in order: 64, 128, 192, 256 (narrow), 257 (the value
        // that widened it), 320, ..., 701.
        assert_eq!(reports[..6], [64, 128, 192, 256, 257, 320]);
        assert_eq!(reports.last(), Some(&701));
        assert!(reports.windows(2).all(|p| p[0] < p[1]));
        // Values that fit never widen.
        let kayles = OctalGame::parse("0.77").unwrap();
        let narrow = Engine::<u8>::new(&kayles, 500, Strategy::Auto);
        let Ok(g) = run_widening::<u8, u32>(narrow, &mut |_| {}).unwrap() else {
            panic!("Kayles' values fit in 8 bits");
        };
        assert!(g
            .iter()
            .zip(kayles.grundy_values(500))
            .all(|(&a, b)| u16::from(a) == b));
    }

    /// The rare/common split is really in use where the tests expect it: `0.104` and `0.106`
    /// (one split removal, 3) with the position's parity in the class and almost no rare
    /// position; `0.16` on values alone; never with the parity when the split removals' parities
    /// differ (`4.007`: 0 and 3).
    #[test]
    fn the_rare_common_class_is_chosen_by_the_values() {
        for (code, with_position) in [("0.104", true), ("0.106", true), ("0.16", false)] {
            let game = OctalGame::parse(code).unwrap();
            let mut engine = Engine::<u16>::new(&game, 20_000, Strategy::Auto);
            engine.run(&mut |_| {}).unwrap();
            assert_eq!(engine.mode, Mode::RareCommon, "{code}");
            assert_eq!(engine.with_position, with_position, "{code}");
            assert!(engine.rare_positions.len() < 2000, "{code}");
        }
        let game = OctalGame::parse("4.007").unwrap();
        let mut engine = Engine::<u16>::new(&game, 3000, Strategy::RareCommon);
        assert!(engine
            .classes
            .iter()
            .all(|&(with_position, _)| !with_position));
        engine.run(&mut |_| {}).unwrap();
        assert!(!engine.with_position);
    }

    /// The classes a code allows: both offsets with one kind of split; with both kinds the
    /// offset `1 + ε (k₂ + k₃)`; the position's parity only when each kind's removals have
    /// one parity.
    #[test]
    fn the_classes_follow_the_split_removals() {
        let classes = |code: &str| {
            let game = OctalGame::parse(code).unwrap();
            Engine::<u16>::new(&game, 10, Strategy::Auto).classes
        };
        let all = [(false, 0), (false, 1), (true, 0), (true, 1)];
        assert_eq!(classes("0.8"), all);
        assert_eq!(classes("0.16"), [(false, 0), (true, 0)]); // k₂ = 2
        assert_eq!(classes("0.007"), [(false, 0), (true, 1)]); // k₂ = 3
        assert_eq!(classes("0.F"), [(false, 1), (true, 1)]); // k = 1 and 1
        assert_eq!(classes("0.48"), [(false, 1), (true, 0)]); // k₂ = 1, k₃ = 2
        assert_eq!(classes("4.F"), [(false, 1)]); // k₂ = 0 and 1
        assert_eq!(classes("0.88"), [(false, 0), (false, 1)]); // k₃ = 1 and 2
    }

    /// Codes with three-heap splits whose values alternate (`0.F`, `0.B`: `G(n) = n mod 2`)
    /// have, with the position's parity in the class, no rare position at all: the
    /// rare/common split is chosen and each position costs a few dozen pairs.
    #[test]
    fn periodic_three_heap_codes_have_no_rare_position() {
        for code in ["0.F", "0.B"] {
            let game = OctalGame::parse(code).unwrap();
            let mut engine = Engine::<u16>::new(&game, 5000, Strategy::Auto);
            engine.run(&mut |_| {}).unwrap();
            assert_eq!(engine.mode, Mode::RareCommon, "{code}");
            assert!(engine.with_position, "{code}");
            assert!(engine.rare_positions.is_empty(), "{code}");
            assert!(engine.work < 5000 * 200, "{code}: {}", engine.work);
        }
    }

    /// Without the pair-XOR bitsets (when they do not fit the budget), the three-heap splits
    /// with a rare heap are enumerated pair by pair: the split forced, the bitsets dropped at
    /// every checkpoint, against the plain triple loop.
    #[test]
    fn the_three_heap_split_without_bitsets_gives_the_plain_values() {
        for code in ["0.8", "0.F", "4.F", "0.0F", "0.C", "0.B7", "4.9", "0.2A"] {
            let game = OctalGame::parse(code).unwrap();
            let n_max = 700;
            let mut engine = Engine::<u16>::new(&game, n_max, Strategy::RareCommon);
            for n in 0..=n_max {
                if n == engine.next_check {
                    engine.checkpoint(n);
                    engine.pair_xors = None;
                }
                let v = engine.value_of(n);
                engine.push(n, v).unwrap();
            }
            assert_eq!(engine.mode, Mode::RareCommon, "{code}");
            assert_eq!(
                engine.g,
                game.grundy_values_with(n_max, "plain-triples"),
                "{code}"
            );
        }
    }

    /// The in-word bit permutation and the block moves of the bitset method, against their
    /// definitions.
    #[test]
    fn bitset_moves_are_xors_of_the_index() {
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for low in 0..64 {
            let x = next();
            let want = (0..64).fold(0u64, |acc, b| acc | ((x >> b & 1) << (b ^ low)));
            assert_eq!(permute(x, low), want, "low = {low}");
        }
        for words in [1usize, 2, 4, 8, 64] {
            for high in 0..words {
                let src: Vec<u64> = (0..words).map(|_| next()).collect();
                let mut dst: Vec<u64> = (0..words).map(|_| next()).collect();
                let mut want = dst.clone();
                for i in 0..words {
                    want[i ^ high] |= src[i];
                }
                or_moved(&mut dst, &src, high);
                assert_eq!(dst, want, "words = {words}, high = {high}");
            }
        }
    }
}
