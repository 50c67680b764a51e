//! The integer functions that `lab guess` prints and the rule language evaluates: Beatty
//! sequences of quadratic irrationals (⌊kα⌋ without floating point), Fibonacci and triangular
//! numbers, terms of a linear recurrence and of GMOJ 3033's chains, the prime below a number,
//! and the exponent of a base in a number.
//!
//! Each function is exact on every `i64` argument it accepts and reports an argument it cannot
//! take (or a result that would overflow) as an `Err` with the reason; the rule language turns
//! that into an evaluation error. Tested by the unit tests below, against plain loops over small
//! ranges and against floating point where it is exact enough.

/// `⌊√x⌋` for any `u128`: a floating-point estimate, then Newton's iteration from above.
///
/// # Complexity
/// A few divisions (the estimate is within a factor `1 + 2^-50`, so Newton needs two or three
/// steps).
pub fn isqrt_u128(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    // An overestimate: the float root times (1 + 2^-40), plus one.
    let estimate = (x as f64).sqrt();
    let mut r = (estimate * (1.0 + 1e-12)) as u128 + 1;
    // Newton from above decreases to ⌊√x⌋ and stops there.
    loop {
        let next = (r + x / r) / 2;
        if next >= r {
            break;
        }
        r = next;
    }
    // The estimate may have been short of the root for huge x: push up if needed.
    while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= x) {
        r += 1;
    }
    r
}

/// A quadratic irrational (or rational, when `d` is a square) `α = (p + q·√d) / r`, `r >= 1`,
/// `d >= 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quadratic {
    /// The rational part's numerator.
    pub p: i64,
    /// The coefficient of `√d`.
    pub q: i64,
    /// The radicand (square-free when built by [`Quadratic::new`]).
    pub d: i64,
    /// The denominator, at least 1.
    pub r: i64,
}

/// `⌊m·√d⌋` for any `m` and `d >= 0`, or `None` when `m²·d` does not fit in 128 bits.
fn floor_mul_sqrt(m: i128, d: i128) -> Option<i128> {
    let square = m.unsigned_abs().checked_mul(m.unsigned_abs())?;
    let radicand = square.checked_mul(u128::try_from(d).ok()?)?;
    let root = isqrt_u128(radicand);
    let root = i128::try_from(root).ok()?;
    if m >= 0 {
        Some(root)
    } else if root.checked_mul(root)? as u128 == radicand {
        Some(-root)
    } else {
        // ⌊-y⌋ = -⌈y⌉.
        Some(-root - 1)
    }
}

