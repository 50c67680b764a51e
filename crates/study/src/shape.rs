//! The shape of a judge's input, written as a short description: how the cases end (the
//! [`Layout`]) and the tokens of one case. `kit new --case` writes a crate's reader, its
//! `solve` and `brute_solve` loops and its C++ reader from a description; the crate's
//! `study` module keeps the description, and [`Shaped`] turns it into random inputs, their
//! shrinking, a worst case and every small case, with no code of the crate's own.
//!
//! ## The description of one case
//! Fields separated by spaces, read in order:
//! - `n`: a number; `n:1..=100` gives its range (the generated reader refuses what is
//!   outside it);
//! - `a[n]`: a list of numbers, as many as the number `n` read before it (in this case or an
//!   enclosing list's item); `a[n-1]` one fewer; `a[3]` exactly three; `a[n]:0..=9` gives the
//!   items' range;
//! - `edges[m](u v)`: a list of items, each the fields in parentheses (one line each in the
//!   judge's input), which may hold lists themselves: `games[m](l h[l])`;
//! - `row:word`, `rows[n]:word`: a token of text (a row of a grid), read as it is.
//!
//! A number that gives a list's length is no field of the case's Rust type: the list's length
//! says it. In the [`Layout::Sentinel`] layout the first field is a number starting at 1 or
//! more, and the input ends with a line of zeros where a case's leading numbers would be (`0`,
//! or `0 0 0` for a case `m n p`).
//!
//! Examples: HDU 1536 (S-Nim) `k:1..=100 s[k]:1..=10000 m:1..=100 games[m](l:1..=100
//! h[l]:0..=10000)` in the sentinel layout; HDU 3094 (a tree per case) `n:1..=100000
//! edges[n-1](i j)` after a count.
//!
//! ## Tested
//! Unit tests: the parser on every form and on each error; random cases always read back by
//! [`Shape::read`] to the same values, in every layout; shrinking keeps a case valid and
//! smaller; [`Shape::every`] counted against a formula; a worst case within its budget. The
//! kit's tests build crates from descriptions and run their stress tests.

use crate::check::Checker;
use crate::contract::Layout;
use crate::stress::{smaller_values, Stress};
use crate::WorstCase;
use std::fmt::Write as _;
use std::marker::PhantomData;

/// A number's default range when the description gives none: `0..=10^18`.
pub const DEFAULT_NUMBER: (u64, u64) = (0, 1_000_000_000_000_000_000);
/// A list length's default range (a number that gives a list's length): `1..=10^5`.
pub const DEFAULT_LENGTH: (u64, u64) = (1, 100_000);
/// The default count of cases (`T` before the cases, or the most cases of the worst case).
pub const DEFAULT_CASES: u64 = 100_000;
/// The most tokens [`Shape::worst`] writes: the judges' inputs stay within a few megabytes.
pub const WORST_TOKENS: u64 = 1_000_000;

/// How many items a list holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Len {
    /// As many as the number `name` read before, less `minus`.
    Field {
        /// The number's name.
        name: String,
        /// How many fewer.
        minus: u64,
    },
    /// Always this many.
    Fixed(u64),
}

/// What one item of a field is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// A number in `lo..=hi` (`given`: the description says the range).
    Number {
        /// The least value.
        lo: u64,
        /// The largest value.
        hi: u64,
        /// Whether the description gave the range (else it is the default).
        given: bool,
    },
    /// A token of text.
    Word,
    /// Several fields, one line of the judge's input.
    Record(Vec<Field>),
}

/// One field of a case or of a list's item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Its name, a lowercase Rust identifier.
    pub name: String,
    /// `Some` for a list.
    pub count: Option<Len>,
    /// What each item is.
    pub item: Item,
}

/// A judge's input: its layout and the fields of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    /// How the cases end.
    pub layout: Layout,
    /// One case's fields.
    pub fields: Vec<Field>,
}

/// One value of a field: a number, a word or a list of items (each its fields' values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Number(u64),
    /// A token of text.
    Word(String),
    /// A list of numbers or words (each a one-element item) or of records.
    List(Vec<Vec<Value>>),
}

/// A case: one value per field of the case.
pub type CaseValues = Vec<Value>;

impl Field {
    /// Whether this field is a number (not a list).
    pub fn is_number(&self) -> bool {
        self.count.is_none() && matches!(self.item, Item::Number { .. })
    }

    /// The range of a number field or of a list's numbers.
    pub fn bounds(&self) -> Option<(u64, u64)> {
        match self.item {
            Item::Number { lo, hi, .. } => Some((lo, hi)),
            _ => None,
        }
    }
}

