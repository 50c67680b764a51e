//! How an output is judged: token by token against a right answer, or, for a problem whose
//! answer is not unique (any of several moves, any optimal plan), by the problem's own
//! checker, `checker(input, output) -> Result<(), String>`, written in its crate beside
//! `solve`. [`Judging`] is the one place that decides. The hooks: a stress run judges both
//! programs' outputs by the checker its case type names ([`crate::stress::Stress::checker`]);
//! the samples in memory go through [`crate::contract::assert_contract_judged`]; a binary's
//! run on a sample through `judge::judge_sample_with`. The workspace-wide sample and bundle
//! tests (`crates/judge/tests`, `crates/bundle/tests`) and the `samples` runner find problems
//! by their `testdata/` folder: they take the checker from `judge::checkers`, a registry that
//! `crates/judge/build.rs` builds from every `crates/<slug>/src/checker.rs`. So a problem with
//! a checker puts it in that file (std only, self-contained, no tests: judge compiles it as it
//! is) and re-exports it from its `lib.rs`; nothing else is listed by hand.
//!
//! A checker reads the input and the output itself and says why an output is wrong (one line
//! for a person). It must refuse what the judge would refuse: a missing or extra token, a
//! claim that is false, a value out of range.
//!
//! ## Tested
//! The unit tests below, with a small example checker (print any proper divisor of `n`, or
//! `prime`): a right answer other than the expected one is accepted, a wrong one refused with
//! the checker's reason, and without a checker the token comparison names the first
//! difference; `crate::stress`'s tests run two programs with different right answers through
//! a checker.

/// A problem's judgement of `output` for `input`: `Err` says what is wrong.
pub type Checker = fn(input: &str, output: &str) -> Result<(), String>;

/// How the outputs of one problem are judged.
#[derive(Debug, Clone, Copy)]
pub enum Judging {
    /// Every right output has the same tokens: compared with a right answer.
    Tokens,
    /// Several outputs may be right: the problem's checker judges each.
    Checker(Checker),
}

impl Judging {
    /// The judging for a problem with `checker` (or none).
    pub fn new(checker: Option<Checker>) -> Judging {
        checker.map_or(Judging::Tokens, Judging::Checker)
    }

    /// Whether `got` is a right output for `input`, where `expected` is one (a sample's
    /// `.out`): the checker's verdict on `got`, or the token comparison.
    ///
    /// # Errors
    /// The checker's reason, or [`compare_tokens`]'s report.
    pub fn accepts(&self, input: &str, expected: &str, got: &str) -> Result<(), String> {
        match self {
            Judging::Tokens => compare_tokens(expected, got),
            Judging::Checker(check) => check(input, got),
        }
    }

    /// Whether two programs' outputs for `input` agree: both right by the checker, or the
    /// same tokens.
    ///
    /// # Errors
    /// The checker's reason, naming which output it refused, or the token comparison's report.
    pub fn agree(&self, input: &str, first: &str, second: &str) -> Result<(), String> {
        match self {
            Judging::Tokens => compare_tokens(first, second),
            Judging::Checker(check) => {
                check(input, first).map_err(|why| format!("the first output is wrong: {why}"))?;
                check(input, second).map_err(|why| format!("the second output is wrong: {why}"))
            }
        }
    }
}

/// Whether `actual` has the tokens of `expected` (whitespace is free), and otherwise a report:
/// the first differing token and both texts (their first 30 lines).
///
/// # Errors
/// The report.
///
/// # Complexity
/// O(length of both texts).
pub fn compare_tokens(expected: &str, actual: &str) -> Result<(), String> {
    let e: Vec<&str> = expected.split_whitespace().collect();
    let a: Vec<&str> = actual.split_whitespace().collect();
    if e == a {
        return Ok(());
    }
    let at = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    Err(format!(
        "first difference at token {} (expected {:?}, got {:?}); {} tokens expected, {} printed\n\
         --- expected ---\n{}\n--- actual ---\n{}",
        at + 1,
        e.get(at).copied().unwrap_or("<end>"),
        a.get(at).copied().unwrap_or("<end>"),
        e.len(),
        a.len(),
        clip(expected),
        clip(actual)
    ))
}

/// The first lines of a long text, so that a failure report stays readable.
pub fn clip(text: &str) -> String {
    const LINES: usize = 30;
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= LINES {
        text.trim_end().to_string()
    } else {
        format!(
            "{}\n... ({} more lines)",
            lines[..LINES].join("\n"),
            lines.len() - LINES
        )
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The example checker: the input is `n` (at least 2); a right output is a divisor `d` of
    /// `n` with `1 < d < n`, or `prime` when there is none.
    pub(crate) fn divisor_checker(input: &str, output: &str) -> Result<(), String> {
        let n: u64 = input
            .trim()
            .parse()
            .map_err(|_| format!("bad input {input:?}"))?;
        let tokens: Vec<&str> = output.split_whitespace().collect();
        let [answer] = tokens[..] else {
            return Err(format!("expected one token, found {}", tokens.len()));
        };
        let has_divisor = (2..n)
            .take_while(|d| d * d <= n)
            .any(|d| n.is_multiple_of(d));
        match (answer, answer.parse::<u64>()) {
            ("prime", _) if !has_divisor => Ok(()),
            ("prime", _) => Err(format!("{n} is not prime")),
            (_, Ok(d)) if 1 < d && d < n && n.is_multiple_of(d) => Ok(()),
            _ => Err(format!("{answer:?} is not a proper divisor of {n}")),
        }
    }

    #[test]
    fn a_checker_accepts_every_right_answer_and_says_why_one_is_wrong() {
        let judging = Judging::new(Some(divisor_checker));
        assert_eq!(judging.accepts("12\n", "2\n", "6\n"), Ok(()));
        assert_eq!(judging.accepts("7\n", "prime\n", " prime "), Ok(()));
        assert_eq!(
            judging.accepts("12\n", "2\n", "5\n"),
            Err("\"5\" is not a proper divisor of 12".to_string())
        );
        assert_eq!(
            judging.accepts("12\n", "2\n", "2 3\n"),
            Err("expected one token, found 2".to_string())
        );
        assert_eq!(judging.agree("15", "3", "5"), Ok(()));
        assert_eq!(
            judging.agree("15", "3", "prime"),
            Err("the second output is wrong: 15 is not prime".to_string())
        );
    }

    #[test]
    fn without_a_checker_the_tokens_are_compared() {
        let judging = Judging::new(None);
        assert_eq!(judging.accepts("12", "2\n", " 2 "), Ok(()));
        let why = judging.accepts("12", "2\n", "6\n").unwrap_err();
        assert!(
            why.starts_with("first difference at token 1 (expected \"2\", got \"6\")"),
            "{why}"
        );
        assert!(judging.agree("12", "a b", "a\nb").is_ok());
        assert!(judging.agree("12", "a b", "a").is_err());
    }
}
