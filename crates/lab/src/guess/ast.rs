//! Guessed rules as small expression trees: printed as rule-language text (with only the
//! parentheses the precedence needs), negated without piling up `!`, and evaluated natively,
//! so that a candidate is fitted fast and what is printed is what was checked (the printed
//! text is checked once more through the rule language itself before it is shown).

use super::exact::{self, Quadratic};
use std::fmt;

/// A rule-language expression over integer variables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum E {
    /// An integer literal.
    Int(i64),
    /// `true` or `false`.
    Bool(bool),
    /// A variable: `n`, `a`, `b`.
    Var(&'static str),
    /// A binary operator: `+ - * / % == != < <= > >= && || in !in`.
    Bin(Box<E>, &'static str, Box<E>),
    /// `!x`.
    Not(Box<E>),
    /// A function call.
    Call(&'static str, Vec<E>),
    /// An array literal of integers.
    List(Vec<i64>),
    /// `[values][index]`.
    Index(Vec<i64>, Box<E>),
    /// `if c { x } else { y }`.
    If(Box<E>, Box<E>, Box<E>),
}

/// A value while evaluating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum V {
    /// An integer.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// An array of integers.
    List(Vec<i64>),
}

/// How tightly an operator binds (higher is tighter), as in rhai.
fn precedence(op: &str) -> u8 {
    match op {
        "||" => 1,
        "&&" => 2,
        "==" | "!=" => 3,
        "in" | "!in" => 4,
        "<" | "<=" | ">" | ">=" => 5,
        "+" | "-" => 6,
        "*" | "/" | "%" => 7,
        _ => unreachable!("unknown operator {op}"),
    }
}

/// Shorthands for building trees.
pub fn n() -> E {
    E::Var("n")
}
pub fn int(v: i64) -> E {
    E::Int(v)
}
pub fn bin(x: E, op: &'static str, y: E) -> E {
    E::Bin(Box::new(x), op, Box::new(y))
}
pub fn call(name: &'static str, args: Vec<E>) -> E {
    E::Call(name, args)
}

/// `x + c`, written `x - |c|` for a negative `c` and `x` for 0.
pub fn plus(x: E, c: i64) -> E {
    match c {
        0 => x,
        c if c < 0 => bin(x, "-", int(-c)),
        c => bin(x, "+", int(c)),
    }
}

/// `x * c`, written `x` for 1 and `c * x` otherwise.
pub fn times(c: i64, x: E) -> E {
    if c == 1 {
        x
    } else {
        bin(int(c), "*", x)
    }
}

/// `x in [..]`, or `x == v` for one value.
pub fn member(x: E, values: &[i64]) -> E {
    match values {
        [one] => bin(x, "==", int(*one)),
        _ => bin(x, "in", E::List(values.to_vec())),
    }
}

/// `x && y` (`x` alone when `y` is true).
pub fn and(x: E, y: E) -> E {
    match (&x, &y) {
        (E::Bool(true), _) => y,
        (_, E::Bool(true)) => x,
        _ => bin(x, "&&", y),
    }
}

/// `x || y` (`x` alone when `y` is false).
pub fn or(x: E, y: E) -> E {
    match (&x, &y) {
        (E::Bool(false), _) => y,
        (_, E::Bool(false)) => x,
        _ => bin(x, "||", y),
    }
}

/// `if c { x } else { y }`.
pub fn if_else(c: E, x: E, y: E) -> E {
    E::If(Box::new(c), Box::new(x), Box::new(y))
}

impl E {
    /// The negation, pushed into comparisons and through `&&`/`||` (De Morgan) so that it
    /// reads as a rule, not as `!(...)`.
    pub fn negate(&self) -> E {
        match self {
            E::Bool(b) => E::Bool(!b),
            E::Not(x) => (**x).clone(),
            E::Bin(x, op, y) => {
                let flipped = match *op {
                    "==" => Some("!="),
                    "!=" => Some("=="),
                    "<" => Some(">="),
                    ">=" => Some("<"),
                    ">" => Some("<="),
                    "<=" => Some(">"),
                    "in" => Some("!in"),
                    "!in" => Some("in"),
                    _ => None,
                };
                match (flipped, *op) {
                    (Some(f), _) => E::Bin(x.clone(), f, y.clone()),
                    (None, "&&") => bin(x.negate(), "||", y.negate()),
                    (None, "||") => bin(x.negate(), "&&", y.negate()),
                    _ => E::Not(Box::new(self.clone())),
                }
            }
            E::If(c, x, y) => if_else((**c).clone(), x.negate(), y.negate()),
            _ => E::Not(Box::new(self.clone())),
        }
    }

    /// A measure of length for ranking: the printed text's length.
    pub fn size(&self) -> usize {
        self.to_string().len()
    }

    /// The value at the given variable values (`vars`: name and value), exactly as the rule
    /// language computes it.
    ///
    /// # Errors
    /// What the rule language reports as an error: overflow, division by zero, a bad argument,
    /// an index out of range, an unknown variable or a type mismatch.
    pub fn eval(&self, vars: &[(&str, i64)]) -> Result<V, String> {
        let int_of = |e: &E| match e.eval(vars)? {
            V::Int(v) => Ok(v),
            other => Err(format!("expected an integer, got {other:?}")),
        };
        let bool_of = |e: &E| match e.eval(vars)? {
            V::Bool(v) => Ok(v),
            other => Err(format!("expected a boolean, got {other:?}")),
        };
        let overflow = || "arithmetic overflow".to_string();
        Ok(match self {
            E::Int(v) => V::Int(*v),
            E::Bool(b) => V::Bool(*b),
            E::Var(name) => V::Int(
                vars.iter()
                    .find(|(v, _)| v == name)
                    .map(|&(_, x)| x)
                    .ok_or_else(|| format!("unknown variable {name}"))?,
            ),
            E::List(values) => V::List(values.clone()),
            E::Not(x) => V::Bool(!bool_of(x)?),
            E::Index(values, i) => {
                let i = int_of(i)?;
                V::Int(
                    *usize::try_from(i)
                        .ok()
                        .and_then(|i| values.get(i))
                        .ok_or_else(|| format!("index {i} out of range"))?,
                )
            }
            E::If(c, x, y) => {
                if bool_of(c)? {
                    x.eval(vars)?
                } else {
                    y.eval(vars)?
                }
            }
            E::Bin(x, op, y) => match *op {
                "&&" => V::Bool(bool_of(x)? && bool_of(y)?),
                "||" => V::Bool(bool_of(x)? || bool_of(y)?),
                "in" | "!in" => {
                    let v = int_of(x)?;
                    let V::List(list) = y.eval(vars)? else {
                        return Err("`in` needs a list".into());
                    };
                    V::Bool(list.contains(&v) == (*op == "in"))
                }
                _ => {
                    let (a, b) = (int_of(x)?, int_of(y)?);
                    match *op {
                        "+" => V::Int(a.checked_add(b).ok_or_else(overflow)?),
                        "-" => V::Int(a.checked_sub(b).ok_or_else(overflow)?),
                        "*" => V::Int(a.checked_mul(b).ok_or_else(overflow)?),
                        "/" => V::Int(a.checked_div(b).ok_or("division by zero or overflow")?),
                        "%" => V::Int(a.checked_rem(b).ok_or("division by zero or overflow")?),
                        "==" => V::Bool(a == b),
                        "!=" => V::Bool(a != b),
                        "<" => V::Bool(a < b),
                        "<=" => V::Bool(a <= b),
                        ">" => V::Bool(a > b),
                        ">=" => V::Bool(a >= b),
                        _ => unreachable!("unknown operator {op}"),
                    }
                }
            },
            E::Call(name, args) => call_native(name, args, vars)?,
        })
    }

    /// [`E::eval`] of a boolean expression in `n`.
    pub fn holds_at(&self, n: i64) -> Result<bool, String> {
        match self.eval(&[("n", n)])? {
            V::Bool(b) => Ok(b),
            other => Err(format!("expected a boolean, got {other:?}")),
        }
    }

    /// [`E::eval`] of an integer expression in `n`.
    pub fn int_at(&self, n: i64) -> Result<i64, String> {
        match self.eval(&[("n", n)])? {
            V::Int(v) => Ok(v),
            other => Err(format!("expected an integer, got {other:?}")),
        }
    }

    /// The expression with every `n` replaced by `x`.
    pub fn substitute(&self, x: &E) -> E {
        let sub = |e: &E| Box::new(e.substitute(x));
        match self {
            E::Var("n") => x.clone(),
            E::Bin(a, op, b) => E::Bin(sub(a), op, sub(b)),
            E::Not(a) => E::Not(sub(a)),
            E::Call(name, args) => E::Call(name, args.iter().map(|a| a.substitute(x)).collect()),
            E::Index(values, i) => E::Index(values.clone(), sub(i)),
            E::If(c, a, b) => E::If(sub(c), sub(a), sub(b)),
            other => other.clone(),
        }
    }
}

/// The functions a guess may print, natively (the same functions the rule language calls;
/// `is_power_of` only for the bases from 2 that guesses print).
fn call_native(name: &str, args: &[E], vars: &[(&str, i64)]) -> Result<V, String> {
    let mut ints = Vec::with_capacity(args.len());
    let mut lists = Vec::new();
    for a in args {
        match a.eval(vars)? {
            V::Int(v) => ints.push(v),
            V::List(l) => lists.push(l),
            V::Bool(_) => return Err(format!("{name}: a boolean argument")),
        }
    }
    let quadratic = |i: &[i64]| Quadratic {
        p: i[0],
        q: i[1],
        d: i[2],
        r: i[3],
    };
    Ok(match (name, ints.as_slice(), lists.as_slice()) {
        ("abs", [x], []) => V::Int(x.checked_abs().ok_or("overflow")?),
        ("min", [x, y], []) => V::Int(*x.min(y)),
        ("max", [x, y], []) => V::Int(*x.max(y)),
        ("is_prime", [x], []) => V::Bool(*x >= 2 && shared::primality::is_prime(*x as u64)),
        ("is_square", [x], []) => V::Bool(
            *x >= 0 && {
                let r = exact::isqrt_u128(*x as u128);
                r * r == *x as u128
            },
        ),
        ("is_power_of", [x, b], []) => V::Bool(match *b {
            b if b < 2 => return Err("is_power_of: base below 2 is not guessed".into()),
            b => {
                let mut x = *x;
                while x > 1 && x % b == 0 {
                    x /= b;
                }
                x == 1
            }
        }),
        ("digit_sum", [x], []) => V::Int(digits(*x).sum()),
        ("max_digit", [x], []) => V::Int(digits(*x).max().unwrap_or(0)),
        ("digit_count", [x], []) => V::Int(digits(*x).count() as i64),
        ("is_fibonacci", [x], []) => V::Bool(exact::is_fibonacci(*x)),
        ("is_triangular", [x], []) => V::Bool(exact::is_triangular(*x)),
        ("beatty", [k, rest @ ..], []) if rest.len() == 4 => V::Int(quadratic(rest).floor_mul(*k)?),
        ("beatty_index", [x, rest @ ..], []) if rest.len() == 4 => {
            V::Int(quadratic(rest).index_of(*x)?.unwrap_or(-1))
        }
        ("in_recurrence", [x], [start, coefficients]) => {
            V::Bool(exact::in_recurrence(*x, start, coefficients)?)
        }
        ("in_sum_chain", [x, k], []) => V::Bool(exact::in_sum_chain(*x, *k)?),
        ("prev_prime", [x], []) => V::Int(exact::prev_prime(*x)),
        ("valuation", [x, b], []) => V::Int(exact::valuation(*x, *b)?),
        _ => return Err(format!("{name}: not a function a guess prints")),
    })
}

/// The decimal digits of `|x|` (`[0]` for 0).
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

fn list(values: &[i64]) -> String {
    let each: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[{}]", each.join(", "))
}

impl E {
    /// Writes `self` as an operand of an operator of precedence `outer`: in parentheses when
    /// it binds less tightly (or equally, on the right of a non-associative operator).
    fn operand(&self, f: &mut fmt::Formatter<'_>, outer: u8, right: bool) -> fmt::Result {
        let needs = match self {
            E::Bin(_, op, _) => {
                let p = precedence(op);
                let chained = p == outer && (right || (3..=5).contains(&p));
                p < outer || chained
            }
            E::If(..) => true,
            E::Int(v) => *v < 0,
            _ => false,
        };
        if needs {
            write!(f, "({self})")
        } else {
            write!(f, "{self}")
        }
    }
}

impl fmt::Display for E {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            E::Int(v) => write!(f, "{v}"),
            E::Bool(b) => write!(f, "{b}"),
            E::Var(name) => f.write_str(name),
            E::List(values) => f.write_str(&list(values)),
            E::Index(values, i) => write!(f, "{}[{i}]", list(values)),
            E::Not(x) => {
                f.write_str("!")?;
                match **x {
                    E::Call(..) | E::Var(_) | E::Bool(_) => write!(f, "{x}"),
                    _ => write!(f, "({x})"),
                }
            }
            E::Call(name, args) => {
                write!(f, "{name}(")?;
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str(")")
            }
            E::If(c, x, y) => {
                write!(f, "if {c} {{ {x} }} else ")?;
                match **y {
                    E::If(..) => write!(f, "{y}"),
                    _ => write!(f, "{{ {y} }}"),
                }
            }
            E::Bin(x, op, y) => {
                let p = precedence(op);
                // && and || are associative: a chain of the same one needs no parentheses.
                let assoc = matches!(*op, "&&" | "||" | "+" | "*");
                x.operand(f, p, false)?;
                write!(f, " {op} ")?;
                match &**y {
                    E::Bin(_, inner, _) if assoc && inner == op => write!(f, "{y}"),
                    _ => y.operand(f, p, true),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printing_uses_only_needed_parentheses() {
        let x = bin(bin(n(), "%", int(6)), "!=", int(0));
        assert_eq!(x.to_string(), "n % 6 != 0");
        let y = or(member(bin(n(), "%", int(2)), &[1]), bin(n(), "==", int(0)));
        assert_eq!(y.to_string(), "n % 2 == 1 || n == 0");
        assert_eq!(y.negate().to_string(), "n % 2 != 1 && n != 0");
        let z = and(y.clone(), call("is_fibonacci", vec![n()]));
        assert_eq!(z.to_string(), "(n % 2 == 1 || n == 0) && is_fibonacci(n)");
        assert_eq!(
            z.negate().to_string(),
            "n % 2 != 1 && n != 0 || !is_fibonacci(n)"
        );
        let w = bin(int(3), "-", bin(n(), "-", int(1)));
        assert_eq!(w.to_string(), "3 - (n - 1)");
        assert_eq!(plus(n(), -1).to_string(), "n - 1");
        let lookup = E::Index(vec![0, 1, 2], Box::new(bin(n(), "%", int(3))));
        let pre = if_else(bin(n(), "<", int(2)), int(7), lookup);
        assert_eq!(pre.to_string(), "if n < 2 { 7 } else { [0, 1, 2][n % 3] }");
        assert_eq!(
            bin(pre, "+", int(1)).to_string(),
            "(if n < 2 { 7 } else { [0, 1, 2][n % 3] }) + 1"
        );
        assert_eq!(member(n(), &[1, 4]).negate().to_string(), "n !in [1, 4]");
    }

    #[test]
    fn native_evaluation_follows_the_rule_language() {
        let x = bin(bin(n(), "%", int(6)), "!=", int(0));
        assert_eq!(x.holds_at(12), Ok(false));
        assert_eq!(x.holds_at(13), Ok(true));
        let big = bin(n(), "*", int(i64::MAX));
        assert!(big.int_at(2).is_err());
        let w = call(
            "beatty",
            vec![
                bin(E::Var("b"), "-", E::Var("a")),
                int(1),
                int(1),
                int(5),
                int(2),
            ],
        );
        assert_eq!(w.eval(&[("a", 3), ("b", 5)]), Ok(V::Int(3)));
        let sub = x.substitute(&call("abs", vec![bin(E::Var("a"), "-", E::Var("b"))]));
        assert_eq!(sub.to_string(), "abs(a - b) % 6 != 0");
        let lookup = E::Index(vec![5, 6], Box::new(n()));
        assert!(lookup.int_at(2).is_err());
    }
}
