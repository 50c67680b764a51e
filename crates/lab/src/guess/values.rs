//! One-number integer candidates: proposals for a sequence of integers (Grundy values, or a
//! threshold of a two-number game as a function of one coordinate), each an integer
//! expression in `n`. As for sets, a proposal is checked on the whole sequence by
//! [`super::settle_values`], which allows a few exceptions at small `n`.
//!
//! Families: eventually periodic (the lab's finder) as a lookup `[..][n % m]`, `n % m`
//! itself or a constant; arithmetic-periodic (the lab's finder) as `n + [..][n % m]` (the
//! piecewise forms by residue, such as Lasker's Nim) or `s * n + c`; Beatty sequences
//! `⌊nα⌋ + c`; the exponent of a base in `n + c` (the ruler sequences).

use super::ast::{bin, call, int, n, plus, times, E};
use super::irrational;
use shared::game::{arithmetic_period, eventual_period};

/// A proposal: the sequence as an expression, and what it is in words.
pub type Proposal = (E, String);

/// Every proposal for `values[from..]` (the values below `from` do not matter).
pub fn proposals(values: &[i64], from: usize) -> Vec<Proposal> {
    let mut out = Vec::new();
    if values.len() <= from + 2 {
        return out;
    }
    let tail = &values[from..];
    periodic(tail, from, &mut out);
    arithmetic(tail, from, &mut out);
    beatty(values, from, &mut out);
    ruler(values, from, &mut out);
    out
}

/// The value at each residue mod `m` of the positions from `start` on (a periodic tail).
fn cycle(values: &[i64], start: usize, m: usize) -> Vec<i64> {
    (0..m)
        .map(|r| {
            // The first position >= start with that residue.
            let i = start + (r + m - start % m) % m;
            values[i]
        })
        .collect()
}

fn periodic(tail: &[i64], from: usize, out: &mut Vec<Proposal>) {
    let Some(p) = eventual_period(tail) else {
        return;
    };
    let (start, m) = (from + p.start, p.length);
    // Positions as in the whole sequence: pad the don't-care part so indices line up.
    let mut full = vec![0; from];
    full.extend_from_slice(tail);
    if start + m > full.len() {
        return;
    }
    let c = cycle(&full, start, m);
    let what = format!("period {m} from {start}");
    let e = if m == 1 {
        int(c[0])
    } else if c.iter().enumerate().all(|(r, &v)| v == r as i64) {
        bin(n(), "%", int(m as i64))
    } else {
        E::Index(c, Box::new(bin(n(), "%", int(m as i64))))
    };
    out.push((e, what));
}

fn arithmetic(tail: &[i64], from: usize, out: &mut Vec<Proposal>) {
    if tail.iter().any(|&v| v < 0) {
        return;
    }
    let unsigned: Vec<u64> = tail.iter().map(|&v| v as u64).collect();
    let Some(a) = arithmetic_period(&unsigned) else {
        return;
    };
    let (start, m, s) = (from + a.start, a.length as i64, a.saltus as i64);
    let mut full = vec![0; from];
    full.extend_from_slice(tail);
    if start + a.length > full.len() {
        return;
    }
    let what = format!("arithmetic period {m} from {start}, saltus {s}");
    // value(i) = base[i % m] + s * (i / m) for i >= start.
    let base: Vec<i64> = (0..m)
        .map(|r| {
            let i = start as i64 + (r + m - start as i64 % m) % m;
            full[i as usize] - s * (i / m)
        })
        .collect();
    let e = if m == 1 {
        plus(times(s, n()), base[0])
    } else if s == m {
        // value(i) - i depends on i % m only: n + offset[n % m].
        let offsets: Vec<i64> = (0..m).map(|r| base[r as usize] - r).collect();
        if offsets.iter().all(|&o| o == offsets[0]) {
            plus(n(), offsets[0])
        } else {
            bin(n(), "+", E::Index(offsets, Box::new(bin(n(), "%", int(m)))))
        }
    } else {
        bin(
            E::Index(base, Box::new(bin(n(), "%", int(m)))),
            "+",
            times(s, bin(n(), "/", int(m))),
        )
    };
    out.push((e, what));
}

/// `⌊nα⌋ + c` for a quadratic irrational α.
fn beatty(values: &[i64], from: usize, out: &mut Vec<Proposal>) {
    let points: Vec<(i64, i64)> = (from..values.len())
        .map(|i| (i as i64, values[i]))
        .collect();
    for (alpha, c) in irrational::fit(&points) {
        let e = plus(
            call(
                "beatty",
                vec![n(), int(alpha.p), int(alpha.q), int(alpha.d), int(alpha.r)],
            ),
            c,
        );
        let shift = match c {
            0 => String::new(),
            c if c < 0 => format!(" - {}", -c),
            c => format!(" + {c}"),
        };
        out.push((
            e,
            format!("⌊nα⌋{shift}, α = {} ≈ {:.6}", alpha.show(), alpha.approx()),
        ));
    }
}

/// `valuation(n + c, b)`: how many times `b` divides `n + c` (the trailing ones of `n` are
/// `valuation(n + 1, 2)`).
fn ruler(values: &[i64], from: usize, out: &mut Vec<Proposal>) {
    for b in 2..=10_i64 {
        for c in 1..=2_i64 {
            let fits = (from..values.len()).all(|i| {
                let mut x = i as i64 + c;
                let mut e = 0;
                while x % b == 0 {
                    x /= b;
                    e += 1;
                }
                e == values[i]
            });
            if fits {
                out.push((
                    call("valuation", vec![plus(n(), c), int(b)]),
                    format!("the exponent of {b} in n + {c}"),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(values: &[i64], from: usize) -> Vec<String> {
        proposals(values, from)
            .iter()
            .map(|(e, _)| e.to_string())
            .collect()
    }

    #[test]
    fn proposes_the_families() {
        let lasker: Vec<i64> = (0..200)
            .map(|i: i64| match i % 4 {
                _ if i == 0 => 0,
                0 => i - 1,
                3 => i + 1,
                _ => i,
            })
            .collect();
        assert!(texts(&lasker, 0).contains(&"n + [-1, 0, 0, 1][n % 4]".to_string()));
        let nim: Vec<i64> = (0..100).collect();
        assert!(texts(&nim, 0).contains(&"n".to_string()));
        let shifted: Vec<i64> = (0..100).map(|i: i64| (i - 1).max(0)).collect();
        assert!(texts(&shifted, 0).contains(&"n - 1".to_string()));
        let battle: Vec<i64> = (0..100).map(|i| [0, 1, 0, 1, 2][i % 5]).collect();
        assert!(texts(&battle, 0).contains(&"[0, 1, 0, 1, 2][n % 5]".to_string()));
        let mod3: Vec<i64> = (0..100).map(|i| i % 3).collect();
        assert!(texts(&mod3, 0).contains(&"n % 3".to_string()));
        let ruler: Vec<i64> = (0..100)
            .map(|i: i64| (i + 1).trailing_zeros() as i64)
            .collect();
        assert!(texts(&ruler, 0).contains(&"valuation(n + 1, 2)".to_string()));
        let phi: Vec<i64> = (0..100)
            .map(|i| (i as f64 * 1.618_033_988_749_895).floor() as i64)
            .collect();
        assert!(texts(&phi, 1).contains(&"beatty(n, 1, 1, 5, 2)".to_string()));
        let threes: Vec<i64> = (0..100).map(|i| 3 * i + 2).collect();
        assert!(texts(&threes, 0).contains(&"3 * n + 2".to_string()));
    }
}
