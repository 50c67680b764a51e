//! The lab's expression language: integer expressions in `n` (and `t`), parsed and evaluated
//! by [rhai](https://rhai.rs) restricted to single expressions (no statements, no loops, no
//! function definitions), with number-theory helpers registered as functions.
//!
//! Two uses:
//! - [`TakeRule`]: `take:EXPR`, a one-heap game where from `n` a move may take `t` tokens,
//!   `1 <= t <= n`, when `EXPR` is true (e.g. `is_prime(t)`);
//! - [`Formula`]: `lab verify GAME --rule EXPR`, a guessed rule in `n`: a boolean (the player to
//!   move wins) or an integer (the Grundy value).
//!
//! Integers are 64-bit and signed; overflow and division by zero are errors, not wrap-arounds:
//! every one names the operation and its operands (`Shift overflow: 1 << 64`). Operators:
//! `+ - * / % **`, comparisons, `&& || !`, `& | ^ << >>` (`x << y` is `x * 2^y`, `x >> y` is
//! `x / 2^y` rounded down, `y >= 0`), `if c { a } else { b }`, `x in [1, 2, 5]` and
//! `x in 1..=3`; functions: see [`FUNCTIONS`]. The limits on one expression
//! ([`MAX_DEPTH`], [`MAX_OPERATIONS`], ...) are named in the errors that hit them.

use crate::error::LabError;
use rhai::{Dynamic, Engine, EvalAltResult, ParseErrorType, Position, Scope, AST};

/// How deeply an expression may nest (parentheses, calls, operators).
pub const MAX_DEPTH: usize = 64;

/// How many operations one evaluation may take (no loops, but a call on a long array or range
/// could still run away).
pub const MAX_OPERATIONS: u64 = 100_000;

/// The longest string an expression may build.
pub const MAX_STRING: usize = 1000;

/// The longest array an expression may build.
pub const MAX_ARRAY: usize = 100_000;

/// The functions the expressions may call, besides rhai's own (`abs`, `min`, `max`, ...), as
/// `(signature, meaning)`; `lab --help` and the README list them.
pub const FUNCTIONS: &[(&str, &str)] = &[
    ("is_prime(x)", "x is a prime"),
    (
        "is_prime_power(x)",
        "x = p^k for a prime p and k >= 0 (so 1 counts)",
    ),
    ("is_power_of(x, b)", "x = b^k for some k >= 0 (b >= 0)"),
    ("is_square(x)", "x is a perfect square"),
    ("max_digit(x)", "the largest decimal digit of |x|"),
    ("min_digit(x)", "the smallest decimal digit of |x|"),
    (
        "min_nonzero_digit(x)",
        "the smallest non-zero decimal digit of |x| (0 for x = 0)",
    ),
    ("digit_sum(x)", "the sum of the decimal digits of |x|"),
    (
        "digit_count(x)",
        "the number of decimal digits of |x| (1 for 0)",
    ),
    ("gcd(a, b)", "the greatest common divisor (gcd(0, 0) = 0)"),
];

type Fallible<T> = Result<T, Box<EvalAltResult>>;

/// An arithmetic error, reported as rhai reports its own (`Addition overflow: 1 + ...`).
fn arithmetic(message: String) -> Box<EvalAltResult> {
    EvalAltResult::ErrorArithmetic(message, Position::NONE).into()
}

/// `x << y = x * 2^y`: an error for a negative `y` or a product past 64 bits (rhai's own `<<`
/// gives 0 from `y = 64` on and drops the bits shifted out, so `1 << 64` was 0 and `1 << 63`
/// negative).
fn shift_left(x: i64, y: i64) -> Fallible<i64> {
    // |x| <= 2^63 and y <= 63: the exact product is below 2^126, so i128 holds it.
    u32::try_from(y)
        .ok()
        .filter(|&y| y < 64)
        .and_then(|y| i64::try_from(i128::from(x) << y).ok())
        .ok_or_else(|| arithmetic(format!("Shift overflow: {x} << {y}")))
}

/// `x >> y = floor(x / 2^y)`: exact for every `y >= 0` (0 or -1 from `y = 64` on); a negative
/// `y` is an error (rhai's own would shift left instead).
fn shift_right(x: i64, y: i64) -> Fallible<i64> {
    match u32::try_from(y) {
        Ok(y) => Ok(x >> y.min(63)),
        Err(_) => Err(arithmetic(format!("Negative shift: {x} >> {y}"))),
    }
}

