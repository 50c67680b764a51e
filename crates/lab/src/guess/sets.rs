//! One-number win/lose candidates: proposals for the set of losing positions (P-positions),
//! each an expression in `n` that is true where the player to move loses. A proposal need not
//! be exact: [`super::settle_lose`] checks it on the whole table and accepts it with a few
//! exceptions at small `n`, or rejects it.
//!
//! Families: eventually periodic (the lab's finder) as residues `n % m in [...]`; residues of
//! a derived number (`digit_sum(n)`, `max_digit(n)`, `digit_count(n)`, the distance
//! `n - prev_prime(n)` to the prime below);
//! the prime, digit and polynomial predicates of the rule language; for sparse sets, powers of
//! a base (scaled, shifted), members of a linear recurrence (Berlekamp–Massey on the members
//! or their gaps), GMOJ 3033's chains, squares and triangular numbers scaled and shifted,
//! Beatty sequences; and a periodic rule whose exceptions form one of those sparse sets.

use super::ast::{and, bin, call, int, member, n, or, plus, E};
use super::exact::{prev_prime, sum_chain};
use super::{irrational, recurrence};
use shared::game::eventual_period;

/// A proposal: the losing set as an expression, and what it is in words.
pub type Proposal = (E, String);

/// Every proposal for the losing set `lose[n]` of a table of `0..lose.len()`.
pub fn proposals(lose: &[bool]) -> Vec<Proposal> {
    let mut out = Vec::new();
    periodic(lose, &mut out);
    derived_residues(lose, &mut out);
    predicates(&mut out);
    let members: Vec<i64> = (0..lose.len())
        .filter(|&i| lose[i])
        .map(|i| i as i64)
        .collect();
    if members.len() * 3 <= lose.len() {
        sparse(&members, lose.len() as i64 - 1, &mut out);
    }
    periodic_with_sparse_exceptions(lose, &mut out);
    out
}

/// `n % m in [residues]` (or the complement, whichever is shorter), `true`/`false` for `m = 1`.
fn residues(x: E, m: i64, lose_residues: &[i64]) -> E {
    if m == 1 {
        return E::Bool(!lose_residues.is_empty());
    }
    let x = if m == 0 { x } else { bin(x, "%", int(m)) };
    let others: Vec<i64> = (0..m).filter(|r| !lose_residues.contains(r)).collect();
    match (lose_residues.len(), others.len()) {
        (0, _) => E::Bool(false),
        (_, 0) => E::Bool(true),
        (l, o) if o < l => member(x, &others).negate(),
        _ => member(x, lose_residues),
    }
}

/// The residues `r` of `m` with `lose[n]` for the `n >= from` that are `r` mod `m`, if every
/// class is all lost or all won from `from` on.
fn residue_classes(
    lose: &[bool],
    m: usize,
    from: usize,
    key: impl Fn(usize) -> usize,
) -> Option<Vec<i64>> {
    let mut class: Vec<Option<bool>> = vec![None; m];
    for i in from..lose.len() {
        let c = &mut class[key(i) % m];
        match *c {
            None => *c = Some(lose[i]),
            Some(v) if v != lose[i] => return None,
            Some(_) => {}
        }
    }
    Some(
        (0..m)
            .filter(|&r| class[r] == Some(true))
            .map(|r| r as i64)
            .collect(),
    )
}

/// Eventually periodic: the lab's period finder, written as residues.
fn periodic(lose: &[bool], out: &mut Vec<Proposal>) {
    let Some(p) = eventual_period(lose) else {
        return;
    };
    if let Some(r) = residue_classes(lose, p.length, p.start, |i| i) {
        let what = if p.start == 0 {
            format!("period {}", p.length)
        } else {
            format!("period {} from {}", p.length, p.start)
        };
        out.push((residues(n(), p.length as i64, &r), what));
    }
}