/// Every name a description may not use (Rust keywords), for the error message.
const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "input", "out", "case",
];

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Parser<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.at..]
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, what: &str) -> bool {
        if self.rest().starts_with(what) {
            self.at += what.len();
            true
        } else {
            false
        }
    }

    fn error(&self, expected: &str) -> String {
        let found = match self.rest().chars().next() {
            None => "the end".to_string(),
            Some(c) => format!("`{c}` at column {}", self.at + 1),
        };
        format!("expected {expected}, found {found}")
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        let rest = self.rest();
        let len = rest.find(|c| !f(c)).unwrap_or(rest.len());
        self.at += len;
        &rest[..len]
    }

    fn name(&mut self) -> Result<String, String> {
        let start = self.at;
        let name = self.take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
            self.at = start;
            return Err(self.error("a field name (lowercase letters, digits, `_`)"));
        }
        if KEYWORDS.contains(&name) {
            self.at = start;
            return Err(format!(
                "`{name}` cannot name a field (a Rust keyword or a name the generated code uses)"
            ));
        }
        Ok(name.to_string())
    }

    fn number(&mut self) -> Result<u64, String> {
        let digits = self.take_while(|c| c.is_ascii_digit() || c == '_');
        let clean: String = digits.chars().filter(|&c| c != '_').collect();
        clean.parse().map_err(|_| {
            if clean.is_empty() {
                self.error("a number")
            } else {
                format!("`{digits}` is no 64-bit number")
            }
        })
    }

    fn len(&mut self) -> Result<Len, String> {
        if self.rest().starts_with(|c: char| c.is_ascii_digit()) {
            return Ok(Len::Fixed(self.number()?));
        }
        let name = self.name()?;
        let minus = if self.eat("-") { self.number()? } else { 0 };
        Ok(Len::Field { name, minus })
    }

    fn fields(&mut self, closing: Option<char>) -> Result<Vec<Field>, String> {
        let mut fields = Vec::new();
        loop {
            self.skip_space();
            match (self.rest().chars().next(), closing) {
                (None, None) => break,
                (Some(c), Some(close)) if c == close => {
                    self.at += 1;
                    break;
                }
                (None, Some(close)) => return Err(self.error(&format!("`{close}`"))),
                _ => {}
            }
            fields.push(self.field()?);
        }
        if fields.is_empty() {
            return Err("a case (or a list's item) needs at least one field".into());
        }
        Ok(fields)
    }

    fn field(&mut self) -> Result<Field, String> {
        let name = self.name()?;
        let count = if self.eat("[") {
            let len = self.len()?;
            if !self.eat("]") {
                return Err(self.error("`]`"));
            }
            Some(len)
        } else {
            None
        };
        let item = if self.eat("(") {
            if count.is_none() {
                return Err(format!(
                    "`{name}(...)`: fields in parentheses are a list's items: write \
                     `{name}[LENGTH](...)`"
                ));
            }
            Item::Record(self.fields(Some(')'))?)
        } else if self.eat(":word") {
            Item::Word
        } else if self.eat(":") {
            let lo = self.number()?;
            if !self.eat("..=") {
                return Err(self.error("`..=` (a range is written `lo..=hi`)"));
            }
            let hi = self.number()?;
            if lo > hi {
                return Err(format!("`{name}`: the range {lo}..={hi} is empty"));
            }
            Item::Number {
                lo,
                hi,
                given: true,
            }
        } else {
            let (lo, hi) = DEFAULT_NUMBER;
            Item::Number {
                lo,
                hi,
                given: false,
            }
        };
        match self.rest().chars().next() {
            None | Some(' ' | '\t' | '\n' | ')') => Ok(Field { name, count, item }),
            Some(_) => Err(self.error("a space between fields")),
        }
    }
}

impl Shape {
    /// Parses the description of one case (see the module's doc) for `layout`. Numbers that
    /// give a list's length and have no range of their own get [`DEFAULT_LENGTH`]; in the
    /// sentinel layout the first field, without a range, starts at 1.
    ///
    /// # Errors
    /// One line naming what was expected and found: a bad name, a repeated one, a length that
    /// names no number read before it, a list length whose range is too large to be one, an
    /// empty range; in the sentinel layout, a first field that is no number or may be 0.
    ///
    /// # Complexity
    /// Linear in the description's length, times the fields for the name checks.
    pub fn parse(layout: Layout, case: &str) -> Result<Shape, String> {
        let mut parser = Parser { text: case, at: 0 };
        let mut fields = parser.fields(None)?;
        let mut seen = Vec::new();
        check_names(&fields, &mut seen)?;
        resolve_lengths(&mut fields, &mut Vec::new())?;
        if layout == Layout::Sentinel {
            let first = &mut fields[0];
            match &mut first.item {
                Item::Number { lo, given, .. } if first.count.is_none() => {
                    if !*given && *lo == 0 {
                        *lo = 1;
                    } else if *lo == 0 {
                        return Err(format!(
                            "`{}`: in the sentinel layout the first number starts at 1 or more \
                             (a 0 there ends the input)",
                            first.name
                        ));
                    }
                }
                _ => {
                    return Err(format!(
                        "`{}`: in the sentinel layout the case starts with a number (0 ends the \
                         input)",
                        first.name
                    ))
                }
            }
        }
        Ok(Shape { layout, fields })
    }

    /// The description of one case, every range written out: `Shape::parse` of it gives this
    /// shape again.
    pub fn description(&self) -> String {
        self.description_with(&|f| {
            let (lo, hi) = f.bounds().expect("a number field");
            format!("{lo}..={hi}")
        })
    }

    /// The description with each number's range written by `range` (called in reading
    /// order): `kit new` writes `{}` holes for the reader's ranges.
    pub fn description_with(&self, range: &dyn Fn(&Field) -> String) -> String {
        describe(&self.fields, range)
    }

    /// The names of the leading number fields that the terminating line sets to 0.
    pub fn sentinel_fields(&self) -> Vec<&Field> {
        self.fields.iter().take_while(|f| f.is_number()).collect()
    }
}

fn describe(fields: &[Field], range: &dyn Fn(&Field) -> String) -> String {
    let parts: Vec<String> = fields
        .iter()
        .map(|f| {
            let count = match &f.count {
                None => String::new(),
                Some(Len::Fixed(n)) => format!("[{n}]"),
                Some(Len::Field { name, minus: 0 }) => format!("[{name}]"),
                Some(Len::Field { name, minus }) => format!("[{name}-{minus}]"),
            };
            match &f.item {
                Item::Number { .. } => format!("{}{count}:{}", f.name, range(f)),
                Item::Word => format!("{}{count}:word", f.name),
                Item::Record(inner) => format!("{}{count}({})", f.name, describe(inner, range)),
            }
        })
        .collect();
    parts.join(" ")
}

fn check_names(fields: &[Field], seen: &mut Vec<String>) -> Result<(), String> {
    for f in fields {
        if seen.contains(&f.name) {
            return Err(format!(
                "`{}` names two fields: every field needs a name of its own",
                f.name
            ));
        }
        seen.push(f.name.clone());
        if let Item::Record(inner) = &f.item {
            check_names(inner, seen)?;
        }
    }
    Ok(())
}

