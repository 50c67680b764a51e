//! Reading a judge's input without panicking: whitespace-separated tokens, each parsed and
//! range-checked with an error that says what was expected, what was found and where.
//!
//! Every problem's `solve(input, out)` reads through [`Input`], with proconio's `input!`
//! ([`Input`] is its `Source`; [`crate::read`] has the readable types that check ranges and
//! says how their refusals reach [`run`]) or with [`Input::read`], and writes to `out`; every
//! `main.rs` is `shared::input::run(solve)`, which prints the answer when the input was valid
//! and otherwise one `error: ...` line on stderr and exit status 1 (so does an answer that
//! cannot be written). Tests call [`run_str`], the same path in memory but stricter: there,
//! tokens left after `solve` are an error, so a token that `solve` forgot to read shows up; the
//! judge's binary answers and says nothing about them, since old judge data may end in a DOS
//! end-of-file byte (0x1A) or other bytes after the data.
//!
//! An interactive problem (the judge answers each line the program prints) cannot wait for
//! the whole input: its `main.rs` is `shared::input::run_interactive(solve)`, whose [`Input`]
//! reads a line only when `solve` asks for a token beyond those read, and `solve` calls
//! [`Input::flush`] after every line it writes; in tests, [`run_str`] replays fixed judge
//! lines through the same `solve`.
//!
//! Accepted layout: the whitespace of C's `scanf` between tokens (space, tab, line feed,
//! carriage return, vertical tab, form feed; so CRLF line ends), and one leading UTF-8 byte
//! order mark. The input must be UTF-8 text; a token holding other characters is refused by
//! the parse that reads it.
//!
//! # Idea
//! The whole input is read at once and validated as UTF-8 in one pass; tokens are then cut
//! out of it in place (no copy, no count of the tokens up front) and parsed by `FromStr`.
//! This took about half the time of a C++ `cin` reader with `sync_with_stdio(false)` on 10^6
//! numbers of 20 digits (`scripts/bench-input.sh`). proconio's own `OnceSource` copies the
//! input again and splits it at Unicode whitespace, and took 2.9 times as long as this: so
//! `input!` reads from [`Input`] instead, with the same tokenizer.
//!
//! # Tested
//! Unit tests below: every error message (a word for a number, a negative, a value past `u64`,
//! a value out of range, the end of the input, trailing tokens, bad UTF-8), CRLF, BOM, vertical
//! tab and form feed, trailing bytes (refused by [`run_str`], answered by [`run`]'s path), a
//! failed write or flush of the answer (an error, status 1), that
//! a huge count allocates nothing beyond what the input can hold, words read whole, the two
//! layouts without a count (cases until a terminating value, [`Input::read_or_end`]; cases
//! until the end, [`Input::at_end`]), and random inputs against `split_ascii_whitespace` and
//! `str::parse`; an interactive input that reads a line only when it needs one, with each
//! answer sent before the next line is read (a toy guessing game);
//! and every problem crate's tests run their bad inputs through [`run_str`]. A value refused
//! by `input!` is covered in [`crate::read`]'s tests.

use std::cell::{Cell, RefCell};
use std::fmt::{self, Display};
use std::io::{BufRead, Read, Write};
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

/// Whether `b` separates tokens: ASCII whitespace and the vertical tab, as C's `isspace`.
fn is_space(b: u8) -> bool {
    b.is_ascii_whitespace() || b == 0x0B
}

/// The DOS end-of-file byte, which old judge data may end with.
const DOS_EOF: u8 = 0x1A;

