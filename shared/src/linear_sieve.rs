//! A linear sieve with smallest prime factors, for small ranges (primes, primality and
//! factorisation by table look-up). The segmented wheel sieve for large ranges is
//! [`crate::sieve`].

/// Linear sieve (each composite is crossed out once, by its smallest prime factor) over
/// `0..=limit`.
///
/// # Constraints
/// `limit < 2^32`; memory is 4 bytes per number, so keep `limit` to a few 10^7.
///
/// # Complexity
/// O(limit) time and memory.
///
/// # Example
/// ```
/// use shared::linear_sieve::LinearSieve;
/// let s = LinearSieve::new(30);
/// assert_eq!(s.primes(), [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
/// assert!(s.is_prime(29) && !s.is_prime(1) && !s.is_prime(0));
/// assert_eq!(s.smallest_prime_factor(21), 3);
/// assert_eq!(s.factorize(24), [(2, 3), (3, 1)]);
/// ```
#[derive(Debug, Clone)]
pub struct LinearSieve {
    /// `spf[n]` is the smallest prime factor of n for n >= 2, and 0 for 0 and 1.
    spf: Vec<u32>,
    primes: Vec<u32>,
}

impl LinearSieve {
    /// Sieves `0..=limit`.
    ///
    /// # Panics
    /// If `limit >= 2^32`.
    pub fn new(limit: usize) -> Self {
        assert!(
            limit <= u32::MAX as usize,
            "LinearSieve: limit must be below 2^32"
        );
        let mut spf = vec![0u32; limit + 1];
        let mut primes = Vec::new();
        for n in 2..=limit {
            if spf[n] == 0 {
                spf[n] = n as u32;
                primes.push(n as u32);
            }
            let least = spf[n];
            for &p in &primes {
                let m = n * p as usize;
                if p > least || m > limit {
                    break;
                }
                spf[m] = p;
            }
        }
        LinearSieve { spf, primes }
    }

    /// The largest number sieved.
    pub fn limit(&self) -> usize {
        self.spf.len() - 1
    }

    /// The primes up to the limit, in increasing order.
    pub fn primes(&self) -> &[u32] {
        &self.primes
    }

    /// Whether `n` is prime.
    ///
    /// # Panics
    /// If `n` exceeds the limit.
    pub fn is_prime(&self, n: usize) -> bool {
        n >= 2 && self.spf[n] as usize == n
    }

    /// The smallest prime factor of `n`.
    ///
    /// # Panics
    /// If `n < 2` or `n` exceeds the limit.
    pub fn smallest_prime_factor(&self, n: usize) -> u32 {
        assert!(n >= 2, "smallest_prime_factor: {n} has no prime factor");
        self.spf[n]
    }

    /// The prime factorisation of `n` as (prime, exponent) pairs in increasing order; empty for 1.
    ///
    /// # Complexity
    /// O(log n).
    ///
    /// # Panics
    /// If `n == 0` or `n` exceeds the limit.
    pub fn factorize(&self, mut n: usize) -> Vec<(u32, u32)> {
        assert!(n >= 1, "factorize: 0 has no factorisation");
        let mut out: Vec<(u32, u32)> = Vec::new();
        while n > 1 {
            let p = self.spf[n];
            match out.last_mut() {
                Some((q, e)) if *q == p => *e += 1,
                _ => out.push((p, 1)),
            }
            n /= p as usize;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Trial-division reference, from the definition.
    fn is_prime_by_division(n: usize) -> bool {
        n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
    }

    #[test]
    fn linear_sieve_matches_trial_division() {
        let s = LinearSieve::new(20_000);
        for n in 0..=20_000 {
            assert_eq!(s.is_prime(n), is_prime_by_division(n), "n={n}");
        }
        assert_eq!(s.primes().len(), 2262);
        assert_eq!(s.limit(), 20_000);
    }

    #[test]
    fn factorisations_multiply_back() {
        let s = LinearSieve::new(100_000);
        for n in 1..=100_000usize {
            let f = s.factorize(n);
            let product: usize = f.iter().map(|&(p, e)| (p as usize).pow(e)).product();
            assert_eq!(product, n);
            assert!(f.iter().all(|&(p, _)| s.is_prime(p as usize)));
            assert!(f.windows(2).all(|w| w[0].0 < w[1].0));
        }
    }

    #[test]
    fn tiny_sieves() {
        assert!(LinearSieve::new(0).primes().is_empty());
        assert!(LinearSieve::new(1).primes().is_empty());
        assert_eq!(LinearSieve::new(2).primes(), [2]);
    }
}