/// Checks that each length names a number read before it (in scope), and gives such numbers
/// the default length range when they have none.
fn resolve_lengths(
    fields: &mut [Field],
    scope: &mut Vec<(String, (u64, u64))>,
) -> Result<(), String> {
    let depth = scope.len();
    for i in 0..fields.len() {
        if let Some(Len::Field { name, minus }) = &fields[i].count {
            let Some(j) = fields[..i]
                .iter()
                .position(|f| &f.name == name && f.is_number())
            else {
                if scope.iter().any(|(n, _)| n == name) {
                    continue;
                }
                return Err(format!(
                    "`{}[{name}]`: `{name}` is no number read before the list",
                    fields[i].name
                ));
            };
            let minus = *minus;
            let list = fields[i].name.clone();
            if let Item::Number { lo, hi, given } = &mut fields[j].item {
                if !*given {
                    (*lo, *hi) = DEFAULT_LENGTH;
                    *lo = (*lo).max(minus);
                }
                if *hi > 100_000_000 {
                    return Err(format!(
                        "`{name}` gives the length of `{list}` but may be {hi}: a length's range \
                         ends at 10^8 or less"
                    ));
                }
                if *lo < minus {
                    return Err(format!(
                        "`{list}[{name}-{minus}]`: `{name}` may be {lo}, below {minus}"
                    ));
                }
            }
        }
        if fields[i].is_number() {
            let bounds = fields[i].bounds().unwrap();
            scope.push((fields[i].name.clone(), bounds));
        }
        if let Item::Record(inner) = &mut fields[i].item {
            resolve_lengths(inner, scope)?;
        }
    }
    scope.truncate(depth);
    Ok(())
}

/// The numbers of a case, by name, as they are read (for the lengths of later lists).
type Env = Vec<(String, u64)>;

fn length(count: &Len, env: &Env) -> usize {
    match count {
        Len::Fixed(n) => *n as usize,
        Len::Field { name, minus } => {
            let value = env.iter().rev().find(|(n, _)| n == name).unwrap().1;
            (value - minus) as usize
        }
    }
}

/// How a generator chooses each number: the field, its range and the environment, to a value.
trait Chooser {
    fn number(&mut self, field: &Field, lo: u64, hi: u64, is_length: bool) -> u64;
    fn word(&mut self, field: &Field) -> String;
}

/// Whether the number `name` gives the length of a list among `fields` (or in their items):
/// such a number is the list's length, not a field of the case's Rust type.
pub fn is_length(name: &str, fields: &[Field]) -> bool {
    fields.iter().any(|f| {
        matches!(&f.count, Some(Len::Field { name: n, .. }) if n == name)
            || matches!(&f.item, Item::Record(inner) if is_length(name, inner))
    })
}

fn generate(fields: &[Field], env: &mut Env, chooser: &mut dyn Chooser) -> CaseValues {
    let depth = env.len();
    let mut values = Vec::with_capacity(fields.len());
    for (i, f) in fields.iter().enumerate() {
        let value = match (&f.count, &f.item) {
            (None, Item::Number { lo, hi, .. }) => {
                let v = chooser.number(f, *lo, *hi, is_length(&f.name, &fields[i + 1..]));
                env.push((f.name.clone(), v));
                Value::Number(v)
            }
            (None, Item::Word) => Value::Word(chooser.word(f)),
            (None, Item::Record(_)) => unreachable!("checked by the parser"),
            (Some(count), item) => {
                let n = length(count, env);
                let items = (0..n)
                    .map(|_| match item {
                        Item::Number { lo, hi, .. } => {
                            vec![Value::Number(chooser.number(f, *lo, *hi, false))]
                        }
                        Item::Word => vec![Value::Word(chooser.word(f))],
                        Item::Record(inner) => generate(inner, env, chooser),
                    })
                    .collect();
                Value::List(items)
            }
        };
        values.push(value);
    }
    env.truncate(depth);
    values
}

/// Random values: lengths and numbers up to the crate's `largest` above their least value.
struct Random<'a> {
    rng: &'a mut fastrand::Rng,
    size: u32,
    largest: fn(&str, u32) -> u64,
}

impl Chooser for Random<'_> {
    fn number(&mut self, field: &Field, lo: u64, hi: u64, is_length: bool) -> u64 {
        let spread = (self.largest)(&field.name, self.size);
        let spread = if is_length { spread.min(5) } else { spread };
        self.rng.u64(lo..=hi.min(lo.saturating_add(spread)))
    }

    fn word(&mut self, _: &Field) -> String {
        let len = self.rng.usize(1..=3);
        (0..len).map(|_| self.rng.alphabetic()).collect()
    }
}

/// The largest values with lengths capped at `cap`.
struct Largest {
    cap: u64,
}

impl Chooser for Largest {
    fn number(&mut self, _: &Field, lo: u64, hi: u64, is_length: bool) -> u64 {
        if is_length {
            hi.min(self.cap).max(lo)
        } else {
            hi
        }
    }

    fn word(&mut self, _: &Field) -> String {
        "x".into()
    }
}

/// How many tokens one case of `fields` has when every length is `min(hi, cap)`.
fn tokens(fields: &[Field], cap: u64, env: &mut Vec<(String, u64)>) -> u128 {
    let depth = env.len();
    let mut total: u128 = 0;
    for f in fields {
        match (&f.count, &f.item) {
            (None, Item::Number { lo, hi, .. }) => {
                env.push((f.name.clone(), (*hi).min(cap).max(*lo)));
                total += 1;
            }
            (None, _) => total += 1,
            (Some(count), item) => {
                let n = length(count, env) as u128;
                let each = match item {
                    Item::Record(inner) => tokens(inner, cap, env),
                    _ => 1,
                };
                total = total.saturating_add(n.saturating_mul(each));
            }
        }
    }
    env.truncate(depth);
    total
}

fn write_fields(fields: &[Field], values: &[Value], text: &mut String) {
    let mut line_started = false;
    for (f, v) in fields.iter().zip(values) {
        match v {
            Value::Number(n) => {
                if line_started {
                    text.push(' ');
                }
                let _ = write!(text, "{n}");
                line_started = true;
            }
            Value::Word(w) => {
                if line_started {
                    text.push(' ');
                }
                text.push_str(w);
                line_started = true;
            }
            Value::List(items) => match &f.item {
                Item::Record(inner) => {
                    if line_started {
                        text.push('\n');
                    }
                    for item in items {
                        write_fields(inner, item, text);
                    }
                    line_started = false;
                }
                _ => {
                    for item in items {
                        if line_started {
                            text.push(' ');
                        }
                        match &item[0] {
                            Value::Number(n) => {
                                let _ = write!(text, "{n}");
                            }
                            Value::Word(w) => text.push_str(w),
                            Value::List(_) => unreachable!("a number or word list"),
                        }
                        line_started = true;
                    }
                }
            },
        }
    }
    if line_started {
        text.push('\n');
    }
}