/// The tokens of one input, read in order.
pub struct Input {
    text: String,
    /// Byte offset of the first unread byte.
    pos: usize,
    /// Where the data ends: before a last token that is a DOS end-of-file byte, which only
    /// [`Input::finish`] sees; the text's length otherwise.
    end: usize,
    read: usize,
    /// The unread tokens, once [`Input::tokens_left`] has counted them (then kept up to date).
    left: Cell<Option<usize>>,
    context: String,
    /// For an interactive problem ([`interactive`]): the next line from the other side
    /// (`None` at its end), and where the answer goes at each [`Input::flush`].
    more: Option<Box<dyn FnMut() -> Option<String>>>,
    writer: Option<Box<dyn Write>>,
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
        Input::from_bytes(bytes)
    }

    /// The input held in `bytes` (what [`run`] reads from standard input), without a copy.
    ///
    /// # Errors
    /// If the bytes are not UTF-8 text.
    ///
    /// # Complexity
    /// O(input length): one UTF-8 validation pass.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, InputError> {
        let text = String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            InputError(format!("the input is not UTF-8 text (byte {at})"))
        })?;
        let pos = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let end = data_end(text.as_bytes(), pos);
        Ok(Input {
            text,
            pos,
            end,
            read: 0,
            left: Cell::new(None),
            context: String::new(),
            more: None,
            writer: None,
        })
    }

    /// Interactive problems: writes `out` (the answer's lines since the last flush) to the
    /// other side, flushes it and empties `out`; call it after every line. Otherwise (the
    /// whole input read at once, as in tests) it does nothing and the answer stays in `out`.
    ///
    /// # Errors
    /// When writing or flushing fails.
    pub fn flush(&mut self, out: &mut Vec<u8>) -> Result<(), InputError> {
        if let Some(failure) = self.take_failure() {
            // Nothing more goes to the other side once a value was refused.
            return Err(failure);
        }
        if let Some(writer) = &mut self.writer {
            writer.write_all(out)?;
            writer.flush()?;
            out.clear();
        }
        Ok(())
    }

    /// Later errors start with `what: `, e.g. `input.context(format!("case {i}"))`; an empty
    /// string clears it.
    pub fn context(&mut self, what: impl Display) {
        // A value refused by `input!` is reported in the context it was read in.
        FAILURE.with(|f| {
            if let Some(failure) = f.borrow_mut().as_mut() {
                failure.context.get_or_insert_with(|| self.context.clone());
            }
        });
        self.context = what.to_string();
    }

    /// The value that a readable type of [`crate::read`] refused while `solve` read through
    /// `input!` (the first one; later ones follow from it), as one message with its context
    /// and place: `case 2: heap: expected an integer in 0..=16, found 17 (token 5, line 3)`.
    /// Taking it clears it.
    ///
    /// # Complexity
    /// O(1) when nothing was refused; else O(input length), to find the token's place.
    pub fn take_failure(&mut self) -> Option<InputError> {
        let failure = FAILURE.with(|f| f.borrow_mut().take())?;
        let text = self.text.as_bytes();
        let offset = failure
            .token
            .map(|a| a.wrapping_sub(text.as_ptr() as usize));
        let at = match offset {
            Some(offset) if offset < text.len() => {
                let before = &text[..offset];
                let tokens = before.split(|&b| is_space(b));
                let token = 1 + tokens
                    .filter(|t| !t.is_empty() && t != b"\xef\xbb\xbf")
                    .count();
                let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
                format!("token {token}, line {line}")
            }
            // The end of the input, or a line since dropped (an interactive input).
            _ => format!("after {} tokens", self.read),
        };
        let context = failure.context.unwrap_or_else(|| self.context.clone());
        Some(InputError(format!(
            "{}{} ({at})",
            place(&context),
            failure.message
        )))
    }

    /// How many tokens are still unread (for formats that announce nothing, or two layouts).
    ///
    /// # Complexity
    /// The first call counts them, in O(length of the unread input); later calls are O(1).
    pub fn tokens_left(&self) -> usize {
        match self.left.get() {
            Some(left) => left,
            None => {
                let left = self.text.as_bytes()[self.pos..self.end]
                    .split(|&b| is_space(b))
                    .filter(|t| !t.is_empty())
                    .count();
                self.left.set(Some(left));
                left
            }
        }
    }

    /// The next token, or `None` at the end of the data (for an interactive input, after
    /// reading lines until one holds a token; a failed read ends the data too).
    fn token(&mut self) -> Option<&str> {
        while self.more.is_some() && self.at_end() {
            let Some(line) = self.more.as_mut().and_then(|more| more()) else {
                break;
            };
            // The text read so far is dropped: a conversation can be long.
            self.text.replace_range(..self.pos, "");
            self.text.push_str(&line);
            self.pos = 0;
            self.end = data_end(self.text.as_bytes(), 0);
            self.left.set(None);
        }
        let bytes = &self.text.as_bytes()[..self.end];
        let mut start = self.pos;
        while start < bytes.len() && is_space(bytes[start]) {
            start += 1;
        }
        if start == bytes.len() {
            self.pos = start;
            return None;
        }
        let mut end = start + 1;
        while end < bytes.len() && !is_space(bytes[end]) {
            end += 1;
        }
        self.pos = end;
        self.read += 1;
        if let Some(left) = self.left.get() {
            self.left.set(Some(left - 1));
        }
        // Both ends sit next to ASCII bytes (or the ends of the text), so they are character
        // boundaries.
        Some(&self.text[start..end])
    }

    /// An upper bound on the unread tokens, in O(1): each takes a byte and all but the last a
    /// separator after it.
    fn most_tokens_left(&self) -> usize {
        (self.end - self.pos + 1) / 2
    }

    /// Whether every token was read: the test of a layout whose cases run to the end of the
    /// input (read one case, then stop when this is true, so an empty input is still refused
    /// by the first read). A DOS end-of-file byte (0x1A) as the last token is not data: no read
    /// and no count of tokens sees it; only [`Input::finish`] names it.
    ///
    /// # Complexity
    /// O(whitespace before the next token).
    pub fn at_end(&self) -> bool {
        self.text.as_bytes()[self.pos..self.end]
            .iter()
            .all(|&b| is_space(b))
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
        let Some(token) = self.token() else {
            return Err(self.error_or_end(name, &range, &end, "the end of the input"));
        };
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
        let place = place(&self.context);
        InputError(format!(
            "{place}{}",
            expectation_or_end(name, range, end, found)
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
        let Some(token) = self.token() else {
            return Err(self.error(&name(), range, "the end of the input"));
        };
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
        let place = place(&self.context);
        InputError(format!("{place}{}", expectation(name, range, found)))
    }

    /// The next token as text, unparsed (a word, a row of a maze); `name` says what it is in
    /// an error. The caller checks its characters.
    ///
    /// # Errors
    /// At the end of the input: `name: expected a word, found the end of the input`.
    pub fn read_word(&mut self, name: &str) -> Result<&str, InputError> {
        let place = place(&self.context);
        self.token().ok_or_else(|| {
            InputError(format!(
                "{place}{name}: expected a word, found the end of the input"
            ))
        })
    }

    /// `count` values, each read as [`Input::read`] with the name `"{name} {i}"` (from 1).
    ///
    /// # Errors
    /// As [`Input::read`], for the first bad or missing value. A huge `count` allocates no
    /// more than the unread input could hold.
    pub fn read_many<T>(
        &mut self,
        name: &str,
        count: usize,
        range: RangeInclusive<T>,
    ) -> Result<Vec<T>, InputError>
    where
        T: FromStr + PartialOrd + Display,
    {
        let mut values = Vec::with_capacity(count.min(self.most_tokens_left()));
        for i in 1..=count {
            values.push(self.next_value(&range, &|| format!("{name} {i}"))?);
        }
        Ok(values)
    }

    /// Checks that every token was read.
    ///
    /// # Errors
    /// Names the first extra token and where it is.
    pub fn finish(&mut self) -> Result<(), InputError> {
        let read = self.read;
        let dos_eof = self.end < self.text.len();
        let (token, more) = match self.token().map(clip) {
            Some(token) => (token, self.tokens_left() + usize::from(dos_eof)),
            None if dos_eof => ((DOS_EOF as char).to_string(), 0),
            None => return Ok(()),
        };
        Err(InputError(format!(
            "expected the end of the input after {read} tokens, found {token:?} and {more} more"
        )))
    }
}

/// The reading of `input!`: tokens as [`Input::read`] cuts them. The reader type `Empty` only
/// fixes proconio's type parameter (the text is already in memory).
impl proconio::source::Source<std::io::Empty> for Input {
    fn next_token(&mut self) -> Option<&str> {
        self.token()
    }

    fn is_empty(&mut self) -> bool {
        self.at_end()
    }
}

/// A value refused by a readable type, kept until [`Input::take_failure`] reports it.
struct Failure {
    /// `name: expected ..., found ...`.
    message: String,
    /// The address of the refused token's first byte (its place in the text), or `None` at
    /// the end of the input.
    token: Option<usize>,
    /// The context the value was read in, once [`Input::context`] changed it since.
    context: Option<String>,
}

thread_local! {
    /// proconio's `Readable::read` returns a bare value, so a refusal waits here, one per
    /// thread (tests run in parallel), for [`Input::take_failure`].
    static FAILURE: RefCell<Option<Failure>> = const { RefCell::new(None) };
}

/// Records that the value `message` describes was refused (at `token`, or at the end of the
/// input when `None`), unless an earlier one was: the first refusal is the one reported.
pub(crate) fn record_failure(message: String, token: Option<&str>) {
    FAILURE.with(|f| {
        f.borrow_mut().get_or_insert(Failure {
            message,
            token: token.map(|t| t.as_ptr() as usize),
            context: None,
        });
    });
}

/// Drops a refusal left by an earlier run on this thread.
fn forget_failure() {
    FAILURE.with(|f| f.borrow_mut().take());
}

/// Where the data of `bytes` (read from `start`) ends: before its last token when that is a
/// lone DOS end-of-file byte, else at its end.
fn data_end(bytes: &[u8], start: usize) -> usize {
    let mut last = bytes.len();
    while last > start && is_space(bytes[last - 1]) {
        last -= 1;
    }
    let lone = last > start
        && bytes[last - 1] == DOS_EOF
        && (last - 1 == start || is_space(bytes[last - 2]));
    if lone {
        last - 1
    } else {
        bytes.len()
    }
}

/// `context: `, what a message starts with (nothing without a context).
fn place(context: &str) -> String {
    if context.is_empty() {
        String::new()
    } else {
        format!("{context}: ")
    }
}

/// `name: expected an integer in a..=b, found what`: a refused value, without its context.
pub(crate) fn expectation<T: Display>(
    name: &str,
    range: &RangeInclusive<T>,
    found: &str,
) -> String {
    let (lo, hi) = (range.start(), range.end());
    format!("{name}: expected an integer in {lo}..={hi}, found {found}")
}

/// `name: expected an integer in a..=b or E to end, found what`: a refused value where the
/// judge's terminating value `end` was possible too.
pub(crate) fn expectation_or_end<T: Display>(
    name: &str,
    range: &RangeInclusive<T>,
    end: &T,
    found: &str,
) -> String {
    let (lo, hi) = (range.start(), range.end());
    format!("{name}: expected an integer in {lo}..={hi} or {end} to end, found {found}")
}

/// At most 20 characters of a token, for a message.
pub(crate) fn clip(token: &str) -> String {
    match token.char_indices().nth(20) {
        Some((at, _)) => format!("{}...", &token[..at]),
        None => token.to_string(),
    }
}

/// Runs a problem's `solve` on `input`: the answer, or why the input was refused (including
/// tokens left over after `solve`, which [`run`] answers: this is the strict path for tests).
///
/// # Errors
/// Whatever `solve` or [`Input::finish`] returns.
pub fn run_bytes<F>(solve: F, input: &[u8]) -> Result<Vec<u8>, InputError>
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    answer(solve, input.to_vec(), Trailing::Refused)
}

