//! Reading a judge's input without panicking: whitespace-separated tokens from proconio's token
//! source, each parsed and range-checked with an error that says what was expected, what was
//! found and where.
//!
//! Every problem's `solve(input, out)` reads through [`Input`] and writes to `out`; every
//! `main.rs` is `shared::input::run(solve)`, which prints the answer only when the whole input
//! was read and valid (trailing tokens are an error too), and otherwise one `error: ...` line
//! on stderr and exit status 1. Tests call [`run_str`], the same path in memory.
//!
//! Accepted layout: any whitespace between tokens (so CRLF line ends), and one leading UTF-8
//! byte order mark.
//!
//! # Tested
//! Unit tests below: every error message (a word for a number, a negative, a value past `u64`,
//! a value out of range, the end of the input, trailing tokens, bad UTF-8), CRLF and BOM, that
//! a count is checked before anything is allocated, and the two layouts without a count (cases
//! until a terminating value, [`Input::read_or_end`]; cases until the end, [`Input::at_end`]);
//! and every problem crate's tests run their bad inputs through [`run_str`].

use proconio::source::once::OnceSource;
use proconio::source::Source;
use std::fmt::{self, Display};
use std::io::{Cursor, Read, Write};
use std::ops::RangeInclusive;
use std::str::FromStr;

/// Why an input was refused (or the answer could not be written), as one line for a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(String);

impl InputError {
    /// An error with this message (a problem's own check, such as "the values must increase").
    pub fn new(message: impl Into<String>) -> Self {
        InputError(message.into())
    }

    /// The message, without the `error: ` that [`run`] puts before it.
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<std::io::Error> for InputError {
    fn from(e: std::io::Error) -> Self {
        InputError(format!("cannot write the answer: {e}"))
    }
}

/// The tokens of one input, read in order.
pub struct Input {
    source: OnceSource<Cursor<String>>,
    left: usize,
    read: usize,
    context: String,
}

impl Input {
    /// Reads everything from `reader` and splits it into tokens.
    ///
    /// # Errors
    /// If reading fails or the bytes are not UTF-8 text.
    ///
    /// # Complexity
    /// O(input length).
    pub fn new(mut reader: impl Read) -> Result<Self, InputError> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .map_err(|e| InputError(format!("cannot read the input: {e}")))?;
        let skip = if bytes.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        let text = String::from_utf8(bytes.split_off(skip)).map_err(|e| {
            let at = e.utf8_error().valid_up_to() + skip;
            InputError(format!("the input is not UTF-8 text (byte {at})"))
        })?;
        let left = text.split_whitespace().count();
        Ok(Input {
            source: OnceSource::new(Cursor::new(text)),
            left,
            read: 0,
            context: String::new(),
        })
    }

    /// Later errors start with `what: `, e.g. `input.context(format!("case {i}"))`; an empty
    /// string clears it.
    pub fn context(&mut self, what: impl Display) {
        self.context = what.to_string();
    }

    /// How many tokens are still unread (for formats that announce nothing, or two layouts).
    pub fn tokens_left(&self) -> usize {
        self.left
    }

    /// Whether every token was read: the test of a layout whose cases run to the end of the
    /// input (read one case, then stop when this is true, so an empty input is still refused
    /// by the first read).
    pub fn at_end(&self) -> bool {
        self.left == 0
    }

