//! Beatty sequences `⌊kα⌋ + c` read off a finite list of values: the values confine `α` to an
//! interval of rationals, the continued fractions of its two ends share a prefix of partial
//! quotients that `α` has too, and a prefix that repeats (`[1; 1, 1, 1, ...]`,
//! `[1; 2, 2, 2, ...]`) is taken for the eventually periodic expansion of a quadratic
//! irrational (Lagrange), whose exact value is then solved for and checked on every value.
//!
//! Tested by the unit tests below (φ, √2, 2 + √2 and φ² recovered from their sequences; no α
//! for sequences that are not Beatty sequences).

use super::exact::Quadratic;
use std::cmp::Ordering;

/// A non-negative-denominator fraction, compared exactly.
#[derive(Debug, Clone, Copy)]
struct Fraction {
    num: i128,
    den: i128,
}

impl Fraction {
    fn cmp(&self, other: &Fraction) -> Ordering {
        (self.num * other.den).cmp(&(other.num * self.den))
    }
}

/// The partial quotients of `num / den` (`den > 0`), at most `limit` of them.
fn continued_fraction(mut num: i128, mut den: i128, limit: usize) -> Vec<i128> {
    let mut out = Vec::new();
    while den != 0 && out.len() < limit {
        let a = num.div_euclid(den);
        out.push(a);
        (num, den) = (den, num - a * den);
    }
    out
}

/// `[pre; period, period, ...]` as an exact quadratic irrational.
fn from_periodic(pre: &[i128], period: &[i128]) -> Option<Quadratic> {
    // Convergent numerators and denominators of a list: (h, h', k, k') after its last term.
    let convergents = |terms: &[i128]| -> Option<(i128, i128, i128, i128)> {
        let (mut h, mut h1, mut k, mut k1) = (1_i128, 0_i128, 0_i128, 1_i128);
        for &a in terms {
            let nh = a.checked_mul(h)?.checked_add(h1)?;
            let nk = a.checked_mul(k)?.checked_add(k1)?;
            (h1, h, k1, k) = (h, nh, k, nk);
        }
        Some((h, h1, k, k1))
    };
    // x = [period, x] = (h x + h') / (k x + k'): k x² + (k' - h) x - h' = 0, x > 1.
    let (h, h1, k, k1) = convergents(period)?;
    let u = h - k1;
    let disc = u
        .checked_mul(u)?
        .checked_add(4_i128.checked_mul(k)?.checked_mul(h1)?)?;
    let v = 2 * k;
    if pre.is_empty() {
        return Quadratic::new(u, 1, disc, v);
    }
    // α = [pre, x] = (H x + H') / (K x + K') with x = (u + √D) / v.
    let (bh, bh1, bk, bk1) = convergents(pre)?;
    let a = bh.checked_mul(u)?.checked_add(bh1.checked_mul(v)?)?;
    let b = bk.checked_mul(u)?.checked_add(bk1.checked_mul(v)?)?;
    // (a + H√D) / (b + K√D), times (b - K√D) / (b - K√D).
    let p = a
        .checked_mul(b)?
        .checked_sub(bh.checked_mul(bk)?.checked_mul(disc)?)?;
    let q = bh.checked_mul(b)?.checked_sub(a.checked_mul(bk)?)?;
    let r = b
        .checked_mul(b)?
        .checked_sub(bk.checked_mul(bk)?.checked_mul(disc)?)?;
    Quadratic::new(p, q, disc, r)
}

/// The quadratic irrationals whose expansions continue `prefix` periodically: every split into
/// a pre-period of at most 3 terms and a period of at most 4 seen at least twice (and at least
/// three terms), shortest first.
fn periodic_continuations(prefix: &[i128]) -> Vec<Quadratic> {
    let mut out = Vec::new();
    for pre in 0..=3.min(prefix.len()) {
        for length in 1..=4 {
            let tail = &prefix[pre..];
            if tail.len() < (2 * length).max(3) {
                continue;
            }
            if (0..tail.len() - length).all(|i| tail[i] == tail[i + length]) {
                if let Some(q) = from_periodic(&prefix[..pre], &tail[..length]) {
                    if q.q != 0 && !out.contains(&q) {
                        out.push(q);
                    }
                }
            }
        }
    }
    out
}

