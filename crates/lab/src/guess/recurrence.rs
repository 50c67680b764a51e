//! Linear recurrences with integer coefficients found by Berlekamp–Massey: the algorithm runs
//! over the field of integers modulo the prime `2^61 - 1`, its coefficients are read back as
//! the small integers they stand for, and the recurrence is then checked exactly over the
//! integers (a recurrence over the field that is not an integer one fails that check).
//!
//! Tested by the unit tests below (Fibonacci, a shifted geometric sequence, a recurrence of
//! order 3, sequences with none).

const P: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    ((u128::from(a) * u128::from(b)) % u128::from(P)) as u64
}

fn sub(a: u64, b: u64) -> u64 {
    (a + P - b) % P
}

fn inverse(a: u64) -> u64 {
    // Fermat: a^(P - 2).
    let (mut base, mut exp, mut out) = (a, P - 2, 1);
    while exp > 0 {
        if exp & 1 == 1 {
            out = mul(out, base);
        }
        base = mul(base, base);
        exp >>= 1;
    }
    out
}

fn reduce(v: i128) -> u64 {
    v.rem_euclid(i128::from(P)) as u64
}

/// The shortest linear recurrence `s_i = c_1·s_{i-1} + ... + c_d·s_{i-d}` (`i >= d`) that
/// `seq` satisfies, with integer coefficients of absolute value at most 10^6, if it is short
/// enough to be evidence: `2d + 2 <= seq.len()` (Berlekamp–Massey's answer is determined by
/// `2d` terms; two more must agree).
///
/// # Complexity
/// O(len²) field operations, then O(len·d) to check over the integers.
pub fn find(seq: &[i128]) -> Option<Vec<i64>> {
    let s: Vec<u64> = seq.iter().map(|&v| reduce(v)).collect();
    // c: the connection polynomial 1 + c_1 x + ...; b: its copy at the last length change.
    let (mut c, mut b) = (vec![1_u64], vec![1_u64]);
    let (mut length, mut shift, mut last) = (0_usize, 1_usize, 1_u64);
    for i in 0..s.len() {
        let mut discrepancy = s[i];
        for j in 1..=length.min(c.len() - 1) {
            discrepancy = (discrepancy + mul(c[j], s[i - j])) % P;
        }
        if discrepancy == 0 {
            shift += 1;
            continue;
        }
        let factor = mul(discrepancy, inverse(last));
        let previous = c.clone();
        if c.len() < b.len() + shift {
            c.resize(b.len() + shift, 0);
        }
        for (j, &bj) in b.iter().enumerate() {
            c[j + shift] = sub(c[j + shift], mul(factor, bj));
        }
        if 2 * length <= i {
            length = i + 1 - length;
            b = previous;
            last = discrepancy;
            shift = 1;
        } else {
            shift += 1;
        }
    }
    if length == 0 || 2 * length + 2 > seq.len() {
        return None;
    }
    c.resize(length + 1, 0);
    // s_i = -Σ c_j s_{i-j}: the coefficients, as symmetric residues.
    let coefficients: Vec<i64> = c[1..]
        .iter()
        .map(|&v| {
            let neg = (P - v) % P;
            if neg > P / 2 {
                -((P - neg) as i64)
            } else {
                neg as i64
            }
        })
        .collect();
    if coefficients.iter().any(|c| c.unsigned_abs() > 1_000_000) {
        return None;
    }
    let holds = (length..seq.len()).all(|i| {
        let mut sum = 0_i128;
        for (j, &cj) in coefficients.iter().enumerate() {
            match seq[i - 1 - j].checked_mul(i128::from(cj)) {
                Some(t) => sum = sum.saturating_add(t),
                None => return false,
            }
        }
        sum == seq[i]
    });
    holds.then_some(coefficients)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq(v: &[i64]) -> Vec<i128> {
        v.iter().map(|&x| i128::from(x)).collect()
    }

    #[test]
    fn finds_the_recurrences_it_should() {
        assert_eq!(
            find(&seq(&[1, 2, 3, 5, 8, 13, 21, 34, 55])),
            Some(vec![1, 1])
        );
        // 2·4^i + 1: s_i = 5 s_{i-1} - 4 s_{i-2}.
        assert_eq!(
            find(&seq(&[3, 9, 33, 129, 513, 2049, 8193])),
            Some(vec![5, -4])
        );
        assert_eq!(
            find(&seq(&[1, 2, 3, 4, 6, 9, 13, 19, 28, 41, 60])),
            Some(vec![1, 0, 1])
        );
        assert_eq!(find(&seq(&[7, 7, 7, 7])), Some(vec![1]));
    }

    #[test]
    fn refuses_sequences_without_a_short_recurrence() {
        // The primes.
        assert_eq!(
            find(&seq(&[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37])),
            None
        );
        // Too short to be evidence.
        assert_eq!(find(&seq(&[1, 2, 3])), None);
        // Squares satisfy one of order 3, from 8 terms on.
        assert_eq!(
            find(&seq(&[0, 1, 4, 9, 16, 25, 36, 49])),
            Some(vec![3, -3, 1])
        );
    }
}