/// Whether `x` is `base^k` for some `k >= 0`.
fn is_power_of(x: i64, base: i64) -> Fallible<bool> {
    match base {
        b if b < 0 => Err(format!("is_power_of: the base must be at least 0 (got {b})").into()),
        0 => Ok(x == 0 || x == 1),
        1 => Ok(x == 1),
        b => {
            if x < 1 {
                return Ok(false);
            }
            let mut x = x;
            while x % b == 0 {
                x /= b;
            }
            Ok(x == 1)
        }
    }
}

/// The integer `k`-th root of `x >= 1`: the largest `r` with `r^k <= x`.
fn integer_root(x: u64, k: u32) -> u64 {
    if k == 1 {
        return x;
    }
    // A float estimate, then corrected in both directions (exact for all u64).
    let mut r = (x as f64).powf(1.0 / f64::from(k)) as u64;
    let fits = |r: u64| r.checked_pow(k).is_some_and(|p| p <= x);
    while r > 0 && !fits(r) {
        r -= 1;
    }
    while fits(r + 1) {
        r += 1;
    }
    r
}

fn is_prime(x: i64) -> bool {
    x >= 2 && shared::primality::is_prime(x as u64)
}

/// `p^k` with `p` prime and `k >= 0`: 1, or a prime's power. Tries every exponent `k <= 63`:
/// `x` is one iff its integer `k`-th root is a prime whose `k`-th power is `x`.
fn is_prime_power(x: i64) -> bool {
    if x < 1 {
        return false;
    }
    if x == 1 {
        return true;
    }
    let x = x as u64;
    (1..64).any(|k| {
        let r = integer_root(x, k);
        r >= 2 && r.pow(k) == x && shared::primality::is_prime(r)
    })
}

fn is_square(x: i64) -> bool {
    x >= 0 && {
        let r = integer_root(x as u64, 2);
        r * r == x as u64
    }
}

/// The decimal digits of `|x|`, least significant first (`[0]` for 0).
fn digits(x: i64) -> impl Iterator<Item = i64> {
    let mut rest = x.unsigned_abs();
    let mut first = true;
    std::iter::from_fn(move || {
        if rest == 0 && !first {
            return None;
        }
        first = false;
        let d = (rest % 10) as i64;
        rest /= 10;
        Some(d)
    })
}

fn gcd(a: i64, b: i64) -> Fallible<i64> {
    let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
    while y != 0 {
        (x, y) = (y, x % y);
    }
    // gcd(-2^63, 0) = 2^63 does not fit.
    i64::try_from(x).map_err(|_| arithmetic(format!("gcd overflow: gcd({a}, {b}) = 2^63")))
}

/// The rhai engine for `text`: expressions only, variables checked at compile time, helpers
/// registered, `print` and `debug` silenced (stdout is the command's output).
///
/// rhai's own `<<` and `>>` lose bits silently, so an expression with a shift gets checked
/// ones; rhai then calls them only with its fast built-in operators switched off, which makes
/// every operator about twice as slow (measured on `take:` rules to 3000), so only such
/// expressions pay for it. rhai's own negation fails on `-(-2^63)` with only "integer
/// overflow", which [`failure`] words like the other overflows.
pub(crate) fn engine(text: &str) -> Engine {
    let mut engine = Engine::new();
    engine
        .set_strict_variables(true)
        .set_max_expr_depths(MAX_DEPTH)
        .set_max_operations(MAX_OPERATIONS)
        .set_max_string_size(MAX_STRING)
        .set_max_array_size(MAX_ARRAY)
        .on_print(|_| {})
        .on_debug(|_, _, _| {});
    if text.contains("<<") || text.contains(">>") {
        engine
            .set_fast_operators(false)
            .register_fn("<<", shift_left)
            .register_fn(">>", shift_right);
    }
    engine
        .register_fn("is_prime", is_prime)
        .register_fn("is_prime_power", is_prime_power)
        .register_fn("is_power_of", is_power_of)
        .register_fn("is_square", is_square)
        .register_fn("max_digit", |x: i64| digits(x).max().unwrap_or(0))
        .register_fn("min_digit", |x: i64| digits(x).min().unwrap_or(0))
        .register_fn("min_nonzero_digit", |x: i64| {
            digits(x).filter(|&d| d != 0).min().unwrap_or(0)
        })
        .register_fn("digit_sum", |x: i64| digits(x).sum::<i64>())
        .register_fn("digit_count", |x: i64| digits(x).count() as i64)
        .register_fn("gcd", gcd);
    register_guess_functions(&mut engine);
    engine
}