impl Shape {
    /// One case as its lines of the judge's input (with its ending newline).
    pub fn case_text(&self, case: &[Value]) -> String {
        let mut text = String::new();
        write_fields(&self.fields, case, &mut text);
        text
    }

    /// The judge's input of `cases` in this shape's layout: the count first, or the
    /// terminating line of zeros after them.
    ///
    /// # Panics
    /// If the layout is [`Layout::Single`] and there is not exactly one case.
    pub fn input(&self, cases: &[CaseValues]) -> String {
        let mut text = String::new();
        match self.layout {
            Layout::Cases => {
                let _ = writeln!(text, "{}", cases.len());
            }
            Layout::Single => assert_eq!(cases.len(), 1, "one case in the single layout"),
            Layout::Sentinel | Layout::Eof => {}
        }
        for case in cases {
            write_fields(&self.fields, case, &mut text);
        }
        if self.layout == Layout::Sentinel {
            let zeros = vec!["0"; self.sentinel_fields().len()];
            text += &zeros.join(" ");
            text.push('\n');
        }
        text
    }

    /// A random case: numbers up to `largest(field, size)` above their least value, lengths
    /// up to 5 above theirs.
    pub fn random(
        &self,
        rng: &mut fastrand::Rng,
        size: u32,
        largest: fn(&str, u32) -> u64,
    ) -> CaseValues {
        let mut chooser = Random { rng, size, largest };
        generate(&self.fields, &mut Vec::new(), &mut chooser)
    }

    /// The case with every number at its largest and every length at its largest up to the
    /// largest cap that keeps the case within `budget` tokens, and the cap (`None`: no length
    /// was capped).
    pub fn largest_case(&self, budget: u64) -> (CaseValues, Option<u64>) {
        let fits = |cap: u64| tokens(&self.fields, cap, &mut Vec::new()) <= u128::from(budget);
        let top = 100_000_000;
        let cap = if fits(top) {
            None
        } else {
            let (mut lo, mut hi) = (0u64, top);
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                if fits(mid) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            Some(lo)
        };
        let mut chooser = Largest {
            cap: cap.unwrap_or(top),
        };
        (generate(&self.fields, &mut Vec::new(), &mut chooser), cap)
    }

    /// The worst case within [`WORST_TOKENS`]: as many largest cases as fit (up to
    /// `most_cases`; one in the single layout), with its name (which says whether lists were
    /// capped).
    pub fn worst(&self, most_cases: u64) -> WorstCase {
        let (case, cap) = self.largest_case(WORST_TOKENS);
        let per_case = tokens(&self.fields, cap.unwrap_or(u64::MAX), &mut Vec::new()).max(1);
        let cases = match self.layout {
            Layout::Single => 1,
            _ => (u128::from(WORST_TOKENS) / per_case).clamp(1, u128::from(most_cases)) as usize,
        };
        // The name is a fixed text (the input itself shows the counts and the cap).
        let name = match cap {
            Some(_) => {
                "as many cases as fit in 10^6 tokens, every number at its largest, lists capped \
                 to fit"
            }
            None => "as many cases as fit in 10^6 tokens, every number and length at its largest",
        };
        WorstCase {
            name,
            input: self.input(&vec![case; cases]),
        }
    }

    /// Every case whose numbers and lengths exceed their least values by `weight` or less in
    /// all, each as its values (a number at `lo + d` weighs `d`; a word weighs nothing and is
    /// `a`). For the exhaustive check of a fast solver against a brute force.
    ///
    /// # Complexity
    /// The number of such cases: for `n a[n]` with `n` from 1, C(weight + k, k) summed over
    /// the lengths; keep `weight` small (4 to 8).
    pub fn every(&self, weight: u64) -> Vec<CaseValues> {
        every_fields(&self.fields, &mut Vec::new(), weight)
            .into_iter()
            .map(|(values, _)| values)
            .collect()
    }

    /// Smaller cases than `case`: each list item removed (its length number lowered with
    /// it), each number lowered towards its least value, inside the lists too.
    pub fn shrink(&self, case: &[Value]) -> Vec<CaseValues> {
        shrink_fields(&self.fields, case)
    }

    /// Reads one case of this shape from whitespace-separated tokens, as the generated
    /// readers do: `None` at the end of the tokens or at the terminating zeros of the
    /// sentinel layout.
    ///
    /// # Errors
    /// A token that is no number in its field's range, or the tokens ending inside a case,
    /// naming the field.
    pub fn read(
        &self,
        tokens: &mut dyn Iterator<Item = &str>,
    ) -> Result<Option<CaseValues>, String> {
        let mut tokens = tokens.peekable();
        if tokens.peek().is_none() {
            return Ok(None);
        }
        if self.layout == Layout::Sentinel && tokens.peek() == Some(&"0") {
            for f in self.sentinel_fields() {
                match tokens.next() {
                    Some("0") => {}
                    other => {
                        return Err(format!("{}: expected 0 (the end), found {other:?}", f.name))
                    }
                }
            }
            return Ok(None);
        }
        read_fields(&self.fields, &mut tokens, &mut Vec::new()).map(Some)
    }

    /// Reads a whole judge input of this shape, checking that every token is used.
    ///
    /// # Errors
    /// As [`Shape::read`], a bad count, tokens after the input, or (in the single layout) no
    /// case.
    pub fn read_input(&self, text: &str) -> Result<Vec<CaseValues>, String> {
        let mut tokens = text.split_ascii_whitespace().filter(|t| *t != "\u{1a}");
        let mut cases = Vec::new();
        match self.layout {
            Layout::Cases => {
                let t: u64 = tokens
                    .next()
                    .and_then(|t| t.parse().ok())
                    .ok_or("expected the number of cases")?;
                for i in 1..=t {
                    let case = self
                        .read(&mut tokens)
                        .map_err(|e| format!("case {i}: {e}"))?;
                    cases.push(case.ok_or(format!("case {i}: the input ends"))?);
                }
            }
            Layout::Single => {
                cases.push(self.read(&mut tokens)?.ok_or("the input is empty")?);
            }
            Layout::Sentinel | Layout::Eof => {
                let mut i = 1;
                while let Some(case) = self
                    .read(&mut tokens)
                    .map_err(|e| format!("case {i}: {e}"))?
                {
                    cases.push(case);
                    i += 1;
                }
                if cases.is_empty() {
                    return Err("no case".into());
                }
            }
        }
        match tokens.next() {
            None => Ok(cases),
            Some(t) => Err(format!("a token after the input: {t:?}")),
        }
    }
}