/// Residues of a number derived from `n`: its digit sum, its distance to the prime below.
fn derived_residues(lose: &[bool], out: &mut Vec<Proposal>) {
    let len = lose.len();
    if len < 16 {
        return;
    }
    // From an eighth of the table on: small n may be exceptions.
    let from = (len / 8).max(3);
    let digit_sum = |i: usize| {
        let (mut s, mut x) = (0, i);
        while x > 0 {
            s += x % 10;
            x /= 10;
        }
        s
    };
    // The distance to the prime below, from one pass (prev_prime at every n).
    let mut gap = vec![0_usize; len];
    let mut last_prime = 0_usize;
    for (i, g) in gap.iter_mut().enumerate() {
        *g = if last_prime == 0 { i } else { i - last_prime };
        if i >= 2 && shared::primality::is_prime(i as u64) {
            last_prime = i;
        }
    }
    debug_assert!(len < 3 || gap[len - 1] as i64 == (len - 1) as i64 - prev_prime(len as i64 - 1));
    type Feature<'f> = (E, &'static str, &'f dyn Fn(usize) -> usize);
    let digits = |i: usize| i.to_string().into_bytes();
    let max_digit = |i: usize| {
        digits(i)
            .iter()
            .map(|d| (d - b'0') as usize)
            .max()
            .unwrap_or(0)
    };
    let digit_count = |i: usize| digits(i).len();
    let features: [Feature; 4] = [
        (call("digit_sum", vec![n()]), "its digit sum", &digit_sum),
        (
            call("max_digit", vec![n()]),
            "its largest digit",
            &max_digit,
        ),
        (
            call("digit_count", vec![n()]),
            "its number of digits",
            &digit_count,
        ),
        (
            bin(n(), "-", call("prev_prime", vec![n()])),
            "the distance to the prime below",
            &|i| gap[i],
        ),
    ];
    for (x, what, f) in features {
        for m in 2..=12 {
            if let Some(r) = residue_classes(lose, m, from, f) {
                if !r.is_empty() && r.len() < m {
                    out.push((
                        residues(x.clone(), m as i64, &r),
                        format!("{what}, mod {m}"),
                    ));
                    break;
                }
            }
        }
    }
}

/// The rule language's predicates, as the losing set or its complement.
fn predicates(out: &mut Vec<Proposal>) {
    let mut each: Vec<(E, String)> = vec![
        (call("is_prime", vec![n()]), "primes".into()),
        (
            call("is_prime_power", vec![n()]),
            "prime powers (1 counts)".into(),
        ),
        (call("is_square", vec![n()]), "squares".into()),
        (
            call("is_triangular", vec![n()]),
            "triangular numbers".into(),
        ),
        (call("is_fibonacci", vec![n()]), "Fibonacci numbers".into()),
    ];
    for b in 2..=10 {
        each.push((
            call("is_power_of", vec![n(), int(b)]),
            format!("powers of {b}"),
        ));
    }
    for (e, what) in each {
        out.push((e.negate(), format!("all but the {what} lose")));
        out.push((e, format!("the {what} lose")));
    }
}

/// Proposals for a sparse set given by its members (sorted, within `0..=upto`).
pub fn sparse(members: &[i64], upto: i64, out: &mut Vec<Proposal>) {
    // Skip a few small members: they may be exceptions.
    for skip in 0..=2.min(members.len()) {
        let tail = &members[skip..];
        if tail.len() < 3 {
            break;
        }
        powers(tail, out);
        recurrences(tail, out);
        polynomial(tail, out);
    }
    chain(members, upto, out);
    beatty(members, out);
}

/// `c·b^e + d` for `e >= e0`: consecutive differences grow by the factor `b`.
fn powers(tail: &[i64], out: &mut Vec<Proposal>) {
    let diffs: Vec<i64> = tail.windows(2).map(|w| w[1] - w[0]).collect();
    if diffs.len() < 2 || diffs[0] <= 0 || diffs[1] % diffs[0] != 0 {
        return;
    }
    let b = diffs[1] / diffs[0];
    if !(2..=1000).contains(&b) || diffs.windows(2).any(|w| w[0].checked_mul(b) != Some(w[1])) {
        return;
    }
    if diffs[0] % (b - 1) != 0 {
        return;
    }
    // tail[0] = c·b^e0 + d with c·b^e0 = diffs[0] / (b - 1).
    let scaled = diffs[0] / (b - 1);
    let d = tail[0] - scaled;
    let (mut c, mut e0) = (scaled, 0);
    while c % b == 0 {
        c /= b;
        e0 += 1;
    }
    let shifted = plus(n(), -d);
    let power = if c == 1 {
        call("is_power_of", vec![shifted.clone(), int(b)])
    } else {
        and(
            bin(bin(shifted.clone(), "%", int(c)), "==", int(0)),
            call(
                "is_power_of",
                vec![bin(shifted.clone(), "/", int(c)), int(b)],
            ),
        )
    };
    // Powers below b^e0 are not members: n - d >= c·b^e0.
    let rule = if e0 == 0 {
        power
    } else {
        and(bin(shifted, ">=", int(scaled)), power)
    };
    let what = match (c, d) {
        (1, 0) => format!("powers of {b}"),
        (1, d) => format!("powers of {b}, plus {d}"),
        (c, 0) => format!("{c} times the powers of {b}"),
        (c, d) => format!("{c} times the powers of {b}, plus {d}"),
    };
    out.push((rule, format!("{what} lose")));
}