    /// The next token as [`Input::read`] reads it, except that the value `end` (the judge's
    /// terminating line, such as `0` or the first `0` of `0 0 0`) gives `None`.
    ///
    /// # Errors
    /// As [`Input::read`]; the message names `end` as the other value expected, e.g.
    /// `case 3: n: expected an integer in 1..=1000 or 0 to end, found 1001`.
    pub fn read_or_end<T>(
        &mut self,
        name: &str,
        range: RangeInclusive<T>,
        end: T,
    ) -> Result<Option<T>, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let Some(token) = self.source.next_token() else {
            return Err(self.error_or_end(name, &range, &end, "the end of the input"));
        };
        self.left -= 1;
        self.read += 1;
        match token.parse::<T>() {
            Ok(v) if v == end => Ok(None),
            Ok(v) if range.contains(&v) => Ok(Some(v)),
            Ok(v) => Err(self.error_or_end(name, &range, &end, &v.to_string())),
            Err(_) => {
                let found = format!("{:?}", clip(token));
                Err(self.error_or_end(name, &range, &end, &found))
            }
        }
    }

    /// [`Input::error`] for [`Input::read_or_end`]: `..., expected an integer in a..=b or E to
    /// end, found what`.
    fn error_or_end<T: Display>(
        &self,
        name: &str,
        range: &RangeInclusive<T>,
        end: &T,
        found: &str,
    ) -> InputError {
        let place = if self.context.is_empty() {
            String::new()
        } else {
            format!("{}: ", self.context)
        };
        let (lo, hi) = (range.start(), range.end());
        InputError(format!(
            "{place}{name}: expected an integer in {lo}..={hi} or {end} to end, found {found}"
        ))
    }

    /// The next token as an integer (or any `FromStr` value) in `range`; `name` says what it
    /// is in an error, e.g. `"n"` or `"heap 3"`.
    ///
    /// # Errors
    /// At the end of the input, on a token that does not parse (a word, a negative for an
    /// unsigned type, a value past the type), or on a value outside `range`.
    ///
    /// # Example
    /// ```
    /// use shared::input::Input;
    /// let mut input = Input::new("3 x".as_bytes()).unwrap();
    /// assert_eq!(input.read("n", 1..=10u32), Ok(3));
    /// input.context("case 1");
    /// let err = input.read("k", 1..=10u32).unwrap_err();
    /// assert_eq!(err.message(), "case 1: k: expected an integer in 1..=10, found \"x\"");
    /// ```
    pub fn read<T>(&mut self, name: &str, range: RangeInclusive<T>) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        self.next_value(&range, &|| name.to_string())
    }

    /// [`Input::read`] with the name built only when there is an error to report.
    fn next_value<T>(
        &mut self,
        range: &RangeInclusive<T>,
        name: &dyn Fn() -> String,
    ) -> Result<T, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let Some(token) = self.source.next_token() else {
            return Err(self.error(&name(), range, "the end of the input"));
        };
        self.left -= 1;
        self.read += 1;
        match token.parse::<T>() {
            Ok(v) if range.contains(&v) => Ok(v),
            Ok(v) => Err(self.error(&name(), range, &v.to_string())),
            Err(_) => {
                let found = format!("{:?}", clip(token));
                Err(self.error(&name(), range, &found))
            }
        }
    }

    /// `context: name: expected an integer in a..=b, found what`, built only on an error.
    fn error<T: Display>(&self, name: &str, range: &RangeInclusive<T>, found: &str) -> InputError {
        let (lo, hi) = (range.start(), range.end());
        let place = if self.context.is_empty() {
            String::new()
        } else {
            format!("{}: ", self.context)
        };
        InputError(format!(
            "{place}{name}: expected an integer in {lo}..={hi}, found {found}"
        ))
    }

    /// `count` values, each read as [`Input::read`] with the name `"{name} {i}"` (from 1).
    ///
    /// # Errors
    /// As [`Input::read`], for the first bad value; also when fewer than `count` tokens are
    /// left, before anything is allocated.
    pub fn read_many<T>(
        &mut self,
        name: &str,
        count: usize,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        if count > self.left {
            // Name the first missing value, as reading them one by one would.
            let present = self.left;
            for i in 1..=present {
                self.next_value(&range, &|| format!("{name} {i}"))?;
            }
            // At the end of the input, so this read fails.
            let missing = format!("{name} {}", present + 1);
            return self.read(&missing, range).map(|_| Vec::new());
        }
        (1..=count)
            .map(|i| self.next_value(&range, &|| format!("{name} {i}")))
            .collect()
    }

    /// Checks that every token was read.
    ///
    /// # Errors
    /// Names the first extra token and where it is.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.source.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError(format!(
                "expected the end of the input after {} tokens, found {:?} and {} more",
                self.read,
                clip(token),
                self.left - 1
            ))),
        }
    }
}

/// At most 20 characters of a token, for a message.
fn clip(token: &str) -> String {
    match token.char_indices().nth(20) {
        Some((at, _)) => format!("{}...", &token[..at]),
        None => token.to_string(),
    }
}

/// Runs a problem's `solve` on `input`: the answer, or why the input was refused (including
/// tokens left over after `solve`).
///
/// # Errors
/// Whatever `solve` or [`Input::finish`] returns.
pub fn run_bytes<F>(solve: F, input: &[u8]) -> Result<Vec<u8>, InputError>
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let mut input = Input::new(input)?;
    let mut out = Vec::new();
    solve(&mut input, &mut out)?;
    input.finish()?;
    Ok(out)
}

/// [`run_bytes`] on text, returning text: what tests use.
///
/// # Errors
/// As [`run_bytes`].
pub fn run_str<F>(solve: F, input: &str) -> Result<String, InputError>
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    run_bytes(solve, input.as_bytes()).map(|out| String::from_utf8_lossy(&out).into_owned())
}