fn read_fields<'t>(
    fields: &[Field],
    tokens: &mut dyn Iterator<Item = &'t str>,
    env: &mut Env,
) -> Result<CaseValues, String> {
    let depth = env.len();
    let mut values = Vec::new();
    for f in fields {
        let one = |tokens: &mut dyn Iterator<Item = &'t str>,
                   env: &mut Env|
         -> Result<Vec<Value>, String> {
            match &f.item {
                Item::Number { lo, hi, .. } => {
                    let token = tokens.next().ok_or(format!("{}: the input ends", f.name))?;
                    match token.parse::<u64>() {
                        Ok(v) if (*lo..=*hi).contains(&v) => Ok(vec![Value::Number(v)]),
                        _ => Err(format!(
                            "{}: expected an integer in {lo}..={hi}, found {token:?}",
                            f.name
                        )),
                    }
                }
                Item::Word => {
                    let token = tokens.next().ok_or(format!("{}: the input ends", f.name))?;
                    Ok(vec![Value::Word(token.to_string())])
                }
                Item::Record(inner) => read_fields(inner, tokens, env),
            }
        };
        match &f.count {
            None => {
                let mut v = one(tokens, env)?;
                if let Value::Number(n) = v[0] {
                    env.push((f.name.clone(), n));
                }
                values.push(v.remove(0));
            }
            Some(count) => {
                let n = length(count, env);
                let mut items = Vec::with_capacity(n.min(1 << 16));
                for _ in 0..n {
                    items.push(one(tokens, env)?);
                }
                values.push(Value::List(items));
            }
        }
    }
    env.truncate(depth);
    Ok(values)
}

fn every_fields(fields: &[Field], env: &mut Env, weight: u64) -> Vec<(CaseValues, u64)> {
    let Some((f, rest)) = fields.split_first() else {
        return vec![(Vec::new(), 0)];
    };
    let mut out = Vec::new();
    let with_tail = |head: Value, used: u64, env: &mut Env, out: &mut Vec<(CaseValues, u64)>| {
        for (mut tail, more) in every_fields(rest, env, weight - used) {
            tail.insert(0, head.clone());
            out.push((tail, used + more));
        }
    };
    match (&f.count, &f.item) {
        (None, Item::Number { lo, hi, .. }) => {
            for v in *lo..=(*hi).min(lo.saturating_add(weight)) {
                env.push((f.name.clone(), v));
                with_tail(Value::Number(v), v - lo, env, &mut out);
                env.pop();
            }
        }
        (None, _) => with_tail(Value::Word("a".into()), 0, env, &mut out),
        (Some(count), item) => {
            let n = length(count, env);
            for (items, used) in every_items(item, n, env, weight) {
                with_tail(Value::List(items), used, env, &mut out);
            }
        }
    }
    out
}

/// Every list of `n` items of `item` within `weight`.
fn every_items(item: &Item, n: usize, env: &mut Env, weight: u64) -> Vec<(Vec<Vec<Value>>, u64)> {
    if n == 0 {
        return vec![(Vec::new(), 0)];
    }
    let firsts: Vec<(Vec<Value>, u64)> = match item {
        Item::Number { lo, hi, .. } => (*lo..=(*hi).min(lo.saturating_add(weight)))
            .map(|v| (vec![Value::Number(v)], v - lo))
            .collect(),
        Item::Word => vec![(vec![Value::Word("a".into())], 0)],
        Item::Record(inner) => every_fields(inner, env, weight),
    };
    let mut out = Vec::new();
    for (first, used) in firsts {
        for (mut rest, more) in every_items(item, n - 1, env, weight - used) {
            rest.insert(0, first.clone());
            out.push((rest, used + more));
        }
    }
    out
}

