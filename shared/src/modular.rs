//! Arithmetic modulo the prime 10^9 + 7, the modulus of most counting answers, on `u64`
//! residues: sums, products, powers and binomial coefficients.
//!
//! A residue is below [`MODULUS`] < 2^30, so a sum of two is below 2^31 and a product of two
//! below 2^60: both fit `u64` with room to spare, and the product is still checked.
//!
//! # Tested
//! Unit tests below: sums, products and powers against `u128` arithmetic on pseudo-random
//! residues and at the edges (0, 1, p − 1); Fermat inverses multiplied back to 1; binomials
//! against Pascal's triangle up to 60 and at known values.

/// The prime 10^9 + 7.
pub const MODULUS: u64 = 1_000_000_007;

/// `a + b` modulo [`MODULUS`].
///
/// # Constraints
/// `a, b < MODULUS`. O(1).
pub fn add_mod(a: u64, b: u64) -> u64 {
    let sum = a + b;
    if sum >= MODULUS {
        sum - MODULUS
    } else {
        sum
    }
}

/// `a − b` modulo [`MODULUS`].
///
/// # Constraints
/// `a, b < MODULUS`. O(1).
pub fn sub_mod(a: u64, b: u64) -> u64 {
    add_mod(a, MODULUS - b)
}

/// `a · b` modulo [`MODULUS`].
///
/// # Constraints
/// `a, b < MODULUS` (the product is below 2^60). O(1).
///
/// # Panics
/// If the product overflows `u64` (operands far from residues).
pub fn mul_mod(a: u64, b: u64) -> u64 {
    a.checked_mul(b).expect("residues multiply below 2^60") % MODULUS
}

/// `base^exp` modulo [`MODULUS`], by squaring.
///
/// # Constraints
/// `base < MODULUS`. O(log exp).
pub fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, base);
        }
        base = mul_mod(base, base);
        exp >>= 1;
    }
    result
}

/// Binomial coefficients modulo [`MODULUS`] from tables of factorials and their inverses.
#[derive(Debug, Clone)]
pub struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    /// Tables for tops up to `most`.
    ///
    /// # Constraints
    /// `most < MODULUS` (so every factorial is invertible).
    ///
    /// # Complexity
    /// O(most + log p) time, 16 bytes per entry.
    pub fn new(most: usize) -> Binomials {
        let mut factorial = vec![1u64; most + 1];
        for i in 1..=most {
            factorial[i] = mul_mod(factorial[i - 1], i as u64);
        }
        let mut inverse = vec![1u64; most + 1];
        inverse[most] = pow_mod(factorial[most], MODULUS - 2);
        for i in (1..=most).rev() {
            inverse[i - 1] = mul_mod(inverse[i], i as u64);
        }
        Binomials { factorial, inverse }
    }

    /// C(top, low) modulo p; 0 when `low > top`. O(1).
    ///
    /// # Panics
    /// If `top` is past the tables.
    pub fn choose(&self, top: usize, low: usize) -> u64 {
        if low > top {
            return 0;
        }
        let denominator = mul_mod(self.inverse[low], self.inverse[top - low]);
        mul_mod(self.factorial[top], denominator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_equal_wide_arithmetic() {
        let p = u128::from(MODULUS);
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut residues = vec![0, 1, 2, MODULUS - 2, MODULUS - 1];
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            residues.push(state % MODULUS);
        }
        for pair in residues.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (wa, wb) = (u128::from(a), u128::from(b));
            assert_eq!(u128::from(add_mod(a, b)), (wa + wb) % p);
            assert_eq!(u128::from(sub_mod(a, b)), (wa + p - wb) % p);
            assert_eq!(u128::from(mul_mod(a, b)), wa * wb % p);
            let exp = b % 50;
            let power = (0..exp).fold(1u128, |acc, _| acc * wa % p);
            assert_eq!(u128::from(pow_mod(a, exp)), power);
            if a != 0 {
                assert_eq!(mul_mod(a, pow_mod(a, MODULUS - 2)), 1);
            }
        }
    }

    #[test]
    fn binomials_equal_pascals_triangle() {
        let b = Binomials::new(60);
        let mut row = vec![1u64];
        for top in 0..=60 {
            for (low, &c) in row.iter().enumerate() {
                assert_eq!(b.choose(top, low), c % MODULUS, "C({top}, {low})");
            }
            assert_eq!(b.choose(top, top + 1), 0);
            let mut next = vec![1u64; top + 2];
            for low in 1..=top {
                next[low] = row[low - 1] + row[low];
            }
            row = next;
        }
        // C(10^4, 4) = 416 416 712 497 500, reduced.
        assert_eq!(
            Binomials::new(10_000).choose(10_000, 4),
            416_416_712_497_500 % MODULUS
        );
    }
}