/// The functions that `lab guess` prints ([`crate::guess::exact`], exact in integers), as
/// `(signature, meaning)` for `lab --help` and the README.
pub const GUESS_FUNCTIONS: &[(&str, &str)] = &[
    (
        "beatty(k, p, q, d, r)",
        "floor(k * (p + q * sqrt(d)) / r), exactly (r >= 1, d >= 0); (1, 1, 5, 2) is the golden ratio",
    ),
    (
        "beatty_index(x, p, q, d, r)",
        "the k >= 0 with beatty(k, p, q, d, r) == x, or -1 (needs (p + q * sqrt(d)) / r >= 1)",
    ),
    ("is_fibonacci(x)", "x is a Fibonacci number: 0, 1, 2, 3, 5, 8, ..."),
    ("is_triangular(x)", "x = k(k + 1)/2 for some k >= 0"),
    (
        "in_recurrence(x, [s1, ..., sd], [c1, ..., cd])",
        "x is a term of the sequence s1, ..., sd, then a_i = c1 a_(i-1) + ... + cd a_(i-d) (it must increase)",
    ),
    (
        "in_sum_chain(x, k)",
        "x is a term of GMOJ 3033's chain: 1, then the last term plus the first term that k times covers it",
    ),
    ("prev_prime(x)", "the largest prime below x (0 when x <= 2)"),
    ("valuation(x, b)", "the exponent of b in x (x != 0, b >= 2)"),
];

/// Registers [`GUESS_FUNCTIONS`]; their argument errors become evaluation errors.
fn register_guess_functions(engine: &mut Engine) {
    use crate::guess::exact::{self, Quadratic};
    use rhai::Array;
    let quadratic = |p: i64, q: i64, d: i64, r: i64| Quadratic { p, q, d, r };
    let ints = |name: &str, list: &Array| -> Fallible<Vec<i64>> {
        list.iter()
            .map(|v| {
                v.as_int()
                    .map_err(|_| format!("{name}: the lists hold integers").into())
            })
            .collect()
    };
    engine
        .register_fn(
            "beatty",
            move |k: i64, p: i64, q: i64, d: i64, r: i64| -> Fallible<i64> {
                Ok(quadratic(p, q, d, r).floor_mul(k)?)
            },
        )
        .register_fn(
            "beatty_index",
            move |x: i64, p: i64, q: i64, d: i64, r: i64| -> Fallible<i64> {
                Ok(quadratic(p, q, d, r).index_of(x)?.unwrap_or(-1))
            },
        )
        .register_fn("is_fibonacci", exact::is_fibonacci)
        .register_fn("is_triangular", exact::is_triangular)
        .register_fn(
            "in_recurrence",
            move |x: i64, start: Array, coefficients: Array| -> Fallible<bool> {
                let (s, c) = (
                    ints("in_recurrence", &start)?,
                    ints("in_recurrence", &coefficients)?,
                );
                Ok(exact::in_recurrence(x, &s, &c)?)
            },
        )
        .register_fn("in_sum_chain", |x: i64, k: i64| -> Fallible<bool> {
            Ok(exact::in_sum_chain(x, k)?)
        })
        .register_fn("prev_prime", exact::prev_prime)
        .register_fn("valuation", |x: i64, b: i64| -> Fallible<i64> {
            Ok(exact::valuation(x, b)?)
        });
}