fn shrink_fields(fields: &[Field], values: &[Value]) -> Vec<CaseValues> {
    let mut out = Vec::new();
    for (i, f) in fields.iter().enumerate() {
        match (&values[i], &f.item) {
            (Value::Number(v), Item::Number { lo, .. }) => {
                // A length number: remove the same item of every list it counts (lists of this
                // case only; one counted deeper keeps it).
                let lists: Vec<usize> = (i + 1..fields.len())
                    .filter(|&j| {
                        matches!(&fields[j].count, Some(Len::Field { name, .. }) if *name == f.name)
                    })
                    .collect();
                if !lists.is_empty() || is_length(&f.name, &fields[i + 1..]) {
                    if lists.is_empty() || *v == *lo || is_length(&f.name, &nested(fields, i)) {
                        continue;
                    }
                    let len = match &values[lists[0]] {
                        Value::List(items) => items.len(),
                        _ => unreachable!(),
                    };
                    for k in 0..len {
                        let mut smaller = values.to_vec();
                        smaller[i] = Value::Number(v - 1);
                        for &j in &lists {
                            // Lists counted with different offsets (`a[n] b[n-1]`) are
                            // shorter: each loses its item k, or its last.
                            if let Value::List(items) = &mut smaller[j] {
                                items.remove(k.min(items.len() - 1));
                            }
                        }
                        out.push(smaller);
                    }
                    continue;
                }
                for s in smaller_values(*v, *lo) {
                    let mut smaller = values.to_vec();
                    smaller[i] = Value::Number(s);
                    out.push(smaller);
                }
            }
            (Value::List(items), item) => {
                for (k, it) in items.iter().enumerate() {
                    let inner_shrinks = match item {
                        Item::Record(inner) => shrink_fields(inner, it),
                        Item::Number { .. } => shrink_fields(std::slice::from_ref(&scalar(f)), it),
                        Item::Word => Vec::new(),
                    };
                    for s in inner_shrinks {
                        let mut smaller = values.to_vec();
                        if let Value::List(list) = &mut smaller[i] {
                            list[k] = s;
                        }
                        out.push(smaller);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The fields nested in the lists after field `i` (a length counted there is not shrunk).
fn nested(fields: &[Field], i: usize) -> Vec<Field> {
    fields[i + 1..]
        .iter()
        .filter_map(|f| match &f.item {
            Item::Record(inner) => Some(inner.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A list's number item as a field of its own (for shrinking it).
fn scalar(f: &Field) -> Field {
    Field {
        name: f.name.clone(),
        count: None,
        item: f.item.clone(),
    }
}

/// The shapes of `forms`, each a layout and one case's description: the `input` of a
/// problem's `Game`.
///
/// # Panics
/// If a description does not parse (the lab's tests read every game's).
pub fn shapes(forms: &[(Layout, &str)]) -> Vec<Shape> {
    forms
        .iter()
        .map(|&(layout, case)| Shape::parse(layout, case).unwrap_or_else(|e| panic!("{case}: {e}")))
        .collect()
}

/// `lo..=hi` of a reader's range, for the description [`Described::case`] gives.
///
/// # Panics
/// If an end does not fit in `u64`.
pub fn range<T: Copy + TryInto<u64>>(r: std::ops::RangeInclusive<T>) -> String {
    let end = |v: T| v.try_into().ok().expect("a range within u64");
    format!("{}..={}", end(*r.start()), end(*r.end()))
}

/// A problem's judge input as its `study` module describes it: the layout, the case's
/// description and how large random values grow. [`Shaped`] makes it a [`Stress`] case type.
pub trait Described {
    /// How the cases end.
    const LAYOUT: Layout;
    /// One case's description, with the ranges of the crate's reader (see the module's doc).
    fn case() -> String;
    /// How far above its least value a random number of `field` goes at `size` (1 to 16):
    /// small enough for the brute force.
    fn largest(field: &str, size: u32) -> u64;
    /// The most cases of the worst-case input.
    const MOST_CASES: u64 = DEFAULT_CASES;

    /// One random case: by default [`Shape::random`] with [`Described::largest`]. A crate
    /// whose cases must hold more than the shape says (edges that form a tree, distinct
    /// steps below `n`) draws them itself here, and says which are valid in
    /// [`Described::valid`].
    fn random_case(shape: &Shape, rng: &mut fastrand::Rng, size: u32) -> CaseValues {
        shape.random(rng, size, Self::largest)
    }

    /// Whether a case is one the judge may give beyond its shape (shrinking and the
    /// exhaustive check keep only those); by default every case of the shape is.
    fn valid(_case: &[Value]) -> bool {
        true
    }

    /// Every small case for the exhaustive check: by default those of [`Shape::every`] within
    /// `weight` that are [`Described::valid`]. A crate whose valid cases that misses (words
    /// from an alphabet: [`Shape::every`] writes each word as `a`) lists its own.
    fn every(shape: &Shape, weight: u64) -> Vec<CaseValues> {
        shape
            .every(weight)
            .into_iter()
            .filter(|c| Self::valid(c))
            .collect()
    }

    /// The problem's checker, where more than one output is right (`kit new --checker`
    /// writes `Some(crate::checker)`): stress runs of [`Shaped`] judge by it
    /// ([`Stress::checker`]); by default outputs are compared token by token.
    fn checker() -> Option<Checker> {
        None
    }

    /// The parsed shape.
    ///
    /// # Panics
    /// If the description does not parse (the crate's own tests parse it).
    fn shape() -> Shape {
        Shape::parse(Self::LAYOUT, &Self::case()).unwrap_or_else(|e| panic!("{e}"))
    }
}

/// Random cases of a [`Described`] input: one to five cases (one in the single layout).
pub struct Shaped<D>(Vec<CaseValues>, PhantomData<fn() -> D>);

impl<D> Clone for Shaped<D> {
    fn clone(&self) -> Self {
        Shaped(self.0.clone(), PhantomData)
    }
}

impl<D> std::fmt::Debug for Shaped<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<D: Described> Stress for Shaped<D> {
    fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
        let shape = D::shape();
        let cases = if D::LAYOUT == Layout::Single {
            1
        } else {
            rng.usize(1..=5)
        };
        let cases = (0..cases)
            .map(|_| D::random_case(&shape, rng, size))
            .collect();
        Shaped(cases, PhantomData)
    }

    fn shrink(&self) -> Vec<Self> {
        let shape = D::shape();
        let mut out = Vec::new();
        if self.0.len() > 1 {
            for i in 0..self.0.len() {
                let mut fewer = self.0.clone();
                fewer.remove(i);
                out.push(Shaped(fewer, PhantomData));
            }
        }
        for (i, case) in self.0.iter().enumerate() {
            for smaller in shape.shrink(case).into_iter().filter(|c| D::valid(c)) {
                let mut cases = self.0.clone();
                cases[i] = smaller;
                out.push(Shaped(cases, PhantomData));
            }
        }
        out
    }

    fn judge_input(&self) -> String {
        D::shape().input(&self.0)
    }

    fn checker() -> Option<Checker> {
        D::checker()
    }
}

impl<D: Described> Shaped<D> {
    /// The worst case of [`Shape::worst`], as a crate's `worst_cases` returns it.
    pub fn worst_cases() -> Vec<WorstCase> {
        vec![D::shape().worst(D::MOST_CASES)]
    }

    /// Every small case ([`Described::every`]), each as the text of one case (no count, no
    /// terminating line): for the crate's `read_case`.
    ///
    /// # Panics
    /// When there is none: an exhaustive check over nothing would pass without checking.
    pub fn every_case(weight: u64) -> Vec<String> {
        let (shape, every) = Self::every_values(weight);
        every.iter().map(|c| shape.case_text(c)).collect()
    }

    /// Every small case ([`Described::every`]), each as a whole judge input of that one case
    /// (with the count, or the terminating line): for a crate whose answers a checker judges
    /// or whose player plays against an interactor.
    ///
    /// # Panics
    /// As [`Shaped::every_case`].
    pub fn every_input(weight: u64) -> Vec<String> {
        let (shape, every) = Self::every_values(weight);
        every
            .into_iter()
            .map(|c| shape.input(std::slice::from_ref(&c)))
            .collect()
    }

    /// The shape and its small cases, refusing an empty list.
    fn every_values(weight: u64) -> (Shape, Vec<CaseValues>) {
        let shape = D::shape();
        let every = D::every(&shape, weight);
        assert!(
            !every.is_empty(),
            "no valid case within weight {weight}: list them with `Described::every`"
        );
        (shape, every)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(layout: Layout, text: &str) -> Shape {
        Shape::parse(layout, text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn every_form_parses() {
        let s = parse(
            Layout::Sentinel,
            "k:1..=100 s[k]:1..=10_000 m:1..=100 games[m](l:1..=100 h[l]:0..=10000)",
        );
        assert_eq!(s.fields.len(), 4);
        assert_eq!(
            s.fields[1].count,
            Some(Len::Field {
                name: "k".into(),
                minus: 0
            })
        );
        let Item::Record(inner) = &s.fields[3].item else {
            panic!()
        };
        assert_eq!(inner[1].bounds(), Some((0, 10_000)));
        let t = parse(Layout::Cases, "n edges[n-1](i j) w:word rows[2]:word");
        // A length with no range gets the default, from at least its `minus`.
        assert_eq!(t.fields[0].bounds(), Some(DEFAULT_LENGTH));
        assert_eq!(t.fields[3].count, Some(Len::Fixed(2)));
        assert_eq!(t.fields[2].item, Item::Word);
        // The sentinel layout's first number starts at 1 unless told.
        assert_eq!(
            parse(Layout::Sentinel, "m n p").fields[0]
                .bounds()
                .unwrap()
                .0,
            1
        );
        assert_eq!(parse(Layout::Eof, "m n p").fields[0].bounds().unwrap().0, 0);
    }

    #[test]
    fn each_error_is_one_line_naming_the_fault() {
        for (layout, text, says) in [
            (Layout::Cases, "", "at least one field"),
            (Layout::Cases, "N", "expected a field name"),
            (Layout::Cases, "n a[m]", "`m` is no number read before"),
            (Layout::Cases, "a[n] n", "`n` is no number read before"),
            (Layout::Cases, "n n", "names two fields"),
            (Layout::Cases, "n:5..=1", "is empty"),
            (Layout::Cases, "n:1..5", "expected `..=`"),
            (Layout::Cases, "n:0..=1000000000 a[n]", "ends at 10^8"),
            (Layout::Cases, "n:0..=9 a[n-1]", "may be 0, below 1"),
            (Layout::Cases, "e(u v)", "write `e[LENGTH](...)`"),
            (Layout::Cases, "n e[n](u v", "expected `)`"),
            (Layout::Cases, "type", "cannot name a field"),
            (Layout::Cases, "n:99999999999999999999", "no 64-bit number"),
            (Layout::Sentinel, "n:0..=5", "starts at 1 or more"),
            (Layout::Sentinel, "w:word", "starts with a number"),
            (Layout::Cases, "n;m", "a space between fields"),
        ] {
            let e = Shape::parse(layout, text).unwrap_err();
            assert!(e.contains(says) && !e.contains('\n'), "{text}: {e}");
        }
    }

    #[test]
    fn random_cases_read_back_in_every_layout() {
        let mut rng = fastrand::Rng::with_seed(7);
        for layout in Layout::ALL {
            for text in [
                "n",
                "n:1..=9 k a[n]:3..=7",
                "k:1..=100 s[k]:1..=10000 m:1..=100 games[m](l:1..=100 h[l])",
                "n edges[n-1](i j) w:word",
                "m n p",
            ] {
                let shape = parse(layout, text);
                for size in 1..=16 {
                    let count = if layout == Layout::Single { 1 } else { 3 };
                    let cases: Vec<_> = (0..count)
                        .map(|_| shape.random(&mut rng, size, |_, s| u64::from(s) * 3))
                        .collect();
                    let input = shape.input(&cases);
                    assert_eq!(shape.read_input(&input).unwrap(), cases, "{text}: {input}");
                    for case in &cases {
                        for smaller in shape.shrink(case) {
                            assert_ne!(&smaller, case);
                            let again = shape.input(std::slice::from_ref(&smaller));
                            assert_eq!(shape.read_input(&again).unwrap(), vec![smaller]);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_small_case_is_listed_once() {
        // `n a[n]`, n from 1, items from 0: the cases of weight w number
        // sum over n of C(w - (n - 1) + n - 1, n - 1)... counted directly instead.
        let shape = parse(Layout::Single, "n:1..=9 a[n]:0..=9");
        for weight in 0..=5u64 {
            let all = shape.every(weight);
            let mut expected = 0u64;
            for n in 1..=weight + 1 {
                // items summing to at most weight - (n - 1), n of them: C(r + n, n)
                let r = weight - (n - 1);
                expected += binomial(r + n, n);
            }
            assert_eq!(all.len() as u64, expected, "weight {weight}");
            let mut sorted = all.clone();
            sorted.sort_by_key(|c| format!("{c:?}"));
            sorted.dedup();
            assert_eq!(sorted.len(), all.len());
        }
    }

    fn binomial(n: u64, k: u64) -> u64 {
        (1..=k).fold(1, |acc, i| acc * (n - k + i) / i)
    }

    #[test]
    fn the_worst_case_stays_within_its_budget() {
        let shape = parse(Layout::Cases, "n:1..=100000 a[n]:0..=1000000000");
        let worst = shape.worst(100_000);
        let tokens = worst.input.split_ascii_whitespace().count() as u64;
        assert!(tokens <= WORST_TOKENS + 1, "{tokens}");
        assert!(tokens > WORST_TOKENS / 2, "{tokens}");
        assert!(worst.input.contains("1000000000"));
        let nested = parse(Layout::Single, "m:1..=1000000 g[m](l:1..=1000000 h[l])");
        let worst = nested.worst(1);
        let tokens = worst.input.split_ascii_whitespace().count() as u64;
        assert!(
            tokens <= WORST_TOKENS && tokens > WORST_TOKENS / 2,
            "{tokens}"
        );
        assert!(worst.name.contains("capped"));
    }

    /// A random shape: numbers, lists whose length is an earlier number of the same record
    /// (or fixed), words, records nested two deep.
    fn arb_fields(depth: u32, prefix: &'static str) -> impl Strategy<Value = Vec<Field>> {
        let kinds = prop::collection::vec((0u8..5, 0u64..3, 1u64..4, 0u64..2), 1..5);
        kinds.prop_map(move |kinds| {
            let mut fields: Vec<Field> = Vec::new();
            for (i, (kind, lo, spread, minus)) in kinds.into_iter().enumerate() {
                let name = format!("{prefix}{i}");
                let numbers: Vec<&Field> = fields.iter().filter(|f| f.is_number()).collect();
                let len = match numbers.last() {
                    Some(f) if f.bounds().unwrap().0 >= minus => Len::Field {
                        name: f.name.clone(),
                        minus,
                    },
                    _ => Len::Fixed(spread),
                };
                let number = Item::Number {
                    lo,
                    hi: lo + spread,
                    given: true,
                };
                let field = match kind {
                    0 | 1 => Field {
                        name,
                        count: None,
                        item: number,
                    },
                    2 => Field {
                        name,
                        count: Some(len),
                        item: number,
                    },
                    3 => Field {
                        name,
                        count: Some(len),
                        item: Item::Word,
                    },
                    _ if depth > 0 => Field {
                        name: name.clone(),
                        count: Some(len),
                        item: Item::Record(vec![Field {
                            name: format!("{name}x"),
                            count: None,
                            item: number,
                        }]),
                    },
                    _ => Field {
                        name,
                        count: None,
                        item: Item::Word,
                    },
                };
                fields.push(field);
            }
            fields
        })
    }

    proptest! {
        #[test]
        fn a_description_parses_back_and_its_cases_read_back(
            fields in arb_fields(1, "f"),
            layout in prop::sample::select(Layout::ALL.to_vec()),
            seed in any::<u64>(),
        ) {
            let shape = Shape { layout, fields };
            let parsed = Shape::parse(layout, &shape.description());
            if layout == Layout::Sentinel {
                // Refused unless the case starts with a number from 1.
                let first = &shape.fields[0];
                let starts = first.is_number() && first.bounds().unwrap().0 >= 1;
                prop_assert_eq!(parsed.is_ok(), starts, "{}", shape.description());
                if !starts {
                    return Ok(());
                }
            }
            prop_assert_eq!(parsed.unwrap(), shape.clone());
            let mut rng = fastrand::Rng::with_seed(seed);
            let count = if layout == Layout::Single { 1 } else { 1 + (seed % 3) as usize };
            let cases: Vec<CaseValues> =
                (0..count).map(|_| shape.random(&mut rng, 3, |_, s| u64::from(s))).collect();
            let input = shape.input(&cases);
            prop_assert_eq!(shape.read_input(&input).unwrap(), cases.clone());
            for smaller in shape.shrink(&cases[0]) {
                prop_assert!(shape.read_input(&shape.input(&[smaller])).is_ok());
            }
        }
    }

    /// A shape whose cases must also be strictly increasing lists.
    enum Increasing {}

    impl Described for Increasing {
        const LAYOUT: Layout = Layout::Cases;

        fn case() -> String {
            "n:1..=9 a[n]:0..=50".into()
        }

        fn largest(_: &str, size: u32) -> u64 {
            u64::from(size) * 3
        }

        fn random_case(shape: &Shape, rng: &mut fastrand::Rng, size: u32) -> CaseValues {
            let mut case = shape.random(rng, size, Self::largest);
            if let Value::List(items) = &mut case[1] {
                let mut values: Vec<u64> = (0..items.len() as u64).map(|i| i * 2 + 1).collect();
                values.iter_mut().for_each(|v| *v += rng.u64(0..=1));
                *items = values.into_iter().map(|v| vec![Value::Number(v)]).collect();
            }
            case
        }

        fn valid(case: &[Value]) -> bool {
            let Value::List(items) = &case[1] else {
                return false;
            };
            let number = |item: &Vec<Value>| match item[0] {
                Value::Number(v) => v,
                _ => unreachable!("a list of numbers"),
            };
            items.windows(2).all(|w| number(&w[0]) < number(&w[1]))
        }
    }

    #[test]
    fn a_crate_s_own_random_cases_and_validity_are_kept_by_shrinking_and_the_every_list() {
        let mut rng = fastrand::Rng::with_seed(3);
        let shape = Increasing::shape();
        for size in 1..=16 {
            let cases = Shaped::<Increasing>::random(&mut rng, size);
            assert!(cases.0.iter().all(|c| Increasing::valid(c)), "{cases:?}");
            for smaller in cases.shrink() {
                assert!(
                    smaller.0.iter().all(|c| Increasing::valid(c)),
                    "{smaller:?}"
                );
            }
        }
        let every = Shaped::<Increasing>::every_case(3);
        let all = shape.every(3);
        assert!(every.len() < all.len());
        assert_eq!(
            every.len(),
            all.iter().filter(|c| Increasing::valid(c)).count()
        );
        // The same cases as whole inputs, each read back to one valid case.
        let inputs = Shaped::<Increasing>::every_input(3);
        assert_eq!(inputs.len(), every.len());
        for (input, case) in inputs.iter().zip(&every) {
            let read = shape.read_input(input).unwrap();
            assert_eq!((read.len(), shape.case_text(&read[0])), (1, case.clone()));
        }
    }

    /// A description whose outputs a checker judges: [`Shaped`] hands the checker to stress.
    enum Judged {}

    impl Described for Judged {
        const LAYOUT: Layout = Layout::Single;

        fn case() -> String {
            "n:2..=9".into()
        }

        fn largest(_: &str, _: u32) -> u64 {
            7
        }

        fn checker() -> Option<Checker> {
            Some(crate::check::tests::divisor_checker)
        }
    }

    #[test]
    fn the_checker_of_a_description_judges_its_stress_runs() {
        assert!(<Shaped<Judged> as Stress>::checker().is_some());
        assert!(<Shaped<Increasing> as Stress>::checker().is_none());
    }

    /// No case is valid: the exhaustive list refuses to be empty.
    enum Nothing {}

    impl Described for Nothing {
        const LAYOUT: Layout = Layout::Single;

        fn case() -> String {
            "w:word".into()
        }

        fn largest(_: &str, _: u32) -> u64 {
            1
        }

        fn valid(_: &[Value]) -> bool {
            false
        }
    }

    #[test]
    #[should_panic(expected = "no valid case within weight 4")]
    fn an_exhaustive_check_over_nothing_is_refused() {
        Shaped::<Nothing>::every_case(4);
    }
}