/// What becomes of tokens left after `solve`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Trailing {
    /// An error ([`run_str`], [`run_bytes`]: tests).
    Refused,
    /// Not read ([`run`]: the judge's binary).
    Ignored,
}

/// `solve` on the input held in `bytes`, then, when `trailing` refuses them, the check that
/// nothing is left.
fn answer<F>(solve: F, bytes: Vec<u8>, trailing: Trailing) -> Result<Vec<u8>, InputError>
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let mut input = Input::from_bytes(bytes)?;
    let mut out = Vec::new();
    forget_failure();
    let solved = solve(&mut input, &mut out);
    if let Some(failure) = input.take_failure() {
        return Err(failure);
    }
    solved?;
    if trailing == Trailing::Refused {
        input.finish()?;
    }
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
/// Tokens left after `solve` are not read (see the module's documentation); an answer that
/// cannot be written, to the last byte of the final flush, is an error too.
pub fn run<F>(solve: F)
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let stdin = std::io::stdin().lock();
    if let Err(e) = run_on(solve, stdin, std::io::stdout().lock()) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// An input read one line at a time from `reader`, as an interactive problem needs: a read
/// that finds no token in the lines read so far reads the next line (waiting for it; a line
/// that is not UTF-8 has its bad bytes replaced, which the parse then refuses), and
/// [`Input::flush`] sends the answer so far to `writer`. [`Input::at_end`],
/// [`Input::tokens_left`] and [`Input::finish`] see only the lines read so far. (A free
/// function rather than a method: the bundler keeps every method of `Input`, and problems
/// that do not talk need none of this.)
///
/// # Complexity
/// O(length of the lines read), plus the waits.
pub fn interactive(mut reader: Box<dyn BufRead>, writer: Box<dyn Write>) -> Input {
    let mut input = Input::from_bytes(Vec::new()).expect("empty text is UTF-8");
    input.more = Some(Box::new(move || {
        let mut line = Vec::new();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(String::from_utf8_lossy(&line).into_owned()),
        }
    }));
    input.writer = Some(writer);
    input
}

