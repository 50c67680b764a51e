//! Reading a judge's input with proconio's `input!`, the idiom Rust competitors know, without
//! giving up the input contract of [`crate::input`]: a bad value is reported as one `error:`
//! line that says what was expected, what was found and where, never as a panic.
//!
//! A problem's `solve(input: &mut Input, out)` reads with
//! `input! { from &mut *input, n: Count, heaps: [Heap; n] }`, where `Count` and `Heap` are
//! readable types declared by [`ranged!`](crate::ranged): each reads one token as an integer
//! of its type and checks it against its range. [`Input`](crate::input::Input) is the
//! `proconio::source::Source` (the same tokenizer as [`Input::read`](crate::input::Input::read):
//! C's whitespace, CRLF, a leading BOM, a last DOS end-of-file byte).
//!
//! # How a refusal travels
//! proconio's `Readable::read` returns a bare value, so a refused token cannot come back
//! through `input!` as an error. Instead the readable type records it (the first refusal
//! only, per thread) and hands back the low end of its range, or an empty word: `solve` goes
//! on to its end on values that are all within their ranges (a count read that way is small,
//! so no list grows large, and no arithmetic sees a value past its limits). Then
//! [`run`](crate::input::run) and [`run_str`](crate::input::run_str) discard the answer and
//! report the recorded refusal, with the context `solve` had set when it happened and the
//! token's place (`case 2: heap: expected an integer in 0..=16, found 17 (token 5, line 3)`),
//! before anything `solve` itself returned. An interactive `solve` stops at its next
//! [`Input::flush`](crate::input::Input::flush), which returns the refusal.
//!
//! Only the types of this module keep the contract. proconio's own `Readable` types (`usize`,
//! `Chars`, and the `[T]` form, which reads its length as a bare `usize`) panic on a bad token:
//! a solution does not use them.
//!
//! # Complexity
//! One token cut and parsed per value, as [`Input::read`](crate::input::Input::read); nothing
//! is shared between threads and nothing is checked per token beyond the range. A list
//! `[T; n]` allocates its `n` values up front, so `n` is read with a range that bounds it.
//!
//! # Tested
//! Unit tests below: values in and out of range, words, the end of the input, lists, the
//! first refusal reported in the context it happened in with its token and line, CRLF and a
//! BOM, an answer discarded after a refusal, a refusal reported before the error `solve`
//! returned, and a refusal on one thread unseen by another; `scripts/bench-input.sh` times it
//! against the C++ readers.

use crate::input::{clip, expectation, expectation_or_end, record_failure};
use std::fmt::Display;
use std::io::BufRead;
use std::ops::RangeInclusive;
use std::str::FromStr;

pub use proconio::source::{Readable, Source};

/// Reads the next token of `source` as a `T` in `range`; `name` says what it is in a refusal.
/// What every type of [`ranged!`](crate::ranged) calls.
///
/// A token that is missing, does not parse or lies outside `range` is recorded (see the
/// module's documentation) and the low end of `range` is returned.
///
/// # Complexity
/// O(token length).
#[inline]
pub fn read_in_range<T, R, S>(source: &mut S, range: RangeInclusive<T>, name: &str) -> T
where
    T: FromStr + PartialOrd + Display + Copy,
    R: BufRead,
    S: Source<R>,
{
    let token = source.next_token();
    if let Some(v) = token.and_then(|t| t.parse::<T>().ok()) {
        if range.contains(&v) {
            return v;
        }
    }
    refuse(token, &range, name)
}

/// Records why `token` (or the end of the input, `None`) is no value in `range`; returns the
/// low end.
#[cold]
fn refuse<T>(token: Option<&str>, range: &RangeInclusive<T>, name: &str) -> T
where
    T: FromStr + Display + Copy,
{
    record_failure(expectation(name, range, &found::<T>(token)), token);
    *range.start()
}