/// Members of a linear recurrence (Berlekamp–Massey on the members, then on their gaps).
fn recurrences(tail: &[i64], out: &mut Vec<Proposal>) {
    let as_i128: Vec<i128> = tail.iter().map(|&v| i128::from(v)).collect();
    let mut coefficients = recurrence::find(&as_i128);
    if coefficients.is_none() {
        // Gaps g_i = s_{i+1} - s_i with a recurrence C(x): the members satisfy (1 - x)·C(x).
        let gaps: Vec<i128> = as_i128.windows(2).map(|w| w[1] - w[0]).collect();
        coefficients = recurrence::find(&gaps).map(|c| {
            let mut poly = vec![1_i64];
            poly.extend(c.iter().map(|&v| -v));
            let mut product = vec![0_i64; poly.len() + 1];
            for (i, &p) in poly.iter().enumerate() {
                product[i] += p;
                product[i + 1] -= p;
            }
            product[1..].iter().map(|&v| -v).collect()
        });
    }
    let Some(c) = coefficients else {
        return;
    };
    // Only growing recurrences define sets (a constant or periodic one is the periodic family,
    // an arithmetic progression too); a last coefficient 0 is a shorter one from a later start.
    if c == [2, -1] || c.last() == Some(&0) {
        return;
    }
    let d = c.len();
    if tail.len() < d + 2 || tail.windows(2).any(|w| w[1] <= w[0]) {
        return;
    }
    let start = tail[..d].to_vec();
    let rule = call(
        "in_recurrence",
        vec![n(), E::List(start.clone()), E::List(c.clone())],
    );
    let what = if c == [1, 1] {
        format!(
            "a Fibonacci-like recurrence from {}, {}, loses",
            start[0], start[1]
        )
    } else {
        format!("members of the recurrence with coefficients {c:?} lose")
    };
    out.push((rule, what));
}

/// `s·Q(k) + c` for `Q` the squares or the triangular numbers: constant second differences.
fn polynomial(tail: &[i64], out: &mut Vec<Proposal>) {
    if tail.len() < 4 {
        return;
    }
    let second: Vec<i64> = tail.windows(3).map(|w| w[2] - 2 * w[1] + w[0]).collect();
    let d2 = second[0];
    if d2 <= 0 || second.iter().any(|&s| s != d2) {
        return;
    }
    for (name, scale, q) in [
        ("is_square", d2 / 2, (|k: i64| k * k) as fn(i64) -> i64),
        ("is_triangular", d2, |k: i64| k * (k + 1) / 2),
    ] {
        if scale == 0 || (name == "is_square" && d2 % 2 != 0) {
            continue;
        }
        // tail[0] = scale·Q(j) + c for the j that also gives tail[1].
        for j in 0..=tail[0].min(40) {
            let c = tail[0] - scale * q(j);
            if tail[1] - c != scale * q(j + 1) {
                continue;
            }
            let shifted = plus(n(), -c);
            let value = if scale == 1 {
                shifted.clone()
            } else {
                bin(shifted.clone(), "/", int(scale))
            };
            let mut rule = call(name, vec![value]);
            if scale != 1 {
                rule = and(
                    bin(bin(shifted.clone(), "%", int(scale)), "==", int(0)),
                    rule,
                );
            }
            if j > 0 {
                rule = and(bin(shifted, ">=", int(scale * q(j))), rule);
            }
            let kind = if name == "is_square" {
                "squares"
            } else {
                "triangular numbers"
            };
            out.push((rule, format!("{scale} times the {kind}, plus {c}, lose")));
            break;
        }
    }
}

/// GMOJ 3033's chains: each member after 1 the last one plus the first earlier one that `k`
/// times covers it. The members pin `k` down to an interval; its least value is proposed.
fn chain(members: &[i64], upto: i64, out: &mut Vec<Proposal>) {
    let terms: Vec<i64> = members.iter().copied().filter(|&v| v >= 1).collect();
    if terms.len() < 4 || terms[0] != 1 || terms[1] != 2 {
        return;
    }
    let (mut low, mut high) = (1_i64, i64::MAX);
    for j in 1..terms.len() - 1 {
        let step = terms[j + 1] - terms[j];
        let Ok(u) = terms[..=j].binary_search(&step) else {
            return;
        };
        // k·a_u >= a_j, and k·a_{u-1} < a_j when u > 0.
        low = low.max((terms[j] + terms[u] - 1) / terms[u]);
        if u > 0 {
            high = high.min((terms[j] - 1) / terms[u - 1]);
        }
    }
    if low > high {
        return;
    }
    let chain = sum_chain(low as u64, upto as u64);
    if chain.len() == terms.len() && chain.iter().zip(&terms).all(|(&a, &b)| a as i64 == b) {
        out.push((
            call("in_sum_chain", vec![n(), int(low)]),
            format!("GMOJ 3033's chain for k = {low} loses"),
        ));
    }
}