fn gcd_i128(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Quadratic {
    /// `(p + q·√d) / r` in lowest terms: square factors moved out of `d`, the common factor of
    /// `p`, `q`, `r` divided out, `r > 0`; `None` when `r = 0`, `d < 0` or a value overflows.
    pub fn new(p: i128, q: i128, d: i128, r: i128) -> Option<Quadratic> {
        if r == 0 || d < 0 {
            return None;
        }
        let (mut p, mut q, mut d, mut r) = (p, q, d, r);
        if r < 0 {
            (p, q, r) = (-p, -q, -r);
        }
        // Move square factors of d into q; a square d makes α rational.
        let mut f = 2_i128;
        while f * f <= d {
            while d % (f * f) == 0 {
                d /= f * f;
                q = q.checked_mul(f)?;
            }
            f += 1;
        }
        if d == 1 {
            p = p.checked_add(q)?;
            (q, d) = (0, 0);
        }
        if q == 0 {
            d = 0;
        }
        let g = gcd_i128(gcd_i128(p, q), r);
        let g = if g == 0 { 1 } else { g };
        Some(Quadratic {
            p: i64::try_from(p / g).ok()?,
            q: i64::try_from(q / g).ok()?,
            d: i64::try_from(d).ok()?,
            r: i64::try_from(r / g).ok()?,
        })
    }

    /// The golden ratio `(1 + √5) / 2`.
    pub const PHI: Quadratic = Quadratic {
        p: 1,
        q: 1,
        d: 5,
        r: 2,
    };

    /// `⌊k·α⌋`, or `Err` when `r < 1`, `d < 0` or the value does not fit in an `i64`.
    ///
    /// # Complexity
    /// One 128-bit integer square root.
    pub fn floor_mul(&self, k: i64) -> Result<i64, String> {
        if self.r < 1 || self.d < 0 {
            return Err(format!(
                "beatty: needs r >= 1 and d >= 0 (got r = {}, d = {})",
                self.r, self.d
            ));
        }
        let too_big = || format!("beatty: k = {k} times {} does not fit", self.show());
        let k = i128::from(k);
        let irrational =
            floor_mul_sqrt(k * i128::from(self.q), i128::from(self.d)).ok_or_else(too_big)?;
        // ⌊(kp + x) / r⌋ = ⌊(kp + ⌊x⌋) / r⌋ for an integer kp and r >= 1.
        let numerator = (k * i128::from(self.p))
            .checked_add(irrational)
            .ok_or_else(too_big)?;
        i64::try_from(numerator.div_euclid(i128::from(self.r))).map_err(|_| too_big())
    }

    /// Whether `α >= 1` (then `k ↦ ⌊kα⌋` is strictly increasing and [`Quadratic::index_of`]
    /// applies).
    pub fn at_least_one(&self) -> bool {
        // α >= 1 ⇔ q√d >= r - p ⇔ ⌊q√d⌋ >= r - p (the right side is an integer).
        floor_mul_sqrt(i128::from(self.q), i128::from(self.d))
            .is_some_and(|x| x >= i128::from(self.r) - i128::from(self.p))
    }

    /// The `k >= 0` with `⌊k·α⌋ = x`, if there is one (at most one, as `α >= 1`).
    ///
    /// # Errors
    /// `α < 1`, or a value out of range.
    ///
    /// # Complexity
    /// O(log x) calls of [`Quadratic::floor_mul`] (a binary search: `⌊kα⌋ >= k`, so `k <= x`).
    pub fn index_of(&self, x: i64) -> Result<Option<i64>, String> {
        if !self.at_least_one() {
            return Err(format!(
                "beatty_index: needs α = {} >= 1 (one k per value)",
                self.show()
            ));
        }
        if x < 0 {
            return Ok(None);
        }
        // The least k in 0..=x with ⌊kα⌋ >= x.
        let (mut low, mut high) = (0_i64, x);
        while low < high {
            let mid = low + (high - low) / 2;
            if self.floor_mul(mid)? >= x {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        Ok((self.floor_mul(low)? == x).then_some(low))
    }

    /// α as a float, for display and estimates only.
    pub fn approx(&self) -> f64 {
        (self.p as f64 + self.q as f64 * (self.d as f64).sqrt()) / self.r as f64
    }

    /// α in words, e.g. `(1 + √5)/2`, `√2`, `2 + √2`, `3/2`.
    pub fn show(&self) -> String {
        let rational = self.q == 0 || self.d == 0;
        let irrational = match self.q {
            _ if rational => String::new(),
            1 => format!("√{}", self.d),
            -1 => format!("-√{}", self.d),
            q => format!("{q}√{}", self.d),
        };
        let top = match (self.p, rational) {
            (p, true) => p.to_string(),
            (0, false) => irrational,
            (p, false) if self.q < 0 => format!("{p} - {}", &irrational[1..]),
            (p, false) => format!("{p} + {irrational}"),
        };
        match self.r {
            1 => top,
            r if top.contains(' ') => format!("({top})/{r}"),
            r => format!("{top}/{r}"),
        }
    }
}

/// Whether `x` is a Fibonacci number `F_k`, `k >= 0` (0, 1, 2, 3, 5, 8, ...), by walking the
/// sequence (at most 92 terms below 2^63).
pub fn is_fibonacci(x: i64) -> bool {
    let (mut f, mut g) = (0_i64, 1_i64);
    while f < x {
        match f.checked_add(g) {
            Some(next) => (f, g) = (g, next),
            // g is the last Fibonacci number below 2^63, and f < x <= i64::MAX.
            None => return g == x,
        }
    }
    f == x
}

/// Whether `x = k(k + 1)/2` for some `k >= 0` (0, 1, 3, 6, 10, ...): `8x + 1` is a square.
pub fn is_triangular(x: i64) -> bool {
    if x < 0 {
        return false;
    }
    let v = 8 * i128::from(x) as u128 + 1;
    let r = isqrt_u128(v);
    r * r == v
}

/// Whether `x` is a term of the sequence that begins with `start` and continues with
/// `a_i = c_1·a_{i-1} + ... + c_d·a_{i-d}` (`coefficients = [c_1, ..., c_d]`, `d` = the length
/// of `start`).
///
/// # Errors
/// `start` and `coefficients` of different or zero lengths, more than 16 of them, or a term
/// after `start` that is not larger than the one before (the sequence must increase for the
/// search to end).
///
/// # Complexity
/// O(d) per term up to `x`: O(d · log x) for a growing recurrence.
pub fn in_recurrence(x: i64, start: &[i64], coefficients: &[i64]) -> Result<bool, String> {
    let d = start.len();
    if d == 0 || d != coefficients.len() || d > 16 {
        return Err(format!(
            "in_recurrence: needs as many coefficients as start terms, 1 to 16 (got {} start \
             terms and {} coefficients)",
            d,
            coefficients.len()
        ));
    }
    if start.contains(&x) {
        return Ok(true);
    }
    let mut window: Vec<i128> = start.iter().map(|&v| i128::from(v)).collect();
    let mut last = window[d - 1];
    loop {
        let mut next = 0_i128;
        for (i, &c) in coefficients.iter().enumerate() {
            // window[d - 1 - i] is a_{i-1-i}: c_1 multiplies the last term.
            let term = match window[d - 1 - i].checked_mul(i128::from(c)) {
                Some(t) => t,
                // Beyond 2^127: past every i64, so x is not a later term.
                None => return Ok(false),
            };
            next = match next.checked_add(term) {
                Some(s) => s,
                None => return Ok(false),
            };
        }
        if next <= last {
            return Err(format!(
                "in_recurrence: the sequence must increase after its start terms (got {next} \
                 after {last})"
            ));
        }
        if next >= i128::from(x) {
            return Ok(next == i128::from(x));
        }
        window.remove(0);
        window.push(next);
        last = next;
    }
}

/// The terms up to `upto` of GMOJ 3033's chain for `k`: `a_1 = 1`, then
/// `a_{j+1} = a_j + a_u` with `u` the first index such that `k·a_u >= a_j` (for `k = 1` the
/// powers of two, for `k = 2` the Fibonacci numbers from 1).
///
/// # Complexity
/// O(number of terms), about `0.4·k·ln(upto)` when that is below `upto`.
pub fn sum_chain(k: u64, upto: u64) -> Vec<u64> {
    let mut terms = vec![1_u64];
    let mut first = 0;
    while let Some(&last) = terms.last() {
        while k.saturating_mul(terms[first]) < last {
            first += 1;
        }
        match last.checked_add(terms[first]) {
            Some(next) if next <= upto => terms.push(next),
            _ => break,
        }
    }
    terms.retain(|&t| t <= upto);
    terms
}

/// Whether `x` is a term of [`sum_chain`] for `k`.
///
/// # Errors
/// `k < 1`.
pub fn in_sum_chain(x: i64, k: i64) -> Result<bool, String> {
    if k < 1 {
        return Err(format!("in_sum_chain: k must be at least 1 (got {k})"));
    }
    if x < 1 {
        return Ok(false);
    }
    Ok(sum_chain(k as u64, x as u64).last() == Some(&(x as u64)))
}

/// The largest prime below `x`, or 0 when there is none (`x <= 2`).
///
/// # Complexity
/// One primality test per number of the gap below `x` (under 1550 numbers below 2^64).
pub fn prev_prime(x: i64) -> i64 {
    let mut candidate = x - 1;
    while candidate >= 2 {
        if shared::primality::is_prime(candidate as u64) {
            return candidate;
        }
        candidate -= 1;
    }
    0
}

/// The exponent of `b` in `x`: the largest `e` with `b^e` dividing `x`.
///
/// # Errors
/// `x = 0` (every power divides it) or `b < 2`.
pub fn valuation(x: i64, b: i64) -> Result<i64, String> {
    if x == 0 || b < 2 {
        return Err(format!(
            "valuation: needs x != 0 and b >= 2 (got x = {x}, b = {b})"
        ));
    }
    let (mut x, mut e) = (x, 0);
    while x % b == 0 {
        x /= b;
        e += 1;
    }
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_square_roots_are_exact() {
        for x in 0..10_000_u128 {
            let r = isqrt_u128(x);
            assert!(r * r <= x && (r + 1) * (r + 1) > x, "{x}");
        }
        for r in [u64::MAX as u128, 1 << 63, 3_037_000_499, (1 << 64) - 1] {
            assert_eq!(isqrt_u128(r * r), r);
            assert_eq!(isqrt_u128(r * r - 1), r - 1);
        }
        assert_eq!(isqrt_u128(u128::MAX), u64::MAX as u128);
    }

    #[test]
    fn beatty_sequences_match_floating_point_where_it_is_exact() {
        let phi = Quadratic::PHI;
        let sqrt2 = Quadratic::new(0, 1, 2, 1).unwrap();
        let two_plus = Quadratic::new(2, 1, 2, 1).unwrap();
        let conj = Quadratic::new(3, -1, 5, 2).unwrap(); // φ² - √5 = (3 - √5)/2
        for a in [phi, sqrt2, two_plus, conj] {
            for k in -2000..=2000_i64 {
                let float = (k as f64 * a.approx()).floor() as i64;
                assert_eq!(a.floor_mul(k).unwrap(), float, "{} k = {k}", a.show());
            }
        }
        // Lower Wythoff numbers.
        let lower: Vec<i64> = (1..=8).map(|k| phi.floor_mul(k).unwrap()).collect();
        assert_eq!(lower, [1, 3, 4, 6, 8, 9, 11, 12]);
        // Large k: ⌊10^18 · φ⌋ is out of i64, ⌊10^9 φ⌋ is 1618033988.
        assert_eq!(phi.floor_mul(1_000_000_000).unwrap(), 1_618_033_988);
        assert!(phi.floor_mul(i64::MAX).is_err());
        assert_eq!(
            Quadratic::new(0, 1, 8, 2).unwrap(),
            sqrt2,
            "√8/2 reduces to √2"
        );
        assert_eq!(Quadratic::new(3, 2, 4, 1).unwrap().show(), "7");
        assert_eq!(phi.show(), "(1 + √5)/2");
        assert_eq!(conj.show(), "(3 - √5)/2");
        assert_eq!(two_plus.show(), "2 + √2");
    }

    #[test]
    fn beatty_indices_invert_the_sequence() {
        let phi = Quadratic::PHI;
        let mut expected = vec![None; 200];
        for k in 0..150 {
            let v = phi.floor_mul(k).unwrap();
            if (v as usize) < expected.len() {
                expected[v as usize] = Some(k);
            }
        }
        for (x, &k) in expected.iter().enumerate() {
            assert_eq!(phi.index_of(x as i64).unwrap(), k, "{x}");
        }
        assert_eq!(phi.index_of(-1).unwrap(), None);
        assert!(Quadratic::new(0, 1, 2, 2).unwrap().index_of(3).is_err());
        assert!(Quadratic::new(1, 0, 0, 1).unwrap().at_least_one());
    }

    #[test]
    fn fibonacci_and_triangular_numbers() {
        let fib: Vec<i64> = (-3..100).filter(|&x| is_fibonacci(x)).collect();
        assert_eq!(fib, [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert!(is_fibonacci(7_540_113_804_746_346_429) && !is_fibonacci(i64::MAX));
        let tri: Vec<i64> = (-3..40).filter(|&x| is_triangular(x)).collect();
        assert_eq!(tri, [0, 1, 3, 6, 10, 15, 21, 28, 36]);
        assert!(is_triangular(2_147_483_647 * 4_294_967_295) && !is_triangular(i64::MAX));
    }

    #[test]
    fn recurrences_and_chains() {
        let fib: Vec<i64> = (0..60)
            .filter(|&x| in_recurrence(x, &[1, 2], &[1, 1]).unwrap())
            .collect();
        assert_eq!(fib, [1, 2, 3, 5, 8, 13, 21, 34, 55]);
        // a_i = a_{i-1} + a_{i-3}.
        let narayana: Vec<i64> = (0..30)
            .filter(|&x| in_recurrence(x, &[1, 2, 3], &[1, 0, 1]).unwrap())
            .collect();
        assert_eq!(narayana, [1, 2, 3, 4, 6, 9, 13, 19, 28]);
        assert!(!in_recurrence(i64::MAX, &[1], &[3]).unwrap());
        assert!(in_recurrence(5, &[3, 1], &[0, 1]).is_err());
        assert!(in_recurrence(5, &[1], &[1, 1]).is_err());
        assert_eq!(sum_chain(1, 100), [1, 2, 4, 8, 16, 32, 64]);
        assert_eq!(sum_chain(2, 60), [1, 2, 3, 5, 8, 13, 21, 34, 55]);
        // k = 3: the first u with 3·a_u >= a_j.
        assert_eq!(sum_chain(3, 30), [1, 2, 3, 4, 6, 8, 11, 15, 21, 29]);
        assert!(in_sum_chain(29, 3).unwrap() && !in_sum_chain(28, 3).unwrap());
        assert!(!in_sum_chain(0, 3).unwrap() && in_sum_chain(0, 0).is_err());
    }

    #[test]
    fn primes_below_and_valuations() {
        let below: Vec<i64> = (0..14).map(prev_prime).collect();
        assert_eq!(below, [0, 0, 0, 2, 3, 3, 5, 5, 7, 7, 7, 7, 11, 11]);
        assert_eq!(valuation(48, 2).unwrap(), 4);
        assert_eq!(valuation(-27, 3).unwrap(), 3);
        assert_eq!(valuation(7, 10).unwrap(), 0);
        assert!(valuation(0, 2).is_err() && valuation(5, 1).is_err());
    }
}