/// The `(α, c)` with `v = ⌊kα⌋ + c` at every point `(k, v)`, for `α` an irrational found by
/// its continued fraction and `c` in `-2..=2`, at least 1 (so `α` is at least 1 and the
/// values increase).
///
/// # Complexity
/// O(points) per `c`, plus one check per candidate `α`.
pub fn fit(points: &[(i64, i64)]) -> Vec<(Quadratic, i64)> {
    let mut found = Vec::new();
    if points.iter().filter(|&&(k, _)| k >= 1).count() < 6 {
        return found;
    }
    for c in -2..=2_i64 {
        // (v - c) / k <= α < (v - c + 1) / k for every k >= 1.
        let mut lo = Fraction { num: 1, den: 1 };
        let mut hi = Fraction {
            num: i128::from(i64::MAX),
            den: 1,
        };
        for &(k, v) in points.iter().filter(|&&(k, _)| k >= 1) {
            let low = Fraction {
                num: i128::from(v - c),
                den: i128::from(k),
            };
            let high = Fraction {
                num: i128::from(v - c + 1),
                den: i128::from(k),
            };
            if low.cmp(&lo) == Ordering::Greater {
                lo = low;
            }
            if high.cmp(&hi) == Ordering::Less {
                hi = high;
            }
        }
        if lo.cmp(&hi) != Ordering::Less {
            continue;
        }
        let a = continued_fraction(lo.num, lo.den, 40);
        let b = continued_fraction(hi.num, hi.den, 40);
        let common: Vec<i128> = a
            .iter()
            .zip(&b)
            .take_while(|(x, y)| x == y)
            .map(|(x, _)| *x)
            .collect();
        for alpha in periodic_continuations(&common) {
            if !alpha.at_least_one() {
                continue;
            }
            let fits = points
                .iter()
                .all(|&(k, v)| alpha.floor_mul(k).ok().and_then(|f| f.checked_add(c)) == Some(v));
            if fits && !found.contains(&(alpha, c)) {
                found.push((alpha, c));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(alpha: Quadratic, c: i64, ks: std::ops::RangeInclusive<i64>) -> Vec<(i64, i64)> {
        ks.map(|k| (k, alpha.floor_mul(k).unwrap() + c)).collect()
    }

    #[test]
    fn recovers_quadratic_irrationals() {
        let cases = [
            Quadratic::PHI,
            Quadratic::new(3, 1, 5, 2).unwrap(),
            Quadratic::new(0, 1, 2, 1).unwrap(),
            Quadratic::new(2, 1, 2, 1).unwrap(),
            Quadratic::new(0, 1, 3, 1).unwrap(),
        ];
        for alpha in cases {
            for c in [0, 1, -1] {
                let found = fit(&points(alpha, c, 0..=60));
                assert!(
                    found.contains(&(alpha, c)),
                    "{} {c}: {found:?}",
                    alpha.show()
                );
            }
        }
    }

    #[test]
    fn from_a_periodic_expansion() {
        assert_eq!(from_periodic(&[], &[1]), Some(Quadratic::PHI));
        assert_eq!(from_periodic(&[1], &[2]), Quadratic::new(0, 1, 2, 1));
        assert_eq!(
            from_periodic(&[2], &[1, 1]).map(|q| q.show()),
            Some("(3 + √5)/2".into())
        );
    }

    #[test]
    fn no_alpha_for_other_sequences() {
        let squares: Vec<(i64, i64)> = (0..40).map(|k| (k, k * k)).collect();
        assert!(fit(&squares).is_empty());
        let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];
        let pts: Vec<(i64, i64)> = primes
            .iter()
            .enumerate()
            .map(|(i, &p)| (i as i64 + 1, p))
            .collect();
        assert!(fit(&pts).is_empty());
    }
}