/// Compiles `text` with the variables `names` in scope (all set to 0), refusing any other.
pub(crate) fn compile(engine: &Engine, text: &str, names: &[&str]) -> Result<AST, String> {
    let mut scope = Scope::new();
    for name in names {
        scope.push(*name, 0_i64);
    }
    engine
        .compile_expression_with_scope(&scope, text)
        .map_err(|e| match e.err_type() {
            // rhai says only "Expression exceeds maximum complexity".
            ParseErrorType::ExprTooDeep => format!(
                "the expression nests more than {MAX_DEPTH} levels deep (parentheses, calls \
                 and operators; the limit is {MAX_DEPTH}) ({})",
                e.position()
            ),
            // A character rhai does not know (`≤`): its tokenizer wraps the message in another
            // "Unexpected '...'" of its own, so the character is taken out of both.
            ParseErrorType::BadInput(rhai::LexError::UnexpectedInput(what)) => {
                let inner = what
                    .strip_prefix("Unexpected '")
                    .and_then(|w| w.strip_suffix('\''))
                    .unwrap_or(what);
                format!(
                    "unexpected `{inner}` ({}); the operators are ASCII: <= >= != == && || !",
                    e.position()
                )
            }
            _ => e.to_string(),
        })
}

/// Why an evaluation failed, with the limit named when it hit one (rhai says only "Too many
/// operations" or "... exceeds maximum limit").
fn failure(e: &EvalAltResult) -> String {
    match e {
        EvalAltResult::ErrorTooManyOperations(at) => {
            format!("more than {MAX_OPERATIONS} operations in one evaluation (the limit) ({at})")
        }
        // rhai's negation, the only operation that fails so (its `abs` says more).
        EvalAltResult::ErrorArithmetic(what, at) if what == "integer overflow" => {
            format!("Negation overflow: -({}) ({at})", i64::MIN)
        }
        EvalAltResult::ErrorDataTooLarge(what, at) => format!(
            "{what} exceeds the limit ({MAX_STRING} characters for a string, {MAX_ARRAY} \
             elements for an array) ({at})"
        ),
        other => other.to_string(),
    }
}

/// A value of an expression: what it evaluated to, in words, for error messages.
fn describe(value: &Dynamic) -> String {
    if value.is_int() {
        format!("{value} (an integer)")
    } else if value.is_bool() {
        format!("{value} (a boolean)")
    } else {
        format!("{value} (a {})", value.type_name())
    }
}

/// The moves of a `take:EXPR` game: from `n`, take `t` tokens (`1 <= t <= n`) when `EXPR`,
/// an expression in `n` and `t`, is true.
pub struct TakeRule {
    text: String,
    engine: Engine,
    ast: AST,
    uses_n: bool,
    scope: Scope<'static>,
}

impl std::fmt::Debug for TakeRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TakeRule({:?})", self.text)
    }
}

impl TakeRule {
    /// Parses `EXPR` (without the `take:` prefix).
    ///
    /// # Errors
    /// [`LabError::BadDefinition`] with rhai's reason: a syntax error, a statement, or a
    /// variable other than `n` and `t`.
    pub fn parse(text: &str) -> Result<TakeRule, LabError> {
        let engine = engine(text);
        let bad = |reason: String| {
            LabError::BadDefinition(format!(
                "bad rule `take:{text}`: {reason} (expected an expression in n and t, \
                 e.g. take:is_prime(t) or take:t <= 3)"
            ))
        };
        if text.trim().is_empty() {
            return Err(bad("the expression is empty".into()));
        }
        // Compiled with only `t` first: if that works, the moves do not depend on `n`, and the
        // table needs one evaluation per `t` instead of one per pair.
        let (ast, uses_n) = match compile(&engine, text, &["t"]) {
            Ok(ast) => (ast, false),
            Err(_) => (compile(&engine, text, &["n", "t"]).map_err(bad)?, true),
        };
        let mut scope = Scope::new();
        scope.push("n", 0_i64).push("t", 0_i64);
        Ok(TakeRule {
            text: text.to_string(),
            engine,
            ast,
            uses_n,
            scope,
        })
    }

    /// The expression as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the expression mentions `n` (else the moves are the same from every heap).
    pub fn uses_n(&self) -> bool {
        self.uses_n
    }