/// The members as a Beatty sequence `⌊kα⌋ + c`, indexed from 0 or 1.
fn beatty(members: &[i64], out: &mut Vec<Proposal>) {
    for first in [0_i64, 1] {
        let points: Vec<(i64, i64)> = members
            .iter()
            .enumerate()
            .map(|(i, &v)| (i as i64 + first, v))
            .collect();
        for (alpha, c) in irrational::fit(&points) {
            let args = |x: E| vec![x, int(alpha.p), int(alpha.q), int(alpha.d), int(alpha.r)];
            let rule = bin(call("beatty_index", args(plus(n(), -c))), ">=", int(first));
            let shift = if c == 0 {
                String::new()
            } else {
                format!(" + {c}")
            };
            out.push((
                rule,
                format!(
                    "⌊kα⌋{shift} loses (k >= {first}), α = {} ≈ {:.6}",
                    alpha.show(),
                    alpha.approx()
                ),
            ));
        }
    }
}

/// A period that holds but for a sparse set of positions, all on one side (all lost where the
/// period says won, or all won where it says lost), that one of the sparse families describes.
fn periodic_with_sparse_exceptions(lose: &[bool], out: &mut Vec<Proposal>) {
    let len = lose.len();
    if len < 64 {
        return;
    }
    for m in 2..=16_usize {
        // The majority of each class over the second half.
        let mut count = vec![(0_usize, 0_usize); m];
        for (i, &l) in lose.iter().enumerate().skip(len / 2) {
            let c = &mut count[i % m];
            if l {
                c.0 += 1;
            } else {
                c.1 += 1;
            }
        }
        let majority: Vec<bool> = count.iter().map(|&(l, w)| l > w).collect();
        let odd: Vec<i64> = (0..len)
            .filter(|&i| lose[i] != majority[i % m])
            .map(|i| i as i64)
            .collect();
        if odd.len() < 3 || odd.len() > len / 16 {
            continue;
        }
        let added = odd.iter().all(|&i| lose[i as usize]);
        let removed = odd.iter().all(|&i| !lose[i as usize]);
        if !added && !removed {
            continue;
        }
        let base_residues: Vec<i64> = (0..m).filter(|&r| majority[r]).map(|r| r as i64).collect();
        let base = residues(n(), m as i64, &base_residues);
        let mut exceptions = Vec::new();
        sparse(&odd, len as i64 - 1, &mut exceptions);
        for (e, what) in exceptions {
            let rule = if added {
                or(base.clone(), e)
            } else {
                and(base.clone(), e.negate())
            };
            let side = if added { "also lose" } else { "win instead" };
            out.push((rule, format!("period {m}, but {}: {what}", side)));
        }
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lose: &[bool]) -> Vec<String> {
        proposals(lose).iter().map(|(e, _)| e.to_string()).collect()
    }

    #[test]
    fn proposes_the_families() {
        let period: Vec<bool> = (0..100).map(|i| i % 7 == 0 || i % 7 == 2).collect();
        assert!(texts(&period).contains(&"n % 7 in [0, 2]".to_string()));
        let fib: Vec<bool> = (0..300).map(super::super::exact::is_fibonacci).collect();
        let t = texts(&fib);
        assert!(t.contains(&"is_fibonacci(n)".to_string()), "{t:?}");
        assert!(t.contains(&"in_sum_chain(n, 2)".to_string()), "{t:?}");
        assert!(
            t.contains(&"in_recurrence(n, [1, 2], [1, 1])".to_string()),
            "{t:?}"
        );
        let powers: Vec<bool> = (0..300).map(|i| [3, 9, 33, 129].contains(&i)).collect();
        let t = texts(&powers);
        let expected = "(n - 1) % 2 == 0 && is_power_of((n - 1) / 2, 4)".to_string();
        assert!(t.contains(&expected), "{t:?}");
        let squares: Vec<bool> = (0..300)
            .map(|i| super::super::exact::is_triangular(i - 2))
            .collect();
        let t = texts(&squares);
        assert!(
            t.iter().any(|s| s.contains("is_triangular(n - 2)")),
            "{t:?}"
        );
    }
}