/// [`read_in_range`] for the judge's terminating value (the `0` of "cases until a line `0`"):
/// `None` for `end`, `Some` for a value in `range`. A refusal (`n: expected an integer in
/// 1..=100 or 0 to end, found 101`) reads as `None`, so a loop over the cases ends there.
///
/// # Complexity
/// O(token length).
#[inline]
pub fn read_in_range_or_end<T, R, S>(
    source: &mut S,
    range: RangeInclusive<T>,
    end: T,
    name: &str,
) -> Option<T>
where
    T: FromStr + PartialOrd + Display + Copy,
    R: BufRead,
    S: Source<R>,
{
    let token = source.next_token();
    match token.and_then(|t| t.parse::<T>().ok()) {
        Some(v) if v == end => None,
        Some(v) if range.contains(&v) => Some(v),
        _ => {
            let message = expectation_or_end(name, &range, &end, &found::<T>(token));
            record_failure(message, token);
            None
        }
    }
}

/// What a refused token is called in a message: the value out of range, the clipped token
/// that is no `T`, or the end of the input.
fn found<T: FromStr + Display>(token: Option<&str>) -> String {
    match token {
        None => "the end of the input".to_string(),
        Some(t) => match t.parse::<T>() {
            Ok(v) => v.to_string(),
            Err(_) => format!("{:?}", clip(t)),
        },
    }
}

/// One token as text (a word, a row of a grid); at the end of the input, refused (`word:
/// expected a word, found the end of the input`) and read as the empty string. The caller
/// checks its characters.
pub enum Word {}

impl Readable for Word {
    type Output = String;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> String {
        match source.next_token() {
            Some(token) => token.to_string(),
            None => {
                let message = "word: expected a word, found the end of the input";
                record_failure(message.to_string(), None);
                String::new()
            }
        }
    }
}