/// The whole of a problem's `main`: `solve` on standard input; the answer on standard output,
/// or one `error: ...` line on standard error, nothing on standard output and exit status 1.
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let mut bytes = Vec::new();
    let answer = match std::io::stdin().lock().read_to_end(&mut bytes) {
        Ok(_) => run_bytes(solve, &bytes),
        Err(e) => Err(InputError(format!("cannot read the input: {e}"))),
    };
    match answer {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe is the reader's choice, not an error worth reporting.
            let _ = stdout.write_all(&out).and_then(|()| stdout.flush());
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        let n = input.read("n", 1..=1000usize)?;
        let values = input.read_many("value", n, 0..=100u64)?;
        writeln!(out, "{}", values.iter().sum::<u64>())?;
        Ok(())
    }

    fn err(input: &str) -> String {
        run_str(sum, input).unwrap_err().message().to_string()
    }

    #[test]
    fn valid_input_with_crlf_and_bom() {
        assert_eq!(run_str(sum, "3\r\n1 2 3\r\n").unwrap(), "6\n");
        assert_eq!(run_str(sum, "\u{feff}2\n5 5").unwrap(), "10\n");
        assert_eq!(run_str(sum, "  1\n\n\t7  ").unwrap(), "7\n");
    }

    #[test]
    fn every_kind_of_bad_token_is_named() {
        assert_eq!(
            err(""),
            "n: expected an integer in 1..=1000, found the end of the input"
        );
        assert_eq!(err("x"), "n: expected an integer in 1..=1000, found \"x\"");
        assert_eq!(
            err("-3"),
            "n: expected an integer in 1..=1000, found \"-3\""
        );
        assert_eq!(err("0"), "n: expected an integer in 1..=1000, found 0");
        assert_eq!(
            err("2 1 18446744073709551616"),
            "value 2: expected an integer in 0..=100, found \"18446744073709551616\""
        );
        assert_eq!(
            err("2 1 101"),
            "value 2: expected an integer in 0..=100, found 101"
        );
        assert_eq!(
            err("2 1"),
            "value 2: expected an integer in 0..=100, found the end of the input"
        );
        assert_eq!(
            err("1 4 5 6"),
            "expected the end of the input after 2 tokens, found \"5\" and 1 more"
        );
        assert_eq!(
            err(&"9".repeat(40)),
            "n: expected an integer in 1..=1000, found \"99999999999999999999...\""
        );
    }

    #[test]
    fn a_huge_count_is_refused_before_allocating() {
        // 10^9 values announced, two given: refused at once, naming the first missing one.
        let mut input = Input::new("7 8".as_bytes()).unwrap();
        let e = input
            .read_many("value", 1_000_000_000, 0..=100u64)
            .unwrap_err();
        assert_eq!(
            e.message(),
            "value 3: expected an integer in 0..=100, found the end of the input"
        );
        // A bad value before the end is still the one reported.
        let mut input = Input::new("7 x".as_bytes()).unwrap();
        let e = input
            .read_many("value", 1_000_000_000, 0..=100u64)
            .unwrap_err();
        assert_eq!(
            e.message(),
            "value 2: expected an integer in 0..=100, found \"x\""
        );
    }

    #[test]
    fn context_prefixes_errors_and_bad_utf8_is_refused() {
        let mut input = Input::new("5".as_bytes()).unwrap();
        input.context("case 2");
        let e = input.read("k", 6..=9u32).unwrap_err();
        assert_eq!(
            e.message(),
            "case 2: k: expected an integer in 6..=9, found 5"
        );
        let e = run_bytes(sum, b"1 \xff").unwrap_err();
        assert_eq!(e.message(), "the input is not UTF-8 text (byte 2)");
        assert_eq!(Input::new("a b  c\n".as_bytes()).unwrap().tokens_left(), 3);
    }

    /// The sentinel layout (cases until `0`) and the end-of-input layout (cases until the
    /// input ends), as the kit's template reads them.
    fn until_zero(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        for case in 1.. {
            input.context(format!("case {case}"));
            let Some(n) = input.read_or_end("n", 1..=100u64, 0)? else {
                return Ok(());
            };
            writeln!(out, "{}", 2 * n)?;
        }
        Ok(())
    }

    fn until_eof(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        loop {
            let n = input.read("n", 0..=100u64)?;
            writeln!(out, "{}", 2 * n)?;
            if input.at_end() {
                return Ok(());
            }
        }
    }

    #[test]
    fn a_terminating_value_and_the_end_of_the_input() {
        assert_eq!(run_str(until_zero, "3\r\n5\n0\n").unwrap(), "6\n10\n");
        assert_eq!(run_str(until_zero, "0").unwrap(), "");
        let err = |input: &str| run_str(until_zero, input).unwrap_err().to_string();
        assert_eq!(
            err("3 5"),
            "case 3: n: expected an integer in 1..=100 or 0 to end, found the end of the input"
        );
        assert_eq!(
            err("3 101 0"),
            "case 2: n: expected an integer in 1..=100 or 0 to end, found 101"
        );
        assert_eq!(
            err("-1 0"),
            "case 1: n: expected an integer in 1..=100 or 0 to end, found \"-1\""
        );
        // Tokens after the terminating value are extra tokens.
        assert_eq!(
            err("4 0 4"),
            "expected the end of the input after 2 tokens, found \"4\" and 0 more"
        );
        assert_eq!(run_str(until_eof, "1\n2 3\n").unwrap(), "2\n4\n6\n");
        assert_eq!(
            run_str(until_eof, " \n").unwrap_err().to_string(),
            "n: expected an integer in 0..=100, found the end of the input"
        );
        let mut input = Input::new("7".as_bytes()).unwrap();
        assert!(!input.at_end());
        assert_eq!(input.read("n", 0..=9u8), Ok(7));
        assert!(input.at_end());
    }
}
