//! Prime sieves: a linear sieve with smallest prime factors for small ranges, and prime counting
//! by a segmented sieve whose memory grows like sqrt(n).

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
/// use shared::sieve::LinearSieve;
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

/// Bytes in one segment of odd numbers: small enough for the L1/L2 cache.
const SEGMENT_BYTES: usize = 1 << 15;

/// π(n): the number of primes `<= n`.
///
/// Segmented sieve of Eratosthenes over odd numbers only, one bit per odd number, in segments
/// sized for the cache. Each sieving prime keeps its next multiple between segments.
///
/// # Constraints
/// Any `u64` for which the run time is acceptable (about 1 s per 10^9 on a laptop core).
///
/// # Complexity
/// O(n log log n) time, O(sqrt(n)) memory.
///
/// # Example
/// ```
/// use shared::sieve::prime_pi;
/// assert_eq!(prime_pi(0), 0);
/// assert_eq!(prime_pi(2), 1);
/// assert_eq!(prime_pi(100), 25);
/// assert_eq!(prime_pi(1_000_000), 78_498);
/// ```
pub fn prime_pi(n: u64) -> u64 {
    if n < 2 {
        return 0;
    }
    let root = crate::primality::isqrt(n);
    // Odd sieving primes up to sqrt(n); 2 is counted apart.
    let small = LinearSieve::new(root as usize);
    let sieving: Vec<u64> = small.primes().iter().skip(1).map(|&p| p as u64).collect();
    // Index i of the whole odd range stands for 2i + 1; the last index is (n - 1) / 2.
    let last = (n - 1) / 2;
    // next[j]: the index of the next odd multiple of sieving[j] still to cross out, from p^2.
    let mut next: Vec<u64> = sieving.iter().map(|&p| (p * p) / 2).collect();
    let bits = (SEGMENT_BYTES * 8) as u64;
    let mut segment = vec![0u64; SEGMENT_BYTES / 8];
    let mut count = 1; // the prime 2
    let mut low = 0u64;
    while low <= last {
        let high = (low + bits - 1).min(last); // inclusive
        segment.iter_mut().for_each(|w| *w = 0);
        for (j, &p) in sieving.iter().enumerate() {
            let mut i = next[j];
            while i <= high {
                let off = (i - low) as usize;
                segment[off >> 6] |= 1 << (off & 63);
                i += p;
            }
            next[j] = i;
        }
        let used = (high - low + 1) as usize;
        let full_words = used / 64;
        let crossed: u64 = segment[..full_words]
            .iter()
            .map(|w| w.count_ones() as u64)
            .sum::<u64>()
            + if used % 64 != 0 {
                (segment[full_words] & ((1u64 << (used % 64)) - 1)).count_ones() as u64
            } else {
                0
            };
        count += used as u64 - crossed;
        low = high + 1;
    }
    count - 1 // index 0 stands for 1, which is not prime
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

    #[test]
    fn prime_pi_matches_a_plain_sieve_up_to_ten_million() {
        let s = LinearSieve::new(10_000_000);
        let mut count = 0u64;
        let mut checkpoints = vec![];
        for n in 0..=10_000_000usize {
            if s.is_prime(n) {
                count += 1;
            }
            // Every power of ten, and points around segment boundaries.
            if n < 200 || n.is_power_of_two() || (n + 1).is_power_of_two() || n % 65_537 == 0 {
                checkpoints.push((n as u64, count));
            }
        }
        for k in 0..=7 {
            let x = 10u64.pow(k);
            assert_eq!(
                prime_pi(x),
                s.primes().partition_point(|&p| p as u64 <= x) as u64
            );
        }
        for (n, expect) in checkpoints {
            assert_eq!(prime_pi(n), expect, "pi({n})");
        }
    }

    /// π(10^9) and π(2^32): run with `just test-slow` (release, ignored tests included).
    #[test]
    #[ignore = "slow: run by `just test-slow`"]
    fn prime_pi_published_values() {
        assert_eq!(prime_pi(1_000_000_000), 50_847_534);
        assert_eq!(prime_pi(1 << 32), 203_280_221);
    }
}