/// The whole of an interactive problem's `main`: `solve` talks with the judge over standard
/// input and output, reading lines as it needs them ([`interactive`]) and sending its
/// answer at each [`Input::flush`] (after every line). An error is one `error: ...` line on
/// standard error and exit status 1 (what was already sent stays sent); the rest of the
/// answer, if `solve` left any unflushed, is written at the end.
pub fn run_interactive<F>(solve: F)
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let stdin = std::io::BufReader::new(std::io::stdin());
    let mut input = interactive(Box::new(stdin), Box::new(std::io::stdout()));
    let mut out = Vec::new();
    forget_failure();
    let solved = solve(&mut input, &mut out);
    let failure = input.take_failure().map_or(solved, Err);
    if let Err(e) = failure.and_then(|()| input.flush(&mut out)) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

/// [`run`] on `reader` and `writer`: the answer written and flushed, or why not (then nothing
/// was written, unless the writing itself failed).
fn run_on<F>(solve: F, mut reader: impl Read, mut writer: impl Write) -> Result<(), InputError>
where
    F: FnOnce(&mut Input, &mut Vec<u8>) -> Result<(), InputError>,
{
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| InputError(format!("cannot read the input: {e}")))?;
    let out = answer(solve, bytes, Trailing::Ignored)?;
    writer.write_all(&out)?;
    writer.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An interactive doubler: reads a count, then answers each number with its double,
    /// flushing after each answer.
    fn doubler(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        let count = input.read("count", 1..=10u32)?;
        for i in 1..=count {
            let x = input.read(&format!("number {i}"), 0..=1000u64)?;
            writeln!(out, "{}", 2 * x)?;
            input.flush(out)?;
        }
        Ok(())
    }

    /// A reader that hands out one line per call and records, before each line, how much
    /// the program had sent: so the test sees that every answer was sent before the next
    /// line was read.
    struct Replies {
        lines: Vec<&'static str>,
        sent: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
        seen: Vec<usize>,
    }

    impl Read for Replies {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            unreachable!("read through BufRead")
        }
    }

    impl BufRead for Replies {
        fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
            Ok(self.lines.first().map_or(&[][..], |l| l.as_bytes()))
        }

        fn consume(&mut self, amount: usize) {
            if amount == 0 {
                return;
            }
            let line = self.lines.remove(0);
            assert_eq!(amount, line.len(), "one whole line per read");
            let sent = self.sent.lock().unwrap().len();
            self.seen.push(sent);
            // The checks run here: the answer so far must be out before each new line.
            let expected = [0, 0, "10\n".len()][self.seen.len() - 1];
            assert_eq!(sent, expected);
        }
    }

    /// A writer into a shared buffer.
    struct Sent(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl Write for Sent {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn an_interactive_input_reads_a_line_only_when_it_needs_one() {
        let sent = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let replies = |lines| Replies {
            lines,
            sent: sent.clone(),
            seen: Vec::new(),
        };
        let mut input = interactive(
            Box::new(replies(vec!["2\n", " 5 \r\n", "7\n"])),
            Box::new(Sent(sent.clone())),
        );
        let mut out = Vec::new();
        doubler(&mut input, &mut out).unwrap();
        assert!(out.is_empty(), "flushed");
        assert_eq!(&sent.lock().unwrap()[..], b"10\n14\n");
        assert_eq!(input.finish(), Ok(()));
        // The end of the conversation is the end of the input, named as usual.
        sent.lock().unwrap().clear();
        let mut input = interactive(Box::new(replies(vec!["2\n"])), Box::new(Sent(sent.clone())));
        let e = doubler(&mut input, &mut Vec::new()).unwrap_err();
        assert_eq!(
            e.message(),
            "number 1: expected an integer in 0..=1000, found the end of the input"
        );
        // Without a conversation, flush keeps the answer: tests read it whole.
        assert_eq!(run_str(doubler, "2 5 7").unwrap(), "10\n14\n");
    }

    #[test]
    fn words_are_read_whole_and_their_end_is_named() {
        let mut input = Input::new("2 .#. x\r\n".as_bytes()).unwrap();
        assert_eq!(input.read("n", 1..=5u32), Ok(2));
        assert_eq!(input.read_word("row 1"), Ok(".#."));
        input.context("maze");
        assert_eq!(input.read_word("row 2"), Ok("x"));
        assert_eq!(
            input.read_word("row 3").unwrap_err().message(),
            "maze: row 3: expected a word, found the end of the input"
        );
    }

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
    fn vertical_tab_and_form_feed_separate_tokens() {
        assert_eq!(run_str(sum, "2\x0b4\x0c5\x0b\x0c").unwrap(), "9\n");
        let input = Input::new("1\x0b2\x0c3\x0b".as_bytes()).unwrap();
        assert_eq!(input.tokens_left(), 3);
    }

    /// A writer that fails: at once, or only when flushed.
    struct Failing {
        on_flush_only: bool,
    }

    impl Write for Failing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.on_flush_only {
                Ok(buf.len())
            } else {
                Err(std::io::Error::new(
                    std::io::ErrorKind::WriteZero,
                    "no space",
                ))
            }
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Err(std::io::Error::new(
                std::io::ErrorKind::WriteZero,
                "no space",
            ))
        }
    }

    #[test]
    fn an_answer_that_cannot_be_written_is_an_error() {
        for on_flush_only in [false, true] {
            let e = run_on(sum, "1 4".as_bytes(), Failing { on_flush_only }).unwrap_err();
            assert_eq!(e.message(), "cannot write the answer: no space");
        }
        let mut written = Vec::new();
        run_on(sum, "1 4".as_bytes(), &mut written).unwrap();
        assert_eq!(written, b"4\n");
    }

    /// Bytes after complete, valid data: the binary's path answers as without them, the
    /// tests' path names them.
    #[test]
    fn trailing_bytes_are_answered_by_the_binary_and_named_by_tests() {
        for (input, named) in [
            ("1 4\r\n\x1a", "\"\\u{1a}\" and 0 more"),
            ("1 4\x0c\x1a\n", "\"\\u{1a}\" and 0 more"),
            ("1 4 5 6", "\"5\" and 1 more"),
            ("1 4 5 \x1a", "\"5\" and 1 more"),
            ("1 4\n\x1a\x1a", "\"\\u{1a}\\u{1a}\" and 0 more"),
        ] {
            let mut written = Vec::new();
            run_on(sum, input.as_bytes(), &mut written).unwrap();
            assert_eq!(written, b"4\n", "{input:?}");
            let e = run_str(sum, input).unwrap_err();
            assert_eq!(
                e.message(),
                format!("expected the end of the input after 2 tokens, found {named}")
            );
        }
        // Cases until the end of the input, and a layout told by the number of tokens: a last
        // DOS end-of-file byte is not data.
        let mut written = Vec::new();
        run_on(until_eof, "1\n2\n\x1a\n".as_bytes(), &mut written).unwrap();
        assert_eq!(written, b"2\n4\n");
        assert!(run_str(until_eof, "1\n2\n\x1a\n").is_err());
        let input = Input::new("1 2\n\x1a".as_bytes()).unwrap();
        assert_eq!(input.tokens_left(), 2);
        // Bad data is still refused, trailing bytes or not.
        let e = run_on(sum, "2 4\x1a".as_bytes(), Vec::new()).unwrap_err();
        assert_eq!(
            e.message(),
            "value 1: expected an integer in 0..=100, found \"4\\u{1a}\""
        );
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

    /// Random byte strings over an alphabet that makes every case likely (digits, signs,
    /// letters, each ASCII whitespace, a no-break space, a byte order mark, invalid UTF-8):
    /// reading them token by token as `u64` gives exactly what `split_ascii_whitespace` and
    /// `str::parse` give, with the same errors, and `tokens_left` and `finish` agree.
    #[test]
    fn random_inputs_read_as_the_reference_tokenizer_says() {
        const PIECES: &[&[u8]] = &[
            b"0",
            b"7",
            b"42",
            b"18446744073709551615",
            b"18446744073709551616",
            b"-1",
            b"+3",
            b"x",
            b" ",
            b"\n",
            b"\r\n",
            b"\t",
            b"\x0c",
            b"\x0b",
            b"\x1a",
            b"\xc2\xa0",
            b"\xef\xbb\xbf",
            b"\xff",
        ];
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..20_000 {
            let mut bytes = Vec::new();
            for _ in 0..rng.usize(0..12) {
                bytes.extend_from_slice(PIECES[rng.usize(..PIECES.len())]);
            }
            let Ok(text) = std::str::from_utf8(&bytes) else {
                let at = std::str::from_utf8(&bytes).unwrap_err().valid_up_to();
                let e = Input::new(&bytes[..])
                    .err()
                    .expect("invalid UTF-8 is refused");
                assert_eq!(
                    e.message(),
                    format!("the input is not UTF-8 text (byte {at})")
                );
                continue;
            };
            let mut tokens: Vec<&str> = text
                .strip_prefix('\u{feff}')
                .unwrap_or(text)
                .split(|c: char| c.is_ascii_whitespace() || c == '\x0b')
                .filter(|t| !t.is_empty())
                .collect();
            // A last token that is a lone DOS end-of-file byte is not data.
            let dos_eof = tokens.last() == Some(&"\x1a");
            if dos_eof {
                tokens.pop();
            }
            let mut input = Input::new(&bytes[..]).unwrap();
            assert_eq!(input.tokens_left(), tokens.len(), "{bytes:?}");
            for (i, token) in tokens.iter().enumerate() {
                let got = input.read("v", 0..=u64::MAX);
                match token.parse::<u64>() {
                    Ok(v) => assert_eq!(got, Ok(v), "{bytes:?}"),
                    Err(_) => {
                        let e = got.unwrap_err();
                        assert!(
                            e.message().ends_with(&format!("found {:?}", clip(token))),
                            "{e}"
                        );
                        break;
                    }
                }
                assert_eq!(input.tokens_left(), tokens.len() - i - 1, "{bytes:?}");
            }
            if tokens.iter().all(|t| t.parse::<u64>().is_ok()) {
                assert!(input.at_end(), "{bytes:?}");
                assert_eq!(input.finish().is_err(), dos_eof, "{bytes:?}");
                let e = input.read("v", 0..=u64::MAX).unwrap_err();
                assert!(e.message().ends_with("found the end of the input"), "{e}");
            }
        }
    }
}