    /// Whether a move from `n` may take `t`.
    ///
    /// # Errors
    /// [`LabError::BadDefinition`]: the expression fails (overflow, division by zero, a bad
    /// argument) or is not a boolean, naming `n` and `t`.
    pub fn allows(&mut self, n: u64, t: u64) -> Result<bool, LabError> {
        let at = || {
            if self.uses_n {
                format!("n = {n}, t = {t}")
            } else {
                format!("t = {t}")
            }
        };
        let (Ok(ni), Ok(ti)) = (i64::try_from(n), i64::try_from(t)) else {
            return Err(LabError::BadDefinition(format!(
                "the rule `take:{}` cannot be evaluated at {}: positions above 2^63 - 1",
                self.text,
                at()
            )));
        };
        self.scope.set_value("n", ni).set_value("t", ti);
        let value = self
            .engine
            .eval_ast_with_scope::<Dynamic>(&mut self.scope, &self.ast)
            .map_err(|e| {
                LabError::BadDefinition(format!(
                    "the rule `take:{}` fails at {}: {}",
                    self.text,
                    at(),
                    failure(&e)
                ))
            })?;
        value.as_bool().map_err(|_| {
            LabError::BadDefinition(format!(
                "the rule `take:{}` must be true or false, but at {} it is {}",
                self.text,
                at(),
                describe(&value)
            ))
        })
    }
}

/// What a [`Formula`] says of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// The player to move wins (true) or loses.
    Wins(bool),
    /// The Grundy value.
    Grundy(i64),
}

/// A guessed rule in `n` for `lab verify --rule`: a boolean (the player to move wins) or an
/// integer (the Grundy value).
pub struct Formula {
    text: String,
    engine: Engine,
    ast: AST,
    scope: Scope<'static>,
}

impl std::fmt::Debug for Formula {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Formula({:?})", self.text)
    }
}

impl Formula {
    /// Parses a formula in `n`.
    ///
    /// # Errors
    /// [`LabError::BadOption`] with rhai's reason (syntax, a statement, a variable other than
    /// `n`).
    pub fn parse(text: &str) -> Result<Formula, LabError> {
        let engine = engine(text);
        let bad = |reason: String| {
            LabError::BadOption(format!(
                "bad --rule `{text}`: {reason} (expected an expression in n: a boolean for \
                 win/lose, e.g. n % 6 != 0, or an integer for the Grundy value, e.g. n % 5)"
            ))
        };
        if text.trim().is_empty() {
            return Err(bad("the expression is empty".into()));
        }
        let ast = compile(&engine, text, &["n"]).map_err(bad)?;
        let mut scope = Scope::new();
        scope.push("n", 0_i64);
        Ok(Formula {
            text: text.to_string(),
            engine,
            ast,
            scope,
        })
    }