/// Declares readable types for `input!`, each an integer type and its range, with the name a
/// refusal gives it; a type `Option<T>` with `or END` reads the judge's terminating value as
/// `None` ([`read_in_range_or_end`]):
///
/// ```
/// use proconio::input;
/// use shared::input::run_str;
///
/// shared::ranged! {
///     /// How many heaps.
///     Count: usize = 1..=3, "n";
///     pub Heap: u64 = 0..=100, "heap";
/// }
///
/// let sum = |input: &mut shared::input::Input, out: &mut Vec<u8>| {
///     input! { from &mut *input, n: Count, heaps: [Heap; n] }
///     use std::io::Write;
///     writeln!(out, "{}", heaps.iter().sum::<u64>())?;
///     Ok(())
/// };
/// assert_eq!(run_str(sum, "2\r\n4 5\r\n").unwrap(), "9\n");
/// assert_eq!(
///     run_str(sum, "2\n4 500\n").unwrap_err().message(),
///     "heap: expected an integer in 0..=100, found 500 (token 3, line 2)"
/// );
/// ```
#[macro_export]
macro_rules! ranged {
    () => {};
    // The type and the range it reads, shared by both forms below.
    (@type $(#[$attr:meta])* $vis:vis $name:ident: $t:ty = $range:expr) => {
        $(#[$attr])*
        $vis enum $name {}

        #[allow(dead_code)]
        impl $name {
            /// The values read (the end value aside, for an `Option` type).
            pub const RANGE: ::std::ops::RangeInclusive<$t> = $range;
        }
    };
    (
        $(#[$attr:meta])* $vis:vis $name:ident: Option<$t:ty> = $range:expr, or $end:expr,
        $what:literal; $($rest:tt)*
    ) => {
        $crate::ranged!(@type $(#[$attr])* $vis $name: $t = $range);

        impl $crate::read::Readable for $name {
            type Output = Option<$t>;

            #[inline]
            fn read<R: ::std::io::BufRead, S: $crate::read::Source<R>>(
                source: &mut S,
            ) -> Option<$t> {
                $crate::read::read_in_range_or_end(source, Self::RANGE, $end, $what)
            }
        }

        $crate::ranged!($($rest)*);
    };
    (
        $(#[$attr:meta])* $vis:vis $name:ident: $t:ty = $range:expr, $what:literal;
        $($rest:tt)*
    ) => {
        $crate::ranged!(@type $(#[$attr])* $vis $name: $t = $range);

        impl $crate::read::Readable for $name {
            type Output = $t;

            #[inline]
            fn read<R: ::std::io::BufRead, S: $crate::read::Source<R>>(source: &mut S) -> $t {
                $crate::read::read_in_range(source, Self::RANGE, $what)
            }
        }

        $crate::ranged!($($rest)*);
    };
}

#[cfg(test)]
mod tests {
    use crate::input::{run_bytes, run_str, Input, InputError};
    use proconio::input;
    use std::io::Write;

    // Named like the generic parameters of `Readable::read` (`R`, `S`): still readable.
    crate::ranged! {
        S: u64 = 1..=9, "s";
        R: Option<u64> = 1..=9, or 0, "r";
    }

    crate::ranged! {
        Cases: usize = 1..=5, "T";
        Count: usize = 0..=1000, "n";
        Heap: u64 = 0..=100, "heap";
        Signed: i32 = -5..=5, "d";
    }

    /// T cases of a count and that many heaps; a case's answer is the sum of its heaps.
    fn sums(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        input! { from &mut *input, t: Cases }
        for case in 1..=t {
            input.context(format!("case {case}"));
            input! { from &mut *input, n: Count, heaps: [Heap; n] }
            writeln!(out, "{}", heaps.iter().sum::<u64>())?;
        }
        input.context("");
        Ok(())
    }

    fn err(text: &str) -> String {
        run_str(sums, text).unwrap_err().message().to_string()
    }

    #[test]
    fn types_named_like_the_readers_generics_read_their_ranges() {
        let read = |input: &mut Input, out: &mut Vec<u8>| {
            input! { from &mut *input, s: S, r: R }
            writeln!(out, "{s} {r:?}")?;
            Ok(())
        };
        assert_eq!(run_str(read, "3 4").unwrap(), "3 Some(4)\n");
        assert_eq!(run_str(read, "3 0").unwrap(), "3 None\n");
        let refused = run_str(read, "10 4").unwrap_err();
        assert!(
            refused
                .message()
                .starts_with("s: expected an integer in 1..=9"),
            "{refused:?}"
        );
        assert_eq!((S::RANGE, R::RANGE), (1..=9, 1..=9));
    }

    #[test]
    fn values_in_range_are_read_with_crlf_and_a_bom() {
        assert_eq!(run_str(sums, "2\n1 5\n2 1 2\n").unwrap(), "5\n3\n");
        assert_eq!(
            run_str(sums, "\u{feff}2\r\n0\r\n3 100 0 1\r\n").unwrap(),
            "0\n101\n"
        );
        assert_eq!(run_str(sums, "1\x0b1\x0c7").unwrap(), "7\n");
    }

    #[test]
    fn every_refusal_names_what_was_expected_what_was_found_and_where() {
        assert_eq!(
            err(""),
            "T: expected an integer in 1..=5, found the end of the input (after 0 tokens)"
        );
        assert_eq!(
            err("6"),
            "T: expected an integer in 1..=5, found 6 (token 1, line 1)"
        );
        assert_eq!(
            err("x"),
            "T: expected an integer in 1..=5, found \"x\" (token 1, line 1)"
        );
        assert_eq!(
            err("1\n2\n3 -4\n"),
            "case 1: heap: expected an integer in 0..=100, found \"-4\" (token 4, line 3)"
        );
        assert_eq!(
            err("2\n1 1\r\n1 101\r\n"),
            "case 2: heap: expected an integer in 0..=100, found 101 (token 5, line 3)"
        );
        assert_eq!(
            err("2\n1 1\n3 1"),
            "case 2: heap: expected an integer in 0..=100, found the end of the input \
             (after 5 tokens)"
        );
        assert_eq!(
            err(&format!("1 1 {}", "9".repeat(30))),
            "case 1: heap: expected an integer in 0..=100, found \"99999999999999999999...\" \
             (token 3, line 1)"
        );
        // Tokens left after `solve` are still named by the tests' path.
        assert_eq!(
            err("1 1 5 6"),
            "expected the end of the input after 3 tokens, found \"6\" and 0 more"
        );
    }

    #[test]
    fn the_first_refusal_is_reported_and_the_answer_discarded() {
        // Case 1's heap is refused; case 2 (valid) is still read, but nothing is answered.
        assert_eq!(
            err("2\n1 200\n1 7\n"),
            "case 1: heap: expected an integer in 0..=100, found 200 (token 3, line 2)"
        );
        // A refused count reads as its low end, so no list grows from it.
        assert_eq!(
            err("1 5000 1"),
            "case 1: n: expected an integer in 0..=1000, found 5000 (token 2, line 1)"
        );
        // A refusal comes before whatever `solve` returned after it.
        let own_check = |input: &mut Input, _: &mut Vec<u8>| {
            input! { from &mut *input, _d: Signed }
            Err(InputError::new("d must be even"))
        };
        assert_eq!(
            run_str(own_check, "9").unwrap_err().message(),
            "d: expected an integer in -5..=5, found 9 (token 1, line 1)"
        );
        assert_eq!(
            run_str(own_check, "-3").unwrap_err().message(),
            "d must be even"
        );
        // A refusal from an earlier run on this thread does not leak into the next.
        assert!(run_str(sums, "9").is_err());
        assert_eq!(run_bytes(sums, b"1 1 4").unwrap(), b"4\n");
    }

    #[test]
    fn a_terminating_value_ends_the_cases_and_a_refusal_ends_them_too() {
        crate::ranged! {
            Pile: Option<u64> = 1..=100, or 0, "n";
        }
        let until_zero = |input: &mut Input, out: &mut Vec<u8>| {
            for case in 1.. {
                input.context(format!("case {case}"));
                input! { from &mut *input, n: Pile }
                let Some(n) = n else { break };
                writeln!(out, "{}", 2 * n)?;
            }
            Ok(())
        };
        assert_eq!(run_str(until_zero, "3\r\n5\n0\n").unwrap(), "6\n10\n");
        assert_eq!(
            run_str(until_zero, "3 101 0").unwrap_err().message(),
            "case 2: n: expected an integer in 1..=100 or 0 to end, found 101 (token 2, line 1)"
        );
        assert_eq!(
            run_str(until_zero, "3 5").unwrap_err().message(),
            "case 3: n: expected an integer in 1..=100 or 0 to end, found the end of the input \
             (after 2 tokens)"
        );
        assert_eq!(
            run_str(until_zero, "4 0 4").unwrap_err().message(),
            "expected the end of the input after 2 tokens, found \"4\" and 0 more"
        );
    }

    #[test]
    fn words_are_read_whole_and_their_end_is_refused() {
        let grid = |input: &mut Input, out: &mut Vec<u8>| {
            input! { from &mut *input, n: Count, rows: [super::Word; n] }
            writeln!(out, "{}", rows.concat())?;
            Ok(())
        };
        assert_eq!(run_str(grid, "2\r\n.#\r\n#.\r\n").unwrap(), ".##.\n");
        assert_eq!(
            run_str(grid, "2 ..").unwrap_err().message(),
            "word: expected a word, found the end of the input (after 2 tokens)"
        );
    }

    #[test]
    fn a_refusal_on_one_thread_is_not_seen_on_another() {
        let threads: Vec<_> = (0..4)
            .map(|i| {
                std::thread::spawn(move || {
                    let text = if i % 2 == 0 { "1 1 7" } else { "1 1 700" };
                    run_str(sums, text).is_ok()
                })
            })
            .collect();
        let ok: Vec<bool> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        assert_eq!(ok, [true, false, true, false]);
    }
}