    /// The formula as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What the formula says of position `n`.
    ///
    /// # Errors
    /// [`LabError::BadOption`]: the formula fails at `n` or is neither a boolean nor an integer.
    pub fn at(&mut self, n: u64) -> Result<Claim, LabError> {
        let ni = i64::try_from(n).map_err(|_| {
            LabError::BadOption(format!(
                "--rule `{}` cannot be evaluated at n = {n} (above 2^63 - 1)",
                self.text
            ))
        })?;
        self.scope.set_value("n", ni);
        let value = self
            .engine
            .eval_ast_with_scope::<Dynamic>(&mut self.scope, &self.ast)
            .map_err(|e| {
                LabError::BadOption(format!(
                    "--rule `{}` fails at n = {n}: {}",
                    self.text,
                    failure(&e)
                ))
            })?;
        if let Ok(b) = value.as_bool() {
            Ok(Claim::Wins(b))
        } else if let Ok(g) = value.as_int() {
            Ok(Claim::Grundy(g))
        } else {
            Err(LabError::BadOption(format!(
                "--rule `{}` must give a boolean (wins) or an integer (Grundy value), but at \
                 n = {n} it is {}",
                self.text,
                describe(&value)
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allowed(rule: &str, n: u64) -> Vec<u64> {
        let mut r = TakeRule::parse(rule).unwrap();
        (1..=n).filter(|&t| r.allows(n, t).unwrap()).collect()
    }

    #[test]
    fn number_theory_helpers() {
        let primes: Vec<i64> = (0..30).filter(|&x| is_prime(x)).collect();
        assert_eq!(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
        let powers: Vec<i64> = (0..30).filter(|&x| is_prime_power(x)).collect();
        assert_eq!(
            powers,
            [1, 2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29]
        );
        assert!(is_prime_power(1 << 62) && is_prime_power(3_i64.pow(39)));
        assert!(!is_prime_power(6 * (1 << 50)) && !is_prime_power(-8));
        assert!(is_prime_power(999_999_937 * 999_999_937));
        let fours: Vec<i64> = (0..100).filter(|&x| is_power_of(x, 4).unwrap()).collect();
        assert_eq!(fours, [1, 4, 16, 64]);
        assert_eq!(
            (0..5)
                .filter(|&x| is_power_of(x, 1).unwrap())
                .collect::<Vec<_>>(),
            [1]
        );
        assert!(is_power_of(5, -2).is_err());
        for x in 0..200_i64 {
            let r = (0..=x).take_while(|r| r * r <= x).last().unwrap();
            assert_eq!(is_square(x), r * r == x, "{x}");
        }
        assert!(is_square(3_037_000_499 * 3_037_000_499));
        assert_eq!(integer_root(u64::MAX, 2), 4_294_967_295);
        assert_eq!(integer_root(u64::MAX, 63), 2);
        assert_eq!(gcd(12, -18).unwrap(), 6);
        assert_eq!(gcd(0, 0).unwrap(), 0);
        assert!(gcd(i64::MIN, 0).is_err());
    }

    #[test]
    fn digits_of_numbers() {
        let d = |x: i64| digits(x).collect::<Vec<_>>();
        assert_eq!(d(0), [0]);
        assert_eq!(d(1207), [7, 0, 2, 1]);
        assert_eq!(d(-45), [5, 4]);
        assert_eq!(d(i64::MIN).len(), 19);
    }

    #[test]
    fn take_rules_give_the_moves() {
        assert_eq!(allowed("is_prime(t)", 12), [2, 3, 5, 7, 11]);
        assert_eq!(allowed("t <= 3", 10), [1, 2, 3]);
        assert_eq!(allowed("t in [1, 2, 5]", 10), [1, 2, 5]);
        assert_eq!(allowed("t in 2..=4", 10), [2, 3, 4]);
        assert_eq!(allowed("is_power_of(t, 4)", 70), [1, 4, 16, 64]);
        assert_eq!(
            allowed("t == max_digit(n) || t == min_nonzero_digit(n)", 2057),
            [2, 7]
        );
        assert_eq!(allowed("n % t == 0 && t < n", 12), [1, 2, 3, 4, 6]);
        assert_eq!(allowed("2 * t <= n", 9), [1, 2, 3, 4]);
        assert!(!TakeRule::parse("is_prime(t)").unwrap().uses_n());
        assert!(TakeRule::parse("t <= n / 2").unwrap().uses_n());
    }

    #[test]
    fn bad_rules_are_refused_with_the_reason() {
        let err = TakeRule::parse("is_prime(t").unwrap_err().to_string();
        assert!(err.starts_with("bad rule `take:is_prime(t`: "), "{err}");
        let err = TakeRule::parse("t <= k").unwrap_err().to_string();
        assert!(err.contains("k"), "{err}");
        assert!(err.contains("Undefined variable: k"), "{err}");
        let err = TakeRule::parse("let x = 3; t < x").unwrap_err().to_string();
        assert!(err.starts_with("bad rule"), "{err}");
        assert!(TakeRule::parse("  ").is_err());
        let mut r = TakeRule::parse("t + 1").unwrap();
        let err = r.allows(5, 2).unwrap_err().to_string();
        assert_eq!(
            err,
            "the rule `take:t + 1` must be true or false, but at t = 2 it is 3 (an integer)"
        );
        let mut r = TakeRule::parse("n % (t - 1) == 0").unwrap();
        let err = r.allows(5, 1).unwrap_err().to_string();
        assert!(err.contains("fails at n = 5, t = 1"), "{err}");
        let mut r = TakeRule::parse("is_power_of(t, -1)").unwrap();
        assert!(r.allows(5, 1).unwrap_err().to_string().contains("base"));
    }

    /// Every overflow is an error that names the operation and its operands, at the position
    /// it happened; `(1 << 64) > t` once evaluated (to false) because rhai's `<<` gives 0.
    #[test]
    fn every_overflow_is_an_error_naming_the_expression() {
        let cases = [
            ("(1 << 64) > t", "Shift overflow: 1 << 64"),
            ("(1 << 63) > t", "Shift overflow: 1 << 63"),
            ("(t << 62) > 0", "Shift overflow: 2 << 62"),
            ("(-3 << 62) < 0", "Shift overflow: -3 << 62"),
            ("(1 << (0 - t)) > 0", "Shift overflow: 1 << -2"),
            ("(8 >> (0 - t)) > 0", "Negative shift: 8 >> -2"),
            (
                "t + 9223372036854775807 > 0",
                "Addition overflow: 2 + 9223372036854775807",
            ),
            (
                "0 - t - 9223372036854775807 < 0",
                "Subtraction overflow: -2 - 9223372036854775807",
            ),
            (
                "t * 9223372036854775807 > 0",
                "Multiplication overflow: 2 * 9223372036854775807",
            ),
            ("t ** 64 > 0", "Exponential overflow: 2 ** 64"),
            (
                "-(t - 9223372036854775807 - 3) > 0",
                "Negation overflow: -(-9223372036854775808)",
            ),
            (
                "-(t - 9223372036854775807 - 3) > (1 << 2)",
                "Negation overflow",
            ),
            ("abs(t - 9223372036854775807 - 3) > 0", "Negation overflow"),
            ("(t + 9223372036854775807) >> 1 > 0", "Addition overflow"),
            (
                "(t - 9223372036854775807 - 3) / -1 > 0",
                "Division overflow",
            ),
            (
                "gcd(t - 9223372036854775807 - 3, 0) > 0",
                "gcd overflow: gcd(-9223372036854775808, 0)",
            ),
        ];
        for (rule, named) in cases {
            let mut r = TakeRule::parse(rule).unwrap_or_else(|e| panic!("{rule}: {e}"));
            let err = r.allows(5, 2).expect_err(rule).to_string();
            assert!(err.contains(named), "{rule}: {err}");
            assert!(
                err.contains("fails at") && err.contains("position"),
                "{rule}: {err}"
            );
        }
        // The exact shifts that fit are values, not errors.
        let mut r = TakeRule::parse("(t << 61) == 4611686018427387904").unwrap();
        assert!(r.allows(5, 2).unwrap());
        let mut f = Formula::parse("(n >> 1) + (-n >> 64) + (n >> 64) + (-1 << 63)").unwrap();
        assert_eq!(f.at(7).unwrap(), Claim::Grundy(i64::MIN + 2));
        let mut f = Formula::parse("n << 70").unwrap();
        let err = f.at(1).unwrap_err().to_string();
        assert!(err.contains("Shift overflow: 1 << 70"), "{err}");
    }

    /// The limits of one expression are named in the errors that hit them.
    #[test]
    fn an_error_at_a_limit_names_the_limit() {
        let deep = format!("{}t{} > 0", "(".repeat(70), ")".repeat(70));
        let err = TakeRule::parse(&deep).unwrap_err().to_string();
        assert!(err.contains("more than 64 levels deep"), "{err}");
        assert!(err.contains("the limit is 64"), "{err}");
        let err = Formula::parse(&format!("{}n{}", "(".repeat(70), ")".repeat(70)))
            .unwrap_err()
            .to_string();
        assert!(err.contains("the limit is 64"), "{err}");
    }

    #[test]
    fn formulas_are_booleans_or_integers() {
        let mut f = Formula::parse("n % 6 != 0").unwrap();
        assert_eq!(f.at(12).unwrap(), Claim::Wins(false));
        assert_eq!(f.at(13).unwrap(), Claim::Wins(true));
        let mut f = Formula::parse("n % 5").unwrap();
        assert_eq!(f.at(13).unwrap(), Claim::Grundy(3));
        let mut f = Formula::parse("if n < 3 { 0 } else { n / 2 }").unwrap();
        assert_eq!(f.at(9).unwrap(), Claim::Grundy(4));
        let mut f = Formula::parse("\"x\"").unwrap();
        assert!(f.at(0).unwrap_err().to_string().contains("a string"));
        let err = Formula::parse("t % 2").unwrap_err().to_string();
        assert!(err.starts_with("bad --rule `t % 2`: "), "{err}");
        let mut f = Formula::parse("print(n) == ()").unwrap();
        // `print` is silenced; whatever it returns, nothing reaches stdout.
        let _ = f.at(1);
    }
}
